import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The typed characters against a plain byte array: a sign first, digits
/// in a word or an array, a separator among them, the same characters
/// whichever way they were made.
@Suite struct TypedTextTests {
  /// Typed characters as kinds hold them: a `-` or `+` first or none,
  /// digits around the word's capacity and up to the 96 a decimal field
  /// holds, one `.` among them or none.
  static let text = zip(
    Gen.element(of: [[], [UInt8(ascii: "-")], [UInt8(ascii: "+")]]).compactMap { $0 },
    Gen.frequency(
      (0.7, Gen.int(in: 0...9).array(of: 0...20)), (0.3, Gen.int(in: 0...9).array(of: 0...96))),
    Gen.int(in: -1...20)
  ).map { sign, digits, separator in
    var bytes = digits.map { UInt8(0x30 + $0) }
    if separator >= 0, separator <= bytes.count {
      bytes.insert(UInt8(ascii: "."), at: separator)
    }
    return sign + bytes
  }

  @Test func holdsTheBytesItWasGiven() async {
    await checkProperty(count: 500, input: Self.text) { bytes in
      let typed = TypedText(bytes)
      #expect(typed.bytes == bytes)
      #expect(typed.count == bytes.count)
      #expect(typed.isEmpty == bytes.isEmpty)
      #expect(typed.text == String(decoding: bytes, as: UTF8.self))
      #expect(TypedText(typed.text) == typed)
      #expect(typed.withBytes { Array($0) } == bytes)
    }
  }

  @Test func appendingAndRemovingAreTheArrays() async {
    await checkProperty(count: 500, input: Self.text, Gen.int(in: 0...9)) { bytes, digit in
      var typed = TypedText(bytes)
      let byte = UInt8(0x30 + digit)
      typed.append(byte)
      #expect(typed.bytes == bytes + [byte])
      #expect(typed == TypedText(bytes + [byte]))
      #expect(typed.hashValue == TypedText(bytes + [byte]).hashValue)
      typed.removeLast()
      #expect(typed == TypedText(bytes))
      #expect(typed.hashValue == TypedText(bytes).hashValue)
      guard !bytes.isEmpty else { return }
      typed.removeLast()
      #expect(typed.bytes == Array(bytes.dropLast()))
    }
  }

  @Test func equalExactlyWhenTheBytesAre() async {
    await checkProperty(count: 500, input: Self.text, Self.text) { first, second in
      #expect((TypedText(first) == TypedText(second)) == (first == second))
      #expect(TypedText(first) == TypedText(first))
    }
  }

  /// The digits that fill the word, and one more in an array, and back:
  /// the same text is the same value whichever way it was made.
  @Test func crossesTheInlineCapacityBothWays() {
    let full = Array(repeating: UInt8(0x39), count: DigitString.inlineCapacity)
    var typed = TypedText([UInt8(ascii: "-")] + full)
    typed.append(0x31)
    #expect(typed.bytes == [UInt8(ascii: "-")] + full + [0x31])
    #expect(typed == TypedText([UInt8(ascii: "-")] + full + [0x31]))
    typed.removeLast()
    #expect(typed == TypedText([UInt8(ascii: "-")] + full))
    #expect(typed.hashValue == TypedText([UInt8(ascii: "-")] + full).hashValue)
  }
}
