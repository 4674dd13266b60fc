extension KeypadField {
  /// Sets a value beyond the rules' ``FieldRules/min`` or ``FieldRules/max``
  /// to that bound, as a field with ``BoundsBehavior/clamp`` does when it is
  /// left.
  ///
  /// The bound keeps the fraction digits the value showed (`150.5` with a
  /// maximum of 100 becomes `100.0`). It is one step of undo, with the caret
  /// at the end. A value within the bounds, an empty field, and a bound
  /// with more fraction digits than the rules allow are left as they are.
  /// A ``KeypadForm`` calls this itself for fields whose rules say
  /// ``BoundsBehavior/clamp``; any field can call it.
  ///
  /// ```swift
  /// var tip = try KeypadField(symbols: try .locale("en_US"), rules: try FieldRules(max: 100, bounds: .clamp))
  /// for character in "150" { tip.type(character) }
  /// tip.clampToBounds()  // .aboveMax
  /// tip.display(editing: true)          // "100"
  /// tip.clampToBounds()  // nil: nothing beyond a bound
  /// ```
  ///
  /// - Returns: ``ValidationCode/aboveMax`` or ``ValidationCode/belowMin``
  ///   when the value was set to that bound, else `nil`.
  @discardableResult
  public mutating func clampToBounds() -> ValidationCode? {
    guard let value = decimalValue else { return nil }
    let code: ValidationCode
    let bound: ExactDecimal
    if let max = rules.max, value > max {
      (code, bound) = (.aboveMax, max)
    } else if let min = rules.min, value < min {
      (code, bound) = (.belowMin, min)
    } else {
      return nil
    }
    let scale = Swift.min(value.scale, rules.maxFractionDigits)
    do {
      try setValue(.decimal(bound.padded(toScale: scale)))
      return code
    } catch {
      return nil
    }
  }
}
