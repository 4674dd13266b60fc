import ICUReference

@_spi(Engine) @testable import Keypad

/// ICU's own output for a typed state, computed with ICU's number formatter
/// (`unumf`) and not with the engine's display code: the display contract.
enum ICUReference {
  /// The most digits ICU's formatter reads, counted from the first non-zero
  /// one to the last.
  ///
  /// ICU holds the value in a decNumber of 34 digits and refuses a longer
  /// one with `U_UNSUPPORTED_ERROR`; the widest rules allow 96 digits.
  static let formattableDigits = 34

  /// What ICU shows for `typed` (ASCII, such as `-12.` or `1234.50`) in a
  /// locale: the value with exactly as many fraction digits as typed, plus
  /// the separator when `typed` ends with one.
  ///
  /// A value of more than ``formattableDigits`` digits is shown as
  /// ``displayByShape(_:locale:)`` shows it.
  static func display(_ typed: String, locale: String) throws -> String {
    let endsWithSeparator = typed.hasSuffix(".")
    let value = endsWithSeparator ? String(typed.dropLast()) : typed
    let digits = value.filter { $0.isASCII && $0.isWholeNumber }
    guard digits.drop(while: { $0 == "0" }).count <= formattableDigits else {
      return try displayByShape(typed, locale: locale)
    }
    let fraction = value.split(separator: ".", omittingEmptySubsequences: false)
    let fractionDigits = fraction.count == 2 ? fraction[1].count : 0
    let formatter = try ICUNumberFormatter(fractionDigits: fractionDigits, locale: locale)
    var text = try formatter.format(value)
    if endsWithSeparator { text += try decimalSeparator(locale: locale) }
    return text
  }

  /// What ICU shows for a number of the same shape as `typed` (its sign,
  /// integer digits and fraction digits), with the typed digits written,
  /// in the locale's digits, into its digit places in order.
  ///
  /// The number is 10^(n-1) for n integer digits: one digit for ICU to
  /// read, whatever n, so ICU still places the signs, the grouping
  /// separators and the decimal separator of a value it cannot format.
  static func displayByShape(_ typed: String, locale: String) throws -> String {
    let endsWithSeparator = typed.hasSuffix(".")
    let value = endsWithSeparator ? String(typed.dropLast()) : typed
    let negative = value.hasPrefix("-")
    let parts = value.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
    let integerCount = parts[0].count
    let fractionDigits = parts.count == 2 ? parts[1].count : 0
    let formatter = try ICUNumberFormatter(fractionDigits: fractionDigits, locale: locale)
    let shape = try formatter.format((negative ? "-" : "") + "1E+\(integerCount - 1)")
    let localeDigits = try digits(locale: locale)
    var typedDigits = parts.joined().compactMap(\.wholeNumberValue).makeIterator()
    var text = ""
    for scalar in shape.unicodeScalars {
      guard scalar == localeDigits[0] || scalar == localeDigits[1] else {
        text.unicodeScalars.append(scalar)
        continue
      }
      guard let digit = typedDigits.next() else { throw ShapeError(typed: typed, shape: shape) }
      text.unicodeScalars.append(localeDigits[digit])
    }
    guard typedDigits.next() == nil else { throw ShapeError(typed: typed, shape: shape) }
    if endsWithSeparator { text += try decimalSeparator(locale: locale) }
    return text
  }

  /// The locale's ten digits, zero first, as ICU's formatter shows
  /// 1234567890 without grouping (format characters such as bidi marks
  /// dropped).
  static func digits(locale: String) throws -> [Unicode.Scalar] {
    let text = try ICUNumberFormatter(skeleton: "group-off precision-integer", locale: locale)
      .format("1234567890")
    let shown = Array(text.unicodeScalars.filter { $0.properties.generalCategory != .format })
    guard shown.count == 10 else { throw ShapeError(typed: "1234567890", shape: text) }
    return [shown[9]] + shown[0..<9]
  }

  /// A shape whose digit places do not match the typed digits.
  struct ShapeError: Error {
    var typed: String
    var shape: String
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
) throws -> KeypadField {
  var field = try KeypadField(locale: locale, rules: rules)
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

/// ICU's own spellout of an ASCII decimal as a spoken value says it: without
/// the soft hyphens (U+00AD) ICU puts inside long words for line breaking.
func spokenSpellout(_ decimal: String, locale: String) throws -> String {
  String(
    String.UnicodeScalarView(
      try icuSpellout(decimal, locale: locale).text.unicodeScalars.filter { $0 != "\u{AD}" }))
}
