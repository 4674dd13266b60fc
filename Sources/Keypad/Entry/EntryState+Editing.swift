extension EntryState {
  /// How many typed characters the state holds: the minus, the digits and
  /// the separator (`-1234.5` is 7).
  ///
  /// In cents mode the digits are the raw digits typed.
  public var typedCount: Int {
    (isNegative ? 1 : 0) + digits.count + (hasSeparator ? 1 : 0)
  }

  /// The typed character at `index` of ``text``, as an ASCII byte, read
  /// from the digits' bytes.
  @inline(__always)
  private func typedByte(at index: Int, digits ascii: UnsafeBufferPointer<UInt8>) -> UInt8 {
    var position = index
    if isNegative {
      if position == 0 { return 0x2D }
      position &-= 1
    }
    if hasSeparator {
      if position == separatorIndex { return 0x2E }
      if position > separatorIndex { position &-= 1 }
    }
    return ascii[position]
  }

  /// The state after replacing the typed characters in `range` with
  /// `inserted` (ASCII digits, `.` and `-`), checked as a whole and
  /// normalised, and where the caret stands in it, counted in typed
  /// characters.
  ///
  /// The result is checked like a paste: a minus in a field without
  /// negatives is `negative-not-allowed`, one anywhere but the start
  /// `misplaced-minus` (a digit, `00` or the separator typed before it); a second
  /// separator `duplicate-decimal`; then the fraction and the integer digits
  /// against the limits. Normalising drops the integer part's leading zeros
  /// (one `0` stays when the integer part is all zeros) and puts a `0`
  /// before a separator that has no digit before it. The caret keeps the
  /// typed characters after it; when normalising removed some of them, it
  /// goes to the start of the digits.
  ///
  /// Decimal mode only: cents mode edits at the end with keys.
  ///
  /// <!-- example: not compiled: replacing(typed:with:rules:) is internal: a client cannot call it -->
  /// ```swift
  /// // "1234", caret after "1": insert "9"
  /// state.replacing(typed: 1..<1, with: CollectionOfOne(0x39), rules: .standard)
  /// // accepted: "19234", caret 2
  /// ```
  ///
  /// Complexity: O(n) in the typed characters, without allocation when the
  /// digits fit in a word (``DigitString/inlineCapacity``).
  func replacing<Inserted: Collection<UInt8>>(
    typed range: Range<Int>, with inserted: Inserted, rules: FieldRules
  ) -> EditResult {
    let count = typedCount
    let capacity = max(count - range.count + inserted.count, 1)
    return digits.withBytes { ascii in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        var length = 0
        for index in 0..<range.lowerBound {
          buffer[length] = typedByte(at: index, digits: ascii)
          length &+= 1
        }
        for byte in inserted {
          buffer[length] = byte
          length &+= 1
        }
        let caret = length
        for index in range.upperBound..<count {
          buffer[length] = typedByte(at: index, digits: ascii)
          length &+= 1
        }
        return Self.normalized(
          UnsafeBufferPointer(rebasing: buffer[..<length]), caret: caret, rules: rules)
      }
    }
  }

  /// Checks and normalises a typed text; see
  /// ``replacing(typed:with:rules:)``.
  private static func normalized(
    _ text: UnsafeBufferPointer<UInt8>, caret: Int, rules: FieldRules
  ) -> EditResult {
    let negative = text.first == 0x2D
    let start = negative ? 1 : 0
    if negative, !rules.allowNegative { return .rejected(.negativeNotAllowed) }
    var separator: Int?
    for index in start..<text.count {
      switch text[index] {
      case 0x2D:
        return .rejected(rules.allowNegative ? .misplacedMinus : .negativeNotAllowed)
      case 0x2E:
        guard separator == nil else { return .rejected(.duplicateDecimal) }
        separator = index
      default:
        break
      }
    }
    let integerEnd = separator ?? text.count
    var integerStart = start
    while integerEnd - integerStart > 1, text[integerStart] == 0x30 { integerStart += 1 }
    let integerCount = integerEnd - integerStart
    let addsZero = separator != nil && integerCount == 0
    let fractionCount = separator.map { text.count - $0 - 1 } ?? 0
    if separator != nil, rules.maxFractionDigits == 0 { return .rejected(.wholeNumbersOnly) }
    if fractionCount > rules.maxFractionDigits { return .rejected(.maxFractionDigits) }
    if integerCount > rules.maxIntegerDigits { return .rejected(.maxIntegerDigits) }
    let digitCount = integerCount + (addsZero ? 1 : 0) + fractionCount
    let digits = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digitCount) { buffer in
      var cursor = 0
      for index in integerStart..<integerEnd {
        buffer[cursor] = text[index]
        cursor += 1
      }
      if addsZero {
        buffer[cursor] = 0x30
        cursor += 1
      }
      if let separator {
        for index in (separator + 1)..<text.count {
          buffer[cursor] = text[index]
          cursor += 1
        }
      }
      return DigitString(UnsafeBufferPointer(rebasing: buffer[..<cursor]))
    }
    let state = EntryState(
      isNegative: negative, digits: digits,
      separatorIndex: separator == nil ? -1 : integerCount + (addsZero ? 1 : 0))
    if rules.checksBoundsWhileTyping, let rejection = rules.boundsRejection(for: state) {
      return .rejected(rejection)
    }
    let after = text.count - caret
    let newCaret = max(min(caret, start), state.typedCount - after)
    return .accepted(state, caret: newCaret)
  }
}

/// What an edit of the typed text gives: the new state and its caret, or
/// the rule it breaks.
enum EditResult {
  /// The edit is within the rules: the normalised state, and the caret as
  /// a count of typed characters before it.
  case accepted(EntryState, caret: Int)
  /// The edit breaks a rule; nothing changes.
  case rejected(EntryRejection)
}
