import Keypad

extension FormFile {
  /// Builds the form in `symbols`.
  ///
  /// Each field's limits are checked by ``FieldRules``, the fields together
  /// (unique names, unique tags above 0, `min` not above `max`, an initial
  /// value that fits its rules, a security code's `card` that names a card
  /// field) by ``KeypadForm/init(fields:locale:)``; their errors are placed
  /// at the key of the file that caused them.
  ///
  /// ```swift
  /// let file = try FormFile.parse(
  ///   bytes: Array(#"{"fields":[{"name":"a","tag":3},{"name":"b","tag":3}]}"#.utf8),
  ///   path: "f.json")
  /// try file.makeForm(symbols: .locale("en_US"))  // throws FormFileError.self
  /// // form-duplicate-tag at 1:51: field "b": tag 3 is already used by field "a"; ...
  /// ```
  ///
  /// Date fields are in `locale`, the id the form was asked for, whose
  /// `calendar` keyword chooses their calendar (`th_TH@calendar=gregorian`);
  /// in the symbols' locale when `nil`. Their `"today"` bounds are `today`
  /// (the system's day when `nil`), which the form's Done then checks
  /// against too (``KeypadForm/today``): a `min` after `max` on that day is
  /// `form-invalid-value`, as the field could never be submitted.
  ///
  /// - Throws: ``FormFileError`` with code `form-invalid-value`,
  ///   `form-duplicate-name`, `form-duplicate-tag`, `form-unknown-card-field`
  ///   or `form-not-a-card-field`, naming the field and the place of the
  ///   offending key.
  public func makeForm(
    symbols: NumberSymbols, locale: String? = nil, today: CalendarDay? = nil
  ) throws(FormFileError) -> KeypadForm {
    var definitions: [FormField] = []
    let day = today ?? CalendarDay.today()
    for (index, spec) in fields.enumerated() {
      definitions.append(
        try makeField(
          spec, position: index + 1, locale: locale ?? symbols.localeID, symbols: symbols,
          today: day))
    }
    do {
      var form = try KeypadForm(fields: definitions, locale: locale ?? symbols.localeID)
      form.today = today
      return form
    } catch {
      throw self.error(formError: error)
    }
  }

  private func makeField(
    _ spec: FieldSpec, position: Int, locale: String, symbols: NumberSymbols, today: CalendarDay
  ) throws(FormFileError) -> FormField {
    let kindName = spec.kind ?? .decimal
    // The first key in the file that the kind does not take.
    if let misplaced = spec.givenKeys.first(where: { !$0.key.applies(to: kindName) }) {
      throw self.error(
        .invalidValue, at: misplaced.offset, field: spec.name,
        "\"\(misplaced.key.name)\" does not apply to a \"\(kindName.rawValue)\" field")
    }
    guard kindName == .decimal else {
      return FormField(
        name: spec.name, label: spec.label, tag: spec.tag ?? position,
        rules: try kindRules(spec, kindName, locale: locale, symbols: symbols, today: today),
        isRequired: spec.required ?? false,
        isEnabled: spec.enabled ?? true, isHidden: spec.hidden ?? false)
    }
    let style = try style(of: spec)
    let rules: FieldRules
    do {
      rules = try FieldRules(
        maxIntegerDigits: spec.maxIntegerDigits ?? 12, maxFractionDigits: spec.maxFractionDigits,
        allowNegative: spec.allowNegative ?? false, entryMode: spec.entry ?? .decimal,
        currency: spec.currency, style: style, min: spec.min, max: spec.max,
        step: spec.step ?? 1, bounds: spec.bounds ?? .refuse,
        secondDecimal: spec.secondDecimal ?? .duplicateDecimal)
    } catch {
      let key: FieldSpec.Key
      switch error {
      case .maxIntegerDigits: key = .maxIntegerDigits
      case .maxFractionDigits: key = .maxFractionDigits
      case .invalidBounds: key = .min
      case .invalidStep, .unreachableStep: key = .step
      case .unreachableMin: key = .min
      case .unreachableMax: key = .max
      case .currencyStyleWithoutCurrency: key = .style
      case .unitWithCurrency: key = .unit
      case .invalidPattern: key = .pattern
      case .invalidLength: key = .maxLength
      }
      throw self.error(
        .invalidValue, at: spec.valueOffset(of: key) ?? spec.offset, field: spec.name,
        error.description)
    }
    return FormField(
      name: spec.name, label: spec.label, tag: spec.tag ?? position, rules: rules,
      isRequired: spec.required ?? false, initialValue: spec.value.map(FieldValue.decimal),
      isEnabled: spec.enabled ?? true, isHidden: spec.hidden ?? false)
  }

