extension KeypadForm {
  /// Ends the editing of the active field, as Next, Previous, focusing
  /// another field, dismiss and Done do before anything else.
  ///
  /// A field with ``BoundsBehavior/clamp`` and a value beyond a bound is
  /// set to that bound (one step of undo):
  /// ``FormEvent/valueChanged(field:value:display:)`` then
  /// ``FormEvent/valueClamped(field:value:code:)``. Then, when the value
  /// differs from the one the field had when it became active (or when it
  /// was last committed), ``FormEvent/valueCommitted(field:value:)``. The
  /// value committed becomes the one the next leave compares with.
  mutating func leaveActiveField(into events: inout [FormEvent]) {
    guard let index = active else { return }
    let definition = records[index].definition
    let name = definition.name
    if definition.rules.bounds == .clamp, let code = records[index].field.clampToBounds() {
      records[index].failure = nil
      let field = records[index].field
      events.append(.valueChanged(field: name, value: field.value, display: field.display))
      if let value = field.value {
        events.append(.valueClamped(field: name, value: value, code: code))
      }
    }
    let field = records[index].field
    // The same typed text is the same value: no value is built then.
    if field.typed != committedState {
      let value = field.value
      if value != committedState.flatMap(field.value(of:)) {
        events.append(.valueCommitted(field: name, value: value))
      }
      committedState = field.typed
    }
  }
}
