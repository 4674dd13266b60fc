extension DecimalKind {
  /// The number a pasted text holds: a number with the separators the
  /// field shows, or, in a field with a display style, one wrapped in the
  /// style's own affixes (`$1,234.50`, `($12)`, `12,5 %`) or, in a money
  /// field, in the locale's other money forms (``pasteAffixForms(of:)``).
  func pastedNumber(_ text: String, in field: KeypadField) -> PastedNumber? {
    let parser = PasteParser(symbols: field.displaySymbols)
    if let number = parser.parse(text) { return number }
    guard field.isStyled else { return nil }
    for form in pasteAffixForms(of: field) {
      guard let inside = form.numberInsideAffixes(of: text.unicodeScalars[...]),
        var number = parser.parse(inside.number)
      else { continue }
      if inside.isNegative {
        // The minus is the affixes': a second one inside is no number.
        guard !number.isNegative else { return nil }
        number.isNegative = true
      }
      return number
    }
    return nil
  }

  /// The symbols whose affixes a paste into the field may be wrapped in:
  /// the style's own, and in a money field also the locale's other
  /// negative form (standard `-$1.50` or accounting `($1.50)`) and both
  /// forms without the currency's symbol (`-1.50`, `(1.50)`); in a unit
  /// field, the forms of its unit's name read so far (`1 kilometer`,
  /// `2 kilometers`).
  ///
  /// The forms without the symbol are ICU's own, its `unit-width-hidden`
  /// currency format, so a locale whose accounting form puts the
  /// parentheses around the symbol or inside it is read as ICU writes it.
  /// Each form's symbols are read from ICU once and cached
  /// (``NumberSymbols/styled(skeleton:)``).
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// // en_US, US dollars, accounting
  /// DecimalKind().pasteAffixForms(of: field).map(\.negativePrefix)  // ["($", "-$", "(", "-"]
  /// ```
  func pasteAffixForms(of field: KeypadField) -> [NumberSymbols] {
    let rules = field.rules
    if let forms = field.displaySymbols.unitForms { return [field.displaySymbols] + forms.known }
    guard case .currency(let width, let accounting) = rules.style, let currency = rules.currency
    else { return [field.displaySymbols] }
    var forms = [field.displaySymbols]
    let others: [(CurrencyWidth?, Bool)] = [
      (width, !accounting), (nil, accounting), (nil, !accounting),
    ]
    for (width, accounting) in others {
      let skeleton = Self.moneySkeleton(currency: currency, width: width, accounting: accounting)
      if let form = try? field.symbols.styled(skeleton: skeleton) { forms.append(form) }
    }
    return forms
  }

  /// The skeleton of a money form: the currency in `width`, or hidden for
  /// `nil`, and the accounting sign or the standard one.
  private static func moneySkeleton(currency: Currency, width: CurrencyWidth?, accounting: Bool)
    -> String
  {
    guard let width else {
      return "currency/\(currency.code) unit-width-hidden" + (accounting ? " sign-accounting" : "")
    }
    return DisplayStyle.currency(width, accounting: accounting).skeleton(currency: currency)
  }
}
