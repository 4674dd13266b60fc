import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// A whole new text from outside (issue 24): the smallest changed range
/// against the display, applied as one range replacement.
@Suite struct WholeTextTests {
  @Test func theDocCommentExampleHolds() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    #expect(field.setText("19,234", caret: 2) == .accepted)
    #expect(field.display(editing: true) == "19,234")
    #expect(field.selection == 2..<2)
    #expect(field.setText("19234", caret: 2) == .accepted)
    #expect(field.display(editing: true) == "1,234")
    #expect(field.setText("1,2x34") == .rejected(.invalidCharacter))
    #expect(field.display(editing: true) == "1,234")
  }

  @Test func theCaretDecidesWhereARepeatedCharacterWent() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "11" { field.type(character) }
    field.select(utf16Range: 0..<0)
    // "11" to "111" with the caret after the first 1: typed at the start.
    #expect(field.setText("111", caret: 1) == .accepted)
    #expect(field.selection == 1..<1)
    #expect(field.setText("11", caret: 0) == .accepted)  // the first 1 deleted
    #expect(field.display(editing: true) == "11")
    #expect(field.selection == 0..<0)
  }

  @Test func aWholeNewTextIsOneStepOfUndoInTheFieldsOwnDisplay() throws {
    var field = try KeypadField(locale: "de_DE")
    for character in "12" { field.type(character) }
    #expect(field.setText("1234567,5") == .accepted)
    #expect(field.display(editing: true) == "1.234.567,5")
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "12")
  }

  @Test func aRefusedTextChangesNothing() throws {
    var field = try KeypadField(locale: "en_US", rules: try FieldRules(maxIntegerDigits: 3))
    for character in "123" { field.type(character) }
    #expect(field.setText("1234") == .rejected(.maxIntegerDigits))
    #expect(field.display(editing: true) == "123")
    #expect(!field.canRedo)
    #expect(field.setText("12", caret: 5) == .rejected(.invalidRange))
    #expect(field.display(editing: true) == "123")
  }

  @Test func theSameTextOnlyMovesTheCaret() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    #expect(field.setText("1,234", caret: 1) == .accepted)
    #expect(field.selection == 1..<1)
    #expect(!field.canRedo)
    field.undo()
    #expect(field.display(editing: true) == "123")
  }

  @Test func theChangedRangeNeverSplitsASurrogatePair() {
    let old = Array("1𝟙2".utf16)  // 𝟙 is two UTF-16 units: D835 DFD9
    let new = Array("1𝟚2".utf16)  // D835 DFDA
    let change = KeypadField.changedRange(from: old, to: new, caret: nil)
    #expect(change.replaced == 1..<3)
    #expect(change.inserted == 1..<3)
  }

  /// A digit key at a caret, and its character typed into the widget's
  /// text at that place, are the same change; so are Backspace and the
  /// widget deleting the typed character before the caret.
  @Test func aTypedCharacterAndAKeyAtTheCaretAreTheSameChange() async {
    await checkProperty(
      count: 200, input: Generators.keys, Gen.int(in: 0...1000), zip(Gen.int(in: 0...9), Gen.bool),
      Generators.locale
    ) { keys, place, edit, locale in
      let (digit, deletes) = edit
      var field = try KeypadField(
        locale: locale, rules: try FieldRules(maxIntegerDigits: 8, allowNegative: true))
      for key in keys { field.press(key) }
      let offsets = field.caretOffsets
      let caret = offsets[place % offsets.count]
      field.select(utf16Range: caret..<caret)
      var byKey = field
      var byText = field
      var text = Array(field.display(editing: true).utf16)
      if deletes {
        byKey.deleteBackward()
        let typed = offsets.firstIndex(of: caret) ?? 0
        guard typed > 0 else { return }
        // The widget removes what lies between the caret before the typed
        // character and this one: the character and any formatting.
        let start = offsets[typed - 1]
        text.removeSubrange(start..<caret)
        byText.setText(String(decoding: text, as: UTF16.self), caret: start)
      } else {
        byKey.press(.digit(UInt8(digit)))
        let character = field.symbols.digits[digit]
        text.insert(contentsOf: character.utf16, at: caret)
        byText.setText(
          String(decoding: text, as: UTF16.self), caret: caret + character.utf16.count)
      }
      #expect(
        byText.typed == byKey.typed, "\(field.display(editing: true)) at \(caret) in \(locale)")
      #expect(byText.display(editing: true) == byKey.display(editing: true))
    }
  }
}
