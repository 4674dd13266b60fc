extension KeypadForm {
  /// The active field's selection, in UTF-16 offsets into its display, or
  /// `nil` when no field is active.
  ///
  /// <!-- example: not compiled: selection is package API, type(_:) internal: a client reads FormResult.selection -->
  /// ```swift
  /// try form.type("1"); try form.type("2")
  /// form.selection  // 2..<2
  /// ```
  package var selection: Range<Int>? {
    active.map { records[$0].field.selection }
  }

  /// Sets the active field's selection; see
  /// ``KeypadField/select(utf16Range:)``.
  ///
  /// <!-- example: not compiled: select(utf16Range:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// try form.select(utf16Range: 0..<0)  // []
  /// try form.select(utf16Range: 0..<99)
  /// // [.inputRejected(field: "amount", reason: .invalidRange)]
  /// ```
  ///
  /// - Returns: No event, or ``FormEvent/inputRejected(field:reason:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func select(utf16Range range: Range<Int>) throws(FormError) -> [FormEvent] {
    try edit { field in field.select(utf16Range: range).rejection }
  }

  /// Replaces a UTF-16 range of the active field's display with a text, as
  /// a UIKit delegate does; see ``KeypadField/replace(utf16Range:with:)``.
  ///
  /// <!-- example: not compiled: replace(utf16Range:with:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// // amount shows "1,234"
  /// try form.replace(utf16Range: 1..<2, with: "")
  /// // [.valueChanged(field: "amount", value: 234, display: "234")]
  /// ```
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func replace(
    utf16Range range: Range<Int>, with text: String
  ) throws(FormError) -> [FormEvent] {
    try edit { field in field.replace(utf16Range: range, with: text).rejection }
  }

  /// Deletes the typed character before the active field's caret, or its
  /// selection.
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func deleteBackward() throws(FormError) -> [FormEvent] {
    try edit { field in field.deleteBackward().rejection }
  }

  /// Deletes the typed character after the active field's caret, or its
  /// selection.
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func deleteForward() throws(FormError) -> [FormEvent] {
    try edit { field in field.deleteForward().rejection }
  }

  /// Undoes the active field's last change.
  ///
  /// <!-- example: not compiled: undo() is internal: a client calls apply(_:) -->
  /// ```swift
  /// try form.undo()  // [.valueChanged(field: "amount", value: 1, display: "1")]
  /// try form.undo()  // [.inputRejected(field: "amount", reason: .nothingToUndo)]
  /// ```
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func undo() throws(FormError) -> [FormEvent] {
    try edit { field in field.undo().rejection }
  }

  /// Redoes the active field's last undone change.
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func redo() throws(FormError) -> [FormEvent] {
    try edit { field in field.redo().rejection }
  }

  /// Moves the active field's caret by typed characters; see
  /// ``KeypadField/moveCaret(by:extendingSelection:)``.
  ///
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  mutating func moveCaret(by offset: Int, extendingSelection: Bool = false) throws(FormError) {
    guard let index = active else { throw .noActiveField }
    records[index].field.moveCaret(by: offset, extendingSelection: extendingSelection)
  }

  /// Moves the active field's caret to the start, or extends the selection
  /// there.
  ///
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  mutating func moveCaretToStart(extendingSelection: Bool = false) throws(FormError) {
    guard let index = active else { throw .noActiveField }
    records[index].field.moveCaretToStart(extendingSelection: extendingSelection)
  }

  /// Moves the active field's caret to the end, or extends the selection
  /// there.
  ///
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  mutating func moveCaretToEnd(extendingSelection: Bool = false) throws(FormError) {
    guard let index = active else { throw .noActiveField }
    records[index].field.moveCaretToEnd(extendingSelection: extendingSelection)
  }
}
