/// Why a field failed validation.
///
/// The raw value is the stable code, and so is its description: one
/// spelling wherever it is printed.
///
/// ```swift
/// ValidationCode.belowMin.rawValue  // "below-min"
/// "\(ValidationCode.incompleteDate)"  // "incomplete-date"
/// ```
public enum ValidationCode: String, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// A required field is empty (or holds a lone minus).
  case required
  /// The value is less than its rules' ``FieldRules/min``.
  case belowMin = "below-min"
  /// The value is greater than its rules' ``FieldRules/max``.
  case aboveMax = "above-max"
  /// A field of digits or a code has fewer digits than its kind needs.
  case tooShort = "too-short"
  /// A card number fails the Luhn check or has a length its brand does not
  /// issue.
  case invalidCardNumber = "invalid-card-number"
  /// An expiry date's month is before the current one.
  case expired
  /// A security code has not the length its card needs (3, or 4 for
  /// American Express).
  case invalidSecurityCode = "invalid-security-code"
  /// A date field's year, month or day is not complete.
  case incompleteDate = "incomplete-date"
  /// A date is before its field's earliest day (the `min` of
  /// ``FieldKind/date(min:max:)``), or a time before its field's earliest
  /// time (the `min` of ``FieldKind/time(seconds:min:max:step:)``).
  case beforeMin = "before-min"
  /// A date is after its field's latest day (the `max` of
  /// ``FieldKind/date(min:max:)``), or a time after its field's latest
  /// time.
  case afterMax = "after-max"
  /// A time field's hour, minutes (or seconds), or its day period on a
  /// 12-hour clock, are not typed.
  case incompleteTime = "incomplete-time"
  /// A time is off its field's step: `step` minutes from its `min`, or
  /// from midnight (``FieldKind/time(seconds:min:max:step:)``).
  case stepMismatch = "step-mismatch"
  /// A duration is longer than its field's longest (the `max` of
  /// ``FieldKind/duration(units:max:)``).
  case durationTooLong = "duration-too-long"
  /// A phone number that its region's numbering plan does not hold
  /// (libphonenumber's `IsValidNumber`).
  case invalidPhoneNumber = "invalid-phone-number"

  /// The stable code, the raw value.
  public var description: String { rawValue }
}

#if !hasFeature(Embedded)
extension ValidationCode: Codable {}
#endif
