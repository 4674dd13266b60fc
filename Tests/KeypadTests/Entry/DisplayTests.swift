import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The as-you-type display: the spec's examples, then ICU's output in every
/// locale ICU has.
@Suite struct DisplayTests {
  let signed: FieldRules

  init() throws {
    signed = try FieldRules(maxIntegerDigits: 15, maxFractionDigits: 4, allowNegative: true)
  }

  func shown(_ typed: String, _ locale: String) throws -> String {
    var field = try KeypadField(locale: locale, rules: signed)
    for character in typed { field.type(character) }
    return field.display(editing: true)
  }

  @Test(arguments: [
    ("-1234.5", "en_US", "-1,234.5"),
    ("-1234.5", "de_DE", "-1.234,5"),
    ("1234.5", "fr_FR", "1\u{202F}234,5"),
    ("1234567.5", "de_CH", "1\u{2019}234\u{2019}567.5"),
    ("1234", "es_ES", "1234"),
    ("12345", "es_ES", "12.345"),
    ("1234567.89", "en_IN", "12,34,567.89"),
    ("-1234.5", "ar_EG", "\u{061C}-١٬٢٣٤٫٥"),
    ("-1234.5", "fa_IR", "\u{200E}\u{2212}۱٬۲۳۴٫۵"),
    ("1234567.5", "bn_BD", "১২,৩৪,৫৬৭.৫"),
    ("12.", "de_DE", "12,"),
    ("1.50", "en_US", "1.50"),
    ("-0", "en_US", "-0"),
    ("-", "sv_SE", "\u{2212}"),
    ("", "en_US", ""),
  ])
  func examples(typed: String, locale: String, expected: String) throws {
    #expect(try shown(typed, locale) == expected)
  }

  @Test func switchingTheLocaleKeepsTheValue() throws {
    var field = try KeypadField(locale: "de_DE", rules: signed)
    for character in "-1234,50" { field.type(character) }
    let before = field.value
    try field.setLocale("en_IN")
    #expect(field.value == before)
    #expect(field.value?.description == "-1234.50")
    #expect(field.display(editing: true) == "-1,234.50")
  }

  @Test func anUnknownLocaleLeavesTheFieldAsItWas() throws {
    var field = try KeypadField(locale: "de_DE", rules: signed)
    field.type("7")
    #expect(throws: LocaleError.self) { try field.setLocale("xx_YY") }
    #expect(field.symbols.localeID == "de_DE")
    #expect(field.display(editing: true) == "7")
  }

  /// Typed states that exercise grouping, minimum grouping, fractions,
  /// trailing separators and signs.
  static let typedStates = [
    "0", "7", "12.", "-12.", "0.05", "999", "1000", "1234", "12345", "123456", "1234567",
    "-1234567.25", "12345678901234.5", "-0", "-0.0", "100000.000",
  ]

  @Test func everyLocaleMatchesICU() throws {
    var mismatches: [String] = []
    for locale in NumberSymbols.availableLocales {
      for typed in Self.typedStates {
        let expected = try ICUReference.display(typed, locale: locale)
        let actual = try shown(typed, locale)
        if actual != expected { mismatches.append("\(locale) \(typed): \(actual) != \(expected)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  /// The longest numbers ICU itself formats match it.
  ///
  /// ICU's decimal numbers hold 34 significant digits (`unumf_formatDecimal`
  /// reports U_UNSUPPORTED_ERROR past that), so: 34 integer digits, and
  /// 2 + 32 with the longest fraction the rules allow. Longer integer parts
  /// follow the same separator rule, checked position by position below.
  @Test(arguments: ["en_US", "en_IN", "es_ES", "ar_EG", "fr_FR", "de_CH"])
  func longestICUValuesMatchICU(locale: String) throws {
    let rules = try FieldRules(maxIntegerDigits: 64, maxFractionDigits: 32, allowNegative: true)
    let integer = String(String(repeating: "9876543210", count: 4).prefix(34))
    let typedStates = [
      "-" + integer, integer + ".", "-12." + String(repeating: "5", count: 32),
      "1" + String(repeating: "0", count: 33),
    ]
    for typed in typedStates {
      var field = try KeypadField(locale: locale, rules: rules)
      for character in typed { field.type(character) }
      #expect(
        field.display(editing: true) == (try ICUReference.display(typed, locale: locale)),
        "\(typed)")
    }
  }

  /// Where grouping separators go, counted from the end of the integer part,
  /// for positions inside and beyond the 64 the precomputed mask holds: where
  /// ICU itself puts them in a 200-digit integer (10^199 has one significant
  /// digit, so ICU formats it whole), read from ICU's field positions.
  @Test(arguments: ["en_US", "en_IN", "es_ES", "en_US_POSIX"])
  func separatorPositionsAreICUs(locale: String) throws {
    let expected = try Self.icuSeparatorPositions(digits: 200, locale: locale)
    #expect(locale == "en_US_POSIX" ? expected.isEmpty : expected.contains { $0 > 190 })
    let symbols = try NumberSymbols.locale(locale)
    for position in 0..<200 {
      #expect(
        symbols.utf8.separatorBefore(fromEnd: position) == expected.contains(position),
        "\(position)")
    }
  }

  /// The positions, counted in digits from the end, before which ICU puts a
  /// grouping separator when it formats 10^(digits - 1) in a locale with
  /// ASCII digits: ICU's text read from its end, digit by digit.
  static func icuSeparatorPositions(digits: Int, locale: String) throws -> Set<Int> {
    let text = try ICUNumberFormatter(skeleton: "precision-integer", locale: locale)
      .format("1E\(digits - 1)")
    var positions: Set<Int> = []
    var digitsAfter = 0
    for character in text.reversed() {
      if character.isASCII && character.isNumber {
        digitsAfter += 1
      } else if digitsAfter > 0 {
        positions.insert(digitsAfter)
      }
    }
    #expect(digitsAfter == digits, "\(locale): \(text)")
    return positions
  }
}
