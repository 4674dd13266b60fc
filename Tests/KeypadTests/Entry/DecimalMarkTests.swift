import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The characters that are the decimal key: typed, pasted and set as a
/// whole text, each is read the same way in every locale.
@Suite struct DecimalMarkTests {
  /// The decimal marks every locale takes as the decimal key: `.`, `,`,
  /// the Arabic decimal separator U+066B and the full-width stop and comma.
  static let marks: [Character] = [".", ",", "\u{066B}", "\u{FF0E}", "\u{FF0C}"]

  func field(_ locale: String) throws -> KeypadField {
    try KeypadField(locale: locale, rules: FieldRules(maxFractionDigits: 6))
  }

  @Test(arguments: ["ar_AE", "en_US"])
  func theArabicSeparatorTypesPastesAndSets(locale: String) throws {
    var typed = try field(locale)
    for character in "١٫٢" { #expect(typed.type(character) == .accepted) }
    #expect(typed.value?.description == "1.2")
    for text in ["١٫٢", "1٫2"] {
      var pasted = try field(locale)
      #expect(pasted.paste(text) == .accepted, "\(text)")
      #expect(pasted.value?.description == "1.2", "\(text)")
    }
    var set = try field(locale)
    #expect(set.setText("٫٥") == .accepted)
    #expect(set.value?.description == "0.5")
  }

  @Test func theFullWidthStopTypesAndPastes() throws {
    var typed = try field("en_US")
    for character in "３．５" { #expect(typed.type(character) == .accepted) }
    #expect(typed.value?.description == "3.5")
    for text in ["３．５", "３.５", "3．5"] {
      var pasted = try field("en_US")
      #expect(pasted.paste(text) == .accepted, "\(text)")
      #expect(pasted.value?.description == "3.5", "\(text)")
    }
    var set = try field("ja_JP")
    #expect(set.setText("１２．２５") == .accepted)
    #expect(set.value?.description == "12.25")
  }

  @Test func aFullWidthCommaGroupsWhereTheLocalesCommaDoes() throws {
    var pasted = try field("en_US")
    #expect(pasted.paste("１，２３４．５") == .accepted)
    #expect(pasted.value?.description == "1234.5")
    #expect(pasted.paste("１，５") == .accepted)
    #expect(pasted.value?.description == "1.5")
  }

  /// In any locale, each decimal mark typed between two digits is the
  /// decimal key, and the same text pasted or set over an empty field is
  /// the same number: `1٫2`, `٫5` and the locale's own digits alike.
  @Test func everyDecimalMarkIsReadAlikeByTypingPasteAndSet() async {
    await checkProperty(
      count: 300, input: Generators.locale, Gen.int(in: 0...(Self.marks.count - 1)),
      Gen.int(in: 1...9), Gen.int(in: 1...9)
    ) { locale, markIndex, integer, fraction in
      let symbols = try NumberSymbols.locale(locale)
      let mark = Self.marks[markIndex]
      #expect(Key(character: mark, symbols: symbols) == .decimal, "\(locale) \(mark)")
      let text = symbols.digits[integer] + String(mark) + symbols.digits[fraction]
      let expected = "\(integer).\(fraction)"
      var typed = try field(locale)
      for character in text { typed.type(character) }
      #expect(typed.value?.description == expected, "\(locale) typed \(text)")
      var pasted = try field(locale)
      #expect(pasted.paste(text) == .accepted, "\(locale) \(text)")
      #expect(pasted.value?.description == expected, "\(locale) pasted \(text)")
      var set = try field(locale)
      #expect(set.setText(String(mark) + symbols.digits[fraction]) == .accepted, "\(locale)")
      #expect(set.value?.description == "0.\(fraction)", "\(locale) set \(mark)")
    }
  }
}
