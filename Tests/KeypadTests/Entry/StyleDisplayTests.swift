import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// Money and percent displays: the examples, then ICU's `unumf`
/// output in every locale ICU has, for every style.
@Suite struct StyleDisplayTests {
  /// A field in `locale` with `style` after typing `typed`.
  func shown(
    _ typed: String, _ locale: String, _ style: DisplayStyle, currency: String? = "EUR",
    fraction: Int? = 4
  ) throws -> KeypadField {
    let rules = try FieldRules(
      maxIntegerDigits: 15, maxFractionDigits: fraction, allowNegative: true,
      currency: currency.map { try Currency($0) }, style: style)
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { #expect(field.type(character) == .accepted, "\(typed)") }
    return field
  }

  @Test(arguments: [
    ("1234.50", "en_US", "USD", "$1,234.50"),
    ("1234.50", "de_DE", "EUR", "1.234,50\u{A0}€"),
    ("1234.50", "de_CH", "CHF", "CHF\u{A0}1\u{2019}234.50"),
    ("1234567.50", "en_IN", "INR", "₹12,34,567.50"),
    ("1234", "ja_JP", "JPY", "￥1,234"),
    ("-1234.5", "de_DE", "EUR", "-1.234,5\u{A0}€"),
  ])
  func currencyExamples(typed: String, locale: String, code: String, expected: String) throws {
    #expect(try shown(typed, locale, .currency(), currency: code).display == expected)
  }

  @Test func egyptianPoundsUseArabicIndicDigitsAndASuffix() throws {
    let field = try shown("1234.50", "ar_EG", .currency(), currency: "EGP")
    #expect(field.display(editing: true) == "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}")
  }

  @Test func accountingWrapsNegativesInParenthesesWhereTheLocaleHasIt() throws {
    #expect(
      try shown("-1234.50", "en_US", .currency(accounting: true), currency: "USD").display
        == "($1,234.50)")
    #expect(
      try shown("1234.50", "en_US", .currency(accounting: true), currency: "USD").display
        == "$1,234.50")
    #expect(
      try shown("-1234.50", "de_DE", .currency(accounting: true)).display
        == "-1.234,50\u{A0}€")
  }

  @Test func widths() throws {
    #expect(try shown("1234.5", "en_US", .currency(), currency: "CAD").display == "CA$1,234.5")
    #expect(
      try shown("1234.5", "en_US", .currency(.narrow), currency: "CAD").display == "$1,234.5")
    #expect(
      try shown("1234.5", "en_US", .currency(.isoCode)).display == "EUR\u{A0}1,234.5")
  }

  @Test func percentShowsTheNumberTypedNeverTimes100() throws {
    #expect(try shown("12.5", "en_US", .percent).display == "12.5%")
    #expect(try shown("12.5", "fr_FR", .percent).display == "12,5\u{A0}%")
    #expect(try shown("12.5", "fr_FR", .percent).value?.description == "12.5")
  }

  @Test func partialStatesKeepTheNumberPartInsideTheAffixes() throws {
    #expect(try shown("12.", "de_DE", .currency()).display == "12,\u{A0}€")
    #expect(try shown("-", "en_US", .currency(accounting: true), currency: "USD").display == "($)")
    #expect(try shown("", "de_DE", .currency()).display == "\u{A0}€")
    #expect(try shown("", "en_US", .percent).display == "%")
  }

  @Test func theNumberRangeSkipsTheAffixes() throws {
    let dollars = try shown("-12.5", "en_US", .currency(accounting: true), currency: "USD")
    #expect(dollars.display(editing: true) == "($12.5)")
    #expect(dollars.numberRange == 2..<6)
    #expect(try shown("12", "de_DE", .currency()).numberRange == 0..<2)
    #expect(try shown("", "de_DE", .currency()).numberRange == 0..<0)
    #expect(try shown("", "en_US", .currency(), currency: "USD").numberRange == 1..<1)
    #expect(try shown("", "en_US", .decimal).numberRange == 0..<0)
  }

  /// The typed states of the plain display tests, negatives, and the
  /// partial states.
  static let typedStates =
    DisplayTests.typedStates + [
      "-7", "-1234", "-0.05", "-999", "-12345678901234.5", "-100000.000", "", "-",
    ]

  /// The styles checked in every locale; `nil` currency means the locale's
  /// own (EUR when its region has none).
  static let styles: [(DisplayStyle, String?)] = [
    (.currency(), nil), (.currency(), "EUR"), (.currency(.narrow), "USD"),
    (.currency(.isoCode), "EUR"), (.currency(accounting: true), "USD"),
    (.currency(accounting: true), nil), (.percent, nil),
  ]

  @Test func everyStyleMatchesICUInEveryLocale() throws {
    var mismatches: [String] = []
    var checked = 0
    for locale in NumberSymbols.availableLocales {
      let reference = StyledReference(locale: locale)
      let own = Currency.of(try NumberSymbols.locale(locale))?.code ?? "EUR"
      for (style, code) in Self.styles {
        let currency = code ?? own
        let skeleton = style.skeleton(currency: try Currency(currency))
        for typed in Self.typedStates {
          let expected = try reference.display(typed, skeleton: skeleton)
          let actual = try shown(typed, locale, style, currency: currency).display
          checked += 1
          if actual != expected {
            mismatches.append("\(locale) \(skeleton) '\(typed)': \(actual) != \(expected)")
          }
        }
      }
    }
    #expect(checked > 100_000)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
    // 805 locales in 7 styles went through a cache of 256: entries were let
    // go and read again, and the cache kept its bound.
    #expect(StyleCache.shared.count <= StyleCache.capacity)
    #expect(StyleCache.capacity < NumberSymbols.availableLocales.count * Self.styles.count)
  }

  @Test func currencyStylesDifferFromTheDecimalSymbolsSomewhere() throws {
    // The style's number part is read from ICU, not copied from the decimal
    // symbols: in these locales the currency format's separators differ.
    var differing: [String] = []
    for locale in NumberSymbols.availableLocales {
      let plain = try NumberSymbols.locale(locale)
      let money = try #require(
        KeypadField.styleSymbols(
          for: FieldRules(currency: Currency("EUR"), style: .currency()), in: plain))
      if money.decimalSeparator != plain.decimalSeparator
        || money.groupingSeparator != plain.groupingSeparator
      {
        differing.append(locale)
      }
    }
    #expect(!differing.isEmpty)
  }
}

