extension EntryState {
  /// Where a caret after each number of typed characters stands in the
  /// display, in UTF-16 offsets: element `t` is the offset right after the
  /// `t`th typed character, element 0 is the very start.
  ///
  /// A caret rests right after a typed character: after the minus (before
  /// any bidi mark that follows it), after a digit (before the grouping
  /// separator that follows it), after the decimal separator.
  ///
  /// <!-- example: not compiled: caretOffsets(symbols:rules:affixed:) is internal: a client cannot call it -->
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
    var offsets: [Int] = []
    offsets.reserveCapacity(typedCount + 1)
    visitCaretOffsets(symbols: symbols, rules: rules, affixed: affixed) { offset in
      offsets.append(offset)
      return true
    }
    return offsets
  }

  /// The display's UTF-16 range of a selection: the offsets of
  /// ``caretOffsets(symbols:rules:affixed:)`` at its two ends, read in one
  /// pass that stops at the later end, without the array.
  ///
  /// A form reports the selection after every key: this reads it without
  /// building the array.
  func caretRange(
    of selection: Selection, symbols: NumberSymbols, rules: FieldRules, affixed: Bool = false
  ) -> Range<Int> {
    let typed = selection.typedRange(count: caretStopCount(rules: rules) - 1)
    var position = 0
    var lower = 0
    var upper = 0
    visitCaretOffsets(symbols: symbols, rules: rules, affixed: affixed) { offset in
      if position == typed.lowerBound { lower = offset }
      upper = offset
      position += 1
      return position <= typed.upperBound
    }
    return lower..<upper
  }

  /// How many offsets ``caretOffsets(symbols:rules:affixed:)`` has.
  private func caretStopCount(rules: FieldRules) -> Int {
    let count: Int
    switch rules.entryMode {
    case .cents:
      count = isEmpty ? 1 : typedCount + 1
    case .decimal:
      let number = digits.isEmpty ? 0 : integerCount + (hasSeparator ? 1 + fractionCount : 0)
      count = 1 + (isNegative ? 1 : 0) + number
    }
    return count
  }

  /// Calls `visit` with each offset of ``caretOffsets(symbols:rules:affixed:)``
  /// in order, until it returns `false`.
  private func visitCaretOffsets(
    symbols: NumberSymbols, rules: FieldRules, affixed: Bool, _ visit: (Int) -> Bool
  ) {
    guard visit(affixed && !isNegative ? symbols.positivePrefix.utf16.count : 0) else { return }
    // In a style the minus is part of the negative prefix, an affix: the
    // caret after it stands where the number starts.
    let minusEnd = affixed ? symbols.negativePrefix.utf16.count : symbols.minusEndOffset
    switch rules.entryMode {
    case .cents:
      guard !isEmpty else { return }
      let end: Int
      if digits.isEmpty {
        end = minusEnd
      } else {
        let suffix = isNegative ? symbols.negativeSuffix : symbols.positiveSuffix
        end = display(symbols: symbols, rules: rules).utf16.count - suffix.utf16.count
      }
      for _ in 0..<typedCount {
        guard visit(end) else { return }
      }
      return
    case .decimal:
      break
    }
    if isNegative {
      guard visit(minusEnd) else { return }
    }
    guard !digits.isEmpty else { return }
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
      guard visit(cursor) else { return }
    }
    guard hasSeparator else { return }
    cursor += symbols.decimalSeparator.utf16.count
    guard visit(cursor) else { return }
    for _ in 0..<fractionCount {
      cursor += width
      guard visit(cursor) else { return }
    }
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
