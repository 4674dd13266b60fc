extension EntryState {
  /// Where a caret after each number of typed characters stands in the
  /// display, in UTF-16 offsets: element `t` is the offset right after the
  /// `t`th typed character, element 0 is the very start.
  ///
  /// A caret rests right after a typed character: after the minus (before
  /// any bidi mark that follows it), after a digit (before the grouping
  /// separator that follows it), after the decimal separator.
  ///
  /// ```swift
  /// // "-1234.5" in en_US displays "-1,234.5"
  /// state.caretOffsets(symbols: try .locale("en_US"), rules: .standard)
  /// // [0, 1, 2, 4, 5, 6, 7, 8]
  /// ```
  ///
  /// Cents mode has one caret position, the end: every element but the
  /// first is the offset after the last digit.
  ///
  /// With `affixed`, `symbols` are a display style's (currency, percent) and
  /// their positive prefix is an affix: the very start of a number without
  /// a minus is then right after it (`$|12`), where an empty field's caret
  /// stands too (`$|`). The caret after the minus stands after the whole
  /// negative prefix, where the number starts (`-$|12`, `($|12)`).
  ///
  /// Complexity: O(n) in the typed characters.
  func caretOffsets(symbols: NumberSymbols, rules: FieldRules, affixed: Bool = false) -> [Int] {
    var offsets = [affixed && !isNegative ? symbols.positivePrefix.utf16.count : 0]
    offsets.reserveCapacity(typedCount + 1)
    // In a style the minus is part of the negative prefix, an affix: the
    // caret after it stands where the number starts.
    let minusEnd = affixed ? symbols.negativePrefix.utf16.count : symbols.minusEndOffset
    switch rules.entryMode {
    case .cents:
      guard !isEmpty else { return offsets }
      let end: Int
      if digits.isEmpty {
        end = minusEnd
      } else {
        let suffix = isNegative ? symbols.negativeSuffix : symbols.positiveSuffix
        end = display(symbols: symbols, rules: rules).utf16.count - suffix.utf16.count
      }
      offsets.append(contentsOf: repeatElement(end, count: typedCount))
      return offsets
    case .decimal:
      break
    }
    if isNegative { offsets.append(minusEnd) }
    guard !digits.isEmpty else { return offsets }
    let prefix = isNegative ? symbols.negativePrefix : symbols.positivePrefix
    let width = symbols.digits.first?.utf16.count ?? 1
    let group = symbols.groupingSeparator.utf16.count
    let grouped = integerCount >= symbols.utf8.groupedFrom
    var cursor = prefix.utf16.count
    for position in 0..<integerCount {
      if position > 0, grouped, symbols.utf8.separatorBefore(fromEnd: integerCount - position) {
        cursor += group
      }
      cursor += width
      offsets.append(cursor)
    }
    guard hasSeparator else { return offsets }
    cursor += symbols.decimalSeparator.utf16.count
    offsets.append(cursor)
    for _ in 0..<fractionCount {
      cursor += width
      offsets.append(cursor)
    }
    return offsets
  }
}

extension NumberSymbols {
  /// The UTF-16 offset right after the minus in the negative prefix: after
  /// its last character that is not a bidi mark (`2` for ar_EG's
  /// `"\u{061C}-"`).
  var minusEndOffset: Int {
    var offset = 0
    var end = 0
    for scalar in negativePrefix.unicodeScalars {
      offset += scalar.utf16.count
      if !isBidiMark(scalar) { end = offset }
    }
    return end == 0 ? offset : end
  }
}