/// What ICU's `unumf` shows for a typed state in a style: the test's
/// independent reference, with formatters kept per skeleton.
final class StyledReference {
  let locale: String
  private var formatters: [String: ICUNumberFormatter] = [:]

  init(locale: String) {
    self.locale = locale
  }

  func formatter(_ skeleton: String) throws -> ICUNumberFormatter {
    if let kept = formatters[skeleton] { return kept }
    let made = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
    formatters[skeleton] = made
    return made
  }

  /// ICU's text for `value` with exactly `fraction` fraction digits, and
  /// the UTF-16 range of its number part (integer through fraction).
  func format(_ value: String, skeleton: String, fraction: Int) throws -> (
    text: [UInt16], number: Range<Int>
  ) {
    let precision =
      fraction == 0 ? "precision-integer" : "." + String(repeating: "0", count: fraction)
    let formatter = try formatter((skeleton + " " + precision).trimmingLeadingSpace)
    let text = try formatter.formatUTF16(value)
    let numberFields = try formatter.lastFields().filter { [0, 1, 2, 6].contains($0.field) }
    let start = numberFields.map(\.range.lowerBound).min() ?? 0
    let end = numberFields.map(\.range.upperBound).max() ?? 0
    return (text, start..<end)
  }

  /// The display for a typed state, such as `-12.` or `1234.50`: ICU's
  /// output for its value, with the separator inserted after the number
  /// part when the state ends with one; the empty and lone-minus states are
  /// ICU's affixes of 1 and -1 around nothing.
  func display(_ typed: String, skeleton: String) throws -> String {
    if typed.isEmpty || typed == "-" {
      let (text, number) = try format(typed + "1", skeleton: skeleton, fraction: 0)
      return String(
        decoding: text[..<number.lowerBound] + text[number.upperBound...], as: UTF16.self)
    }
    let endsWithSeparator = typed.hasSuffix(".")
    let value = endsWithSeparator ? String(typed.dropLast()) : typed
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count == 2 ? parts[1].count : 0
    var (text, number) = try format(value, skeleton: skeleton, fraction: fraction)
    if endsWithSeparator {
      let formatter = try formatter((skeleton + " .0").trimmingLeadingSpace)
      let sample = try formatter.formatUTF16("1.5")
      let separator = try #require(try formatter.lastFields().first { $0.field == 2 })
      text.insert(contentsOf: sample[separator.range], at: number.upperBound)
    }
    return String(decoding: text, as: UTF16.self)
  }
}

extension String {
  /// The text without a leading space (a decimal style has no skeleton).
  fileprivate var trimmingLeadingSpace: String {
    hasPrefix(" ") ? String(dropFirst()) : self
  }
}
