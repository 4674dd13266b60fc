import Testing

@testable import Keypad

/// White space without the standard library's property table.
@Suite struct WhiteSpaceTests {
  @Test func everyScalarAnswersAsTheStandardLibrary() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(isWhiteSpace(scalar) == scalar.properties.isWhitespace, "U+\(value)")
      #expect(isWhiteSpace(Character(scalar)) == Character(scalar).isWhitespace, "U+\(value)")
    }
  }

  @Test func aCharacterIsWhiteSpaceByItsFirstScalar() {
    for text in [
      "\r\n", " \u{301}", "\u{2009}\u{200D}", "a\u{301}", "\u{3000}\u{FE0F}", "\u{200B}",
    ] {
      let character = Character(text)
      #expect(
        isWhiteSpace(character) == character.isWhitespace, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
