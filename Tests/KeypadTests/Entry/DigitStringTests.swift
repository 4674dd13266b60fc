import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The typed digits' storage against a plain byte array: in the word up to
/// 15 digits, in an array beyond, and the same collection either way.
@Suite struct DigitStringTests {
  /// ASCII digits.
  static let character = Gen.element(of: Array("0123456789".utf8)).compactMap { $0 }
  /// Texts around the word's capacity, and up to the 96 digits a decimal
  /// field holds.
  static let text = Gen.frequency(
    (0.7, character.array(of: 0...20)), (0.3, character.array(of: 0...96)))

  @Test func holdsTheBytesItWasGiven() async {
    await checkProperty(count: 500, input: Self.text) { bytes in
      let digits = DigitString(bytes)
      #expect(Array(digits) == bytes)
      #expect(digits.count == bytes.count)
      #expect(digits.isEmpty == bytes.isEmpty)
      #expect(digits.string == String(decoding: bytes, as: UTF8.self))
      #expect(DigitString(digits.string) == digits)
      #expect(digits.withBytes { Array($0) } == bytes)
      #expect(digits.isLoneZero == (bytes == [0x30]))
    }
  }

  @Test func appendingAndDroppingAreTheArrays() async {
    await checkProperty(count: 500, input: Self.text, Self.character) { bytes, byte in
      let digits = DigitString(bytes)
      let appended = digits.appending(byte)
      #expect(Array(appended) == bytes + [byte])
      #expect(appended == DigitString(bytes + [byte]))
      #expect(appended.hashValue == DigitString(bytes + [byte]).hashValue)
      guard !bytes.isEmpty else { return }
      let dropped = digits.droppingLast()
      #expect(Array(dropped) == Array(bytes.dropLast()))
      #expect(dropped == DigitString(bytes.dropLast()))
      #expect(dropped.hashValue == DigitString(bytes.dropLast()).hashValue)
    }
  }

  @Test func equalExactlyWhenTheBytesAre() async {
    await checkProperty(count: 500, input: Self.text, Self.text) { first, second in
      #expect((DigitString(first) == DigitString(second)) == (first == second))
      #expect(DigitString(first) == DigitString(first))
    }
  }

  /// Fifteen characters fill the word; a sixteenth moves them to the
  /// array, and dropping it moves them back: the same text is the same
  /// value whichever way it was made.
  @Test func crossesTheWordsCapacityBothWays() {
    let fifteen = Array(repeating: UInt8(0x39), count: DigitString.inlineCapacity)
    var digits = DigitString(fifteen)
    digits = digits.appending(0x31)
    #expect(Array(digits) == fifteen + [0x31])
    #expect(digits == DigitString(fifteen + [0x31]))
    digits = digits.droppingLast()
    #expect(digits == DigitString(fifteen))
    #expect(digits.hashValue == DigitString(fifteen).hashValue)
  }

  /// The typed characters it serves stay within their 18 bytes: a time's
  /// day period shares the separator's byte.
  @Test func fitsTheTypedCharacters() {
    #expect(MemoryLayout<DigitString>.size == 16)
    #expect(MemoryLayout<TypedText>.size == 18)
  }
}
