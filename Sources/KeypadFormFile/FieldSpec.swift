import Keypad

/// One field of a form file as written, before the form checks the fields
/// together.
///
/// Every key but `name` is optional; `nil` means "use the default" (see
/// `docs/form-files.md`). Offsets point into the file for messages.
public struct FieldSpec: Sendable {
  /// The unique name (`name`, required).
  public internal(set) var name: String
  /// The label (`label`); default: the name.
  public internal(set) var label: String?
  /// The chain position (`tag`); default: the field's 1-based position in
  /// the file.
  public internal(set) var tag: Int?
  /// `maxIntegerDigits`; default 12.
  public internal(set) var maxIntegerDigits: Int?
  /// `maxFractionDigits`; default: the currency's digits, else 2.
  public internal(set) var maxFractionDigits: Int?
  /// `allowNegative`; default `false`.
  public internal(set) var allowNegative: Bool?
  /// `entry`: `decimal` (default) or `cents`.
  public internal(set) var entry: EntryMode?
  /// `required`; default `false`.
  public internal(set) var required: Bool?
  /// `min`, inclusive; default none.
  public internal(set) var min: ExactDecimal?
  /// `max`, inclusive; default none.
  public internal(set) var max: ExactDecimal?
  /// `min` of a date field: an ISO date or `today`; default none.
  public internal(set) var minDate: DateBound?
  /// `max` of a date field: an ISO date or `today`; default none.
  public internal(set) var maxDate: DateBound?
  /// `min` of a time field: an ISO time such as `08:00`; default none.
  public internal(set) var minTime: TimeOfDay?
  /// `max` of a time field: an ISO time such as `18:00`; default none.
  public internal(set) var maxTime: TimeOfDay?
  /// `step` of a time field: its minutes, 1 to 1440; default none.
  public internal(set) var stepMinutes: Int?
  /// `"seconds"`: whether a time field types seconds too; default `false`.
  public internal(set) var seconds: Bool?
  /// `max` of a duration field: an ISO 8601 duration such as `PT2H`;
  /// default none.
  public internal(set) var maxDuration: ISODuration?
  /// `units` of a duration field: `h:m:s` (default), `m:s` or `h:m`.
  public internal(set) var durationUnits: DurationUnits?
  /// `currency`, an ISO 4217 code; default none.
  public internal(set) var currency: Currency?
  /// `enabled`; default `true`.
  public internal(set) var enabled: Bool?
  /// `hidden`; default `false`.
  public internal(set) var hidden: Bool?
  /// `value`, the initial value; default empty.
  public internal(set) var value: ExactDecimal?
  /// `style`: `decimal` (default), `currency` or `percent`.
  public internal(set) var style: StyleName?
  /// `currencyDisplay`: `symbol` (default), `narrow` or `code`.
  public internal(set) var currencyDisplay: CurrencyWidth?
  /// `accounting`; default `false`.
  public internal(set) var accounting: Bool?
  /// `step`, above 0; default 1.
  public internal(set) var step: ExactDecimal?
  /// `bounds`: `refuse` (default), `clamp` or `report`.
  public internal(set) var bounds: BoundsBehavior?
  /// `secondDecimal`: `duplicate-decimal` (default) or `jump`.
  public internal(set) var secondDecimal: SecondDecimalKey?
  /// `"kind"`: what the field holds; decimal when absent.
  public internal(set) var kind: KindName?
  /// `"pattern"`: a digits field's pattern, such as `### ###`.
  public internal(set) var pattern: String?
  /// `"minLength"`: the fewest digits of a digits field or a code.
  public internal(set) var minLength: Int?
  /// `"maxLength"`: the most digits of a digits field or a code.
  public internal(set) var maxLength: Int?
  /// `"length"`: a code's fixed number of digits.
  public internal(set) var length: Int?
  /// `"secure"`: whether a code shows `•` for its digits.
  public internal(set) var secure: Bool?
  /// `"advance"`: whether the form moves on once the field is full.
  public internal(set) var advance: Bool?
  /// `"card"`: a security code's card field, by name.
  public internal(set) var card: String?
  /// `"region"`: a phone field's region, such as `DE`; default: the
  /// locale's region.
  public internal(set) var region: String?
  /// `"unit"`: a decimal's unit of measure, a CLDR identifier such as
  /// `kilometer`; default none.
  public internal(set) var unit: MeasureUnit?
  /// `"unitWidth"`: `short` (default), `narrow` or `long`.
  public internal(set) var unitWidth: UnitWidth?
  /// Where the field's object starts, in bytes.
  var offset: Int
  /// The keys the field gives, in the file's order, with where each value
  /// starts, in bytes.
  var givenKeys: [(key: Key, offset: Int)] = []

