@_spi(Engine) import Keypad

#if canImport(KeypadPhone)
import KeypadPhone
#endif

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
/// - Temperature: in degrees Celsius (ICU's unit around the number), may be
///   negative, from -90 to 60, one decimal.
/// - Tip: cents-style entry, digits shift in from the right.
/// - Card number, expiry date and security code, as a checkout asks for
///   them: the card's brand told as digits come, `MM/YY`, and 3 digits or
///   4 for American Express, by the card field.
/// - Delivery date: a date in the locale's own order and calendar, not
///   before today.
/// - Delivery time: a time of day in the locale's hour cycle, with its day
///   period on a 12-hour clock, from 08:00 to 20:00 in quarter hours.
/// - Workout time: a duration typed as on a kitchen timer, hours, minutes
///   and seconds filling from the right, shown at rest in the locale's
///   units, up to four hours.
/// - Phone: a phone number of the locale's region, formatted as you type
///   by libphonenumber (the United States' when the locale has no region
///   libphonenumber knows).
///
/// Tags are 10, 20, ..., 100, 105, 107, 110: gaps are fine, the chain goes by
/// order.
public enum DemoForm: Sendable {
  /// The demo form's title in English, `Checkout demo`; a front end shows
  /// ``title(locale:)``.
  public static let title = "Checkout demo"

  /// The title shown above the demo form (and on its window), in the words
  /// of `locale`'s language (the catalogs' `demo.title`), or in English
  /// where the language has none.
  ///
  /// ```swift
  /// DemoForm.title(locale: "en_US")  // "Checkout demo"
  /// DemoForm.title(locale: "de_DE")  // "Kasse (Demo)"
  /// ```
  public static func title(locale: String) -> String {
    Message("demo.title").words(locale: locale).text
  }

  /// The demo's field definitions for a locale.
  ///
  /// `locale` is the id asked for, whose `calendar` keyword chooses the
  /// delivery date's calendar (`th_TH@calendar=gregorian`); the symbols'
  /// locale when `nil`.
  ///
  /// ```swift
  /// DemoForm.fields(symbols: try .locale("de_DE")).map(\.name)
  /// // ["amount", "quantity", "discount", "shipping", "temperature", "tip",
  /// //  "card", "expiry", "securityCode", "delivery", "deliveryTime", "workout",
  /// //  "phone"]
  /// ```
  public static func fields(symbols: NumberSymbols, locale: String? = nil) -> [FormField] {
    let currency = Currency.of(symbols)
    let suffix = currency.map { " (\($0.code))" } ?? ""
    let moneyStyle: DisplayStyle = currency == nil ? .decimal : .currency()
    let money = rules(maxIntegerDigits: 9, currency: currency, style: moneyStyle)
    // ICU knows the Celsius scale (the tests hold MeasureUnit to ICU's list).
    let celsius: DisplayStyle = (try? MeasureUnit("celsius")).map { .unit($0) } ?? .decimal
    let shipping: ExactDecimal? =
      switch money.maxFractionDigits {
      case 0: 5
      case 1: ExactDecimal("4.9")
      default: ExactDecimal("4.90")
      }
    return [
      FormField(
        name: "amount", label: "Amount" + suffix, tag: 10,
        rules: rules(maxIntegerDigits: 9, currency: currency, style: moneyStyle, min: 0),
        isRequired: true),
      FormField(
        name: "quantity", label: "Quantity", tag: 20,
        rules: rules(maxIntegerDigits: 3, maxFractionDigits: 0, min: 1, max: 999),
        isRequired: true),
      FormField(
        name: "discount", label: "Discount %", tag: 30,
        rules: rules(maxIntegerDigits: 3, maxFractionDigits: 1, style: .percent, min: 0, max: 100)),
      FormField(
        name: "shipping", label: "Shipping" + suffix, tag: 40, rules: money,
        initialValue: shipping.map(FieldValue.decimal), isEnabled: false),
      FormField(
        name: "temperature", label: "Temperature", tag: 50,
        rules: rules(
          maxIntegerDigits: 2, maxFractionDigits: 1, allowNegative: true, style: celsius,
          min: -90, max: 60)),
      FormField(
        name: "tip", label: "Tip (cents entry)", tag: 60,
        rules: rules(maxIntegerDigits: 4, entryMode: .cents, currency: currency)),
    ] + cardFields + [
      FormField(
        name: "delivery", label: "Delivery date", tag: 100,
        rules: FieldRules(kind: .date(min: .today))),
      FormField(name: "deliveryTime", label: "Delivery time", tag: 105, rules: deliveryTime),
      FormField(name: "workout", label: "Workout time", tag: 107, rules: workout),
    ] + phoneFields(symbols)
  }

