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
  /// <!-- example: not compiled: doneRequested() is internal: a client calls apply(_:) -->
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
      return ValidationFailure(
        field: definition.name, label: definition.label, code: .required, bound: nil,
        shownBound: nil, locale: field.symbols.localeID, boundIsTime: false)
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
    let shownBound: String?
    switch code {
    case .belowMin, .aboveMax:
      shownBound = bound.map { Self.shown(.decimal($0), in: field) }
    case .beforeMin, .afterMax:
      let earliest = code == .beforeMin
      if let time = rules.kind.timeBound(earliest: earliest) {
        shownBound = Self.shown(.time(time), in: field)
      } else {
        shownBound = rules.kind.dateBound(earliest: earliest)
          .map { Self.shown(.date($0.day(today: context.today)), in: field) }
      }
    case .durationTooLong:
      shownBound = rules.kind.durationMax.flatMap(ISODuration.init(seconds:))
        .map { Self.shown(.duration($0), in: field) }
    case .required, .tooShort, .invalidCardNumber, .expired, .invalidSecurityCode,
      .incompleteDate, .invalidPhoneNumber, .incompleteTime, .stepMismatch:
      shownBound = nil
    }
    return ValidationFailure(
      field: definition.name, label: definition.label, code: code, bound: bound,
      shownBound: shownBound, locale: field.symbols.localeID,
      boundIsTime: rules.kind.timeBound(earliest: code == .beforeMin) != nil)
  }

  /// A value as a field shows it when it is not edited, such as `1,00 €`.
  ///
  /// The display of the field holding it (`01.12.2026` for a day in a
  /// de_DE date field); the value's own text when the field cannot hold it.
  static func shown(_ value: FieldValue, in field: KeypadField) -> String {
    var holding = field
    do {
      try holding.setValue(value)
    } catch {
      return value.text
    }
    return holding.display(editing: false)
  }
}

extension FieldKind {
  /// A date kind's earliest day (`earliest`) or its latest, if it has one.
  func dateBound(earliest: Bool) -> DateBound? {
    #if KEYPAD_NUMBERS_ONLY
    nil
    #else
    switch storage {
    case .date(let min, let max): earliest ? min : max
    case .fixedDate(let format): earliest ? format.min : format.max
    default: nil
    }
    #endif
  }

  /// A time kind's earliest time (`earliest`) or its latest, if it has one.
  func timeBound(earliest: Bool) -> TimeOfDay? {
    #if KEYPAD_NUMBERS_ONLY
    nil
    #else
    if case .time(_, let min, let max, _) = storage { earliest ? min : max } else { nil }
    #endif
  }
}
