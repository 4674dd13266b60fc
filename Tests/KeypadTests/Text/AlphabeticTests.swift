import Testing

@testable import Keypad

/// Which scalars are alphabetic, from ICU: what tells a word for percent
/// from a sign.
@Suite struct AlphabeticTests {
  @Test func asciiLettersAreAlphabeticAndNothingElseInASCII() {
    for value in UInt32(0)...0x7F {
      let scalar = Unicode.Scalar(UInt8(value))
      #expect(scalar.isAlphabetic == scalar.properties.isAlphabetic, "U+\(value)")
    }
  }

  @Test(
    arguments: [
      ("é", true), ("п", true), ("א", true), ("ا", true), ("万", true), ("٪", false), ("‰", false),
      ("\u{202F}", false),
    ] as [(Unicode.Scalar, Bool)])
  func lettersOfAnyScriptAreAlphabetic(scalar: Unicode.Scalar, alphabetic: Bool) {
    #expect(scalar.isAlphabetic == alphabetic)
  }

  /// ICU's Unicode version can be older than the standard library's, whose
  /// table the check used before: on every scalar of every locale's long
  /// name for percent, in each plural form, the two agree.
  @Test func icuAgreesWithTheStandardLibraryOnEveryPercentName() throws {
    var scalars = Set<Unicode.Scalar>()
    for locale in NumberSymbols.availableLocales {
      let formatter = try ICUCompiledFormatter(
        skeleton: "measure-unit/concentr-percent unit-width-full-name precision-unlimited",
        locale: try LocaleSpeech.forLocale(locale).wordsLocale)
      for decimal in ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1000000", "0.5", "-12.5"] {
        let (text, _) = try formatter.formatFields(decimal)
        scalars.formUnion(String(decoding: text, as: UTF16.self).unicodeScalars)
      }
    }
    #expect(scalars.count > 100)
    for scalar in scalars {
      #expect(scalar.isAlphabetic == scalar.properties.isAlphabetic, "U+\(scalar.value)")
    }
  }
}
