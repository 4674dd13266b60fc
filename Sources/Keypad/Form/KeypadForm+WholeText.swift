extension KeypadForm {
  /// Takes the active field's whole new text and caret as the widget has
  /// them (autofill, dictation, an input method); see
  /// ``KeypadField/setText(_:caret:)``.
  ///
  /// <!-- example: not compiled: setText(_:caret:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// // amount shows "1,234"
  /// try form.setText("19,234", caret: 2)
  /// // [.valueChanged(field: "amount", value: 19234, display: "19,234")]
  /// ```
  ///
  /// - Returns: The events, as for ``press(_:)``; refused, the field is
  ///   unchanged and the widget restores its old text.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func setText(_ text: String, caret: Int? = nil) throws(FormError)
    -> [FormEvent]
  {
    try edit { field in field.setText(text, caret: caret).rejection }
  }
}
