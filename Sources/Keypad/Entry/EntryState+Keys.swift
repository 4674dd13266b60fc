extension EntryState {
  /// Applies one key under the field's digit limits and sign rule; the
  /// bounds are checked by ``apply(_:rules:)``.
  ///
  /// - Returns: `.accepted`, or `.rejected` with the reason; after a
  ///   rejection the state is unchanged.
  @inline(__always)
  mutating func applyWithinLimits(_ key: Key, rules: FieldRules) -> KeyOutcome {
    switch key {
    case .digit(let value):
      guard value <= 9 else { return .rejected(.invalidCharacter) }
      return digitPressed(value, rules: rules)
    case .doubleZero:
      var copy = self
      if let rejection = copy.digitPressed(0, rules: rules).rejection {
        return .rejected(rejection)
      }
      if let rejection = copy.digitPressed(0, rules: rules).rejection {
        return .rejected(rejection)
      }
      self = copy
      return .accepted
    case .decimal:
      return decimalPressed(rules: rules)
    case .backspace:
      backspacePressed()
      return .accepted
    case .clear:
      self = EntryState()
      return .accepted
    case .sign:
      guard rules.allowNegative else { return .rejected(.negativeNotAllowed) }
      isNegative.toggle()
      return .accepted
    }
  }

  /// A digit key: replaces a lone zero, else appends within the limits.
  @inline(__always)
  private mutating func digitPressed(_ value: UInt8, rules: FieldRules) -> KeyOutcome {
    let byte = 0x30 + value
    if !hasSeparator, isLoneZero {
      if value != 0 { digits = String(Unicode.Scalar(byte)) }
      return .accepted
    }
    switch rules.entryMode {
    case .decimal:
      if hasSeparator {
        guard fractionCount < rules.maxFractionDigits else {
          return .rejected(.maxFractionDigits)
        }
      } else {
        guard integerCount < rules.maxIntegerDigits else {
          return .rejected(.maxIntegerDigits)
        }
      }
    case .cents:
      let integerDigits = digits.utf8.count + 1 - rules.maxFractionDigits
      guard integerDigits <= rules.maxIntegerDigits else {
        return .rejected(.maxIntegerDigits)
      }
    }
    digits = editedDigits(appending: byte)
    return .accepted
  }

  /// The decimal key: places the separator once, after a `0` when nothing
  /// was typed yet.
  private mutating func decimalPressed(rules: FieldRules) -> KeyOutcome {
    switch rules.entryMode {
    case .cents:
      return .rejected(.decimalNotAllowed)
    case .decimal:
      guard !hasSeparator else { return .rejected(.duplicateDecimal) }
      guard rules.maxFractionDigits > 0 else { return .rejected(.wholeNumbersOnly) }
      if digits.isEmpty { digits = "0" }
      separatorIndex = digits.utf8.count
      return .accepted
    }
  }

  /// Removes the last character: a fraction digit, the separator, an integer
  /// digit, finally the minus.
  @inline(__always)
  private mutating func backspacePressed() {
    if hasSeparator, fractionCount == 0 {
      separatorIndex = -1
    } else if !digits.isEmpty {
      digits = editedDigits(appending: nil)
    } else if isNegative {
      isNegative = false
    }
  }

  /// The digits with `byte` appended, or without the last digit when `byte`
  /// is `nil`; there must be one to drop (every caller checks).
  ///
  /// Copying the bytes into a new string costs about half of what
  /// `String.append(_:)` and `dropLast()` do for these short ASCII strings.
  /// The old bytes are read in place (`withContiguousStorageIfAvailable`),
  /// not through a mutable copy (`withUTF8`), which saves a retain, a
  /// release and a closure (about 40 instructions a key).
  func editedDigits(appending byte: UInt8?) -> String {
    // Dropping the last of no digits leaves none.
    assert(byte != nil || !digits.isEmpty, "no digit to drop")
    let kept = digits.utf8.count - (byte == nil ? 1 : 0)
    let edited = digits.utf8.withContiguousStorageIfAvailable { old in
      String(unsafeUninitializedCapacity: kept + (byte == nil ? 0 : 1)) { buffer in
        var count = buffer.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: old[..<kept]))
        if let byte {
          buffer[count] = byte
          count += 1
        }
        return count
      }
    }
    return edited ?? editedNonContiguousDigits(keeping: kept, appending: byte)
  }

  /// ``editedDigits(appending:)`` for digits without contiguous UTF-8 (a
  /// bridged string), which the keys never make: they build every digit
  /// string themselves.
  @inline(never)
  private func editedNonContiguousDigits(keeping kept: Int, appending byte: UInt8?) -> String {
    var edited = String(decoding: digits.utf8.prefix(kept), as: UTF8.self)
    if let byte { edited.append(Character(Unicode.Scalar(byte))) }
    return edited
  }
}
