import Testing

@_spi(Engine) @testable import Keypad

/// Locale symbols read from ICU, and the refusal of unknown locale ids.
@Suite struct NumberSymbolsTests {
  @Test(arguments: [
    ("en_US", ".", ",", 3, 3, 1),
    ("de_DE", ",", ".", 3, 3, 1),
    ("fr_FR", ",", "\u{202F}", 3, 3, 1),
    ("de_CH", ".", "\u{2019}", 3, 3, 1),
    ("es_ES", ",", ".", 3, 3, 2),
    ("en_IN", ".", ",", 3, 2, 1),
    ("ar_EG", "\u{066B}", "\u{066C}", 3, 3, 1),
    ("fa_IR", "\u{066B}", "\u{066C}", 3, 3, 1),
    ("bn_BD", ".", ",", 3, 2, 1),
  ])
  func separatorsAndGrouping(
    locale: String, decimal: String, group: String, primary: Int, secondary: Int, minimum: Int
  ) throws {
    let symbols = try NumberSymbols.locale(locale)
    #expect(symbols.decimalSeparator == decimal)
    #expect(symbols.groupingSeparator == group)
    #expect(symbols.primaryGroupingSize == primary)
    #expect(symbols.secondaryGroupingSize == secondary)
    #expect(symbols.minimumGroupingDigits == minimum)
  }

  @Test(arguments: [
    ("en_US", "0123456789", "latn"),
    ("hi_IN", "0123456789", "latn"),
    ("ar_EG", "٠١٢٣٤٥٦٧٨٩", "arab"),
    ("fa_IR", "۰۱۲۳۴۵۶۷۸۹", "arabext"),
    ("bn_BD", "০১২৩৪৫৬৭৮৯", "beng"),
    ("ar-EG-u-nu-latn", "0123456789", "latn"),
  ])
  func digitsOfTheDefaultNumberingSystem(locale: String, digits: String, system: String) throws {
    let symbols = try NumberSymbols.locale(locale)
    #expect(symbols.digits.joined() == digits)
    #expect(symbols.numberingSystem == system)
  }

  @Test func negativeAffixesComeFromICU() throws {
    #expect(try NumberSymbols.locale("en_US").negativePrefix == "-")
    #expect(try NumberSymbols.locale("ar_EG").negativePrefix == "\u{061C}-")
    #expect(try NumberSymbols.locale("fa_IR").negativePrefix == "\u{200E}\u{2212}")
    #expect(try NumberSymbols.locale("sv_SE").negativePrefix == "\u{2212}")
    #expect(try NumberSymbols.locale("fa_IR").minusSign == "\u{2212}")
    #expect(try NumberSymbols.locale("de_DE").negativeSuffix == "")
  }

  @Test func minimumGroupingDigitsOfEwe() throws {
    #expect(try NumberSymbols.locale("ee").minimumGroupingDigits == 3)
  }

  @Test func icuAndBCP47IdsGiveTheSameSymbols() throws {
    let icu = try NumberSymbols.locale("de_CH")
    let tag = try NumberSymbols.locale("de-CH")
    #expect(icu === tag)
    #expect(try NumberSymbols.locale("ar-EG-u-nu-latn").localeID == "ar_EG@numbers=latn")
  }

  @Test(arguments: [
    ("", LocaleError.Reason.malformed),
    ("de CH", .malformed),
    ("de_CH-x", .malformed),
    ("12", .malformed),
    ("xx_YY", .unknownLanguage),
    ("xx", .unknownLanguage),
    ("zz-ZZ", .unknownLanguage),
    ("de_QQ", .unknownRegion),
    ("en-US-u-nu-abcd", .unknownNumberingSystem),
    ("en@numbers=roman", .algorithmicNumberingSystem),
  ])
  func unknownLocalesAreErrors(id: String, reason: LocaleError.Reason) {
    #expect(throws: LocaleError(id: id, reason: reason)) { try NumberSymbols.locale(id) }
  }

  @Test func theErrorHasAStableCodeAndNamesTheId() {
    let error = LocaleError(id: "xx_YY", reason: .unknownLanguage)
    #expect(error.code == "unknown-locale")
    #expect(error.description.contains("xx_YY"))
  }

  @Test func aValidRegionOfAKnownLanguageIsAccepted() throws {
    #expect(try NumberSymbols.locale("fr_US").decimalSeparator == ",")
  }

