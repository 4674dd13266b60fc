extension KeypadForm {
  /// The canonical ICU id of the locale every field displays with.
  var locale: String { symbols.localeID }

  /// The name of the active field, or `nil` when none is.
  public var activeFieldName: String? { active.map { records[$0].definition.name } }

  /// The active live field, or `nil` when none is.
  public var activeField: KeypadField? { active.map { records[$0].field } }

  /// The active field's return key, or `nil` when no field is active.
  public var returnKey: ReturnKey? { active.map { chain.returnKey(forField: $0) } }

  /// The live field with this name (its value, display, rules and symbols),
  /// or `nil` when no field has it.
  public func field(named name: String) -> KeypadField? {
    fieldIndex(named: name).map { records[$0].field }
  }

  /// The definition of the field with this name, with its current enabled
  /// and hidden flags, or `nil` when no field has it.
  package func definition(named name: String) -> FormField? {
    fieldIndex(named: name).map { records[$0].definition }
  }

  /// The return key a field shows, which is what Next does from it: `next`
  /// when Next moves focus, `done` when it acts as Done (see ``ReturnKey``);
  /// `nil` for an unknown name.
  func returnKey(for name: String) -> ReturnKey? {
    fieldIndex(named: name).map { chain.returnKey(forField: $0) }
  }

  /// The field's failure from the last Done, or `nil` when it passed, has
  /// changed since, or no field has the name.
  public func failure(for name: String) -> ValidationFailure? {
    fieldIndex(named: name).flatMap { records[$0].failure }
  }

  /// Every failure Done would find now, without validating or submitting.
  ///
  /// What a control reports as its validity while the person types, before
  /// any Done; in validation order (chained fields by tag, then unchained
  /// ones in definition order). Disabled and hidden fields pass.
  ///
  /// ```swift
  /// let form = try KeypadForm(
  ///   fields: [FormField(name: "amount", tag: 1, isRequired: true)], locale: "en_US")
  /// form.validationFailures().map(\.code)  // [.required]
  /// form.failures                          // []: no Done yet
  /// ```
  ///
  /// - Complexity: O(n) in the number of fields.
  public func validationFailures() -> [ValidationFailure] {
    let context = ValidationContext(today: today, values: values)
    return validationOrder.compactMap { check($0, in: context) }
  }

  /// Every failure from the last Done that still stands, in validation
  /// order: chained fields by tag, then unchained ones in definition order.
  ///
  /// - Complexity: O(n) in the number of fields.
  public var failures: [ValidationFailure] {
    validationOrder.compactMap { records[$0].failure }
  }

  /// The names of the chained fields in tag order, available or not.
  ///
  /// - Complexity: O(n) in the number of chained fields.
  var chainOrder: [String] { chain.order.map { records[$0].definition.name } }

  /// The values Done would submit now: every available field's value, `nil`
  /// when empty; disabled and hidden fields are left out.
  ///
  /// - Complexity: O(n) in the number of fields.
  public var values: FormValues {
    var entries: [FormValues.Entry] = []
    for record in records where record.definition.isAvailable {
      entries.append(FormValues.Entry(name: record.definition.name, value: record.field.value))
    }
    return FormValues(entries)
  }
}

extension KeypadForm {
  /// The name of the first available field of the Next chain.
  ///
  /// The field a front end makes active when the form appears, and where
  /// Next goes from no active field; `nil` when no chained field is
  /// available.
  ///
  /// ```swift
  /// let form = try KeypadForm(fields: [
  ///   FormField(name: "note", tag: 0), FormField(name: "amount", tag: 2),
  ///   FormField(name: "tip", tag: 1, isEnabled: false),
  /// ], locale: "en_US")
  /// form.firstAvailableFieldName  // "amount"
  /// ```
  ///
  /// - Complexity: O(1).
  public var firstAvailableFieldName: String? {
    chain.first.map { records[chain.order[$0]].definition.name }
  }

  /// Whether a key can act on the active field now.
  ///
  /// `true` when the key would be accepted, not refused; a number pad
  /// shows dimmed the keys for which this is `false`. With no active
  /// field, no key can act.
  ///
  /// <!-- example: not compiled: canPress(_:) is internal: a client asks activeField?.canPress(_:) -->
  /// ```swift
  /// // the active field holds "1,5" with two fraction digits at most
  /// form.canPress(.decimal)   // false: duplicate decimal
  /// form.canPress(.digit(7))  // true
  /// ```
  func canPress(_ key: Key) -> Bool {
    activeField?.canPress(key) ?? false
  }
}

extension KeypadForm {
  /// The index of the field named `name`, its bytes as ``UTF8Key`` compares
  /// them, or `nil`.
  func fieldIndex(named name: String) -> Int? { indexByName[UTF8Key(name)] }

  /// Reads the live field at `index` in place: `body` borrows it from the
  /// array's storage.
  ///
  /// `records[index].field.display` would copy the whole field out of the
  /// array first, retaining and releasing each of its members, for every
  /// member read.
  func reading<Result>(field index: Int, _ body: (borrowing KeypadField) -> Result) -> Result {
    precondition(records.indices.contains(index), "a field of the form")
    return records.withUnsafeBufferPointer { body($0[index].field) }
  }
}
