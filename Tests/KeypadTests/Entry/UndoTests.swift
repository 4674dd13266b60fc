import Testing

@_spi(Engine) @testable import Keypad

/// Undo and redo of a field: react-number-format #645 and #562, where undo
/// broke because the formatter set the text itself.
@Suite struct UndoTests {
  @Test func aNewFieldHasNothingToUndoOrRedo() throws {
    var field = try KeypadField(locale: "en_US")
    #expect(field.undo() == .rejected(.nothingToUndo))
    #expect(field.redo() == .rejected(.nothingToRedo))
    #expect(field.display(editing: true) == "")
  }

  @Test func undoRestoresTheValueAndTheSelectionBeforeEachChange() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }  // 1,234|
    field.select(utf16Range: 1..<1)  // 1|,234
    field.type("9")  // 19|,234
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1,234")
    #expect(field.selection == 1..<1)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "123")
    #expect(field.selection == 3..<3)
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "1,234")
    #expect(field.selection == 5..<5)  // where typing the 4 left it
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "19,234")
    #expect(field.selection == 2..<2)
    #expect(field.redo() == .rejected(.nothingToRedo))
  }

  /// The fault of issue 24: `type 1234`, `select 1`, `type 9`, `select 0`,
  /// `undo`, `redo` put the caret at 0, where it was at the undo.
  @Test func redoRestoresTheSelectionTheChangeLeftNotTheOneAtTheUndo() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "1234" { field.type(character) }
    field.select(utf16Range: 1..<1)
    field.type("9")  // 19|,234
    field.select(utf16Range: 0..<0)
    #expect(field.undo() == .accepted)
    #expect(field.selection == 1..<1)
    field.select(utf16Range: 0..<0)
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "19,234")
    #expect(field.selection == 2..<2)
  }

  @Test func redoOfACommitPutsTheCaretAtTheEnd() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "12" { field.type(character) }
    field.select(utf16Range: 0..<0)
    #expect(field.paste("345") == .accepted)
    field.undo()
    #expect(field.selection == 0..<0)
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "345")
    #expect(field.selection == 3..<3)
  }

  @Test func aRejectedInputIsNoStep() throws {
    var field = try KeypadField(locale: "en_US")
    field.type("1")
    field.type(".")
    #expect(field.type(".") == .rejected(.duplicateDecimal))
    field.undo()
    #expect(field.display(editing: true) == "1")
  }

  @Test func aNewChangeAfterAnUndoDropsWhatCouldBeRedone() throws {
    var field = try KeypadField(locale: "en_US")
    field.type("1")
    field.type("2")
    field.undo()
    field.type("3")
    #expect(field.redo() == .rejected(.nothingToRedo))
    #expect(field.display(editing: true) == "13")
  }

  @Test func pasteClearAndSetValueAreOneStepEach() throws {
    var field = try KeypadField(locale: "en_US")
    #expect(field.paste("1,234.5") == .accepted)
    field.press(.clear)
    try field.setValue(ExactDecimal("7").map(FieldValue.decimal))
    field.undo()
    #expect(field.display(editing: true) == "")
    field.undo()
    #expect(field.display(editing: true) == "1,234.5")
    field.undo()
    #expect(field.display(editing: true) == "")
    #expect(field.undo() == .rejected(.nothingToUndo))
  }

  @Test func atLeastAHundredStepsAreKept() throws {
    var field = try KeypadField(locale: "en_US", rules: try rules(integer: 4))
    for value in 1...150 { try field.setValue(ExactDecimal(String(value)).map(FieldValue.decimal)) }
    for step in 1...100 {
      #expect(field.undo() == .accepted)
      #expect(field.value?.description == String(150 - step))
    }
  }

  @Test func theHistoryIsBounded() throws {
    var field = try KeypadField(locale: "en_US", rules: try rules(integer: 4))
    for value in 1...1000 {
      try field.setValue(ExactDecimal(String(value)).map(FieldValue.decimal))
    }
    var undone = 0
    while field.undo() == .accepted { undone += 1 }
    #expect((100...199).contains(undone), "\(undone) steps kept after 1,000 changes")
    #expect(field.value?.description == String(1000 - undone))
  }

  @Test func copiesKeepTheirOwnHistory() throws {
    var field = try KeypadField(locale: "en_US")
    field.type("1")
    var copy = field
    copy.type("2")
    field.type("3")
    copy.undo()
    field.undo()
    #expect(copy.display(editing: true) == "1")
    #expect(field.display(editing: true) == "1")
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "13")
  }
}
