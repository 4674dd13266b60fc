/// What a field holds: a decimal number, or digits of another kind shown
/// their own way.
///
/// Every field is a ``KeypadField``; its rules' kind says what it holds and
/// how it shows what was typed. The built-in kinds are a closed set the
/// engine knows: ``decimal``, the decimal keypad of <doc:KeypadRules>;
/// ``digits(pattern:minLength:maxLength:)``, ``code(length:secure:)``,
/// ``card``, ``expiry``, ``securityCode(card:)``, ``date(min:max:)``,
/// ``time(seconds:min:max:step:)`` and ``duration(units:max:)``. A
/// format of one's own is the one extension point: ``custom(_:)``. See
/// <doc:CodesCardsAndPatterns>.
///
/// A kind that depends on the locale (a date's order, separators and
/// calendar, a time's hour cycle) takes the locale of its field, or of its form: one rule at all
/// times, also after ``FormInput/locale(_:)``. Only
/// ``date(locale:min:max:)`` says otherwise, and its locale then always
/// wins.
///
/// ```swift
/// let postcode = try FieldKind.digits(pattern: "### ###")
/// postcode.name  // "digits"
/// FieldKind.decimal.name  // "decimal"
/// ```
public struct FieldKind: Sendable, Hashable {
  /// The built-in kinds, and the one of one's own.
  enum Storage: Sendable, Hashable {
    case decimal
    case digits(DigitsFormat)
    case code(CodeFormat)
    #if !KEYPAD_NUMBERS_ONLY
    case card
    case expiry
    case securityCode(SecurityCodeFormat)
    /// A date in the locale of its field or form.
    case date(min: DateBound?, max: DateBound?)
    /// A date in a locale of its own.
    case fixedDate(DateFormat)
    /// A time of day in the locale of its field or form.
    case time(seconds: Bool, min: TimeOfDay?, max: TimeOfDay?, step: Int?)
    /// A duration in the locale of its field or form.
    case duration(units: DurationUnits, max: ISODuration?)
    #endif
    #if !hasFeature(Embedded)
    case custom(CustomFormat)
    #endif
  }

  /// What the kind is.
  let storage: Storage

  /// A decimal number: the keypad's own rules.
  public static let decimal = FieldKind(storage: .decimal)

  #if !hasFeature(Embedded)
  /// A kind shown by a format of one's own.
  ///
  /// Not in Embedded Swift (the browser's engine), which has no values of
  /// a protocol type.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// FieldKind.custom(try CodeFormat(length: 6...6)).name  // "code"
  /// ```
  public static func custom(_ format: some KindFormat) -> FieldKind {
    FieldKind(storage: .custom(CustomFormat(format)))
  }
  #endif

  /// Digits in a pattern of digit slots (`#`) and literal text, such as
  /// `### ###` or `##-####-##`; see <doc:CodesCardsAndPatterns>.
  ///
  /// ```swift
  /// try FieldKind.digits(pattern: "##-####-##", minLength: 8).name  // "digits"
  /// ```
  ///
  /// - Throws: ``RulesError`` when the pattern or the lengths are invalid.
  public static func digits(
    pattern: String, minLength: Int? = nil, maxLength: Int? = nil
  ) throws(RulesError) -> FieldKind {
    FieldKind(
      storage: .digits(
        try DigitsFormat(pattern: pattern, minLength: minLength, maxLength: maxLength)))
  }

  /// A code of a fixed or bounded number of digits, such as a PIN; see
  /// <doc:CodesCardsAndPatterns>.
  ///
  /// ```swift
  /// try FieldKind.code(length: 4...6, secure: true).name  // "code"
  /// ```
  ///
  /// - Throws: ``RulesError/invalidLength(min:max:)`` when the length is
  ///   outside 1...64.
  public static func code(length: ClosedRange<Int>, secure: Bool = false) throws(RulesError)
    -> FieldKind
  {
    FieldKind(storage: .code(try CodeFormat(length: length, secure: secure)))
  }

  #if !KEYPAD_NUMBERS_ONLY
  /// A payment card number; see <doc:CodesCardsAndPatterns>.
  ///
  /// ```swift
  /// FieldKind.card.name  // "card"
  /// ```
  public static let card = FieldKind(storage: .card)

