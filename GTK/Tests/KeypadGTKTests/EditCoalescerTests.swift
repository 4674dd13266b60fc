import Keypad
import KeypadTestSupport
import PropertyBased
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

  /// An insertion at the held deletion's end is one replacement too.
  ///
  /// GTK inserts at the caret, which stays where it was while the deletion
  /// is held: at the selection's end after Ctrl-A, Shift-End, Shift-Right
  /// or a double-click.
  @Test func deletionThenInsertionAtItsEndIsOneReplacement() {
    var coalescer = EditCoalescer()
    #expect(coalescer.deleteRequested(0..<5).isEmpty)
    #expect(coalescer.insertRequested("9", at: 5) == [PendingEdit(range: 0..<5, text: "9")])
    #expect(!coalescer.hasPendingDeletion)
    #expect(coalescer.idle().isEmpty)
  }

  /// A pasted text over a selection whose caret end is its end.
  @Test func aPasteAtTheEndOfTheDeletionIsOneReplacement() {
    var coalescer = EditCoalescer()
    _ = coalescer.deleteRequested(1..<3)
    #expect(coalescer.insertRequested("56", at: 3) == [PendingEdit(range: 1..<3, text: "56")])
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

  /// GTK counts the insertion's position in the text before the held
  /// deletion: past the deletion it moves back by the deleted length.
  @Test func anInsertionPastTheDeletionCountsWithoutIt() {
    var coalescer = EditCoalescer()
    _ = coalescer.deleteRequested(1..<3)
    #expect(
      coalescer.insertRequested("9", at: 5) == [
        PendingEdit(range: 1..<3, text: ""), PendingEdit(range: 3..<3, text: "9"),
      ])
  }

  /// GTK's pair, a deletion of `lower..<upper` then an insertion at a
  /// position counted in the text before the deletion, gives the text a
  /// model says: the deleted characters gone and the inserted text where
  /// the position stood (where the deletion was, at either of its ends),
  /// in one edit when the position is an end of the deletion.
  @Test func theEditsGiveTheTextGTKAskedFor() async {
    await checkProperty(
      count: 300, input: zip(Gen.int(in: 1...12), Gen.int(in: 0...12), Gen.int(in: 1...12)),
      zip(Gen.int(in: 0...12), Gen.int(in: 1...3))
    ) { deletion, insertion in
      let (length, start, size) = deletion
      let (position, inserted) = insertion
      let lower = min(start, length - 1)
      let upper = min(lower + size, length)
      guard position <= lower || position >= upper, position <= length else { return }
      let shown = Array("abcdefghijkl".prefix(length))
      let insertion = String(repeating: "9", count: inserted)
      var coalescer = EditCoalescer()
      var edits = coalescer.deleteRequested(lower..<upper)
      edits += coalescer.insertRequested(insertion, at: position)
      edits += coalescer.idle()
      var result = shown
      for edit in edits {
        // Past the end is the entry's invalid-range: the text is lost.
        guard edit.range.upperBound <= result.count else {
          Issue.record("\(edit.range) is past the end of \(String(result))")
          return
        }
        result.replaceSubrange(edit.range, with: Array(edit.text))
      }
      var model = shown
      model.removeSubrange(lower..<upper)
      let place = position <= lower ? position : position - (upper - lower)
      model.insert(contentsOf: Array(insertion), at: place)
      #expect(result == model, "\(lower)..<\(upper) then \(position)")
      if position == lower || position == upper {
        #expect(edits == [PendingEdit(range: lower..<upper, text: insertion)])
      }
    }
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
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    #expect(engine.current.display == "1,234")
    var coalescer = EditCoalescer()
    var edits = coalescer.deleteRequested(2..<5)
    edits += coalescer.insertRequested("9", at: 2)
    edits += coalescer.idle()
    #expect(edits.count == 1)
    for edit in edits {
      #expect(edit.apply(to: engine, shown: engine.current.display).rejection == nil)
    }
    #expect(engine.current.display == "19")
    #expect(engine.undo().rejection == nil)
    #expect(engine.current.display == "1,234")
  }

  /// Ctrl-A over "1,234" then 9: GTK deletes 0..<5 and inserts at 5,
  /// the caret end; the field shows "9", one step of undo back to "1,234".
  @Test @MainActor func selectAllThenADigitReplacesEverything() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    var coalescer = EditCoalescer()
    var edits = coalescer.deleteRequested(0..<5)
    edits += coalescer.insertRequested("9", at: 5)
    edits += coalescer.idle()
    for edit in edits {
      #expect(edit.apply(to: engine, shown: engine.current.display).rejection == nil)
    }
    #expect(engine.current.display == "9")
    #expect(engine.undo().rejection == nil)
    #expect(engine.current.display == "1,234")
  }

  /// The issue's code field: 12345678 with 2..3 selected by Shift-Right
  /// from offset 1 (the caret end at 3), then 9: 1945678 in one step.
  @Test @MainActor func aSelectionMadeRightwardsIsReplacedInOneStep() throws {
    var field = try KeypadField(
      locale: "en_US", rules: FieldRules(kind: try .code(length: 8...8)))
    for character in "12345678" { field.type(character) }
    let engine = FieldEngine(field: field)
    var coalescer = EditCoalescer()
    var edits = coalescer.deleteRequested(1..<3)
    edits += coalescer.insertRequested("9", at: 3)
    edits += coalescer.idle()
    for edit in edits {
      #expect(edit.apply(to: engine, shown: engine.current.display).rejection == nil)
    }
    #expect(engine.current.display == "1945678")
    #expect(engine.undo().rejection == nil)
    #expect(engine.current.display == "12345678")
  }

  /// The same pair applied one by one would be two steps (and GTK's
  /// insertion offset, 2 in "1,", would lie past the engine's "1"): the
  /// check above can fail.
  @Test @MainActor func theUnmergedPairIsTwoUndoSteps() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    let engine = FieldEngine(field: field)
    let deleted = PendingEdit(range: 2..<5, text: "").apply(to: engine, shown: "1,234")
    #expect(deleted.rejection == nil)
    #expect(deleted.display == "1")
    #expect(
      PendingEdit(range: 2..<2, text: "9").apply(to: engine, shown: "1").rejection == .invalidRange)
    let inserted = PendingEdit(range: 1..<1, text: "9").apply(to: engine, shown: "1")
    #expect(inserted.rejection == nil)
    #expect(inserted.display == "19")
    let undone = engine.undo()
    #expect(undone.rejection == nil)
    #expect(undone.display == "1")
  }

  /// A range in characters reaches the engine as UTF-16 units: replacing
  /// the last Adlam digit (characters 5..<6, units 9..<11).
  @Test @MainActor func aRangeOutsideTheBMPIsConverted() throws {
    var field = try KeypadField(locale: "ff_Adlm_GN")
    for character in "12345" { field.type(character) }
    let engine = FieldEngine(field: field)
    let shown = engine.current.display
    let replaced = PendingEdit(range: 5..<6, text: "9").apply(to: engine, shown: shown)
    #expect(replaced.rejection == nil)
    #expect(replaced.value?.decimal == ExactDecimal("12349"))
    let outside = PendingEdit(range: 7..<8, text: "9").apply(to: engine, shown: replaced.display)
    #expect(outside.rejection == .invalidRange)
  }
}