  /// Where the value of `key` starts, in bytes, if the field gives it.
  func valueOffset(of key: Key) -> Int? {
    for given in givenKeys where given.key == key { return given.offset }
    return nil
  }

  /// A key of a field object: its index in ``keys``, where its name is.
  enum Key: Int, CaseIterable {
    case name, label, tag, maxIntegerDigits, maxFractionDigits, allowNegative, entry
    case required, min, max, currency, enabled, hidden, value, style
    case currencyDisplay, accounting, step, bounds, secondDecimal, kind, pattern
    case minLength, maxLength, length, secure, advance, card, region, seconds, units
    case unit, unitWidth

    /// The key as written.
    var name: String { FieldSpec.keys[rawValue] }

    /// The keys every kind takes.
    static let common: [Key] = [.name, .label, .tag, .required, .enabled, .hidden, .kind]

    /// Whether a field of `kind` takes the key.
    func applies(to kind: KindName) -> Bool {
      Self.common.contains(self) || Self.ofKind(kind).contains(self)
    }

    /// The keys of one kind, besides the common ones.
    private static func ofKind(_ kind: KindName) -> [Key] {
      switch kind {
      case .decimal:
        [
          .maxIntegerDigits, .maxFractionDigits, .allowNegative, .entry, .min, .max,
          .currency, .value, .style, .currencyDisplay, .accounting, .step, .bounds,
          .secondDecimal, .unit, .unitWidth,
        ]
      case .digits: [.pattern, .minLength, .maxLength, .advance]
      case .code: [.length, .minLength, .maxLength, .secure, .advance]
      case .card, .expiry: [.advance]
      case .securityCode: [.card, .advance]
      case .date: [.min, .max, .advance]
      case .time: [.min, .max, .step, .seconds, .advance]
      case .duration: [.units, .max, .advance]
      case .phone: [.region]
      }
    }
  }

  /// The keys a field object may have, as written, in the order of
  /// ``Key``'s cases.
  static let keys = [
    "name", "label", "tag", "maxIntegerDigits", "maxFractionDigits", "allowNegative", "entry",
    "required", "min", "max", "currency", "enabled", "hidden", "value", "style",
    "currencyDisplay", "accounting", "step", "bounds", "secondDecimal", "kind", "pattern",
    "minLength", "maxLength", "length", "secure", "advance", "card", "region", "seconds",
    "units", "unit", "unitWidth",
  ]

  /// The value of `"kind"`.
  ///
  /// ```swift
  /// FieldSpec.KindName(rawValue: "code")  // .code
  /// ```
  public enum KindName: String, Sendable, CaseIterable {
    /// A decimal number.
    case decimal
    /// Digits in a pattern.
    case digits
    /// A code of digits, such as a PIN.
    case code
    /// A payment card number.
    case card
    /// A card's expiry date, `MM/YY`.
    case expiry
    /// A card's security code.
    case securityCode
    /// A date in the locale's own order and calendar.
    case date
    /// A time of day in the locale's own hour cycle and pattern.
    case time
    /// A duration typed as on a kitchen timer, shown in the locale's units.
    case duration
    /// A phone number, formatted by libphonenumber.
    case phone

    /// Whether the browser's numbers build (`keypad-numbers.wasm`) has the
    /// kind: a decimal, digits or a code (and a phone, which no browser
    /// build has: `form-phone-unavailable` says so).
    var isInNumbersBuild: Bool {
      switch self {
      case .decimal, .digits, .code, .phone: true
      case .card, .expiry, .securityCode, .date, .time, .duration: false
      }
    }
  }

  /// The names `style` takes.
  public enum StyleName: String, Sendable, CaseIterable {
    /// `decimal`: the plain number.
    case decimal
    /// `currency`: the number in the field's currency.
    case currency
    /// `percent`: the number followed or preceded by the locale's percent sign.
    case percent
  }
}
