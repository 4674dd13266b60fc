extension KeypadField {
  /// The text while the field is not edited: the value with all of the
  /// rules' fraction digits in a decimal field, a kind's display at rest;
  /// ``display(editing:)`` is the public way to ask.
  @usableFromInline
  var displayWhenNotEditing: String { kind.display(of: self, editing: false) }

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
  /// let dollars = try FieldRules(
  ///   allowNegative: true, currency: Currency("USD"), style: .currency(accounting: true))
  /// var field = try KeypadField(locale: "en_US", rules: dollars)
  /// for character in "-12.5" { field.type(character) }
  /// field.display(editing: true)  // "($12.5)"
  /// field.numberRange  // 2..<6
  /// let euros = try FieldRules(currency: Currency("EUR"), style: .currency())
  /// var price = try KeypadField(locale: "de_DE", rules: euros)
  /// for character in "12" { price.type(character) }
  /// price.display(editing: true)  // "12\u{A0}€"
  /// price.numberRange  // 0..<2
  /// ```
  public var numberRange: Range<Int> { kind.numberRange(in: self) }

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
