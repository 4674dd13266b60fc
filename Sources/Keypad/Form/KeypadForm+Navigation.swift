extension KeypadForm {
  /// Makes a field active, as a tap on it does.
  ///
  /// Any enabled, visible field can be focused, in the chain or not. The
  /// field that was active is left first: clamped when its rules say
  /// ``BoundsBehavior/clamp``, its value reported
  /// ``FormEvent/valueCommitted(field:value:)`` when it changed since it
  /// became active. Next, Previous, dismiss and Done leave it the same way.
  ///
  /// <!-- example: not compiled: focus(_:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// try form.focus("note")  // [.focusChanged(from: nil, to: "note"), .returnKeyChanged(.next)]
  /// try form.focus("note")  // []: already active
  /// ```
  ///
  /// - Throws: ``FormError/unknownField(_:)``, ``FormError/fieldDisabled(_:)``
  ///   or ``FormError/fieldHidden(_:)``; nothing changes then.
  @discardableResult
  mutating func focus(_ name: String) throws(FormError) -> [FormEvent] {
    guard let index = fieldIndex(named: name) else { throw .unknownField(name) }
    guard records[index].definition.isEnabled else { throw .fieldDisabled(name) }
    guard !records[index].definition.isHidden else { throw .fieldHidden(name) }
    return withFocusEvents { form, events in form.move(to: index, events: &events) }
  }

  /// Moves to the following available field of the chain.
  ///
  /// From the last available chained field, acts as ``doneRequested()``.
  /// From an unchained field, or with no active field, moves to the first
  /// available chained field, or acts as Done when there is none.
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  @discardableResult
  mutating func nextRequested() -> [FormEvent] {
    guard let index = nextFieldIndex else { return doneRequested() }
    return withFocusEvents { form, events in form.move(to: index, events: &events) }
  }

  /// The name of the field ``FormInput/next`` moves to, or `nil` when it
  /// acts as Done instead.
  ///
  /// A front end's Next button (an accessory bar's chevron) is insensitive
  /// when this is `nil`: at the end of the chain it leads nowhere, and Done
  /// stays the return key's job.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [
  ///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
  ///   FormField(name: "people", tag: 3), FormField(name: "note", tag: 0),
  /// ], locale: "en_US")  // chain: amount, tip, people; note is unchained
  /// form.apply(.focus("tip"))
  /// form.nextFieldName     // "people"
  /// form.apply(.focus("people"))
  /// form.nextFieldName     // nil: Next would act as Done
  /// form.apply(.focus("note"))
  /// form.nextFieldName     // "amount": Next enters the chain
  /// ```
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  public var nextFieldName: String? { nextFieldIndex.map { records[$0].definition.name } }

  /// The name of the field ``FormInput/previous`` moves to, or `nil` when
  /// focus stays (on the first available chained field, or with no
  /// available chained field).
  ///
  /// A front end's Previous button is insensitive when this is `nil`.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [
  ///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
  ///   FormField(name: "people", tag: 3), FormField(name: "note", tag: 0),
  /// ], locale: "en_US")  // chain: amount, tip, people; note is unchained
  /// form.apply(.focus("amount"))
  /// form.previousFieldName  // nil: amount is the first
  /// form.apply(.focus("people"))
  /// form.previousFieldName  // "tip"
  /// ```
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  public var previousFieldName: String? { previousFieldIndex.map { records[$0].definition.name } }

  /// The index of the field Next moves to, or `nil` when it acts as Done.
  private var nextFieldIndex: Int? {
    let target: Int?
    if let active, let position = chain.position(ofField: active) {
      target = chain.following(position)
    } else {
      target = chain.first
    }
    return target.map { chain.order[$0] }
  }

  /// The index of the field Previous moves to, or `nil` when focus stays.
  private var previousFieldIndex: Int? {
    let target: Int?
    if let active, let position = chain.position(ofField: active) {
      target = chain.preceding(position)
    } else {
      target = chain.last
    }
    return target.map { chain.order[$0] }
  }

  /// Moves to the preceding available field of the chain.
  ///
  /// On the first available chained field, focus stays and the event
  /// ``FormEvent/alreadyAtFirstField(_:)`` says so. From an unchained field,
  /// or with no active field, moves to the last available chained field.
  ///
  /// - Complexity: O(1) plus one step per disabled or hidden field skipped.
  @discardableResult
  mutating func previousRequested() -> [FormEvent] {
    guard let index = previousFieldIndex else { return [.alreadyAtFirstField(activeFieldName)] }
    return withFocusEvents { form, events in form.move(to: index, events: &events) }
  }

  /// Ends editing, as a tap outside the fields does: no field is active
  /// afterwards, nothing is validated or submitted, every value is kept
  /// (but a field with ``BoundsBehavior/clamp`` is clamped as it is left).
  ///
  /// <!-- example: not compiled: dismissRequested() is internal: a client calls apply(_:) -->
  /// ```swift
  /// // amount held nothing when it became active; 12 was typed
  /// form.dismissRequested()
  /// // [.valueCommitted(field: "amount", value: 12),
  /// //  .focusChanged(from: "amount", to: nil), .returnKeyChanged(nil)]
  /// ```
  @discardableResult
  mutating func dismissRequested() -> [FormEvent] {
    withFocusEvents { form, events in form.move(to: nil, events: &events) }
  }

  /// Makes another field active (or none), leaving the active one first;
  /// nothing when `index` is already active.
  private mutating func move(to index: Int?, events: inout [FormEvent]) {
    guard index != active else { return }
    leaveActiveField(into: &events)
    active = index
  }

  /// Runs a change, then adds the focus and return-key events it caused to
  /// the events the change reported.
  mutating func withFocusEvents(
    _ change: (inout KeypadForm, inout [FormEvent]) -> Void
  ) -> [FormEvent] {
    let activeBefore = active
    let returnKeyBefore = returnKey
    var events: [FormEvent] = []
    change(&self, &events)
    if active != activeBefore {
      revertState = active.map { records[$0].field.typed }
      committedState = revertState
      events.append(
        .focusChanged(from: activeBefore.map { records[$0].definition.name }, to: activeFieldName))
    }
    let returnKeyAfter = returnKey
    if returnKeyAfter != returnKeyBefore {
      events.append(.returnKeyChanged(returnKeyAfter))
    }
    return events
  }
}
