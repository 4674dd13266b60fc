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
  /// With ``bounds`` ``BoundsBehavior/refuse``, a minimum at or below 0 is
  /// enforced while typing (a change whose value falls below it is rejected
  /// `below-min`); one above 0 is checked by the form's Done only, so that
  /// `1` can be typed on the way to `15` when the minimum is 10. With
  /// `clamp` or `report`, typing is never refused for it. See
  /// <doc:MoneyAndPercentages>.
  public var min: ExactDecimal? { options?.min }

  /// The largest value the field takes, inclusive, compared exactly.
  ///
  /// With ``bounds`` ``BoundsBehavior/refuse``, a maximum at or above 0 is
  /// enforced while typing (`above-max`); one below 0 is checked by the
  /// form's Done only. With `clamp` or `report`, typing is never refused
  /// for it.
  public var max: ExactDecimal? { options?.max }

  /// What ``KeypadField/increment()`` adds and ``KeypadField/decrement()``
  /// subtracts: 1 unless set.
  public var step: ExactDecimal { options?.step ?? 1 }

  /// What the field does with a value beyond ``min`` or ``max``:
  /// ``BoundsBehavior/refuse`` unless set.
  ///
  /// ```swift
  /// try FieldRules(max: 100, bounds: .report).bounds  // .report
  /// FieldRules.standard.bounds                        // .refuse
  /// ```
  public var bounds: BoundsBehavior { options?.bounds ?? .refuse }

  /// What the decimal key does when the number already has a separator:
  /// ``SecondDecimalKey/duplicateDecimal`` unless set.
  ///
  /// ```swift
  /// try FieldRules(secondDecimal: .jump).secondDecimal  // .jump
  /// FieldRules.standard.secondDecimal                  // .duplicateDecimal
  /// ```
  public var secondDecimal: SecondDecimalKey { options?.secondDecimal ?? .duplicateDecimal }

  /// What the field holds: ``FieldKind/decimal`` unless set.
  ///
  /// ```swift
  /// FieldRules(kind: try .digits(pattern: "### ###")).kind.name  // "digits"
  /// FieldRules.standard.kind                                    // .decimal
  /// ```
  public var kind: FieldKind { options?.kind ?? .decimal }

  /// Whether a form moves to the next field once this one is full:
  /// `false` unless set.
  ///
  /// ```swift
  /// let rules = FieldRules(kind: try .code(length: 6...6), advancesWhenComplete: true)
  /// rules.advancesWhenComplete  // true
  /// ```
  public var advancesWhenComplete: Bool { options?.advancesWhenComplete ?? false }

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
  let bounds: BoundsBehavior
  let secondDecimal: SecondDecimalKey
  /// What the field holds.
  let kind: FieldKind
  /// Whether a form moves on once the field is full.
  let advancesWhenComplete: Bool
  /// Whether ``min`` or ``max`` is set and ``bounds`` refuses values
  /// beyond them, stored: every key asks it.
  let checksBoundsWhileTyping: Bool

  /// Options, or `nil` when every part has its default.
  ///
  /// The defaults are told before an object is made, not by a failable
  /// initializer: Embedded Swift's runtime does not free an object whose
  /// initializer returns before its last stored property is set
  /// (`swift_deallocPartialClassInstance` destroys the properties set and
  /// leaves the memory), so every field of default rules leaked one in the
  /// browser.
  static func unlessDefault(
    currency: Currency?, style: DisplayStyle, min: ExactDecimal?, max: ExactDecimal?,
    step: ExactDecimal, bounds: BoundsBehavior, secondDecimal: SecondDecimalKey,
    kind: FieldKind = .decimal, advancesWhenComplete: Bool = false
  ) -> RulesOptions? {
    if currency == nil, style == .decimal, min == nil, max == nil, step == 1,
      step.scale == 0, bounds == .refuse, secondDecimal == .duplicateDecimal,
      kind.isDecimal, !advancesWhenComplete
    {
      return nil
    }
    return RulesOptions(
      currency: currency, style: style, min: min, max: max, step: step, bounds: bounds,
      secondDecimal: secondDecimal, kind: kind, advancesWhenComplete: advancesWhenComplete)
  }

  private init(
    currency: Currency?, style: DisplayStyle, min: ExactDecimal?, max: ExactDecimal?,
    step: ExactDecimal, bounds: BoundsBehavior, secondDecimal: SecondDecimalKey,
    kind: FieldKind, advancesWhenComplete: Bool
  ) {
    self.currency = currency
    self.style = style
    self.min = min
    self.max = max
    self.step = step
    self.bounds = bounds
    self.secondDecimal = secondDecimal
    self.kind = kind
    self.advancesWhenComplete = advancesWhenComplete
    self.checksBoundsWhileTyping = (min != nil || max != nil) && bounds == .refuse
  }

  /// The currency as its code, which says all of it (its digits are ICU's
  /// for the code), compared by its bytes.
  private var currencyCode: UTF8Key? { currency.map { UTF8Key($0.code) } }

  static func == (lhs: RulesOptions, rhs: RulesOptions) -> Bool {
    lhs.currencyCode == rhs.currencyCode && lhs.style == rhs.style && lhs.min == rhs.min
      && lhs.max == rhs.max
      && lhs.step.description.hasSameUTF8(as: rhs.step.description) && lhs.bounds == rhs.bounds
      && lhs.secondDecimal == rhs.secondDecimal && lhs.kind == rhs.kind
      && lhs.advancesWhenComplete == rhs.advancesWhenComplete
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(currencyCode)
    hasher.combine(style)
    hasher.combine(min)
    hasher.combine(max)
    hasher.combine(UTF8Key(step.description))
    hasher.combine(bounds)
    hasher.combine(secondDecimal)
    hasher.combine(kind)
    hasher.combine(advancesWhenComplete)
  }
}
