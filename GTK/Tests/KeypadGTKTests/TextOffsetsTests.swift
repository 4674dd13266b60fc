import Keypad
import KeypadTestSupport
import PropertyBased
import Testing

@testable import KeypadGTK

/// GTK counts characters (Unicode scalars), the engine UTF-16 code units.
@Suite struct TextOffsetsTests {
  /// The standard library's own index conversion: an independent model.
  static func modelUTF16(ofCharacter offset: Int, in text: String) -> Int? {
    let scalars = text.unicodeScalars
    guard offset >= 0, offset <= scalars.count,
      let index = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex)
    else { return nil }
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  }

  static func modelCharacter(ofUTF16 offset: Int, in text: String) -> Int? {
    guard offset >= 0, offset <= text.utf16.count else { return nil }
    let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
    guard let scalarIndex = index.samePosition(in: text.unicodeScalars) else { return nil }
    return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: scalarIndex)
  }

  @Test func aCharacterOutsideTheBMPIsTwoUnits() {
    // U+1D7D9 MATHEMATICAL DOUBLE-STRUCK DIGIT ONE, then "2".
    #expect(TextOffsets.utf16Offset(ofCharacter: 1, in: "𝟙2") == 2)
    #expect(TextOffsets.utf16Offset(ofCharacter: 2, in: "𝟙2") == 3)
    #expect(TextOffsets.characterOffset(ofUTF16: 3, in: "𝟙2") == 2)
    #expect(TextOffsets.characterOffset(ofUTF16: 1, in: "𝟙2") == nil)
    #expect(TextOffsets.utf16Offset(ofCharacter: 3, in: "𝟙2") == nil)
    #expect(TextOffsets.utf16Offset(ofCharacter: -1, in: "𝟙2") == 3)
  }

  @Test func adlamDigitsInFulah() throws {
    // ff_Adlm_GN types Adlam digits, U+1E951...: each is two UTF-16 units.
    var field = try KeypadField(locale: "ff_Adlm_GN")
    for character in "12345" { field.type(character) }
    let display = field.display(editing: true)
    #expect(display.unicodeScalars.count == 6)  // 5 digits and a separator
    #expect(display.utf16.count == 11)
    // After the second digit: 2 characters, 4 units; after the separator: 3, 5.
    #expect(TextOffsets.utf16Offset(ofCharacter: 2, in: display) == 4)
    #expect(TextOffsets.utf16Offset(ofCharacter: 3, in: display) == 5)
    #expect(TextOffsets.characterOffset(ofUTF16: field.selection.lowerBound, in: display) == 6)
  }

  @Test func bidiMarksAreOneCharacterEach() throws {
    var field = try KeypadField(locale: "ar_EG", rules: FieldRules(allowNegative: true))
    for character in "-1234" { field.type(character) }
    // "\u{061C}-١٬٢٣٤": the mark, the minus, 4 digits and a separator.
    #expect(field.display(editing: true) == "\u{061C}-١٬٢٣٤")
    #expect(
      TextOffsets.characterOffset(
        ofUTF16: field.selection.lowerBound, in: field.display(editing: true)) == 7)
    #expect(TextOffsets.utf16Range(ofCharacters: 0..<2, in: field.display(editing: true)) == 0..<2)
  }

  @Test func narrowNoBreakSpaceIsOneCharacter() throws {
    var field = try KeypadField(locale: "fr_FR")
    for character in "1234,5" { field.type(character) }
    #expect(field.display(editing: true) == "1\u{202F}234,5")
    #expect(TextOffsets.utf16Offset(ofCharacter: 2, in: field.display(editing: true)) == 2)
    #expect(TextOffsets.characterRange(ofUTF16: 1..<2, in: field.display(editing: true)) == 1..<2)
  }

  @Test func offsetsAgreeWithTheStandardLibrary() async {
    let scalars: [Unicode.Scalar] = [
      "1", "\u{061C}", "\u{200E}", "\u{202F}", "\u{00A0}", "\u{1E951}", "\u{1D7D9}", "٫", "€",
    ]
    await checkProperty(
      count: 300, input: Gen.int(in: 0...(scalars.count - 1)).array(of: 0...12),
      Gen.int(in: -1...30)
    ) { picks, offset in
      var text = ""
      for pick in picks { text.unicodeScalars.append(scalars[pick]) }
      if offset >= 0 {
        #expect(
          TextOffsets.utf16Offset(ofCharacter: offset, in: text)
            == Self.modelUTF16(ofCharacter: offset, in: text))
      }
      #expect(
        TextOffsets.characterOffset(ofUTF16: offset, in: text)
          == Self.modelCharacter(ofUTF16: offset, in: text))
      if let units = TextOffsets.utf16Offset(ofCharacter: offset, in: text), offset >= 0 {
        #expect(TextOffsets.characterOffset(ofUTF16: units, in: text) == offset)
      }
    }
  }
}
