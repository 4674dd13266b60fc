import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// A kind's byte entry points, which a field calls on every key, answer as
/// its format's `String` ones, whether the format reads the bytes (card,
/// code, pattern) or the kind makes a `String` of them.
@Suite struct KindBytesTests {
  static func formats() throws -> [ResolvedKind] {
    [
      .card(CardFormat()), .code(try CodeFormat(length: 1...6)),
      .code(try CodeFormat(length: 4...4, secure: true)),
      .digits(try DigitsFormat(pattern: "(###) ###-####")), .securityCode(SecurityCodeFormat()),
      .expiry(ExpiryFormat()), .custom(CustomFormat(PairsFormat())),
    ]
  }

  /// Brands' leading digits: American Express, Diners Club, Mastercard,
  /// UnionPay, Visa.
  static let brandStart = Gen.element(of: [[3, 4], [3, 7], [3, 6], [5, 1], [6, 2], [4]])
    .compactMap { $0 }

  /// Typed digits of up to 25, past every format's length; card numbers
  /// start with a brand's digits often enough to group them by brand.
  static let typed = Gen.frequency(
    (0.5, Gen.int(in: 0...9).array(of: 0...25)),
    (0.5, zip(brandStart, Gen.int(in: 0...9).array(of: 0...20)).map { $0 + $1 })
  ).map { digits in String(decoding: digits.map { UInt8(0x30 + $0) }, as: UTF8.self) }

  @Test func bytesAnswerAsTheString() async throws {
    let formats = try Self.formats()
    let symbols = try NumberSymbols.locale("ar_EG")
    await checkProperty(count: 300, input: Self.typed) { typed in
      for format in formats {
        let bytes = Array(typed.utf8)
        let check = bytes.withUnsafeBufferPointer { format.check(utf8: $0) }
        let name = format.format?.kindName ?? "decimal"
        #expect(check == format.format?.check(typed), "\(name) \(typed)")
        // A field only ever holds, and lays out, digits its format accepts.
        guard check == nil else { continue }
        let layout = bytes.withUnsafeBufferPointer { format.layout(ofUTF8: $0, symbols: symbols) }
        guard let expected = format.format?.layout(of: typed, symbols: symbols) else {
          Issue.record("no format for \(name)")
          continue
        }
        #expect(layout.text == expected.text, "\(name) \(typed)")
        #expect(layout.caretOffsets == expected.caretOffsets, "\(name) \(typed)")
      }
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
