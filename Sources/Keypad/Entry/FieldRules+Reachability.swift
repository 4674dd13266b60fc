extension FieldRules {
  /// Checks that the field can hold its bounds and take its step: none of
  /// them has more fraction digits, trailing zeros aside, than the field.
  ///
  /// A whole-number field with `max: 10.5` could never reach its maximum,
  /// and a cents field of 2 fraction digits with a step of `0.005` could
  /// never take a step; such rules are refused rather than clamped, so the
  /// author of a form sees the mistake.
  static func checkReachable(
    min: ExactDecimal?, max: ExactDecimal?, step: ExactDecimal, maxFractionDigits: Int
  ) throws(RulesError) {
    if step.significantFractionCount > maxFractionDigits {
      throw .unreachableStep(step, maxFractionDigits: maxFractionDigits)
    }
    if let min, min.significantFractionCount > maxFractionDigits {
      throw .unreachableMin(min, maxFractionDigits: maxFractionDigits)
    }
    if let max, max.significantFractionCount > maxFractionDigits {
      throw .unreachableMax(max, maxFractionDigits: maxFractionDigits)
    }
  }
}

extension ExactDecimal {
  /// How many fraction digits the value needs: its scale without trailing
  /// zeros (`1.50` needs 1, `2.00` none).
  var significantFractionCount: Int {
    var count = scale
    for digit in fractionDigits.utf8.reversed() {
      guard digit == 0x30 else { break }
      count -= 1
    }
    return count
  }
}
