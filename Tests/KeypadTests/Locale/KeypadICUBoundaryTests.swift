import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The boundary's field positions, plural rules and currency names against
/// ICU's C API called the plain way (`unumf_resultGetAllFieldPositions`,
/// `uplrules_selectFormatted`, `ucurr_getPluralName`).
@Suite struct KeypadICUBoundaryTests {
  static let skeletons = [
    "currency/EUR .00", "currency/USD unit-width-narrow .0", "currency/JPY unit-width-iso-code",
    "percent .0", "currency/USD sign-accounting .00",
  ]

  @Test(arguments: skeletons)
  func fieldsMatchUnumfInEveryLocale(skeleton: String) throws {
    for locale in NumberSymbols.availableLocales {
      let compiled = try ICUCompiledFormatter(skeleton: skeleton, locale: locale)
      let reference = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
      for sample in ["-1234.5", "1234567", "0"] {
        let (text, fields) = try compiled.formatFields(sample)
        #expect(text == (try reference.formatUTF16(sample)), "\(locale) \(skeleton) \(sample)")
        let expected = try reference.lastFields()
          .map { "\($0.field)@\($0.range.lowerBound)-\($0.range.upperBound)" }.sorted()
        let actual = fields.map { "\($0.kind)@\($0.range.lowerBound)-\($0.range.upperBound)" }
          .sorted()
        #expect(actual == expected, "\(locale) \(skeleton) \(sample)")
      }
    }
  }

  /// ar_EG's currency field, as ICU.md records it: `-1234.5` with EGP shows
  /// the sign at [1, 2), the integer at [3, 8) and the currency at [11, 15).
  @Test func arabicCurrencyFieldsAreWhereICUPutsThem() throws {
    let formatter = try ICUCompiledFormatter(skeleton: "currency/EGP .0", locale: "ar_EG")
    let (text, fields) = try formatter.formatFields("-1234.5")
    #expect(text.count == 16)
    let ranges = Dictionary(fields.map { ($0.kind, $0.range) }, uniquingKeysWith: { a, _ in a })
    #expect(ranges[ICUCompiledFormatter.Field.sign] == 1..<2)
    #expect(ranges[ICUCompiledFormatter.Field.integer] == 3..<8)
    #expect(ranges[ICUCompiledFormatter.Field.currency] == 11..<15)
  }

  @Test(arguments: ["en", "fr", "ru", "ar", "pl", "cy"])
  func pluralCategoriesMatchUplrules(locale: String) throws {
    let rules = try ICUPluralRules(locale: locale)
    for value in ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5", "1.0", "0.00", "-2"] {
      let digits = value.split(separator: ".").dropFirst().first?.count ?? 0
      let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
      let reference = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
      _ = try reference.format(value)
      #expect(
        try rules.select(value) == (try reference.lastPluralCategory(locale: locale)),
        "\(locale) \(value)")
    }
  }

  /// The spec's examples: English says `one` for 1 and `other` for 1.0.
  @Test func englishPluralsKeepVisibleFractionDigits() throws {
    let rules = try ICUPluralRules(locale: "en")
    #expect(try rules.select("1") == "one")
    #expect(try rules.select("1.0") == "other")
    #expect(try rules.select("2") == "other")
  }

  @Test func currencyPluralNamesComeFromICU() throws {
    for (locale, category) in [("en", "one"), ("en", "other"), ("ru", "few"), ("pl", "many")] {
      #expect(
        try ICULocaleCalls.currencyPluralName("EUR", locale: locale, category: category)
          == (try icuCurrencyPluralName("EUR", locale: locale, category: category)))
    }
    #expect(try ICULocaleCalls.currencyPluralName("EUR", locale: "en", category: "one") == "euro")
  }

  @Test func spelloutMatchesTheReferenceAndNamesItsLocale() throws {
    let english = try ICUSpellout(locale: "en_US")
    #expect(
      try english.format("-1234.5") == "minus one thousand two hundred thirty-four point five")
    let zulu = try ICUSpellout(locale: "zu_ZA")
    #expect(try zulu.actualLocale() == "en")
    let reference = try icuSpellout("-1234.5", locale: "fr_FR")
    #expect(try ICUSpellout(locale: "fr_FR").format("-1234.5") == reference.text)
  }

  @Test func failuresAreNamedByICU() {
    #expect(throws: ICUFailure.self) { try ICUSpellout(locale: "en").format("1..2") }
    #expect(throws: ICUFailure.self) { try ICUPluralRules(locale: "en").select("1.2.3") }
  }
}
