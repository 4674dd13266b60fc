/// Field rules that cannot describe a field.
///
/// ```swift
/// try FieldRules(maxIntegerDigits: 0)  // throws RulesError.maxIntegerDigits(0)
/// ```
public enum RulesError: CodedError, Hashable {
  /// `maxIntegerDigits` is outside ``FieldRules/integerDigitsRange``.
  case maxIntegerDigits(Int)
  /// `maxFractionDigits` is outside ``FieldRules/fractionDigitsRange``.
  case maxFractionDigits(Int)
  /// `min` is greater than `max`.
  case invalidBounds(min: ExactDecimal, max: ExactDecimal)
  /// The step is not above 0.
  case invalidStep(ExactDecimal)
  /// The style is ``DisplayStyle/currency(_:accounting:)`` but the rules
  /// have no currency.
  case currencyStyleWithoutCurrency
  /// The style is ``DisplayStyle/unit(_:width:)`` and the rules have a
  /// currency: a field holds money or a measure, not both.
  case unitWithCurrency
  /// The step has more fraction digits than the field holds, so no step
  /// could be taken (`0.005` in a field of 2 fraction digits).
  case unreachableStep(ExactDecimal, maxFractionDigits: Int)
  /// The minimum has more fraction digits than the field holds, so the
  /// field could never hold it (`0.5` in a whole-number field).
  case unreachableMin(ExactDecimal, maxFractionDigits: Int)
  /// The maximum has more fraction digits than the field holds, so the
  /// field could never hold it (`10.5` in a whole-number field).
  case unreachableMax(ExactDecimal, maxFractionDigits: Int)
  /// A pattern of a ``FieldKind/digits(pattern:minLength:maxLength:)``
  /// field has no digit slot, too many, or a digit or a control character
  /// as a literal.
  case invalidPattern(String)
  /// A kind's lengths are not `1 <= min <= max` within what it takes.
  case invalidLength(min: Int, max: Int)

  /// Always `invalid-rules`.
  public var code: String { "invalid-rules" }

  /// A sentence naming the bad limit and the allowed range.
  public var description: String {
    switch self {
    case .maxIntegerDigits(let value):
      "maxIntegerDigits \(value) is outside \(FieldRules.integerDigitsRange)"
    case .maxFractionDigits(let value):
      "maxFractionDigits \(value) is outside \(FieldRules.fractionDigitsRange)"
    case .invalidBounds(let min, let max):
      "min \(min) is greater than max \(max)"
    case .invalidStep(let step):
      "the step \(step) is not above 0"
    case .currencyStyleWithoutCurrency:
      "the currency style needs a currency"
    case .unitWithCurrency:
      "a unit and a currency cannot go together: the field holds money or a measure"
    case .unreachableStep(let step, let digits):
      "the step \(step) has more fraction digits than the field's \(digits)"
    case .unreachableMin(let min, let digits):
      "min \(min) has more fraction digits than the field's \(digits)"
    case .unreachableMax(let max, let digits):
      "max \(max) has more fraction digits than the field's \(digits)"
    case .invalidPattern(let pattern):
      "the pattern '\(pattern)' needs 1 to 64 '#' slots and no digit or control as a literal"
    case .invalidLength(let min, let max):
      "the lengths \(min)...\(max) are not within what the kind takes"
    }
  }
}
