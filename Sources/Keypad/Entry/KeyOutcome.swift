/// What became of a key press, a typed character, a range replaced or a
/// paste: every edit a person makes gives its refusal as a result, and
/// changes nothing when refused.
///
/// ```swift
/// var field = try KeypadField(locale: "en_US", rules: FieldRules(maxFractionDigits: 2))
/// field.press(.digit(1))  // .accepted
/// field.press(.sign)      // .rejected(.negativeNotAllowed): negatives are off
/// field.press(.decimal)   // .accepted
/// field.press(.digit(5))  // .accepted: 1.5, in a field of two fraction digits
/// field.press(.doubleZero)  // .partlyAccepted(.maxFractionDigits): 1.50
/// field.paste("1,2,3")      // .rejected(.unparseable)
/// ```
public enum KeyOutcome: Sendable, Hashable {
  /// The key was applied (possibly as a no-op, such as `0` on a lone `0`).
  case accepted
  /// The key was refused; the field is exactly as it was.
  case rejected(EntryRejection)
  /// The key was applied in part: a `00` whose first zero went in and
  /// whose second did not fit, for this reason. The field holds the first
  /// zero, as after one `0` key.
  case partlyAccepted(EntryRejection)

  /// Whether the key was applied, wholly or in part.
  public var isAccepted: Bool {
    switch self {
    case .accepted, .partlyAccepted: true
    case .rejected: false
    }
  }

  /// What was refused: the whole key (``rejected(_:)``, the field
  /// unchanged) or its second half (``partlyAccepted(_:)``, the first
  /// applied); `nil` when the key was applied whole.
  public var rejection: EntryRejection? {
    switch self {
    case .accepted: nil
    case .rejected(let reason), .partlyAccepted(let reason): reason
    }
  }
}

extension KeyOutcome {
  /// The outcome of `00` as two `0` keys, `zero` pressing one: the first
  /// zero's rejection refuses the key; the second's leaves the first in and
  /// is reported as ``partlyAccepted(_:)``.
  @inline(__always)
  static func doubleZero(pressing zero: () -> KeyOutcome) -> KeyOutcome {
    let first = zero()
    guard first == .accepted else { return first }
    return zero().rejection.map(KeyOutcome.partlyAccepted) ?? .accepted
  }
}
