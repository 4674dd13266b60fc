/// How a field shows its number: as a plain decimal, as money, as a
/// percentage, or as a measure in a unit, always as ICU's number formatter
/// shows it in the locale.
///
/// The style changes only the display: the value is always the number typed.
/// A percent field holding `12.5` shows `12.5%` (en_US), never 1250%.
///
/// ```swift
/// let euros = try FieldRules(currency: Currency("EUR"), style: .currency())
/// var field = try KeypadField(locale: "de_DE", rules: euros)
/// for character in "1234,5" { field.type(character) }
/// field.display(editing: true)  // "1.234,5\u{A0}€"
/// ```
public enum DisplayStyle: Sendable, Hashable {
  /// A plain number: `1,234.5` (en_US).
  case decimal
  /// Money in the rules' ``FieldRules/currency``: `$1,234.50` (en_US),
  /// `1.234,50 €` (de_DE).
  ///
  /// - Parameters:
  ///   - width: The currency's symbol, narrow symbol or ISO code.
  ///   - accounting: Whether negatives show in the locale's accounting
  ///     form, such as `($1,234.50)` in en_US; locales without one show
  ///     their usual minus.
  case currency(CurrencyWidth = .symbol, accounting: Bool = false)
  /// A percentage of the number typed: `12.5%` (en_US), `12,5 %` (fr_FR).
  case percent
  /// A measure in a unit, its name as ICU writes it around the number:
  /// `12,5 km` (de_DE, short), `38.5°C` (en_US), `12.5 kilometers` (en_US,
  /// long). A long name takes the plural form of the number shown
  /// (`1 kilometer`, `1.0 kilometers`).
  ///
  /// ```swift
  /// let distance = try FieldRules(style: .unit(MeasureUnit("kilometer")))
  /// var field = try KeypadField(locale: "de_DE", rules: distance)
  /// for character in "12,5" { field.type(character) }
  /// field.display(editing: true)   // "12,5 km"
  /// field.display(editing: false)  // "12,50 km"
  /// ```
  ///
  /// - Parameters:
  ///   - unit: The unit, a CLDR identifier checked with ICU.
  ///   - width: How long its name is; ``UnitWidth/short`` unless set.
  case unit(MeasureUnit, width: UnitWidth = .short)

  /// ICU's skeleton for the style without precision, such as
  /// `currency/EUR unit-width-narrow sign-accounting`; empty for
  /// ``decimal``.
  ///
  /// <!-- example: not compiled: skeleton(currency:) is internal: a client cannot call it -->
  /// ```swift
  /// DisplayStyle.currency(.isoCode).skeleton(currency: try Currency("EUR"))
  /// // "currency/EUR unit-width-iso-code"
  /// ```
  ///
  /// - Parameter currency: The currency; a currency style without one
  ///   gives the decimal skeleton.
  /// - Returns: The skeleton, to which a precision such as `.00` is added.
  func skeleton(currency: Currency?) -> String {
    switch self {
    case .decimal:
      return ""
    case .percent:
      return "percent"
    case .unit(let unit, let width):
      return "unit/" + unit.id + " " + width.skeleton
    case .currency(let width, let accounting):
      guard let currency else { return "" }
      var parts = ["currency/" + currency.code]
      switch width {
      case .symbol: break
      case .narrow: parts.append("unit-width-narrow")
      case .isoCode: parts.append("unit-width-iso-code")
      }
      if accounting { parts.append("sign-accounting") }
      return parts.joined(separator: " ")
    }
  }
}

/// How a currency is named in a money field.
///
/// The raw value is the form-file name (`currencyDisplay`).
///
/// ```swift
/// CurrencyWidth(rawValue: "narrow")  // .narrow
/// ```
public enum CurrencyWidth: String, Sendable, Hashable, CaseIterable {
  /// The locale's symbol: `€`, `US$` in en_CA, `CHF`.
  case symbol
  /// The narrow symbol: `$` for USD in en_CA.
  case narrow
  /// The ISO 4217 code: `EUR 1,234.50`.
  case isoCode = "code"
}

extension UnitWidth {
  /// ICU's skeleton option for the width, such as `unit-width-full-name`.
  var skeleton: String {
    switch self {
    case .short: "unit-width-short"
    case .narrow: "unit-width-narrow"
    case .long: "unit-width-full-name"
    }
  }
}
