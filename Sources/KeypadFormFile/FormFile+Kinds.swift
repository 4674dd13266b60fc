@_spi(Engine) import Keypad

#if canImport(KeypadPhone)
import KeypadPhone
#endif

extension FormFile {
  /// The rules of a field of another kind than decimal, from its keys.
  ///
  /// A code takes `"length"` or `"minLength"`/`"maxLength"`, not both; a
  /// digits field without `"pattern"` takes `"maxLength"` slots. A value
  /// the kind refuses is `form-invalid-value` at the key. A phone field
  /// without `"region"` reads numbers of the locale's region; a date field
  /// is in `locale`'s calendar, its `"today"` bounds on `today`.
  func kindRules(
    _ spec: FieldSpec, _ kindName: FieldSpec.KindName, locale: String, symbols: NumberSymbols,
    today: CalendarDay
  ) throws(FormFileError) -> FieldRules {
    var pattern = ""
    var lengths = 1...1
    switch kindName {
    case .decimal:
      return .standard
    #if KEYPAD_NUMBERS_ONLY
    case .card, .expiry, .securityCode, .date, .time, .duration:
      throw kindUnavailable(kindName, at: spec.valueOffset(of: .kind), field: spec.name)
    #else
    case .card:
      return FieldRules(kind: .card, advancesWhenComplete: spec.advance ?? false)
    case .expiry:
      return FieldRules(kind: .expiry, advancesWhenComplete: spec.advance ?? false)
    case .date:
      return try dateRules(spec, locale: locale, today: today)
    case .time:
      return try timeRules(spec)
    case .duration:
      // The duration takes the form's locale, as a time does.
      let kind = FieldKind.duration(
        units: spec.durationUnits ?? .hoursMinutesSeconds, max: spec.maxDuration)
      return FieldRules(kind: kind, advancesWhenComplete: spec.advance ?? false)
    case .securityCode:
      // The form refuses a `card` that names no card field of its own.
      return FieldRules(
        kind: .securityCode(card: spec.card), advancesWhenComplete: spec.advance ?? false)
    #endif
    case .phone:
      #if canImport(KeypadPhone)
      return try phoneRules(spec, symbols: symbols)
      #else
      throw error(
        .phoneUnavailable, at: spec.valueOffset(of: .kind), field: spec.name,
        "phone numbers need libphonenumber, which this build of Keypad does not have")
      #endif
    case .digits:
      guard let text = spec.pattern ?? spec.maxLength.map(Self.slots) else {
        throw error(
          .missingKey, at: spec.offset, field: spec.name,
          "a \"digits\" field needs a \"pattern\" or a \"maxLength\"")
      }
      pattern = text
    case .code:
      let bounded = [FieldSpec.Key.minLength, .maxLength].first { spec.valueOffset(of: $0) != nil }
      if spec.length != nil, let key = bounded {
        throw error(
          .invalidValue, at: spec.valueOffset(of: key), field: spec.name,
          "a code takes \"length\" or \"minLength\" and \"maxLength\", not both")
      }
      guard let upper = spec.length ?? spec.maxLength else {
        throw error(
          .missingKey, at: spec.offset, field: spec.name,
          "a \"code\" field needs a \"length\" or a \"maxLength\"")
      }
      let lower = spec.length ?? spec.minLength ?? upper
      guard lower <= upper else {
        throw error(
          .invalidValue, at: spec.valueOffset(of: .minLength), field: spec.name,
          "minLength \(lower) is greater than maxLength \(upper)")
      }
      lengths = lower...upper
    }
    do throws(RulesError) {
      let kind: FieldKind =
        kindName == .digits
        ? try .digits(pattern: pattern, minLength: spec.minLength, maxLength: spec.maxLength)
        : try .code(length: lengths, secure: spec.secure ?? false)
      return FieldRules(kind: kind, advancesWhenComplete: spec.advance ?? false)
    } catch {
      let key: FieldSpec.Key =
        switch error {
        case .invalidPattern: .pattern
        case .invalidLength: spec.valueOffset(of: .length) != nil ? .length : .maxLength
        default: .kind
        }
      throw self.error(
        .invalidValue, at: spec.valueOffset(of: key) ?? spec.offset, field: spec.name,
        error.description)
    }
  }

