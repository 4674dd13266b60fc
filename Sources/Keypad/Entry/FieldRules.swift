/// The limits and options of one numeric field.
///
/// Rules are values: build them once, share them between fields, compare
/// them. They are checked when built, so a field never holds impossible
/// limits. Besides the digit limits they hold the display style, the
/// bounds the field enforces while typing and the step of
/// ``KeypadField/increment()`` (see <doc:MoneyAndPercentages>).
///
/// ```swift
/// let price = try FieldRules(maxIntegerDigits: 7, currency: Currency("JPY"))
/// price.maxFractionDigits  // 0, from ICU's data for the yen
/// ```
public struct FieldRules: Sendable, Hashable {
  /// The allowed values of ``maxIntegerDigits``.
  public static let integerDigitsRange = 1...64
  /// The allowed values of ``maxFractionDigits``.
  public static let fractionDigitsRange = 0...32

  /// The most digits before the decimal separator.
  public var maxIntegerDigits: Int { Int(storedMaxIntegerDigits) }
  /// The most digits after the decimal separator; in ``EntryMode/cents``
  /// mode, the fixed number of fraction digits.
  public var maxFractionDigits: Int { Int(storedMaxFractionDigits) }
  // The limits are stored in a byte each (they are at most 64), which keeps
  // a `KeypadField` within 64 bytes.
  private let storedMaxIntegerDigits: UInt8
  private let storedMaxFractionDigits: UInt8
  /// Whether the sign key may make the number negative.
  public let allowNegative: Bool
  /// How digits enter the field.
  public let entryMode: EntryMode
  /// The currency, style, bounds, step and options, out of line: they are rarely
  /// set, and a reference keeps `FieldRules` at 16 bytes.
  var options: RulesOptions?

  /// Creates rules, checking the limits.
  ///
  /// - Parameters:
  ///   - maxIntegerDigits: Digits before the separator, in ``integerDigitsRange``.
  ///   - maxFractionDigits: Digits after it, in ``fractionDigitsRange``. When
  ///     `nil`, the currency's default fraction digits from ICU, or 2.
  ///   - allowNegative: Whether negative numbers may be entered.
  ///   - entryMode: Calculator-style or cents-style entry.
  ///   - currency: The currency, if the field holds money.
  ///   - style: How the number is shown; ``DisplayStyle/currency(_:accounting:)``
  ///     needs a `currency`, ``DisplayStyle/unit(_:width:)`` takes none.
  ///   - min: The smallest value, inclusive; see ``min``.
  ///   - max: The largest value, inclusive; see ``max``.
  ///   - step: What ``KeypadField/increment()`` adds, above 0.
  ///   - bounds: Whether a value beyond `min` or `max` is refused while
  ///     typing, clamped when the field is left, or reported by Done.
  ///   - secondDecimal: What the decimal key does when the number already
  ///     has a separator.
  /// - Throws: ``RulesError`` when a limit is out of range, `min` is above
  ///   `max`, the step is not above 0, a currency style has no currency, a
  ///   unit style has one, or the step, `min` or `max` has more fraction
  ///   digits (trailing zeros aside) than `maxFractionDigits`, so the field
  ///   could never take the step or hold the bound.
  public init(
    maxIntegerDigits: Int = 12,
    maxFractionDigits: Int? = nil,
    allowNegative: Bool = false,
    entryMode: EntryMode = .decimal,
    currency: Currency? = nil,
    style: DisplayStyle = .decimal,
    min: ExactDecimal? = nil,
    max: ExactDecimal? = nil,
    step: ExactDecimal = 1,
    bounds: BoundsBehavior = .refuse,
    secondDecimal: SecondDecimalKey = .duplicateDecimal
  ) throws(RulesError) {
    let fraction = maxFractionDigits ?? currency?.fractionDigits ?? 2
    guard Self.integerDigitsRange.contains(maxIntegerDigits) else {
      throw .maxIntegerDigits(maxIntegerDigits)
    }
    guard Self.fractionDigitsRange.contains(fraction) else {
      throw .maxFractionDigits(fraction)
    }
    if case .currency = style, currency == nil { throw .currencyStyleWithoutCurrency }
    if case .unit = style, currency != nil { throw .unitWithCurrency }
    if let min, let max, min > max { throw .invalidBounds(min: min, max: max) }
    guard step > 0 else { throw .invalidStep(step) }
    try Self.checkReachable(min: min, max: max, step: step, maxFractionDigits: fraction)
    self.storedMaxIntegerDigits = UInt8(maxIntegerDigits)
    self.storedMaxFractionDigits = UInt8(fraction)
    self.allowNegative = allowNegative
    self.entryMode = entryMode
    self.options = RulesOptions.unlessDefault(
      currency: currency, style: style, min: min, max: max, step: step, bounds: bounds,
      secondDecimal: secondDecimal)
  }

  /// Creates the rules of a field of another kind than decimal: digits, a
  /// code, a card number, or a kind of one's own.
  ///
  /// The decimal limits do not apply: such a field holds digits only. For
  /// ``FieldKind/decimal`` the rules are ``standard``.
  ///
  /// - Parameters:
  ///   - kind: What the field holds and how it shows it.
  ///   - advancesWhenComplete: Whether a form moves to the next field once
  ///     this one is full (see ``KeypadField/isComplete``); the last
  ///     field of the chain stays active, never submitting by itself.
  ///
  /// ```swift
  /// let pin = FieldRules(kind: try .code(length: 4...4, secure: true))
  /// pin.kind.name  // "code"
  /// ```
  public init(kind: FieldKind, advancesWhenComplete: Bool = false) {
    self.storedMaxIntegerDigits = 12
    self.storedMaxFractionDigits = kind.isDecimal ? 2 : 0
    self.allowNegative = false
    self.entryMode = .decimal
    self.options = RulesOptions.unlessDefault(
      currency: nil, style: .decimal, min: nil, max: nil, step: 1, bounds: .refuse,
      secondDecimal: .duplicateDecimal, kind: kind, advancesWhenComplete: advancesWhenComplete)
  }

  /// Twelve integer digits, two fraction digits, no negatives, decimal entry.
  public static let standard = FieldRules(
    checked: 12, maxFractionDigits: 2, allowNegative: false, entryMode: .decimal)

  /// Builds rules whose limits are known to be in range.
  private init(
    checked maxIntegerDigits: Int, maxFractionDigits: Int, allowNegative: Bool,
    entryMode: EntryMode
  ) {
    self.storedMaxIntegerDigits = UInt8(maxIntegerDigits)
    self.storedMaxFractionDigits = UInt8(maxFractionDigits)
    self.allowNegative = allowNegative
    self.entryMode = entryMode
    self.options = nil
  }
}
