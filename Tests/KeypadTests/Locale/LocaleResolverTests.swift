import Testing

@_spi(Engine) @testable import Keypad

/// The resolver's shortcut for ICU's own ids.
@Suite struct LocaleResolverTests {
  /// An available id is resolved without asking ICU for its canonical form,
  /// which is right because each is its own.
  @Test func everyAvailableIDIsItsOwnCanonicalForm() throws {
    for id in LocaleResolver.available {
      #expect(try ICULocaleCalls.canonicalize(id) == id, "\(id)")
    }
  }

  /// ICU's own ids resolve to themselves, with their default numbering
  /// system.
  @Test func availableIDsResolveToThemselves() throws {
    #expect(try LocaleResolver.resolve("de_DE") == ("de_DE", "latn"))
    #expect(try LocaleResolver.resolve("ar_EG") == ("ar_EG", "arab"))
    #expect(try LocaleResolver.resolve("en_US_POSIX") == ("en_US_POSIX", "latn"))
  }

  /// An ICU id's keyword value may hold a hyphen; a BCP 47 tag's do too.
  @Test func hyphenatedKeywordValuesAreReadAsICUReadsThem() throws {
    #expect(
      try LocaleResolver.canonicalID("ar_SA@calendar=islamic-umalqura")
        == "ar_SA@calendar=islamic-umalqura")
    #expect(
      try LocaleResolver.canonicalID("en-US-u-ca-islamic-civil") == "en_US@calendar=islamic-civil")
    #expect(try LocaleResolver.resolve("en_US@calendar=islamic-civil") == ("en_US", "latn"))
    #expect(try NumberSymbols.locale("ar_SA@calendar=islamic-umalqura").localeID == "ar_SA")
    #expect(
      try LocaleResolver.dateID("ar-SA-u-ca-islamic-umalqura")
        == "ar_SA@calendar=islamic-umalqura")
    // A hyphen before the keywords makes a tag, which takes no `@`.
    #expect(throws: LocaleError(id: "en-US@calendar=gregorian", reason: .malformed)) {
      try LocaleResolver.canonicalID("en-US@calendar=gregorian")
    }
  }
}
