extension KeypadForm {
  /// Validates the whole form and submits it when every value is valid.
  ///
  /// The active field is left first (see <doc:Navigation>): a field with
  /// ``BoundsBehavior/clamp`` is clamped, and a changed value is reported
  /// ``FormEvent/valueCommitted(field:value:)``. Then every available field
  /// is checked: a required field must have a value,
  /// and a value must lie within the field's `min` and `max`, inclusive,
  /// compared exactly. Disabled and hidden fields are skipped.
  ///
  /// - When all pass: ``FormEvent/submitted(_:)`` with ``values``, then
  ///   editing ends (no field is active).
  /// - Otherwise: ``FormEvent/validationFailed(_:)`` with every failure, and
  ///   the first failing field (chained fields by tag, then unchained ones in
  ///   definition order) becomes active.
  ///
  /// ```swift
  /// // amount is required and empty, tip (max 100) holds 120
  /// form.doneRequested()
  /// // [.valueCommitted(field: "tip", value: 120),
  /// //  .validationFailed([
  /// //    ValidationFailure(field: "amount", code: .required),
  /// //    ValidationFailure(field: "tip", code: .aboveMax, bound: 100)]),
  /// //  .focusChanged(from: "tip", to: "amount")]
  /// ```
  ///
  /// - Complexity: O(n) in the number of fields.
  @discardableResult
  mutating func doneRequested() -> [FormEvent] {
    withFocusEvents { form, events in
      form.leaveActiveField(into: &events)
      let context = ValidationContext(today: form.today, values: form.values)
      var failures: [ValidationFailure] = []
      var firstFailing: Int?
      for index in form.validationOrder {
        let failure = form.check(index, in: context)
        form.records[index].failure = failure
        guard let failure else { continue }
        failures.append(failure)
        if firstFailing == nil { firstFailing = index }
      }
      if let firstFailing {
        events.append(.validationFailed(failures))
        form.active = firstFailing
      } else {
        events.append(.submitted(form.values))
        form.active = nil
      }
    }
  }

  /// The failure of one field, or `nil` when it is valid or unavailable.
  func check(_ index: Int, in context: ValidationContext) -> ValidationFailure? {
    let definition = records[index].definition
    guard definition.isAvailable else { return nil }
    let field = records[index].field
    guard !field.kind.holdsNothing(field.typed) else {
      guard definition.isRequired else { return nil }
      return ValidationFailure(field: definition.name, label: definition.label, code: .required)
    }
    guard let code = field.kind.validate(field.typed, rules: field.rules, in: context) else {
      return nil
    }
    let rules = definition.rules
    let bound =
      switch code {
      case .belowMin: rules.min
      case .aboveMax: rules.max
      case .stepMismatch: rules.kind.timeStep.map { ExactDecimal(integerLiteral: $0) }
      case .durationTooLong: rules.kind.durationMax.map { ExactDecimal(integerLiteral: $0) }
      default: nil as ExactDecimal?
      }
    return ValidationFailure(
      field: definition.name, label: definition.label, code: code, bound: bound)
  }
}
