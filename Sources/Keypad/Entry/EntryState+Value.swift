extension EntryState {
  /// The exact value typed, or `nil` for an empty field or a lone minus.
  ///
  /// A trailing separator is dropped (`12.` is 12); typed fraction zeros are
  /// kept (`1.50` stays `1.50`). In cents mode the rules' fraction digits
  /// place the separator: raw digits `123` with two fraction digits are 1.23.
  public func value(rules: FieldRules) -> ExactDecimal? {
    guard !digits.isEmpty else { return nil }
    let layout = layout(rules: rules)
    // The digits as the value holds them, written once: the layout's
    // leading zeros then the typed digits, the integer part without its
    // leading zeros (a lone `0` when all are), then the fraction.
    let total = layout.leadingZeros + digits.count
    let integerCount = layout.integerCount
    return digits.withBytes { typed in
      func digit(at position: Int) -> UInt8 {
        position < layout.leadingZeros ? 0x30 : typed[position - layout.leadingZeros]
      }
      var first = 0
      while first < integerCount, digit(at: first) == 0x30 { first += 1 }
      let integerLength = first == integerCount ? 1 : integerCount - first
      let text = String(unsafeUninitializedCapacity: integerLength + total - integerCount) {
        buffer in
        var count = 0
        if first == integerCount {
          buffer[0] = 0x30
          count = 1
        }
        for position in first..<total {
          buffer[count] = digit(at: position)
          count += 1
        }
        return count
      }
      return ExactDecimal(isNegative: isNegative, digits: text, scale: total - integerCount)
    }
  }

  /// The text to show as the user types, in the locale's digits and signs.
  ///
  /// It is exactly what ICU's number formatter shows for ``value(rules:)``
  /// with as many fraction digits as typed, plus the separator when the
  /// text ends with one. An empty state shows `""`; a lone minus shows the
  /// locale's negative prefix.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  /// let rules = try FieldRules(allowNegative: true)
  /// var state = EntryState()
  /// for key: Key in [.sign, .digit(1), .digit(2), .digit(3), .digit(4), .decimal, .digit(5)] {
  ///   _ = state.apply(key, rules: rules)
  /// }
  /// state.display(symbols: try .locale("de_DE"), rules: rules)  // "-1.234,5"
  /// ```
  @inline(__always)
  public func display(symbols: NumberSymbols, rules: FieldRules) -> String {
    if digits.isEmpty {
      return isNegative ? symbols.negativePrefix + symbols.negativeSuffix : ""
    }
    let layout = layout(rules: rules)
    // Digits in the word are read from it in place.
    if let word = digits.packedDigits(afterZeros: layout.leadingZeros) {
      return symbols.display(
        negative: isNegative,
        digits: PackedDisplayDigits(word: word, count: layout.leadingZeros &+ digits.count),
        integerCount: layout.integerCount, separator: layout.separator)
    }
    return digits.withBytes { ascii in
      symbols.display(
        negative: isNegative,
        digits: ASCIIDisplayDigits(ascii: ascii, leadingZeros: layout.leadingZeros),
        integerCount: layout.integerCount, separator: layout.separator)
    }
  }

  /// Where the separator falls in the full digit sequence.
  @inline(__always)
  private func layout(rules: FieldRules) -> (leadingZeros: Int, integerCount: Int, separator: Bool)
  {
    switch rules.entryMode {
    case .decimal:
      return (0, integerCount, hasSeparator)
    case .cents:
      let fraction = rules.maxFractionDigits
      let total = max(digits.count, fraction + 1)
      return (total - digits.count, total - fraction, fraction > 0)
    }
  }
}
