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
      return .doubleZero { digitPressed(0, rules: rules) }
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
    case .dayPeriod:
      return .rejected(.noDayPeriod)
    }
  }

  /// A digit key: replaces a lone zero, else appends within the limits.
  @inline(__always)
  private mutating func digitPressed(_ value: UInt8, rules: FieldRules) -> KeyOutcome {
    let byte = 0x30 + value
    if !hasSeparator, isLoneZero {
      if value != 0 { digits = DigitString(single: byte) }
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
      let integerDigits = digits.count + 1 - rules.maxFractionDigits
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
      if digits.isEmpty { digits = DigitString(single: 0x30) }
      separatorIndex = digits.count
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
  @inline(__always)
  func editedDigits(appending byte: UInt8?) -> DigitString {
    if let byte { return digits.appending(byte) }
    return digits.droppingLast()
  }
}
