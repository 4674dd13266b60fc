extension KeypadForm {
  /// Presses a key of the number pad in the active field.
  ///
  /// <!-- example: not compiled: press(_:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// try form.press(.digit(7))  // [.valueChanged(field: "amount", value: .decimal(7), display: "7")]
  /// try form.press(.decimal)   // [.textChanged(field: "amount", display: "7.")]
  /// try form.press(.decimal)   // [.inputRejected(field: "amount", reason: .duplicateDecimal)]
  /// ```
  ///
  /// - Returns: ``FormEvent/valueChanged(field:value:display:)`` when the
  ///   value changed, ``FormEvent/textChanged(field:display:)`` when only
  ///   the text did, ``FormEvent/inputRejected(field:reason:)`` when the
  ///   field refused the key, nothing for an accepted no-op. A `00` whose
  ///   second zero did not fit gives both: the change with the first zero,
  ///   then the second's rejection.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func press(_ key: Key) throws(FormError) -> [FormEvent] {
    try editReporting { field in field.press(key) }
  }

  /// Types one character in the active field, mapped to a key for the
  /// locale.
  ///
  /// - Returns: The events, as for ``press(_:)``; a character that is no key
  ///   is rejected as ``EntryRejection/invalidCharacter``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func type(_ character: Character) throws(FormError) -> [FormEvent] {
    try edit { field in field.type(character).rejection }
  }

  /// Replaces the active field's input with a pasted text, parsed in the
  /// form's locale.
  ///
  /// - Returns: The events, as for ``press(_:)``.
  /// - Throws: ``FormError/noActiveField`` when no field is active.
  @discardableResult
  mutating func paste(_ text: String) throws(FormError) -> [FormEvent] {
    try edit { field in field.paste(text).rejection }
  }

  /// Sets a field's value by its name (``FormInput/setValue(_:field:)``).
  ///
  /// - Returns: ``FormEvent/valueChanged(field:value:display:)`` when the
  ///   value changed, ``FormEvent/inputRejected(field:reason:)`` when the
  ///   field cannot take it (the field is then unchanged), nothing when it
  ///   already held it.
  /// - Throws: ``FormError/unknownField(_:)``.
  @discardableResult
  mutating func setValue(_ value: FieldValue?, for name: String) throws(FormError) -> [FormEvent] {
    guard let index = fieldIndex(named: name) else { throw .unknownField(name) }
    let before = records[index].field.typed
    do throws(EntryRejection) {
      try records[index].field.setValue(value)
    } catch {
      return [.inputRejected(field: name, reason: error)]
    }
    guard records[index].field.typed != before else { return [] }
    records[index].failure = nil
    return [
      reading(field: index) { field in
        .valueChanged(field: name, value: field.value, display: field.display)
      }
    ]
  }

  /// Switches every field to another locale, keeping every value and
  /// re-rendering every display.
  ///
  /// A date field that takes the form's locale is put in the new locale's
  /// order, calendar and digits, keeping its date or its typed segments
  /// (see <doc:Dates>); its undo history is then forgotten. A date field
  /// whose typed digits the new order cannot hold stays as it was. The
  /// fields' definitions, initial values included, are unchanged.
  ///
  /// <!-- example: not compiled: setLocale(_:) is internal: a client calls apply(_:) -->
  /// ```swift
  /// try form.setLocale("de_CH")                  // [.localeChanged("de_CH")]
  /// try form.setLocale("he_IL@calendar=hebrew")  // with a date field:
  /// // throws LocaleError (unsupported-calendar)
  /// ```
  ///
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses, or, in a form with a date field, whose calendar digits
  ///   cannot type or ICU does not have (code `unsupported-calendar`); the
  ///   form is then unchanged.
  /// - Complexity: O(n) in the number of fields.
  @discardableResult
  mutating func setLocale(_ id: String) throws(LocaleError) -> [FormEvent] {
    let symbols = try NumberSymbols.locale(id)
    var switched = records
    // How the active field's kind carries typed characters to the new
    // locale, if it was made anew there (a date's order and calendar).
    var activeCarrying: ((TypedText) -> TypedText?)?
    for index in switched.indices {
      let carrying = try switched[index].field.setSymbols(symbols, localeID: id)
      if index == active { activeCarrying = carrying }
    }
    self.symbols = symbols
    records = switched
    if let index = active, let carrying = activeCarrying {
      // What Escape restores and what a leave compares with, in the new
      // order; what cannot be carried becomes the field's carried text.
      let typed = records[index].field.typed
      revertState = revertState.map { carrying($0) ?? typed }
      committedState = committedState.map { carrying($0) ?? typed }
    }
    return [.localeChanged(symbols.localeID)]
  }

  /// Applies an input to the active field and reports what became of it.
  ///
  /// Changing the input clears the field's failure from the last Done.
  mutating func edit(
    _ input: (inout KeypadField) -> EntryRejection?
  ) throws(FormError) -> [FormEvent] {
    try editReporting { field in input(&field).map(KeyOutcome.rejected) ?? .accepted }
  }

  /// ``edit(_:)`` with the input's whole outcome: a part refused
  /// (``KeyOutcome/partlyAccepted(_:)``) is reported right after the change.
  mutating func editReporting(
    _ input: (inout KeypadField) -> KeyOutcome
  ) throws(FormError) -> [FormEvent] {
    guard let index = active else { throw .noActiveField }
    let before = records[index].field.typed
    let outcome = input(&records[index].field)
    let name = records[index].definition.name
    if case .rejected(let rejection) = outcome {
      return [.inputRejected(field: name, reason: rejection)]
    }
    let changed = records[index].field.typed != before
    var events: [FormEvent] = []
    if changed {
      records[index].failure = nil
      events.append(
        reading(field: index) { field in
          let value = field.value
          return value == field.value(of: before)
            ? .textChanged(field: name, display: field.display)
            : .valueChanged(field: name, value: value, display: field.display)
        })
    }
    if case .partlyAccepted(let rejection) = outcome {
      events.append(.inputRejected(field: name, reason: rejection))
    }
    // A field that advances when complete moves on as it becomes full, to
    // a following chained field only: the last one does not submit.
    guard changed, reading(field: index, { $0.rules.advancesWhenComplete && $0.isComplete }),
      let position = chain.position(ofField: index),
      chain.following(position) != nil
    else { return events }
    return events + nextRequested()
  }
}