  /// A card's expiry date, `MM/YY`; see <doc:CodesCardsAndPatterns>.
  ///
  /// ```swift
  /// FieldKind.expiry.name  // "expiry"
  /// ```
  public static let expiry = FieldKind(storage: .expiry)

  /// A card's security code, linked to the card field named `card`; see
  /// <doc:CodesCardsAndPatterns>.
  ///
  /// ```swift
  /// FieldKind.securityCode(card: "number").name  // "securityCode"
  /// ```
  public static func securityCode(card: String? = nil) -> FieldKind {
    FieldKind(storage: .securityCode(SecurityCodeFormat(card: card)))
  }

  /// A date in the order, separators, digits and calendar of its field's
  /// locale (its form's), between optional bounds; see <doc:Dates>.
  ///
  /// The locale is the field's at all times: a form's
  /// ``FormInput/locale(_:)`` puts the date in the new locale's order.
  /// A field in a locale whose calendar digits cannot type is refused where
  /// it is made.
  ///
  /// ```swift
  /// FieldKind.date(min: .today).name  // "date"
  /// var day = try KeypadField(locale: "de_DE", rules: FieldRules(kind: .date()))
  /// for character in "24122026" { day.type(character) }
  /// day.display(editing: true)  // "24.12.2026"
  /// ```
  public static func date(min: DateBound? = nil, max: DateBound? = nil) -> FieldKind {
    FieldKind(storage: .date(min: min, max: max))
  }

  /// A date in a locale of its own, whatever the locale of its field or
  /// form; ``date(min:max:)`` takes the field's.
  ///
  /// ```swift
  /// let kind = try FieldKind.date(locale: "de_DE", min: .today)
  /// var day = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
  /// for character in "24122026" { day.type(character) }
  /// day.display(editing: true)  // "24.12.2026"
  /// ```
  ///
  /// - Throws: ``LocaleError`` for a locale the field cannot use, or a
  ///   calendar digits cannot type.
  public static func date(locale: String, min: DateBound? = nil, max: DateBound? = nil)
    throws(LocaleError) -> FieldKind
  {
    FieldKind(storage: .fixedDate(try DateFormat(locale: locale, min: min, max: max)))
  }

  /// A time of day in the hour cycle, pattern, digits and day periods of
  /// its field's locale (its form's), between optional bounds and on an
  /// optional step; see <doc:Dates>.
  ///
  /// The locale is the field's at all times, as a date's is; its `hours`
  /// keyword (`-u-hc-h12`, `@hours=h23`) chooses the clock.
  ///
  /// ```swift
  /// var time = try KeypadField(locale: "en_US", rules: FieldRules(kind: try .time()))
  /// for character in "730" { time.type(character) }
  /// time.press(.dayPeriod)  // .accepted: AM
  /// time.press(.dayPeriod)  // .accepted: PM
  /// time.display(editing: true)  // "7:30\u{202F}PM"
  /// time.value?.text             // "19:30"
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: Whether seconds are typed too.
  ///   - min: The earliest time Done takes.
  ///   - max: The latest time Done takes.
  ///   - step: The minutes between the times Done takes, counted from
  ///     `min`, or from midnight: 15 takes :00, :15, :30 and :45.
  /// - Returns: The kind of a time of day.
  /// - Throws: ``RulesError/invalidStep(_:)`` for a step outside 1 to
  ///   1440 minutes.
  public static func time(
    seconds: Bool = false, min: TimeOfDay? = nil, max: TimeOfDay? = nil, step: Int? = nil
  ) throws(RulesError) -> FieldKind {
    if let step, !(1...1440).contains(step) {
      throw .invalidStep(ExactDecimal(integerLiteral: step))
    }
    return FieldKind(storage: .time(seconds: seconds, min: min, max: max, step: step))
  }

  /// A duration typed as on a kitchen timer, digits filling its units
  /// from the right (`1`, `3`, `0` is `1:30`), in the digits and time
  /// separator of its field's locale, up to an optional longest one; see
  /// <doc:Dates>.
  ///
  /// At rest it shows as ICU formats and joins its units in the locale
  /// (`1 hr, 30 sec` in en_US); its value is the ISO 8601 duration.
  ///
  /// ```swift
  /// let kind = FieldKind.duration(units: .minutesSeconds, max: ISODuration("PT2H"))
  /// var timer = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
  /// for character in "130" { timer.type(character) }
  /// timer.display(editing: true)   // "1:30"
  /// timer.display(editing: false)  // "1 min, 30 sec"
  /// timer.value?.text              // "PT1M30S"
  /// ```
  ///
  /// - Parameters:
  ///   - units: The units typed, two digits each: hours, minutes and
  ///     seconds by default.
  ///   - max: The longest duration Done takes (`duration-too-long`).
  /// - Returns: The kind of a duration.
  public static func duration(
    units: DurationUnits = .hoursMinutesSeconds, max: ISODuration? = nil
  ) -> FieldKind {
    FieldKind(storage: .duration(units: units, max: max))
  }
  #endif

