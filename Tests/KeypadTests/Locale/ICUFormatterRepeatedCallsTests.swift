import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// The loading formatter's first calls and later ones against ICU's `unumf`
/// formatter called the plain way.
///
/// ICU builds the locale's data on each of a formatter's first two calls and
/// formats with compiled data from the third: sixteen calls per formatter go
/// through both, in every locale, text and fields alike.
@Suite struct ICUFormatterRepeatedCallsTests {
  static let samples = [
    "-1234567890123456789.5", "1000", "10000", "1", "0", "-0", "12.5", "-1234.5",
  ]

  @Test(arguments: [".0", "currency/EUR .00", "percent .0", "currency/USD sign-accounting .00"])
  func everyCallMatchesUnumfInEveryLocale(skeleton: String) throws {
    for locale in NumberSymbols.availableLocales {
      let formatter = try ICUCompiledFormatter(skeleton: skeleton, locale: locale)
      let reference = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
      for round in 0..<2 {
        for sample in Self.samples {
          let (text, fields) = try formatter.formatFields(sample)
          #expect(text == (try reference.formatUTF16(sample)), "\(locale) \(round) \(sample)")
          let expected = try reference.lastFields()
            .map { "\($0.field)@\($0.range.lowerBound)-\($0.range.upperBound)" }.sorted()
          let actual = fields.map { "\($0.kind)@\($0.range.lowerBound)-\($0.range.upperBound)" }
            .sorted()
          #expect(actual == expected, "\(locale) \(round) \(sample)")
        }
      }
    }
  }

  /// ICU's C formatter reads a NUL-terminated decimal of at most 34 digits;
  /// given its length, it takes more, before and after compiling.
  @Test func moreThan34DigitsBeforeAndAfterCompiling() throws {
    let digits = "-" + String(repeating: "1234567890", count: 5) + ".5"
    let formatter = try ICUCompiledFormatter(skeleton: "group-off .0", locale: "en_US")
    for _ in 0..<12 {
      #expect(String(String.UnicodeScalarView(try formatter.format(digits))) == digits)
    }
  }
}
