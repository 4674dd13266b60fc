import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The formatter that loads locales (ICU's C++ formatter, compiled on its
/// first call) against ICU's C `unumf` formatter, which the rest of the
/// suite takes as the reference.
@Suite struct ICUCompiledFormatterTests {
  /// Samples of the kinds the loader formats, and a few more.
  static let samples = [
    "-1234567890123456789.5", "1000", "10000", "100000", "1", "0", "-0", "12.5",
  ]

  @Test func formatsAsUnumfInEveryLocale() throws {
    for locale in NumberSymbols.availableLocales {
      let compiled = try ICUCompiledFormatter(skeleton: ".0", locale: locale)
      let reference = try ICUNumberFormatter(skeleton: ".0", locale: locale)
      for sample in Self.samples {
        let text = String(String.UnicodeScalarView(try compiled.format(sample)))
        #expect(text == (try reference.format(sample)), "\(locale) \(sample)")
      }
    }
  }

  @Test(arguments: ["group-on-aligned .0", "precision-integer", ".00", "group-off .0"])
  func formatsAsUnumfForEachSkeleton(skeleton: String) throws {
    for locale in ["en_US", "en_US_POSIX", "ar_EG", "en_IN", "es_ES", "fa_IR"] {
      let compiled = try ICUCompiledFormatter(skeleton: skeleton, locale: locale)
      let reference = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
      for sample in Self.samples {
        let text = String(String.UnicodeScalarView(try compiled.format(sample)))
        #expect(text == (try reference.format(sample)), "\(locale) \(skeleton) \(sample)")
      }
    }
  }

  /// A result longer than the first buffer (128 UTF-16 units) is written
  /// again into one of its exact length.
  @Test func longResultIsComplete() throws {
    let digits = String(repeating: "9", count: 300)
    let formatter = try ICUCompiledFormatter(
      skeleton: "group-off precision-integer", locale: "en_US")
    let text = String(String.UnicodeScalarView(try formatter.format(digits)))
    #expect(text == digits)
  }

  @Test func malformedSkeletonThrows() {
    #expect(throws: ICUFailure.self) {
      try ICUCompiledFormatter(skeleton: "no-such-stem", locale: "en_US")
    }
  }

  @Test func malformedNumberThrows() throws {
    let formatter = try ICUCompiledFormatter(skeleton: ".0", locale: "en_US")
    #expect(throws: ICUFailure.self) { try formatter.format("1.2.3") }
  }
}
