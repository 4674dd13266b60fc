/// What became of a key press.
///
/// ```swift
/// field.press(.digit(1))  // .accepted
/// field.press(.sign)      // .rejected(.negativeNotAllowed) when negatives are off
/// ```
public enum KeyOutcome: Sendable, Hashable {
  /// The key was applied (possibly as a no-op, such as `0` on a lone `0`).
  case accepted
  /// The key was refused; the field is exactly as it was.
  case rejected(EntryRejection)

  /// Whether the key was applied.
  public var isAccepted: Bool { self == .accepted }

  /// The rejection, when the key was refused.
  public var rejection: EntryRejection? {
    switch self {
    case .accepted: nil
    case .rejected(let reason): reason
    }
  }
}
