extension FieldRules {
  /// The currency of the field, if it holds money.
  public var currency: Currency? { options?.currency }

  /// How the field shows its number; ``DisplayStyle/decimal`` unless set.
  ///
  /// ```swift
  /// try FieldRules(currency: Currency("EUR"), style: .currency()).style  // .currency(.symbol, accounting: false)
  /// FieldRules.standard.style                                            // .decimal
  /// ```
  public var style: DisplayStyle { options?.style ?? .decimal }

  /// The smallest value the field takes, inclusive, compared exactly.
  ///
  /// A minimum at or below 0 is enforced while typing (a change whose value
  /// falls below it is rejected `below-min`); one above 0 is checked by the
  /// form's Done only, so that `1` can be typed on the way to `15` when the
  /// minimum is 10. See <doc:MoneyAndPercentages>.
  public var min: ExactDecimal? { options?.min }

  /// The largest value the field takes, inclusive, compared exactly.
  ///
  /// A maximum at or above 0 is enforced while typing (`above-max`); one
  /// below 0 is checked by the form's Done only.
  public var max: ExactDecimal? { options?.max }

  /// What ``NumberField/increment()`` adds and ``NumberField/decrement()``
  /// subtracts: 1 unless set.
  public var step: ExactDecimal { options?.step ?? 1 }

  /// The same rules with other bounds, not checked against each other.
  ///
  /// A ``FormField`` keeps its own `min` and `max` this way, so that a form
  /// can still report bounds in the wrong order as
  /// ``FormError/invalidBounds(field:min:max:)``.
  func replacingBounds(min: ExactDecimal?, max: ExactDecimal?) -> FieldRules {
    var copy = self
    copy.options = RulesOptions(
      currency: currency, style: style, min: min, max: max, step: step)
    return copy
  }
}

/// The rarely set parts of ``FieldRules``, kept out of line and immutable.
///
/// Equal and hashed by content, so rules compare as values.
final class RulesOptions: Sendable, Hashable {
  let currency: Currency?
  let style: DisplayStyle
  let min: ExactDecimal?
  let max: ExactDecimal?
  let step: ExactDecimal
  /// Whether ``min`` or ``max`` is set, stored: every key asks it.
  let hasBounds: Bool

  /// Options, or `nil` when every part has its default.
  init?(
    currency: Currency?, style: DisplayStyle, min: ExactDecimal?, max: ExactDecimal?,
    step: ExactDecimal
  ) {
    if currency == nil, style == .decimal, min == nil, max == nil, step == 1,
      step.scale == 0
    {
      return nil
    }
    self.currency = currency
    self.style = style
    self.min = min
    self.max = max
    self.step = step
    self.hasBounds = min != nil || max != nil
  }

  static func == (lhs: RulesOptions, rhs: RulesOptions) -> Bool {
    lhs.currency == rhs.currency && lhs.style == rhs.style && lhs.min == rhs.min
      && lhs.max == rhs.max
      && lhs.step.description == rhs.step.description
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(currency)
    hasher.combine(style)
    hasher.combine(min)
    hasher.combine(max)
    hasher.combine(step.description)
  }
}
