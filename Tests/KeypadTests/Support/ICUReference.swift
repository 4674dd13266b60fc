import ICUReference

@testable import Keypad

/// ICU's own output for a typed state, computed with ICU's number formatter
/// (`unumf`) and not with the engine's display code: the display contract.
enum ICUReference {
  /// What ICU shows for `typed` (ASCII, such as `-12.` or `1234.50`) in a
  /// locale: the value with exactly as many fraction digits as typed, plus
  /// the separator when `typed` ends with one.
  static func display(_ typed: String, locale: String) throws -> String {
    let endsWithSeparator = typed.hasSuffix(".")
    let value = endsWithSeparator ? String(typed.dropLast()) : typed
    let fraction = value.split(separator: ".", omittingEmptySubsequences: false)
    let fractionDigits = fraction.count == 2 ? fraction[1].count : 0
    let formatter = try ICUNumberFormatter(fractionDigits: fractionDigits, locale: locale)
    var text = try formatter.format(value)
    if endsWithSeparator { text += try decimalSeparator(locale: locale) }
    return text
  }

  /// The locale's decimal separator as ICU's formatter shows it: what
  /// stands between the digits of 1.5.
  static func decimalSeparator(locale: String) throws -> String {
    let separator = try ICUNumberFormatter(skeleton: "group-off .0", locale: locale)
      .format("1.5").unicodeScalars.dropFirst().dropLast()
    return String(String.UnicodeScalarView(separator))
  }

  /// ICU's parse of a display back to a value, or `nil` when ICU cannot.
  static func parse(_ display: String, locale: String) throws -> ExactDecimal? {
    let parser = try ICUNumberParser(locale: locale)
    guard let decimal = parser.parse(display) else { return nil }
    return ExactDecimal(normalizing: decimal)
  }
}

extension ExactDecimal {
  /// Reads ICU's decimal output, which may carry an exponent (`1.5E+3`).
  init?(normalizing text: String) {
    let parts = text.uppercased().split(separator: "E", omittingEmptySubsequences: false)
    guard let mantissa = ExactDecimal(String(parts[0])) else { return nil }
    guard parts.count == 2 else {
      self = mantissa
      return
    }
    guard let exponent = Int(parts[1]) else { return nil }
    var digits = Array(mantissa.digits.utf8)
    var scale = mantissa.scale - exponent
    while scale < 0 {
      digits.append(0x30)
      scale += 1
    }
    while digits.count <= scale { digits.insert(0x30, at: 0) }
    let integer = digits[..<(digits.count - scale)]
    let fraction = digits[(digits.count - scale)...]
    self.init(isNegative: mantissa.isNegative, integer: integer, fraction: fraction)
  }
}

/// A field in `locale` after typing `keys` (names as ``Key/init(name:)``).
func field(
  _ locale: String, rules: FieldRules = .standard, typing keys: [String] = []
) throws -> NumberField {
  var field = try NumberField(locale: locale, rules: rules)
  for name in keys {
    guard let key = Key(name: name) else { throw KeyNameError(name: name) }
    field.press(key)
  }
  return field
}

/// A key name the tests misspelled.
struct KeyNameError: Error {
  var name: String
}

/// Rules built in a test, where bad limits are a test bug.
func rules(
  integer: Int = 12, fraction: Int? = 2, negative: Bool = false, mode: EntryMode = .decimal,
  currency: Currency? = nil
) throws -> FieldRules {
  try FieldRules(
    maxIntegerDigits: integer, maxFractionDigits: fraction, allowNegative: negative,
    entryMode: mode, currency: currency)
}