  #if !KEYPAD_NUMBERS_ONLY
  /// A date field's rules in the form's locale; `min` after `max` on
  /// `today` (a `"today"` bound is that day) is `form-invalid-value` at
  /// `min`: no day could be submitted.
  private func dateRules(_ spec: FieldSpec, locale: String, today: CalendarDay)
    throws(FormFileError) -> FieldRules
  {
    if let minBound = spec.minDate, let maxBound = spec.maxDate,
      maxBound.day(today: today) < minBound.day(today: today)
    {
      throw error(
        .invalidValue, at: spec.valueOffset(of: .min), field: spec.name,
        "\"min\" \(Self.describe(minBound, today: today)) is after \"max\" "
          + Self.describe(maxBound, today: today))
    }
    // The date takes the form's locale, which the form checks it against.
    return FieldRules(
      kind: .date(min: spec.minDate, max: spec.maxDate), advancesWhenComplete: spec.advance ?? false
    )
  }

  /// A time field's rules in the form's locale; `min` after `max` is
  /// `form-invalid-value` at `min` (no time could be submitted), a `step`
  /// outside 1 to 1440 minutes at `step`.
  private func timeRules(_ spec: FieldSpec) throws(FormFileError) -> FieldRules {
    if let minTime = spec.minTime, let maxTime = spec.maxTime,
      maxTime.secondsOfDay < minTime.secondsOfDay
    {
      throw error(
        .invalidValue, at: spec.valueOffset(of: .min), field: spec.name,
        "\"min\" \(minTime) is after \"max\" \(maxTime)")
    }
    do throws(RulesError) {
      let kind = try FieldKind.time(
        seconds: spec.seconds ?? false, min: spec.minTime, max: spec.maxTime,
        step: spec.stepMinutes)
      // The time takes the form's locale, as a date does.
      return FieldRules(kind: kind, advancesWhenComplete: spec.advance ?? false)
    } catch {
      throw self.error(
        .invalidValue, at: spec.valueOffset(of: .step), field: spec.name,
        "\"step\" must be a number of minutes from 1 to 1440, not \(spec.stepMinutes ?? 0)")
    }
  }

  /// A date bound as an error names it: `2026-01-01`, or
  /// `today (2026-11-24)`.
  private static func describe(_ bound: DateBound, today: CalendarDay) -> String {
    switch bound {
    case .day(let day): day.description
    case .today: "today (\(today))"
    }
  }

  #endif

  /// `form-kind-unavailable`: a kind this build leaves out, at its `kind`.
  func kindUnavailable(_ kind: FieldSpec.KindName, at offset: Int?, field: String)
    -> FormFileError
  {
    error(
      .kindUnavailable, at: offset, field: field,
      "\"\(kind.rawValue)\" is not in this build of Keypad, the browser's numbers build,"
        + " which has decimal, digits and code fields")
  }

  /// A pattern of `count` digit slots, at most one more than a pattern
  /// takes, so that too many is refused as such.
  private static func slots(_ count: Int) -> String {
    String(repeating: "#", count: min(max(count, 0), DigitsFormat.maxSlots + 1))
  }
}

#if canImport(KeypadPhone)
extension FormFile {
  /// The rules of a phone field: numbers of its `"region"`, else of the
  /// locale's region.
  func phoneRules(_ spec: FieldSpec, symbols: NumberSymbols) throws(FormFileError)
    -> FieldRules
  {
    let region = spec.region ?? PhoneFormat.region(ofLocale: symbols.localeID)
    do throws(PhoneError) {
      return FieldRules(kind: try .phone(region: region))
    } catch {
      let sentence =
        spec.region == nil
        ? "the locale \(symbols.localeID) has no region of phone numbers; give a \"region\""
        : "\"region\" must be a two-letter region libphonenumber knows, such as \"DE\", not \"\(region)\""
      throw self.error(
        .invalidValue, at: spec.valueOffset(of: .region) ?? spec.valueOffset(of: .kind),
        field: spec.name, sentence)
    }
  }
}
#endif
