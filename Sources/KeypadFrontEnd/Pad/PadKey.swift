import Keypad

/// A key a front end shows on its number pad or on the bar above it: one of
/// the engine's keys, the return key, or a chevron to the previous or the
/// next field.
///
/// ```swift
/// PadKey.key(.decimal).name  // "decimal"
/// PadKey.returnKey.name      // "return"
/// ```
public enum PadKey: Sendable, Hashable {
  /// A key the engine applies to the active field: a digit, `00`, the
  /// decimal key, ⌫, C, ± or the day-period key.
  case key(Key)
  /// The return key: Next while Next moves to another field, Done when it
  /// validates and submits (`ReturnKey`).
  case returnKey
  /// ∧: the previous field of the chain.
  case previousField
  /// ∨: the next field of the chain.
  case nextField

  /// The name a front end's trace and tests give the key: the engine key's
  /// (`0`...`9`, `00`, `decimal`, `backspace`, `clear`, `sign`,
  /// `dayPeriod`), `return`,
  /// `previous` or `next`.
  public var name: String {
    switch self {
    case .key(let key): key.name
    case .returnKey: "return"
    case .previousField: "previous"
    case .nextField: "next"
    }
  }
}