  /// The display style the spec names; `currencyDisplay` and `accounting`
  /// belong to the currency style only.
  private func style(of spec: FieldSpec) throws(FormFileError) -> DisplayStyle {
    if let unit = spec.unit {
      return try unitStyle(unit, of: spec)
    }
    if spec.unitWidth != nil {
      throw error(
        .unitConflict, at: spec.valueOffset(of: .unitWidth), field: spec.name,
        "\"unitWidth\" needs a \"unit\"")
    }
    if spec.style != .currency {
      let given: [(key: FieldSpec.Key, isGiven: Bool)] = [
        (.currencyDisplay, spec.currencyDisplay != nil), (.accounting, spec.accounting != nil),
      ]
      for (key, isGiven) in given where isGiven {
        throw error(
          .invalidValue, at: spec.valueOffset(of: key), field: spec.name,
          "\"\(key.name)\" applies to \"style\": \"currency\" only")
      }
    }
    switch spec.style ?? .decimal {
    case .decimal: return .decimal
    case .percent: return .percent
    case .currency:
      return .currency(spec.currencyDisplay ?? .symbol, accounting: spec.accounting ?? false)
    }
  }

  /// The style of a field with a `unit`: refused with money or a
  /// percentage, at the first key in the file that names one.
  private func unitStyle(_ unit: MeasureUnit, of spec: FieldSpec) throws(FormFileError)
    -> DisplayStyle
  {
    let conflicting: [FieldSpec.Key] = [.currency, .currencyDisplay, .accounting]
    let style = spec.style ?? .decimal
    if let clash = spec.givenKeys.first(where: {
      conflicting.contains($0.key) || ($0.key == .style && style != .decimal)
    }) {
      let what = clash.key == .style ? "\"style\": \"\(style.rawValue)\"" : "\"\(clash.key.name)\""
      throw error(
        .unitConflict, at: clash.offset, field: spec.name,
        "\"unit\" cannot go with \(what): the field holds a measure, not money or a percentage")
    }
    return .unit(unit, width: spec.unitWidth ?? .short)
  }

  /// The form's refusal of the fields, as an error at the field's key.
  private func error(formError: FormError) -> FormFileError {
    switch formError {
    case .duplicateName(let name, let first, let second):
      let spec = fields.indices.contains(second) ? fields[second] : nil
      return error(
        .duplicateName, at: spec.map { $0.valueOffset(of: .name) ?? $0.offset },
        field: name, "the name is already used by field \(first + 1); names must be unique")
    case .unknownCardField(let name, let card):
      return error(
        .unknownCardField, at: place(of: .card, inField: name), field: name,
        "\"card\" names \"\(card)\", but no field is named so; it must name a field of kind "
          + "\"card\"")
    case .notACardField(let name, let card, let kind):
      return error(
        .notACardField, at: place(of: .card, inField: name), field: name,
        "\"card\" names \"\(card)\", a field of kind \"\(kind)\"; it must name a field of kind "
          + "\"card\"")
    case .emptyDateRange(let name, _, _):
      // The reader refuses such bounds first (dateRules), on the file's day.
      return error(
        .invalidValue, at: place(of: .min, inField: name), field: name, formError.description)
    case .duplicateTag(let tag, let first, let second):
      let spec = self.spec(named: second)
      let how = spec?.tag == nil ? " (its position, as it has no \"tag\")" : ""
      return error(
        .duplicateTag, at: spec.map { $0.valueOffset(of: .tag) ?? $0.offset }, field: second,
        "tag \(tag)\(how) is already used by field \"\(first)\"; tags above 0 must be unique")
    case .invalidInitialValue(let name, let rule):
      let value = spec(named: name)?.value.map { " \($0)" } ?? ""
      return error(
        .invalidValue, at: place(of: .value, inField: name), field: name,
        "the value\(value) breaks the field's rules: \(rule.description)")
    case .unusableLocale(let name, let reason):
      let spec = name.flatMap { self.spec(named: $0) }
      return error(
        .invalidValue, at: spec.map { $0.valueOffset(of: .kind) ?? $0.offset }, field: name,
        reason.description)
    case .unknownField(let name), .fieldDisabled(let name), .fieldHidden(let name):
      return error(
        .invalidValue, at: spec(named: name)?.offset, field: name, formError.description)
    case .noActiveField:
      return error(.invalidValue, at: nil, field: nil, formError.description)
    }
  }

  /// The field named `name`; names are unique once the form checked them.
  private func spec(named name: String) -> FieldSpec? {
    fields.first { $0.name.hasSameUTF8(as: name) }
  }

  /// Where a key's value starts in a field, else where the field starts.
  private func place(of key: FieldSpec.Key, inField name: String) -> Int? {
    guard let spec = spec(named: name) else { return nil }
    return spec.valueOffset(of: key) ?? spec.offset
  }
}
