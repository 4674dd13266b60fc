import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The display reference for values too long for ICU's formatter: ICU's
/// display of a number of the same shape, with the typed digits written in.
@Suite struct ICUReferenceShapeTests {
  /// Typed texts of at most 34 digits, which ICU formats itself: a sign,
  /// up to 20 integer digits (a lone 0 one time in five), and up to 14
  /// fraction digits or a trailing separator.
  static let typed = zip(
    Gen.bool, Gen.int(in: 0...9).array(of: 1...20), Gen.int(in: 0...9).array(of: 0...14),
    Gen.int(in: 0...4)
  ).map { negative, integer, fraction, kind -> String in
    let integerText = kind == 0 ? "0" : "1" + integer.dropFirst().map(String.init).joined()
    let fractionText = fraction.map(String.init).joined()
    let tail = kind == 1 ? "." : fractionText.isEmpty ? "" : "." + fractionText
    return (negative ? "-" : "") + integerText + tail
  }

  @Test func theShapeGivesICUsOwnDisplayForValuesICUFormats() async {
    await checkProperty(count: 300, input: Self.typed, Generators.locale) { typed, locale in
      let byShape = try ICUReference.displayByShape(typed, locale: locale)
      #expect(byShape == (try ICUReference.display(typed, locale: locale)), "\(typed) in \(locale)")
    }
  }

  @Test func longValuesAreGroupedAsTheLocaleGroups() throws {
    let integer = String(String(repeating: "1234567890", count: 7).prefix(64))
    #expect(
      try ICUReference.display("-" + integer + ".50", locale: "en_US")
        == "-1,234,567,890,123,456,789,012,345,678,901,234,567,890,123,456,789,012,345,678,901,234.50"
    )
    #expect(
      try ICUReference.display(integer + ".", locale: "en_IN")
        == "1,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,234."
    )
    let error = #expect(throws: ICUReferenceError.self) {
      try ICUNumberFormatter(fractionDigits: 0, locale: "en_US").format(integer)
    }
    #expect(error?.name == "U_UNSUPPORTED_ERROR")
  }
}
