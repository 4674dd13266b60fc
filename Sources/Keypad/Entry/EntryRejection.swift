/// Why a key, a typed character or a paste was refused.
///
/// A rejection never changes the field: the state after a rejected input is
/// exactly the state before it. The raw value is the stable code.
///
/// ```swift
/// var field = try NumberField(locale: "en_US")
/// field.press(.decimal)   // .accepted
/// field.press(.decimal)   // .rejected(.duplicateDecimal)
/// EntryRejection.duplicateDecimal.code  // "duplicate-decimal"
/// ```
public enum EntryRejection: String, CodedError, Hashable, Codable, CaseIterable {
  /// The integer part already has `maxIntegerDigits` digits.
  case maxIntegerDigits = "max-integer-digits"
  /// The fraction part already has `maxFractionDigits` digits, or the field
  /// takes no fraction at all.
  case maxFractionDigits = "max-fraction-digits"
  /// The field already has a decimal separator.
  case duplicateDecimal = "duplicate-decimal"
  /// The field does not take negative numbers.
  case negativeNotAllowed = "negative-not-allowed"
  /// The field is in cents entry mode, where the separator is fixed.
  case decimalNotAllowed = "decimal-not-allowed"
  /// A typed character is not a digit, separator or minus of the locale.
  case invalidCharacter = "invalid-character"
  /// A pasted text is not a number in the field's locale.
  case unparseable
  /// The result would be above the rules' maximum (one at or above 0), and
  /// no further digit could bring it back; see ``FieldRules/max``.
  case aboveMax = "above-max"
  /// The result would be below the rules' minimum (one at or below 0), and
  /// no further digit could bring it back; see ``FieldRules/min``.
  case belowMin = "below-min"

  /// The stable code, such as `duplicate-decimal`.
  public var code: String { rawValue }

  /// The reason in plain words, for people.
  public var description: String {
    switch self {
    case .maxIntegerDigits: "too many digits before the decimal separator"
    case .maxFractionDigits: "too many digits after the decimal separator"
    case .duplicateDecimal: "the number already has a decimal separator"
    case .negativeNotAllowed: "this field does not take negative numbers"
    case .decimalNotAllowed: "this field places the decimal separator itself"
    case .invalidCharacter: "not a digit, decimal separator or minus sign"
    case .unparseable: "not a number in this locale"
    case .aboveMax: "above the field's maximum"
    case .belowMin: "below the field's minimum"
    }
  }
}
