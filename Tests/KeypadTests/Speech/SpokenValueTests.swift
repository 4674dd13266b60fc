import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The spoken value against ICU's spellout called the plain way, in every
/// locale.
@Suite struct SpokenValueTests {
  /// Rules wide enough for any generated value.
  static func wide() throws -> FieldRules {
    try FieldRules(maxIntegerDigits: 30, maxFractionDigits: 32, allowNegative: true)
  }

  @Test func spokenTextIsICUSpelloutInEveryLocale() throws {
    var random = SplitMix64(seed: 0x5EED_0013)
    for locale in NumberSymbols.availableLocales {
      var field = try KeypadField(locale: locale, rules: Self.wide())
      for _ in 0..<3 {
        let generated = random.decimal()
        let value = try #require(generated)
        try field.setValue(.decimal(value))
        let spoken = try #require(field.spokenValue, "\(locale) \(value)")
        let reference = try spokenSpellout(value.description, locale: locale)
        #expect(spoken.text == reference, "\(locale) \(value)")
      }
    }
  }

  @Test func fallbackFlagIsICUsActualLocaleInEveryLocale() throws {
    for locale in NumberSymbols.availableLocales {
      var field = try KeypadField(locale: locale)
      field.type("7")
      let spoken = try #require(field.spokenValue, "\(locale)")
      let actual = try icuSpellout("7", locale: locale).actualLocale
      #expect(spoken.language == languageSubtag(actual), "\(locale) \(actual)")
      #expect(spoken.isFallback == (languageSubtag(actual) != languageSubtag(locale)), "\(locale)")
    }
  }

  /// ICU has no Zulu spellout and falls back to English without an error.
  @Test func zuluIsSpokenInEnglishAndFlagged() throws {
    var field = try KeypadField(locale: "zu_ZA")
    field.type("7")
    #expect(field.spokenValue == SpokenValue(text: "seven", language: "en", isFallback: true))
  }

  @Test(arguments: [
    ("en_US", "-1234.5", "minus one thousand two hundred thirty-four point five", "en"),
    ("fr_FR", "-1234.5", "moins mille deux cent trente-quatre virgule cinq", "fr"),
    ("hi_IN", "-1234.5", "ऋण एक हज़ार दो सौ चौंतीस दशमलव पाँच", "hi"),
  ])
  func issueExamples(locale: String, typed: String, text: String, language: String) throws {
    var field = try KeypadField(locale: locale, rules: Self.wide())
    let value = try #require(ExactDecimal(typed))
    try field.setValue(.decimal(value))
    #expect(field.spokenValue == SpokenValue(text: text, language: language, isFallback: false))
  }

  @Test func emptyFieldAndLoneMinusSayNothing() throws {
    var field = try KeypadField(locale: "en_US", rules: Self.wide())
    #expect(field.spokenValue == nil)
    field.press(.sign)
    #expect(field.display(editing: true) == "-")
    #expect(field.spokenValue == nil)
    field.press(.digit(0))
    #expect(field.spokenValue?.text == (try icuSpellout("-0", locale: "en_US").text))
  }

