extension KeypadField {
  /// The text while the field is not edited.
  ///
  /// The value with all of the rules' fraction digits, in the display
  /// style; ``display(editing:)`` is the public way to ask. It is exactly ICU's `unumf` output for the value
  /// with the style's skeleton and a precision of
  /// ``FieldRules/maxFractionDigits`` digits.
  @usableFromInline
  var displayWhenNotEditing: String {
    if let display = kind.displayWhenNotEditing(of: state.digits.string, symbols: symbols) {
      return display
    }
    guard let value = decimalValue else { return "" }
    let padded = value.padded(toScale: rules.maxFractionDigits)
    var digits = padded.digits
    let integerCount = digits.utf8.count - padded.scale
    let pieces = displaySymbols
    return digits.withUTF8 { ascii in
      pieces.display(
        negative: padded.isNegative, digits: ASCIIDisplayDigits(ascii: ascii),
        integerCount: integerCount,
        separator: padded.scale > 0)
    }
  }

  /// Where the number part lies in the editing display (``display(editing:)``), in UTF-16 offsets: after
  /// the prefix (the sign, a currency symbol, bidi marks) and before the
  /// suffix.
  ///
  /// The prefix and suffix are formatting, taken from ICU's field positions
  /// for the style; a caret belongs in this range. For an empty field the
  /// range is empty and sits between the prefix and suffix (`$|` in en_US,
  /// `| €` in de_DE); a lone minus puts it after the negative prefix.
  ///
  /// ```swift
  /// // en_US, US dollars, accounting, typed "-12.5": display "($12.5)"
  /// field.numberRange  // 2..<6
  /// // de_DE, euros, typed "12": display "12 €"
  /// field.numberRange  // 0..<2
  /// ```
  public var numberRange: Range<Int> {
    if !kind.isDecimal { return 0..<display.utf16.count }
    let pieces = displaySymbols
    if !isStyled, state.isEmpty { return 0..<0 }
    let prefix = state.isNegative ? pieces.negativePrefix : pieces.positivePrefix
    let suffix = state.isNegative ? pieces.negativeSuffix : pieces.positiveSuffix
    let start = prefix.utf16.count
    return start..<Swift.max(start, display.utf16.count - suffix.utf16.count)
  }

  /// The editing display: the state in the style's symbols and affixes.
  @inline(__always)
  var styledDisplay: String {
    if !isDecimalKind { return kindLayout(kind).text }
    if state.isEmpty, isStyled {
      return displaySymbols.positivePrefix + displaySymbols.positiveSuffix
    }
    return state.display(symbols: displaySymbols, rules: rules)
  }

  /// Whether the rules' display style adds symbols or affixes: whether
  /// ``displaySymbols`` are the style's rather than the locale's own.
  var isStyled: Bool { displaySymbols !== symbols }

  /// The symbols of the rules' style in `symbols`' locale, or `nil` for the
  /// decimal style.
  ///
  /// The style's symbols come from ICU and are cached; should ICU fail to
  /// format the style (the every-locale tests show it does not), the field
  /// falls back to the decimal display rather than fail.
  static func styleSymbols(for rules: FieldRules, in symbols: NumberSymbols) -> NumberSymbols? {
    let skeleton = rules.style.skeleton(currency: rules.currency)
    guard !skeleton.isEmpty else { return nil }
    return try? symbols.styled(skeleton: skeleton)
  }
}
