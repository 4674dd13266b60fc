import Keypad
import Testing

@testable import KeypadGTK

/// An edit as the entry gives it to the engine.
@Suite struct PendingEditTests {
  /// A cents-entry field with 1.23 typed.
  @MainActor func tip() throws -> FieldEngine {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(entryMode: .cents))
    for character in "123" { field.type(character) }
    return FieldEngine(field: field)
  }

  /// The pad's 00 key and an assistive technology's "00" insert two zeros,
  /// as typing 1 2 3 0 0 does: 123.00, not a pasted value of 0.
  @Test @MainActor func twoZerosInACentsFieldAreThe00Key() throws {
    let engine = try tip()
    #expect(engine.display == "1.23")
    #expect(PendingEdit(range: 4..<4, text: "00").apply(to: engine, shown: "1.23") == nil)
    #expect(engine.display == "123.00")
    #expect(engine.value?.decimal == ExactDecimal("123"))
    #expect(engine.undo() == nil)
    #expect(engine.display == "1.23")
  }

  /// The locale's own zeros and full-width zeros are the 00 key too.
  @Test @MainActor func theLocalesZerosAreThe00Key() throws {
    var field = try KeypadField(locale: "ar_EG", rules: FieldRules(entryMode: .cents))
    for character in "123" { field.type(character) }
    let engine = FieldEngine(field: field)
    let end = engine.display.unicodeScalars.count
    #expect(
      PendingEdit(range: end..<end, text: "٠٠").apply(to: engine, shown: engine.display) == nil)
    #expect(engine.value?.decimal == ExactDecimal("123"))
    let wide = try tip()
    #expect(PendingEdit(range: 4..<4, text: "００").apply(to: wide, shown: "1.23") == nil)
    #expect(wide.display == "123.00")
  }

  /// In a decimal field the 00 key at the caret types two zeros there.
  @Test @MainActor func twoZerosAtACaretInADecimalField() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "12" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(PendingEdit(range: 1..<1, text: "00").apply(to: engine, shown: "12") == nil)
    #expect(engine.display == "1,002")
    #expect(engine.selection == 4..<4)
  }

  /// Over a selection the 00 key replaces it, one step of undo.
  @Test @MainActor func twoZerosOverASelection() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(PendingEdit(range: 2..<4, text: "00").apply(to: engine, shown: "1,234") == nil)
    #expect(engine.display == "1,004")
    #expect(engine.undo() == nil)
    #expect(engine.display == "1,234")
  }

  /// Other texts of more than one character stay a paste: 56 pasted into
  /// a cents field is the value 56.
  @Test @MainActor func otherTextsAreAPaste() throws {
    let engine = try tip()
    #expect(PendingEdit(range: 4..<4, text: "56").apply(to: engine, shown: "1.23") == nil)
    #expect(engine.display == "56.00")
  }
}
