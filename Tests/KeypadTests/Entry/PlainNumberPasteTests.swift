import Testing

@_spi(Engine) @testable import Keypad

/// A pasted plain number with one `.` or `,` reads as typing reads it, unless
/// the mark could be the locale's group separator.
@Suite struct PlainNumberPasteTests {
  func pasted(_ text: String, _ locale: String) throws -> String? {
    var field = try KeypadField(
      locale: locale,
      rules: FieldRules(maxIntegerDigits: 12, maxFractionDigits: 4, allowNegative: true))
    #expect(field.paste(text) == .accepted)
    return field.value?.description
  }

  /// The examples: a mark not before exactly three digits is decimal
  /// in any locale.
  @Test(arguments: [
    ("12.5", "de_DE", "12.5"),
    ("12,5", "en_US", "12.5"),
    ("1234.5", "fr_CH", "1234.5"),
    ("1234.5", "de_DE", "1234.5"),
    ("12,5", "ja_JP", "12.5"),
    ("1,23", "en_US", "1.23"),
    ("-0,75", "en_US", "-0.75"),
    ("12.", "de_DE", "12"),
    ("1.2345", "de_DE", "1.2345"),
  ])
  func aMarkThatCannotGroupIsTheDecimal(text: String, locale: String, expected: String) throws {
    #expect(try pasted(text, locale) == expected)
  }

  /// Before exactly three digits the mark is ambiguous and the locale decides.
  @Test(arguments: [
    ("1.234", "de_DE", "1234"),
    ("1,234", "en_US", "1234"),
    ("1,234", "de_DE", "1.234"),
    ("1.234", "en_US", "1.234"),
  ])
  func ambiguousTextFollowsTheLocale(text: String, locale: String, expected: String) throws {
    #expect(try pasted(text, locale) == expected)
  }

  @Test(arguments: [("1.2,5", "de_DE"), ("12,5,0", "en_US"), ("1.234,5", "en_US")])
  func anythingElseStillFollowsTheLocaleOnly(text: String, locale: String) throws {
    var field = try KeypadField(locale: locale)
    field.type("9")
    #expect(field.paste(text) == .rejected(.unparseable))
    #expect(field.value?.description == "9")
  }

  @Test func aWholeNumberFieldRefusesAPastedFractionAsWholeNumbersOnly() throws {
    var quantity = try KeypadField(locale: "en_US", rules: FieldRules(maxFractionDigits: 0))
    #expect(quantity.paste("1.5") == .rejected(.wholeNumbersOnly))
    #expect(quantity.value == nil)
  }
}
