extension KeypadField {
  /// The symbols whose affixes a paste into this field may be wrapped in:
  /// the style's own, and in a money field also the locale's other
  /// negative form (standard `-$1.50` or accounting `($1.50)`) and both
  /// forms without the currency's symbol (`-1.50`, `(1.50)`).
  ///
  /// The forms without the symbol are ICU's own, its `unit-width-hidden`
  /// currency format, so a locale whose accounting form puts the
  /// parentheses around the symbol or inside it is read as ICU writes it.
  /// Each form's symbols are read from ICU once and cached
  /// (``NumberSymbols/styled(skeleton:)``).
  ///
  /// ```swift
  /// // en_US, US dollars, accounting
  /// field.pasteAffixForms.map(\.negativePrefix)  // ["($", "-$", "(", "-"]
  /// ```
  var pasteAffixForms: [NumberSymbols] {
    guard case .currency(let width, let accounting) = rules.style, let currency = rules.currency
    else { return [displaySymbols] }
    var forms = [displaySymbols]
    let others: [(CurrencyWidth?, Bool)] = [
      (width, !accounting), (nil, accounting), (nil, !accounting),
    ]
    for (width, accounting) in others {
      let skeleton = Self.moneySkeleton(currency: currency, width: width, accounting: accounting)
      if let form = try? symbols.styled(skeleton: skeleton) { forms.append(form) }
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
