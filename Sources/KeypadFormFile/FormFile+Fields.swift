@_spi(Engine) import Keypad

extension FormFile {
  /// Reads one field object.
  func fieldSpec(_ node: JSONNode, position: Int) throws(FormFileError) -> FieldSpec {
    let members = try object(node, field: nil, what: "field \(position)")
    let nameMember = members.first { $0.key.hasSameUTF8(as: "name") }
    guard let nameMember else {
      throw error(
        .missingKey, at: node.offset, field: nil, "field \(position) has no \"name\"")
    }
    let name = try text(nameMember.value, key: "name", field: nil)
    guard !name.isEmpty else {
      throw error(.invalidValue, at: nameMember.value.offset, field: nil, "\"name\" is empty")
    }
    var spec = FieldSpec(name: name, offset: node.offset)
    let given = try checkKeys(members, allowed: FieldSpec.keys, field: name)
    // A field's bounds are of its kind, whichever key comes first: a date
    // field's are dates, a time field's times, a duration field's
    // durations, a decimal field's (no kind, or null) decimals.
    let bounds: BoundKind
    switch members.first(where: { $0.key.hasSameUTF8(as: "kind") })?.value.kind {
    case .string(let name)?:
      #if KEYPAD_NUMBERS_ONLY
      // The numbers build refuses another kind before reading its keys:
      // no date, time or duration bound is read.
      if let kind = FieldSpec.KindName.allCases.first(where: { name.hasSameUTF8(as: $0.rawValue) }),
        !kind.isInNumbersBuild
      {
        throw kindUnavailable(
          kind, at: members.first { $0.key.hasSameUTF8(as: "kind") }?.value.offset, field: spec.name
        )
      }
      #endif
      if name.hasSameUTF8(as: "date") {
        bounds = .date
      } else if name.hasSameUTF8(as: "time") {
        bounds = .time
      } else if name.hasSameUTF8(as: "duration") {
        bounds = .duration
      } else {
        bounds = name.hasSameUTF8(as: "decimal") ? .decimal : .other
      }
    case .null?, nil: bounds = .decimal
    default: bounds = .other
    }
    for (index, member) in members.enumerated() {
      let key = FieldSpec.Key.allCases[given[index]]
      spec.givenKeys.append((key, member.value.offset))
      if case .null = member.value.kind, key != .name { continue }
      try read(member, key, bounds: bounds, into: &spec)
    }
    return spec
  }

  /// What a field's `min` and `max` are, by its kind: decimals, dates,
  /// times, durations, or the plain decimals of another kind.
  private enum BoundKind {
    case decimal, date, time, duration, other
  }

