import Testing

@testable import Keypad

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
}
