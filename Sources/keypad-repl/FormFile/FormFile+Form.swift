import Keypad

extension FormFile {
  /// Builds the form's field definitions, checking each field's rules,
  /// bounds and initial value in `symbols`.
  ///
  /// - Throws: ``FormFileError`` with code `form-invalid-value`, naming the
  ///   field and the place of the offending key.
  func makeFields(symbols: NumberSymbols) throws(FormFileError) -> [FormField] {
    var definitions: [FormField] = []
    for (index, spec) in fields.enumerated() {
      definitions.append(try makeField(spec, position: index + 1, symbols: symbols))
    }
    return definitions
  }

  /// Builds the form in `symbols`.
  func makeForm(symbols: NumberSymbols) throws(FormFileError) -> NumberForm {
    let definitions = try makeFields(symbols: symbols)
    do {
      return try NumberForm(fields: definitions, symbols: symbols)
    } catch {
      throw self.error(formError: error)
    }
  }

  private func makeField(_ spec: FieldSpec, position: Int, symbols: NumberSymbols)
    throws(FormFileError) -> FormField
  {
    let style = try style(of: spec)
    let rules: FieldRules
    do {
      rules = try FieldRules(
        maxIntegerDigits: spec.maxIntegerDigits ?? 12, maxFractionDigits: spec.maxFractionDigits,
        allowNegative: spec.allowNegative ?? false, entryMode: spec.entry ?? .decimal,
        currency: spec.currency, style: style, min: spec.min, max: spec.max,
        step: spec.step ?? 1)
    } catch {
      let key: String
      switch error {
      case .maxIntegerDigits: key = "maxIntegerDigits"
      case .maxFractionDigits: key = "maxFractionDigits"
      case .invalidBounds: key = "min"
      case .invalidStep: key = "step"
      case .currencyStyleWithoutCurrency: key = "style"
      }
      throw self.error(
        .invalidValue, at: spec.valueOffsets[key] ?? spec.offset, field: spec.name,
        error.description)
    }
    if let value = spec.value {
      var probe = NumberField(symbols: symbols, rules: rules)
      do {
        try probe.setValue(value)
      } catch {
        throw self.error(
          .invalidValue, at: spec.valueOffsets["value"], field: spec.name,
          "the value \(value) breaks the field's rules: \(error.description)")
      }
    }
    return FormField(
      name: spec.name, label: spec.label, tag: spec.tag ?? position, rules: rules,
      isRequired: spec.required ?? false, initialValue: spec.value,
      isEnabled: spec.enabled ?? true, isHidden: spec.hidden ?? false)
  }

  /// The display style the spec names; `currencyDisplay` and `accounting`
  /// belong to the currency style only.
  private func style(of spec: FieldSpec) throws(FormFileError) -> DisplayStyle {
    if spec.style != .currency {
      for key in ["currencyDisplay", "accounting"] where spec.valueOffsets[key] != nil {
        let given = key == "currencyDisplay" ? spec.currencyDisplay != nil : spec.accounting != nil
        guard given else { continue }
        throw error(
          .invalidValue, at: spec.valueOffsets[key], field: spec.name,
          "\"\(key)\" applies to \"style\": \"currency\" only")
      }
    }
    switch spec.style ?? .decimal {
    case .decimal: return .decimal
    case .percent: return .percent
    case .currency:
      return .currency(spec.currencyDisplay ?? .symbol, accounting: spec.accounting ?? false)
    }
  }

  /// A form error the checks above did not catch first, placed at its field.
  private func error(formError: FormError) -> FormFileError {
    let reason: FormFileError.Reason
    let field: String?
    switch formError {
    case .duplicateName(let name, _, _):
      (reason, field) = (.duplicateName, name)
    case .duplicateTag(_, _, let second):
      (reason, field) = (.duplicateTag, second)
    case .invalidInitialValue(let name, _), .invalidBounds(let name, _, _):
      (reason, field) = (.invalidValue, name)
    case .unknownField(let name), .fieldDisabled(let name), .fieldHidden(let name):
      (reason, field) = (.invalidValue, name)
    case .noActiveField:
      (reason, field) = (.invalidValue, nil)
    }
    let offset = field.flatMap { name in fields.first { $0.name == name }?.offset }
    return error(reason, at: offset, field: field, formError.description)
  }
}
