import Testing

@_spi(Engine) @testable import Keypad

/// The form forwards caret edits and undo to the active field, with the
/// events of any other input.
@Suite struct FormEditingTests {
  private func form() throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [
        FormField(
          name: "amount", tag: 1, initialValue: ExactDecimal("1234").map(FieldValue.decimal)),
        FormField(name: "tip", tag: 2),
      ], symbols: .locale("en_US"))
    try form.focus("amount")
    return form
  }

  @Test func theSelectionIsTheActiveFieldsOrNil() throws {
    var form = try form()
    #expect(form.selection == 5..<5)
    form.dismissRequested()
    #expect(form.selection == nil)
    #expect(throws: FormError.noActiveField) { try form.undo() }
  }

  @Test func aReplacementReportsTheNewValue() throws {
    var form = try form()
    let events = try form.replace(utf16Range: 1..<2, with: "")
    #expect(
      events == [
        .valueChanged(
          field: "amount", value: ExactDecimal("234").map(FieldValue.decimal), display: "234")
      ])
    #expect(form.selection == 0..<0)
  }

  @Test func theInitialValueIsNoStepOfUndo() throws {
    var form = try form()
    #expect(try form.undo() == [.inputRejected(field: "amount", reason: .nothingToUndo)])
    #expect(form.field(named: "amount")?.display == "1,234")
  }

  @Test func undoReportsTheRestoredValue() throws {
    var form = try form()
    try form.moveCaretToStart()
    try form.deleteForward()
    #expect(form.field(named: "amount")?.display == "234")
    #expect(
      try form.undo() == [
        .valueChanged(
          field: "amount", value: ExactDecimal("1234").map(FieldValue.decimal), display: "1,234")
      ])
    #expect(form.selection == 0..<0)
    #expect(try form.redo().count == 1)
    #expect(
      try form.select(utf16Range: 0..<9) == [.inputRejected(field: "amount", reason: .invalidRange)]
    )
  }
}