  @Test func icuReports805Locales() {
    #expect(NumberSymbols.availableLocales.count == 805)
    #expect(NumberSymbols.availableLocales.contains("de_CH"))
  }

  @Test func everyAvailableLocaleLoads() throws {
    for id in NumberSymbols.availableLocales {
      let symbols = try NumberSymbols.locale(id)
      #expect(symbols.digits.count == 10, "\(id)")
      #expect(!symbols.decimalSeparator.isEmpty, "\(id)")
    }
  }

  /// Loads from many tasks at once: every task gets an answer, for the id it
  /// asked, and all tasks that asked for one id get one and the same symbols.
  @Test func theCacheIsSafeFromManyThreads() async throws {
    let ids = Array(NumberSymbols.availableLocales.prefix(120))
    let asks = (0..<8).flatMap { round in
      ids.enumerated().filter { round == 0 || $0.offset % 8 == round }.map(\.element)
    }
    let answers = try await withThrowingTaskGroup(of: (String, NumberSymbols).self) { group in
      for id in asks { group.addTask { (id, try NumberSymbols.locale(id)) } }
      var answers: [(String, NumberSymbols)] = []
      for try await answer in group { answers.append(answer) }
      return answers
    }
    #expect(answers.count == asks.count)
    #expect(answers.count == 120 + 7 * 15)  // all once, then each of 7 eighths again
    for (id, symbols) in answers { #expect(symbols.localeID == id) }
    let byID = Dictionary(grouping: answers, by: \.0)
    #expect(byID.count == ids.count)
    for (id, group) in byID {
      #expect(group.allSatisfy { $0.1 === group[0].1 }, "\(id) loaded twice")
    }
  }

}

/// Currencies and their fraction digits from ICU.
@Suite struct CurrencyTests {
  @Test(arguments: [("JPY", 0), ("EUR", 2), ("BHD", 3), ("usd", 2)])
  func fractionDigitsComeFromICU(code: String, digits: Int) throws {
    #expect(try Currency(code).fractionDigits == digits)
  }

  @Test(arguments: ["XYZ", "EU", "EURO", "€", ""])
  func unknownCurrenciesAreErrors(code: String) {
    #expect(throws: CurrencyError(currency: code)) { try Currency(code) }
  }

  @Test func rulesTakeTheCurrencysFractionDigits() throws {
    #expect(try FieldRules(currency: Currency("JPY")).maxFractionDigits == 0)
    #expect(try FieldRules(currency: Currency("BHD")).maxFractionDigits == 3)
    #expect(try FieldRules(maxFractionDigits: 1, currency: Currency("BHD")).maxFractionDigits == 1)
  }

  @Test func rulesRefuseImpossibleLimits() {
    #expect(throws: RulesError.maxIntegerDigits(0)) { try FieldRules(maxIntegerDigits: 0) }
    #expect(throws: RulesError.maxFractionDigits(-1)) { try FieldRules(maxFractionDigits: -1) }
  }
}

/// A region's currency from ICU's data.
@Suite struct RegionCurrencyTests {
  @Test(arguments: [
    ("de_CH", "CHF"), ("ja_JP", "JPY"), ("ar_EG", "EGP"), ("en_IN", "INR"), ("fr_FR", "EUR"),
    ("es-419", nil), ("de", nil),
  ])
  func theRegionsCurrency(locale: String, code: String?) throws {
    #expect(Currency.of(try NumberSymbols.locale(locale))?.code == code)
  }
}

/// What a locale error quotes of an id from outside: short, and no control
/// character.
@Suite struct LocaleErrorQuotingTests {
  @Test func aLongIdIsCutAndMarked() {
    let id = String(repeating: "x", count: 5_000)
    let error = LocaleError(id: id, reason: .unknownLanguage)
    #expect(
      error.description
        == "unknown locale '\(String(repeating: "x", count: 40))…': it names a language ICU has no data for"
    )
  }

  @Test func controlCharactersAreWrittenVisibly() {
    let error = LocaleError(id: "de\u{0}\u{1B}[2J", reason: .malformed)
    #expect(error.description.hasPrefix("unknown locale 'de\\u{0}\\u{1B}[2J':"))
    #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func anIdOfFortyIsWhole() {
    let id = String(repeating: "y", count: 40)
    #expect(LocaleError.quoted(id) == id)
  }
}