  /// ICU's spellout does not say trailing fraction zeros, so the spoken
  /// value, its plural category included, follows the number as spoken.
  @Test func trailingFractionZerosAreNotSpoken() throws {
    #expect(
      try icuSpellout("1234.50", locale: "en_US").text
        == "one thousand two hundred thirty-four point five")
    #expect(try icuSpellout("1.0", locale: "en_US").text == "one")
    var field = try KeypadField(locale: "en_US", rules: FieldRules(currency: Currency("EUR")))
    for character in "1.0" { field.type(character) }
    #expect(field.spokenValue?.text == "one euro")
    field.type("5")
    #expect(field.value?.description == "1.05")
    #expect(field.spokenValue?.text == "one point zero five euros")
    try field.setValue(ExactDecimal("1.50").map(FieldValue.decimal))
    #expect(field.spokenValue?.text == "one point five euros")
    #expect(LocaleSpeech.spokenDecimal(try #require(ExactDecimal("-20.500"))) == "-20.5")
    #expect(LocaleSpeech.spokenDecimal(try #require(ExactDecimal("7.00"))) == "7")
    #expect(LocaleSpeech.spokenDecimal(try #require(ExactDecimal("100"))) == "100")
  }

  /// A number ICU cannot read is an error, not a guess.
  @Test func malformedDecimalThrows() throws {
    let speech = try LocaleSpeech.forLocale("en_US")
    #expect(throws: ICUFailure.self) { try speech.spell("1.2.3") }
    #expect(try speech.spell("12") == "twelve")
  }

  @Test func longNumbersAreSpokenWhole() throws {
    let digits = String(repeating: "9", count: 30) + "." + String(repeating: "7", count: 32)
    var field = try KeypadField(locale: "de_DE", rules: Self.wide())
    let value = try #require(ExactDecimal(digits))
    try field.setValue(.decimal(value))
    #expect(field.spokenValue?.text == (try spokenSpellout(digits, locale: "de_DE")))
  }

  @Test func cachedRulesAreSharedAcrossThreads() async throws {
    let locales = ["en_US", "fr_FR", "ru_RU", "ar_EG", "zu_ZA", "hi_IN"]
    let texts = try await withThrowingTaskGroup(of: (String, String).self) { group in
      for round in 0..<48 {
        let locale = locales[round % locales.count]
        group.addTask {
          var field = try KeypadField(
            locale: locale, rules: FieldRules(allowNegative: true, currency: Currency("EUR")))
          for character in "-21.5" { field.type(character) }
          return (locale, field.spokenValue?.text ?? "")
        }
      }
      var seen: [String: Set<String>] = [:]
      for try await (locale, text) in group { seen[locale, default: []].insert(text) }
      return seen
    }
    #expect(texts.count == locales.count)
    #expect(texts.values.allSatisfy { $0.count == 1 && !$0.contains("") })
  }
}

/// The language subtag of a locale id, read off the id's text: what comes
/// before the first `_`, `-` or `@`.
func languageSubtag(_ id: String) -> String {
  String(id.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
}

/// A small seeded generator, so that a failing value can be reproduced.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
    return z ^ (z >> 31)
  }

  /// A decimal of 1 to 18 integer digits and 0 to 32 fraction digits
  /// (trailing zeros included), negative half of the time.
  mutating func decimal() -> ExactDecimal? {
    let integerCount = Int.random(in: 1...18, using: &self)
    let fractionCount = Bool.random(using: &self) ? 0 : Int.random(in: 1...32, using: &self)
    var text = Bool.random(using: &self) ? "-" : ""
    for _ in 0..<integerCount { text += String(Int.random(in: 0...9, using: &self)) }
    if fractionCount > 0 {
      text += "."
      for _ in 0..<fractionCount { text += String(Int.random(in: 0...9, using: &self)) }
    }
    return ExactDecimal(text)
  }
}

/// ICU's soft hyphens inside spelled words are for line breaking: the
/// spoken value drops them.
@Suite struct SpokenSoftHyphenTests {
  @Test func germanTwentyOneHasNoSoftHyphen() throws {
    let spelled = try icuSpellout("21", locale: "de_DE").text
    #expect(spelled.unicodeScalars.contains("\u{AD}"), "ICU's own text has them")
    var field = try KeypadField(locale: "de_DE")
    for character in "21" { field.type(character) }
    #expect(field.spokenValue?.text == "einundzwanzig")
  }

  @Test func noSpokenValueHasASoftHyphenInAnyLocale() throws {
    for locale in NumberSymbols.availableLocales {
      var field = try KeypadField(locale: locale, rules: FieldRules(currency: Currency("EUR")))
      for character in "1234567.25" { field.type(character) }
      let text = try #require(field.spokenValue?.text)
      #expect(!text.unicodeScalars.contains("\u{AD}"), "\(locale): \(text)")
    }
  }
}
