import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// A card number's check and layout read its digits' bytes in one go;
/// they answer as the layout built one character at a time and as the
/// brand's rules say.
@Suite struct CardBytesTests {
  /// American Express, Diners Club, Mastercard, UnionPay, Visa.
  static let brandStart = Gen.element(of: [[3, 4], [3, 7], [3, 6], [5, 1], [6, 2], [4]])
    .compactMap { $0 }

  /// Typed digits of up to 25, past every brand's length; half of them
  /// start with a brand's digits, to group them by brand.
  static let typed = Gen.frequency(
    (0.5, Gen.int(in: 0...9).array(of: 0...25)),
    (0.5, zip(brandStart, Gen.int(in: 0...9).array(of: 0...20)).map { $0 + $1 })
  ).map { digits in String(decoding: digits.map { UInt8(0x30 + $0) }, as: UTF8.self) }

  @Test func theLayoutInOneGoIsTheOneBuiltCharacterByCharacter() async throws {
    let symbols = try NumberSymbols.locale("ar_EG")
    await checkProperty(count: 300, input: Self.typed) { typed in
      let card = CardFormat()
      let check = card.check(typed)
      #expect(check == (typed.utf8.count > CardFormat.maxLength(of: typed) ? .maxLength : nil))
      // A field only ever holds, and lays out, digits its format accepts.
      guard check == nil else { return }
      let layout = card.layout(of: typed, symbols: symbols)
      let expected = card.slowLayout(of: typed)
      #expect(layout.text == expected.text, "\(typed)")
      #expect(layout.caretOffsets == expected.caretOffsets, "\(typed)")
    }
  }

  /// The card number's examples, through the bytes.
  @Test func aCardNumberThroughItsBytes() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let cases: [(String, String, EntryRejection?)] = [
      ("4242424242", "4242 4242 42", nil),
      ("378282246310005", "3782 822463 10005", nil),
      ("3782822463100051", "3782 822463 100051", .maxLength),
      ("4242424242424242424", "4242 4242 4242 4242 424", nil),
      ("42424242424242424242", "4242 4242 4242 4242 4242", .maxLength),
    ]
    for (typed, shown, rejection) in cases {
      let (check, text) = Array(typed.utf8).withUnsafeBufferPointer {
        (CardFormat().check(utf8: $0), CardFormat().layout(ofUTF8: $0, symbols: symbols).text)
      }
      #expect(check == rejection, "\(typed)")
      #expect(text == shown, "\(typed)")
    }
  }
}
