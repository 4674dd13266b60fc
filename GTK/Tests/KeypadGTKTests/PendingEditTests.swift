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
    #expect(engine.current.display == "1.23")
    let answer = PendingEdit(range: 4..<4, text: "00").apply(to: engine, shown: "1.23")
    #expect(answer.rejection == nil)
    #expect(answer.display == "123.00")
    #expect(answer.value?.decimal == ExactDecimal("123"))
    let undone = engine.undo()
    #expect(undone.rejection == nil)
    #expect(undone.display == "1.23")
  }

  /// The locale's own zeros and full-width zeros are the 00 key too.
  @Test @MainActor func theLocalesZerosAreThe00Key() throws {
    var field = try KeypadField(locale: "ar_EG", rules: FieldRules(entryMode: .cents))
    for character in "123" { field.type(character) }
    let engine = FieldEngine(field: field)
    let shown = engine.current.display
    let end = shown.unicodeScalars.count
    let answer = PendingEdit(range: end..<end, text: "٠٠").apply(to: engine, shown: shown)
    #expect(answer.rejection == nil)
    #expect(answer.value?.decimal == ExactDecimal("123"))
    let wide = try tip()
    let wideAnswer = PendingEdit(range: 4..<4, text: "００").apply(to: wide, shown: "1.23")
    #expect(wideAnswer.rejection == nil)
    #expect(wideAnswer.display == "123.00")
  }

  /// In a decimal field the 00 key at the caret types two zeros there.
  @Test @MainActor func twoZerosAtACaretInADecimalField() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "12" { field.type(character) }
    let engine = FieldEngine(field: field)
    let answer = PendingEdit(range: 1..<1, text: "00").apply(to: engine, shown: "12")
    #expect(answer.rejection == nil)
    #expect(answer.display == "1,002")
    #expect(answer.selection == 4..<4)
  }

  /// Over a selection the 00 key replaces it, one step of undo.
  @Test @MainActor func twoZerosOverASelection() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    let answer = PendingEdit(range: 2..<4, text: "00").apply(to: engine, shown: "1,234")
    #expect(answer.rejection == nil)
    #expect(answer.display == "1,004")
    let undone = engine.undo()
    #expect(undone.rejection == nil)
    #expect(undone.display == "1,234")
  }

  /// Other texts of more than one character stay a paste: 56 pasted into
  /// a cents field is the value 56.
  @Test @MainActor func otherTextsAreAPaste() throws {
    let engine = try tip()
    let answer = PendingEdit(range: 4..<4, text: "56").apply(to: engine, shown: "1.23")
    #expect(answer.rejection == nil)
    #expect(answer.display == "56.00")
  }

  /// A refused edit answers with its refusal and the field unchanged, as
  /// the field itself then shows it.
  @Test @MainActor func aRefusedEditAnswersWithTheFieldUnchanged() throws {
    var field = try KeypadField(locale: "de_DE")
    for character in "1,5" { field.type(character) }
    let engine = FieldEngine(field: field)
    let answer = PendingEdit(range: 3..<3, text: ",").apply(to: engine, shown: "1,5")
    #expect(answer.rejection == .duplicateDecimal)
    #expect(answer.display == "1,5")
    #expect(answer.selection == 3..<3)
    #expect(answer.value?.decimal == ExactDecimal("1.5"))
  }

  /// A range outside the shown text is refused before the engine sees it.
  @Test @MainActor func aRangeOutsideTheShownTextIsInvalid() throws {
    let engine = try tip()
    let answer = PendingEdit(range: 9..<9, text: "5").apply(to: engine, shown: "1.23")
    #expect(answer.rejection == .invalidRange)
    #expect(answer.display == "1.23")
  }
}
