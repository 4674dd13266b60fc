import Keypad

/// One field of a form file as written, before the form checks the fields
/// together.
///
/// Every key but `name` is optional; `nil` means "use the default" (see the
/// README's "Form files" section). Offsets point into the file for messages.
struct FieldSpec: Sendable {
  /// The unique name (`name`, required).
  var name: String
  /// The label (`label`); default: the name.
  var label: String?
  /// The chain position (`tag`); default: the field's 1-based position in
  /// the file.
  var tag: Int?
  /// `maxIntegerDigits`; default 12.
  var maxIntegerDigits: Int?
  /// `maxFractionDigits`; default: the currency's digits, else 2.
  var maxFractionDigits: Int?
  /// `allowNegative`; default `false`.
  var allowNegative: Bool?
  /// `entry`: `decimal` (default) or `cents`.
  var entry: EntryMode?
  /// `required`; default `false`.
  var required: Bool?
  /// `min`, inclusive; default none.
  var min: ExactDecimal?
  /// `max`, inclusive; default none.
  var max: ExactDecimal?
  /// `currency`, an ISO 4217 code; default none.
  var currency: Currency?
  /// `enabled`; default `true`.
  var enabled: Bool?
  /// `hidden`; default `false`.
  var hidden: Bool?
  /// `value`, the initial value; default empty.
  var value: ExactDecimal?
  /// `style`: `decimal` (default), `currency` or `percent`.
  var style: StyleName?
  /// `currencyDisplay`: `symbol` (default), `narrow` or `code`.
  var currencyDisplay: CurrencyWidth?
  /// `accounting`; default `false`.
  var accounting: Bool?
  /// `step`, above 0; default 1.
  var step: ExactDecimal?
  /// Where the field's object starts, in bytes.
  var offset: Int
  /// Where each given key's value starts, in bytes.
  var valueOffsets: [String: Int]

  /// The keys a field object may have.
  static let keys = [
    "name", "label", "tag", "maxIntegerDigits", "maxFractionDigits", "allowNegative", "entry",
    "required", "min", "max", "currency", "enabled", "hidden", "value", "style",
    "currencyDisplay", "accounting", "step",
  ]

  /// The names `style` takes.
  enum StyleName: String, Sendable {
    case decimal, currency, percent
  }
}
