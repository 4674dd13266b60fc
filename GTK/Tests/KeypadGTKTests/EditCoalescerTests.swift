import Keypad
import Testing

@testable import KeypadGTK

/// GTK's delete+insert pair for a replaced selection is one engine edit.
@Suite struct EditCoalescerTests {
  @Test func deletionThenInsertionAtItsStartIsOneReplacement() {
    var coalescer = EditCoalescer()
    #expect(coalescer.deleteRequested(2..<5).isEmpty)
    #expect(coalescer.hasPendingDeletion)
    #expect(coalescer.insertRequested("7", at: 2) == [PendingEdit(range: 2..<5, text: "7")])
    #expect(!coalescer.hasPendingDeletion)
    #expect(coalescer.idle().isEmpty)
  }

  @Test func aDeletionAloneIsAppliedWhenIdle() {
    var coalescer = EditCoalescer()
    #expect(coalescer.deleteRequested(4..<5).isEmpty)
    #expect(coalescer.idle() == [PendingEdit(range: 4..<5, text: "")])
    #expect(coalescer.idle().isEmpty)
  }

  @Test func anInsertionElsewhereAppliesTheDeletionFirst() {
    var coalescer = EditCoalescer()
    _ = coalescer.deleteRequested(4..<5)
    #expect(
      coalescer.insertRequested("9", at: 0) == [
        PendingEdit(range: 4..<5, text: ""), PendingEdit(range: 0..<0, text: "9"),
      ])
  }

  @Test func twoDeletionsAreTwoEdits() {
    var coalescer = EditCoalescer()
    _ = coalescer.deleteRequested(4..<5)
    #expect(coalescer.deleteRequested(3..<4) == [PendingEdit(range: 4..<5, text: "")])
    #expect(coalescer.idle() == [PendingEdit(range: 3..<4, text: "")])
  }

  @Test func aPlainInsertionPassesStraightThrough() {
    var coalescer = EditCoalescer()
    #expect(coalescer.insertRequested("1", at: 0) == [PendingEdit(range: 0..<0, text: "1")])
  }

  /// The pair as GTK sends it for "234" of "1,234" selected and "9"
  /// typed: one edit, one step of undo.
  @Test @MainActor func aReplacedSelectionIsOneUndoStep() throws {
    var field = try NumberField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(engine.display == "1,234")
    var coalescer = EditCoalescer()
    var edits = coalescer.deleteRequested(2..<5)
    edits += coalescer.insertRequested("9", at: 2)
    edits += coalescer.idle()
    #expect(edits.count == 1)
    for edit in edits {
      #expect(edit.apply(to: engine, shown: engine.display) == nil)
    }
    #expect(engine.display == "19")
    #expect(engine.undo() == nil)
    #expect(engine.display == "1,234")
  }

  /// The same pair applied one by one would be two steps (and GTK's
  /// insertion offset, 2 in "1,", would lie past the engine's "1"): the
  /// check above can fail.
  @Test @MainActor func theUnmergedPairIsTwoUndoSteps() throws {
    var field = try NumberField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(PendingEdit(range: 2..<5, text: "").apply(to: engine, shown: engine.display) == nil)
    #expect(engine.display == "1")
    #expect(
      PendingEdit(range: 2..<2, text: "9").apply(to: engine, shown: engine.display)
        == .invalidRange)
    #expect(PendingEdit(range: 1..<1, text: "9").apply(to: engine, shown: engine.display) == nil)
    #expect(engine.display == "19")
    #expect(engine.undo() == nil)
    #expect(engine.display == "1")
  }

  /// A range in characters reaches the engine as UTF-16 units: replacing
  /// the last Adlam digit (characters 5..<6, units 9..<11).
  @Test @MainActor func aRangeOutsideTheBMPIsConverted() throws {
    var field = try NumberField(locale: "ff_Adlm_GN")
    for character in "12345" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(PendingEdit(range: 5..<6, text: "9").apply(to: engine, shown: engine.display) == nil)
    #expect(engine.value?.decimal == ExactDecimal("12349"))
    #expect(
      PendingEdit(range: 7..<8, text: "9").apply(to: engine, shown: engine.display)
        == .invalidRange)
  }
}
