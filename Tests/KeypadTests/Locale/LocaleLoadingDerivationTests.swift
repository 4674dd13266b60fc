import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// A locale load formats one sample; the two values it takes from elsewhere
/// are proved here against formatting samples with ICU's formatter, in every
/// locale ICU has, through the test-only reference formatter.
@Suite struct LocaleLoadingDerivationTests {
  /// What the reference formatter shows for a positive number with `.0`:
  /// the text before its integer part and after its fraction, and the digits
  /// before the first grouping separator (nil when it shows none).
  static func reference(_ decimal: String, locale: String) throws -> (
    prefix: String, suffix: String, leadingDigits: Int?
  ) {
    let formatter = try ICUNumberFormatter(skeleton: ".0", locale: locale)
    let units = try formatter.formatUTF16(decimal)
    let fields = try formatter.lastFields()
    let integer = try #require(fields.first { $0.field == 0 })
    let fraction = try #require(fields.first { $0.field == 1 })
    let text = { (range: Range<Int>) in String(decoding: units[range], as: UTF16.self) }
    let grouping = fields.first { $0.field == 6 }
    return (
      text(0..<integer.range.lowerBound), text(fraction.range.upperBound..<units.count),
      grouping.map { text(integer.range.lowerBound..<$0.range.lowerBound).unicodeScalars.count }
    )
  }

  /// CLDR's minimum grouping digits as formatting shows them: the digits
  /// before the separator in the shortest power of ten ICU groups; 1 when it
  /// groups none up to twelve digits.
  static func minimumByFormatting(_ locale: String) throws -> Int {
    for digits in 2...12 {
      let sample = "1" + String(repeating: "0", count: digits - 1)
      if let leading = try reference(sample, locale: locale).leadingDigits { return leading }
    }
    return 1
  }

  @Test func minimumGroupingDigitsFromTheDataEqualFormattingInEveryLocale() throws {
    var counts: [Int: Int] = [:]
    for id in LocaleResolver.available {
      let (reduced, system) = try LocaleResolver.resolve(id)
      let symbols = try NumberSymbols.read(icuID: reduced, numberingSystem: system)
      let expected = try Self.minimumByFormatting(reduced)
      #expect(symbols.minimumGroupingDigits == expected, "\(id)")
      #expect(try ICULocaleCalls.minimumGroupingDigits(id) == expected, "\(id)")
      counts[expected, default: 0] += 1
    }
    // ICU 72 (CLDR 42): 2 in 35 locales (be, bg, es, et, ia, ka, lv, pl,
    // pt_PT and the pt locales that follow it, ru_UA, sq), 3 in ee's 3.
    #expect(counts[2] == 35)
    #expect(counts[3] == 3)
    #expect(counts.values.reduce(0, +) == LocaleResolver.available.count)
  }

  @Test func positiveAffixesFromTheNegativeSampleEqualFormattingInEveryLocale() throws {
    for id in LocaleResolver.available {
      let (reduced, system) = try LocaleResolver.resolve(id)
      let symbols = try NumberSymbols.read(icuID: reduced, numberingSystem: system)
      for sample in ["1", "1000", "10000", "1234567.5"] {
        let shown = try Self.reference(sample, locale: reduced)
        #expect(symbols.positivePrefix == shown.prefix, "\(id) \(sample)")
        #expect(symbols.positiveSuffix == shown.suffix, "\(id) \(sample)")
      }
    }
  }

  /// The parents ICU's data gives: `es_MX` reads `es_419`'s value (1) over
  /// `es`'s (2) through CLDR's parent locales; `pt_PT` its own; `ee_TG`
  /// `ee`'s; an alias such as `iw` its target's; keywords are ignored.
  @Test func minimumGroupingDigitsFollowICUsParents() throws {
    let cases: [(String, Int)] = [
      ("es", 2), ("es_ES", 2), ("es_MX", 1), ("es_419", 1), ("pt", 1), ("pt_PT", 2),
      ("pt_MO", 2), ("ee_TG", 3), ("pl_PL", 2), ("iw", 1), ("en_US_POSIX", 1),
      ("pt_PT@numbers=arab", 2), ("root", 1),
    ]
    for (id, expected) in cases {
      #expect(try ICULocaleCalls.minimumGroupingDigits(id) == expected, "\(id)")
    }
  }
}
