import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The word for percent, said only where ICU has one, in percent fields.
@Suite struct SpokenPercentTests {
  @Test(arguments: [
    ("en_US", "12.5", "twelve point five percent"),
    ("en_US", "1", "one percent"),
    ("fr_FR", "12.5", "douze virgule cinq pour cent"),
    ("de_DE", "-3", "minus drei Prozent"),
    ("ru_RU", "5", "пять процентов"),
    ("ru_RU", "2", "два процента"),
  ])
  func percentWord(locale: String, typed: String, text: String) throws {
    let speech = try LocaleSpeech.forLocale(locale)
    let spoken = try speech.spokenValue(of: try #require(ExactDecimal(typed)), unit: .percent)
    #expect(spoken.text == text)
  }

  /// In every locale, the words are the spelled number, alone when ICU has
  /// no word for percent, else with words around it and no sign or bidi mark.
  @Test func percentIsAWordOrNothingInEveryLocale() throws {
    var withWord = 0
    for locale in NumberSymbols.availableLocales {
      let speech = try LocaleSpeech.forLocale(locale)
      let value = try #require(ExactDecimal("-12.5"))
      let spelled = try spokenSpellout("-12.5", locale: locale)
      let text = try speech.spokenValue(of: value, unit: .percent).text
      #expect(text.contains(spelled), "\(locale)")
      #expect(!text.unicodeScalars.contains { "%٪".unicodeScalars.contains($0) }, "\(locale)")
      #expect(!text.unicodeScalars.contains(where: isBidiMark), "\(locale)")
      if text != spelled { withWord += 1 }
    }
    #expect(withWord > 0)
    #expect(withWord < NumberSymbols.availableLocales.count)
  }

  @Test(arguments: [
    ("en_US", "12.5", "twelve point five percent"),
    ("fr_FR", "12,5", "douze virgule cinq pour cent"),
  ])
  func aPercentFieldSaysPercent(locale: String, typed: String, text: String) throws {
    var discount = try KeypadField(
      locale: locale, rules: FieldRules(maxFractionDigits: 1, style: .percent))
    for character in typed { discount.type(character) }
    #expect(discount.spokenValue?.text == text)
    #expect(discount.spokenValue?.omitsUnit == false)
  }

  /// Where ICU has no word for percent, the number is said alone and the
  /// spoken value says the unit was left out; elsewhere it never does.
  @Test func aPercentFieldWithoutAWordSaysSoInEveryLocale() throws {
    var omitted = 0
    for locale in NumberSymbols.availableLocales {
      var share = try KeypadField(locale: locale, rules: FieldRules(style: .percent))
      share.type("7")
      let spoken = try #require(share.spokenValue)
      let spelled = try spokenSpellout("7", locale: locale)
      #expect(spoken.omitsUnit == (spoken.text == spelled), "\(locale): \(spoken.text)")
      if spoken.omitsUnit { omitted += 1 }
      var plain = try KeypadField(locale: locale)
      plain.type("7")
      #expect(plain.spokenValue?.omitsUnit == false)
    }
    #expect(omitted > 0)
  }
}
