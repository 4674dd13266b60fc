import Keypad

/// The form keypad-repl and keypad-gtk show when no `--form` is given: one
/// field for each thing the engine does.
///
/// - Amount: money in the locale's currency (its fraction digits from ICU),
///   shown with its symbol where the locale puts it, required.
/// - Quantity: a whole number from 1 to 999 (no decimal key).
/// - Discount: a percent field from 0 to 100 with one decimal; the maximum
///   refuses a key that would pass it.
/// - Shipping: disabled, with a value, in the currency: Next and Previous
///   skip it.
/// - Temperature: may be negative, from -90 to 60, one decimal.
/// - Tip: cents-style entry, digits shift in from the right.
/// - Card number, expiry date and security code, as a checkout asks for
///   them: the card's brand told as digits come, `MM/YY`, and 3 digits or
///   4 for American Express, by the card field.
///
/// Tags are 10, 20, ..., 90: gaps are fine, the chain goes by order.
public enum DemoForm {
  /// The title shown above the demo form.
  public static let title = "Checkout demo"

  /// The demo's field definitions for a locale.
  ///
  /// ```swift
  /// DemoForm.fields(symbols: try .locale("de_DE")).map(\.name)
  /// // ["amount", "quantity", "discount", "shipping", "temperature", "tip",
  /// //  "card", "expiry", "securityCode"]
  /// ```
  public static func fields(symbols: NumberSymbols) -> [FormField] {
    let currency = Currency.of(symbols)
    let suffix = currency.map { " (\($0.code))" } ?? ""
    let money = rules(
      maxIntegerDigits: 9, currency: currency, style: currency == nil ? .decimal : .currency())
    let shipping: ExactDecimal? =
      switch money.maxFractionDigits {
      case 0: 5
      case 1: ExactDecimal("4.9")
      default: ExactDecimal("4.90")
      }
    return [
      FormField(
        name: "amount", label: "Amount" + suffix, tag: 10, rules: money, isRequired: true,
        min: 0),
      FormField(
        name: "quantity", label: "Quantity", tag: 20,
        rules: rules(maxIntegerDigits: 3, maxFractionDigits: 0), isRequired: true, min: 1,
        max: 999),
      FormField(
        name: "discount", label: "Discount %", tag: 30,
        rules: rules(maxIntegerDigits: 3, maxFractionDigits: 1, style: .percent), min: 0,
        max: 100),
      FormField(
        name: "shipping", label: "Shipping" + suffix, tag: 40, rules: money,
        initialValue: shipping, isEnabled: false),
      FormField(
        name: "temperature", label: "Temperature °C", tag: 50,
        rules: rules(maxIntegerDigits: 2, maxFractionDigits: 1, allowNegative: true),
        min: -90, max: 60),
      FormField(
        name: "tip", label: "Tip (cents entry)", tag: 60,
        rules: rules(maxIntegerDigits: 4, entryMode: .cents, currency: currency)),
    ] + cardFields
  }

  /// The checkout's card fields: number, expiry date, security code.
  private static let cardFields = [
    FormField(name: "card", label: "Card number", tag: 70, rules: FieldRules(kind: .card)),
    FormField(name: "expiry", label: "Expiry (MM/YY)", tag: 80, rules: FieldRules(kind: .expiry)),
    FormField(
      name: "securityCode", label: "Security code", tag: 90,
      rules: FieldRules(kind: .securityCode(card: "card"))),
  ]

  /// The demo form in `symbols`.
  ///
  /// ```swift
  /// let form = try DemoForm.make(symbols: .locale("de_DE"))
  /// form.fields.count  // 9
  /// ```
  public static func make(symbols: NumberSymbols) throws(FormError) -> NumberForm {
    try NumberForm(fields: fields(symbols: symbols), symbols: symbols)
  }

  /// Rules whose limits are known to be valid; the standard rules if not.
  private static func rules(
    maxIntegerDigits: Int, maxFractionDigits: Int? = nil, allowNegative: Bool = false,
    entryMode: EntryMode = .decimal, currency: Currency? = nil, style: DisplayStyle = .decimal
  ) -> FieldRules {
    (try? FieldRules(
      maxIntegerDigits: maxIntegerDigits, maxFractionDigits: maxFractionDigits,
      allowNegative: allowNegative, entryMode: entryMode, currency: currency, style: style))
      ?? .standard
  }
}
