extension KeypadForm {
  /// Adds the active field's step to its value, clamped to its bounds; see
  /// ``KeypadField/increment()``.
  ///
  /// <!-- example: not compiled: increment() is internal: a client calls apply(_:) -->
  /// ```swift
  /// // quantity (step 1, 1 to 999) holds 3
  /// try form.increment()  // [.valueChanged(field: "quantity", value: 4, display: "4")]
  /// ```
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func increment() throws(FormError) -> [FormEvent] {
    try edit { field in field.increment().rejection }
  }

  /// Subtracts the active field's step from its value, clamped to its
  /// bounds; see ``KeypadField/decrement()``.
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func decrement() throws(FormError) -> [FormEvent] {
    try edit { field in field.decrement().rejection }
  }

  /// Restores the value the active field had when it became active.
  ///
  /// The form keeps what a field held when it became active, and restores
  /// it as one step of undo, the caret at the end (autoNumeric's
  /// `isCancellable`). It is revert's one owner: a field on its own is a
  /// value, which an app keeps a copy of to go back to.
  ///
  /// <!-- example: not compiled: revert() is internal: a client calls apply(_:) -->
  /// ```swift
  /// // amount held 12 when focused, then 12.5 was typed
  /// try form.revert()  // [.valueChanged(field: "amount", value: 12, display: "12")]
  /// ```
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func revert() throws(FormError) -> [FormEvent] {
    let state = revertState
    return try edit { field in
      if let state { field.revert(to: state) }
      return nil
    }
  }

  /// What to draw for a field now: its editing display for the active
  /// field and its display at rest for every other, as
  /// ``KeypadField/display(editing:)`` gives them; `nil` for an unknown
  /// name.
  ///
  /// ```swift
  /// let dollars = try FieldRules(currency: Currency("USD"), style: .currency())
  /// let form = try KeypadForm(fields: [
  ///   FormField(name: "amount", tag: 1, rules: dollars, initialValue: .decimal(ExactDecimal("12.5")!)),
  /// ], locale: "en_US")  // amount holds 12.5 and is not active
  /// form.display(of: "amount")  // "$12.50"
  /// ```
  public func display(of name: String) -> String? {
    guard let index = fieldIndex(named: name) else { return nil }
    let field = records[index].field
    return index == active ? field.display : field.displayWhenNotEditing
  }
}