  /// The kind's name in form files and answers: `decimal`, `digits`,
  /// `code`, `card`, `expiry`, `securityCode`, `date`, `time`, `duration`, or a custom
  /// format's ``KindFormat/kindName``.
  public var name: String {
    switch storage {
    case .decimal: "decimal"
    case .digits: "digits"
    case .code: "code"
    #if !KEYPAD_NUMBERS_ONLY
    case .card: "card"
    case .expiry: "expiry"
    case .securityCode: "securityCode"
    case .date, .fixedDate: "date"
    case .time: "time"
    case .duration: "duration"
    #endif
    #if !hasFeature(Embedded)
    case .custom(let custom): custom.format.kindName
    #endif
    }
  }

  /// A time's step in minutes, `nil` for other kinds.
  var timeStep: Int? {
    #if KEYPAD_NUMBERS_ONLY
    nil
    #else
    if case .time(_, _, _, let step) = storage { step } else { nil }
    #endif
  }

  /// A duration's longest in seconds, `nil` for other kinds.
  var durationMax: Int? {
    #if KEYPAD_NUMBERS_ONLY
    nil
    #else
    if case .duration(_, let max) = storage { max?.seconds } else { nil }
    #endif
  }

  /// Whether this is the decimal kind.
  var isDecimal: Bool {
    if case .decimal = storage { true } else { false }
  }
}

#if !hasFeature(Embedded)
/// A format of one's own, equal and hashed as its type and value, with the
/// engine's members of its own where it has them (KeypadPhone's phone
/// numbers) and their defaults otherwise.
struct CustomFormat: EngineKindFormat {
  /// The format.
  let format: any KindFormat

  /// The format's engine members, or `nil` when it has none of its own.
  private let engine: (any EngineKindFormat)?

  init(_ format: some KindFormat) {
    self.format = format
    self.engine = format as? any EngineKindFormat
  }

  static func == (lhs: CustomFormat, rhs: CustomFormat) -> Bool {
    AnyHashable(lhs.format) == AnyHashable(rhs.format)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(format))
  }

  var kindName: String { format.kindName }
  func check(_ typed: String) -> EntryRejection? { format.check(typed) }
  func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    format.layout(of: typed, symbols: symbols)
  }
  func value(of typed: String) -> FieldValue? { format.value(of: typed) }
  func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    format.validate(typed, in: context)
  }
  func isComplete(_ typed: String) -> Bool {
    engine?.isComplete(typed) ?? format.defaultIsComplete(typed)
  }
  func speech(of typed: String, locale: String) -> KindSpeech {
    format.speech(of: typed, locale: locale)
  }
  func description(of typed: String) -> KindDescription { format.description(of: typed) }
  func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    engine?.ignores(character, in: typed, afterTyped: count, symbols: symbols)
      ?? format.defaultIgnores(character, in: typed, afterTyped: count, symbols: symbols)
  }
  func isLiteral(_ character: Character) -> Bool { format.isLiteral(character) }
  var dayPeriods: [String] { engine?.dayPeriods ?? [] }
  func typed(typing character: Character, in typed: String, afterTyped count: Int) -> String? {
    engine?.typed(typing: character, in: typed, afterTyped: count)
  }
  func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    engine?.displayWhenNotEditing(of: typed, symbols: symbols)
      ?? layout(of: typed, symbols: symbols).text
  }
  var takesLeadingPlus: Bool { engine?.takesLeadingPlus ?? false }
  func typedCharacters(pasting text: String) -> String? {
    engine?.typedCharacters(pasting: text)
  }
  func isFull(_ typed: String) -> Bool { engine?.isFull(typed) ?? isComplete(typed) }
  var fixedLength: Int? { engine?.fixedLength }
  func cardBrand(of typed: String) -> CardBrand? { engine?.cardBrand(of: typed) }
}
#endif