  #if !KEYPAD_NUMBERS_ONLY
  /// A duration field's bound: an ISO 8601 duration such as `"PT2H"`.
  private func durationBound(_ node: JSONNode, key: String, field: String)
    throws(FormFileError) -> ISODuration
  {
    let text = try string(node, key: key, field: field)
    guard let bound = ISODuration(text) else {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\": \"\(text)\" is not a duration such as \"PT2H\" or \"PT1M30S\"")
    }
    return bound
  }

  /// A duration field's units: `"h:m:s"`, `"m:s"` or `"h:m"`.
  private func durationUnits(_ node: JSONNode, key: String, field: String)
    throws(FormFileError) -> DurationUnits
  {
    let text = try string(node, key: key, field: field)
    guard let units = DurationUnits(text) else {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\": \"\(text)\" is not \"h:m:s\", \"m:s\" or \"h:m\"")
    }
    return units
  }

  /// A time field's bound: an ISO time such as `"08:00"`.
  private func timeBound(_ node: JSONNode, key: String, field: String) throws(FormFileError)
    -> TimeOfDay
  {
    let text = try string(node, key: key, field: field)
    guard let bound = TimeOfDay(text) else {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\": \"\(text)\" is not a time such as \"08:00\" or \"18:30:00\"")
    }
    return bound
  }

  /// A date field's bound: an ISO date such as `"2026-11-23"`, or `"today"`;
  /// a decimal is `form-wrong-kind-bound`.
  private func dateBound(_ node: JSONNode, key: String, field: String) throws(FormFileError)
    -> DateBound
  {
    let text = try string(node, key: key, field: field)
    guard let bound = DateBound(text) else {
      if ExactDecimal(text) != nil {
        throw boundOfOtherKind(node, key: key, text: text, field: field, inDate: true)
      }
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\": \"\(text)\" is not a date such as \"2026-11-23\" or \"today\"")
    }
    return bound
  }

  #endif

  /// A decimal field's bound: a decimal string; a date or `"today"` is
  /// `form-wrong-kind-bound`.
  private func decimalBound(_ node: JSONNode, key: String, field: String)
    throws(FormFileError) -> ExactDecimal
  {
    if case .string(let text) = node.kind, ExactDecimal(text) == nil, DateBound(text) != nil {
      throw boundOfOtherKind(node, key: key, text: text, field: field, inDate: false)
    }
    return try decimal(node, key: key, field: field)
  }

  /// `form-wrong-kind-bound`: a decimal as a date field's bound, or a date
  /// as a decimal field's.
  private func boundOfOtherKind(
    _ node: JSONNode, key: String, text: String, field: String, inDate: Bool
  ) -> FormFileError {
    let rule =
      inDate
      ? "a decimal; a \"date\" field's bounds are dates such as \"2026-11-23\" or \"today\""
      : "a date; a decimal field's bounds are decimals such as \"0\" or \"12.50\""
    return error(
      .wrongKindBound, at: node.offset, field: field, "\"\(key)\": \"\(text)\" is " + rule)
  }

  /// Reads one key of a field into the spec; a date field's `min` and
  /// `max` are dates, a time field's times (and its `step` minutes), a
  /// decimal field's decimals.
  private func read(
    _ member: JSONMember, _ key: FieldSpec.Key, bounds: BoundKind, into spec: inout FieldSpec
  ) throws(FormFileError) {
    #if !KEYPAD_NUMBERS_ONLY
    let isDate = bounds == .date
    let isTime = bounds == .time
    #endif
    let isDecimal = bounds == .decimal
    let value = member.value
    // The key as written: the bytes of `key.name`.
    let written = member.key
    let name = spec.name
    switch key {
    case .name: break
    case .label: spec.label = try text(value, key: written, field: name)
    case .tag: spec.tag = try integer(value, key: written, field: name)
    case .maxIntegerDigits: spec.maxIntegerDigits = try integer(value, key: written, field: name)
    case .maxFractionDigits: spec.maxFractionDigits = try integer(value, key: written, field: name)
    case .allowNegative: spec.allowNegative = try bool(value, key: written, field: name)
    case .required: spec.required = try bool(value, key: written, field: name)
    case .enabled: spec.enabled = try bool(value, key: written, field: name)
    case .hidden: spec.hidden = try bool(value, key: written, field: name)
    case .entry: spec.entry = try choice(value, key: written, field: name)
    #if KEYPAD_NUMBERS_ONLY
    // No field of the numbers build takes these: the check of the keys a
    // kind takes refuses them.
    case .units, .seconds: break
    #else
    case .min where isDate: spec.minDate = try dateBound(value, key: written, field: name)
    case .max where isDate: spec.maxDate = try dateBound(value, key: written, field: name)
    case .min where isTime: spec.minTime = try timeBound(value, key: written, field: name)
    case .max where isTime: spec.maxTime = try timeBound(value, key: written, field: name)
    case .max where bounds == .duration:
      spec.maxDuration = try durationBound(value, key: written, field: name)
    // No duration field takes a `min`: the check of the keys a kind takes
    // says so, not the reading of a decimal.
    case .min where bounds == .duration: break
    case .units: spec.durationUnits = try durationUnits(value, key: written, field: name)
    case .seconds: spec.seconds = try bool(value, key: written, field: name)
    #endif
    case .min where isDecimal: spec.min = try decimalBound(value, key: written, field: name)
    case .max where isDecimal: spec.max = try decimalBound(value, key: written, field: name)
    case .min: spec.min = try decimal(value, key: written, field: name)
    case .max: spec.max = try decimal(value, key: written, field: name)
    case .value: spec.value = try decimal(value, key: written, field: name)
    #if !KEYPAD_NUMBERS_ONLY
    case .step where isTime: spec.stepMinutes = try integer(value, key: written, field: name)
    #endif
    case .step: spec.step = try decimal(value, key: written, field: name)
    case .accounting: spec.accounting = try bool(value, key: written, field: name)
    case .style: spec.style = try choice(value, key: written, field: name)
    case .bounds: spec.bounds = try choice(value, key: written, field: name)
    case .secondDecimal: spec.secondDecimal = try choice(value, key: written, field: name)
    case .currencyDisplay: spec.currencyDisplay = try choice(value, key: written, field: name)
    case .kind: spec.kind = try choice(value, key: written, field: name)
    case .pattern: spec.pattern = try text(value, key: written, field: name)
    case .minLength: spec.minLength = try integer(value, key: written, field: name)
    case .maxLength: spec.maxLength = try integer(value, key: written, field: name)
    case .length: spec.length = try integer(value, key: written, field: name)
    case .secure: spec.secure = try bool(value, key: written, field: name)
    case .advance: spec.advance = try bool(value, key: written, field: name)
    case .card: spec.card = try text(value, key: written, field: name)
    case .region: spec.region = try text(value, key: written, field: name)
    case .unitWidth: spec.unitWidth = try choice(value, key: written, field: name)
    case .unit:
      let id = try string(value, key: written, field: name)
      do {
        spec.unit = try MeasureUnit(id)
      } catch {
        let reason: FormFileError.Reason =
          error.reason == .unknown ? .unknownUnit : .unitUnavailable
        throw self.error(reason, at: value.offset, field: name, error.description)
      }
    case .currency:
      let code = try string(value, key: written, field: name)
      do {
        spec.currency = try Currency(code)
      } catch {
        throw self.error(.invalidValue, at: value.offset, field: name, error.description)
      }
    }
  }
}