  /// A delivery slot: a quarter hour from 08:00 to 20:00.
  private static let deliveryTime: FieldRules =
    (try? FieldKind.time(min: TimeOfDay("08:00"), max: TimeOfDay("20:00"), step: 15))
    .map { FieldRules(kind: $0) } ?? .standard

  /// A workout's length, typed as on a kitchen timer: up to four hours.
  private static let workout = FieldRules(
    kind: .duration(units: .hoursMinutesSeconds, max: ISODuration("PT4H")))

  /// The phone field, where Keypad has libphonenumber: not in the browser.
  private static func phoneFields(_ symbols: NumberSymbols) -> [FormField] {
    #if canImport(KeypadPhone)
    [FormField(name: "phone", label: "Phone", tag: 110, rules: phone(symbols))]
    #else
    []
    #endif
  }

  /// The checkout's card fields: number, expiry date, security code.
  private static let cardFields = [
    FormField(name: "card", label: "Card number", tag: 70, rules: FieldRules(kind: .card)),
    FormField(name: "expiry", label: "Expiry (MM/YY)", tag: 80, rules: FieldRules(kind: .expiry)),
    FormField(
      name: "securityCode", label: "Security code", tag: 90,
      rules: FieldRules(kind: .securityCode(card: "card"))),
  ]

  /// Checks that the delivery date can be typed in the calendar of an id.
  ///
  /// The calendar is the locale's own, or the one the id's `calendar`
  /// keyword names. A front end calls this before
  /// ``make(symbols:locale:)``, so that an id whose calendar digits cannot
  /// type is refused with its code, not shown as a demo in another calendar.
  ///
  /// ```swift
  /// try DemoForm.checkCalendar(locale: "ar-SA-u-ca-islamic-umalqura")  // fine
  /// try DemoForm.checkCalendar(locale: "he_IL@calendar=hebrew")  // throws LocaleError.self
  /// // (unsupported-calendar: the Hebrew calendar has leap months)
  /// ```
  ///
  /// - Throws: `LocaleError`, with the code `unsupported-calendar` for a
  ///   calendar digits cannot type or ICU does not have.
  public static func checkCalendar(locale: String) throws(LocaleError) {
    _ = try DateFormat(locale: locale)
  }

  /// The demo form in `symbols`; `locale` as in ``fields(symbols:locale:)``.
  ///
  /// ```swift
  /// let form = try DemoForm.make(symbols: .locale("de_DE"))
  /// form.fields.count  // 13
  /// ```
  public static func make(symbols: NumberSymbols, locale: String? = nil) throws(FormError)
    -> KeypadForm
  {
    try KeypadForm(
      fields: fields(symbols: symbols, locale: locale), locale: locale ?? symbols.localeID)
  }

  #if canImport(KeypadPhone)
  /// A phone field of the locale's region, or of the United States when
  /// libphonenumber knows no region of the locale.
  private static func phone(_ symbols: NumberSymbols) -> FieldRules {
    let format =
      (try? PhoneFormat(locale: symbols.localeID)) ?? (try? PhoneFormat(region: "US"))
    return format.map { FieldRules(kind: .custom($0)) } ?? .standard
  }
  #endif

  /// Rules whose limits are known to be valid; the standard rules if not.
  private static func rules(
    maxIntegerDigits: Int, maxFractionDigits: Int? = nil, allowNegative: Bool = false,
    entryMode: EntryMode = .decimal, currency: Currency? = nil, style: DisplayStyle = .decimal,
    min: ExactDecimal? = nil, max: ExactDecimal? = nil
  ) -> FieldRules {
    (try? FieldRules(
      maxIntegerDigits: maxIntegerDigits, maxFractionDigits: maxFractionDigits,
      allowNegative: allowNegative, entryMode: entryMode, currency: currency, style: style,
      min: min, max: max))
      ?? .standard
  }
}
