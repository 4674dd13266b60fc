import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// Currency names in the plural form the locale's rules choose, from ICU.
@Suite struct SpokenCurrencyTests {
  static let values = ["0", "1", "2", "5", "21", "1.5"]

  /// CLDR's cardinal plural categories of ``values`` per language.
  @Test(arguments: [
    ("en_US", "EUR", ["other", "one", "other", "other", "other", "other"]),
    ("fr_FR", "EUR", ["one", "one", "other", "other", "other", "one"]),
    ("ru_RU", "RUB", ["many", "one", "few", "many", "one", "other"]),
    ("ar_EG", "EGP", ["zero", "one", "two", "few", "many", "other"]),
    ("pl_PL", "PLN", ["many", "one", "few", "many", "many", "other"]),
  ])
  func currencyNameTakesThePluralForm(locale: String, code: String, categories: [String])
    throws
  {
    var field = try KeypadField(
      locale: locale, rules: FieldRules(maxFractionDigits: 2, currency: Currency(code)))
    for (typed, category) in zip(Self.values, categories) {
      let reference = try ICUNumberFormatter(skeleton: "precision-unlimited", locale: locale)
      _ = try reference.format(typed)
      #expect(try reference.lastPluralCategory(locale: locale) == category, "\(locale) \(typed)")
      let value = try #require(ExactDecimal(typed))
      try field.setValue(.decimal(value))
      let spelled = try spokenSpellout(typed, locale: locale)
      let name = try icuCurrencyPluralName(code, locale: locale, category: category)
      #expect(field.spokenValue?.text == spelled + " " + name, "\(locale) \(typed)")
    }
  }

  @Test func englishEuros() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(currency: Currency("EUR")))
    field.type("1")
    #expect(field.spokenValue?.text == "one euro")
    for character in "2.5" { field.type(character) }
    #expect(field.spokenValue?.text == "twelve point five euros")
  }

  /// Russian declines the name: один рубль, два рубля, пять рублей.
  @Test func russianRoubles() throws {
    var field = try KeypadField(locale: "ru_RU", rules: FieldRules(currency: Currency("RUB")))
    let expected = [
      "1": "один российский рубль", "2": "два российских рубля", "5": "пять российских рублей",
    ]
    for (typed, text) in expected {
      let value = try #require(ExactDecimal(typed))
      try field.setValue(.decimal(value))
      #expect(field.spokenValue?.text == text)
    }
  }

  /// When ICU spells in another language, the currency's name is in that
  /// language too: one voice can read the whole text.
  @Test func fallbackSaysTheCurrencyInTheSpelloutLanguage() throws {
    var field = try KeypadField(locale: "zu_ZA", rules: FieldRules(currency: Currency("ZAR")))
    field.type("7")
    let actual = try icuSpellout("7", locale: "zu_ZA").actualLocale
    #expect(actual == "en")
    let name = try icuCurrencyPluralName("ZAR", locale: actual, category: "other")
    #expect(
      field.spokenValue == SpokenValue(text: "seven " + name, language: "en", isFallback: true))
    #expect(name != (try icuCurrencyPluralName("ZAR", locale: "zu_ZA", category: "other")))
  }

  /// A field without a currency says the number alone.
  @Test func plainFieldHasNoUnit() throws {
    var field = try KeypadField(locale: "en_US")
    field.type("1")
    #expect(field.spokenValue?.text == "one")
  }
}
