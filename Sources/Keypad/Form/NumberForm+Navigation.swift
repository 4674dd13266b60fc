extension NumberForm {
  /// Makes a field active, as a tap on it does.
  ///
  /// Any enabled, visible field can be focused, in the chain or not.
  ///
  /// ```swift
  /// try form.focus("note")  // [.focusChanged(from: nil, to: "note"), .returnKeyChanged(.next)]
  /// try form.focus("note")  // []: already active
  /// ```
  ///
  /// - Throws: ``FormError/unknownField(_:)``, ``FormError/fieldDisabled(_:)``
  ///   or ``FormError/fieldHidden(_:)``; nothing changes then.
  @discardableResult
  public mutating func focus(_ name: String) throws(FormError) -> [FormEvent] {
    guard let index = indexByName[name] else { throw .unknownField(name) }
    guard fields[index].isEnabled else { throw .fieldDisabled(name) }
    guard !fields[index].isHidden else { throw .fieldHidden(name) }
    return withFocusEvents { form, _ in form.active = index }
  }

  /// Moves to the following available field of the chain.
  ///
  /// From the last available chained field, acts as ``doneRequested()``.
  /// From an unchained field, or with no active field, moves to the first
  /// available chained field, or acts as Done when there is none.
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  @discardableResult
  public mutating func nextRequested() -> [FormEvent] {
    let target: Int?
    if let active, let position = chain.position(ofField: active) {
      target = chain.following(position)
    } else {
      target = chain.first
    }
    guard let target else { return doneRequested() }
    let index = chain.order[target]
    return withFocusEvents { form, _ in form.active = index }
  }

  /// Moves to the preceding available field of the chain.
  ///
  /// On the first available chained field, focus stays and the event
  /// ``FormEvent/alreadyAtFirstField(_:)`` says so. From an unchained field,
  /// or with no active field, moves to the last available chained field.
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  @discardableResult
  public mutating func previousRequested() -> [FormEvent] {
    let target: Int?
    if let active, let position = chain.position(ofField: active) {
      target = chain.preceding(position)
    } else {
      target = chain.last
    }
    guard let target else { return [.alreadyAtFirstField(activeFieldName)] }
    let index = chain.order[target]
    return withFocusEvents { form, _ in form.active = index }
  }

  /// Ends editing, as a tap outside the fields does: no field is active
  /// afterwards, nothing is validated or submitted, every value is kept.
  @discardableResult
  public mutating func dismissRequested() -> [FormEvent] {
    withFocusEvents { form, _ in form.active = nil }
  }

  /// Runs a change, then adds the focus and return-key events it caused to
  /// the events the change reported.
  mutating func withFocusEvents(
    _ change: (inout NumberForm, inout [FormEvent]) -> Void
  ) -> [FormEvent] {
    let activeBefore = active
    let returnKeyBefore = returnKey
    var events: [FormEvent] = []
    change(&self, &events)
    if active != activeBefore {
      revertState = active.map { numberFields[$0].state }
      events.append(
        .focusChanged(from: activeBefore.map { fields[$0].name }, to: activeFieldName))
    }
    let returnKeyAfter = returnKey
    if returnKeyAfter != returnKeyBefore {
      events.append(.returnKeyChanged(returnKeyAfter))
    }
    return events
  }
}
