import Keypad

/// A key of the keypad as `press` names it: a number-pad key, or one of the
/// return-key and focus actions.
///
/// ```swift
/// PadAction(name: "7")        // .key(.digit(7))
/// PadAction(name: "previous") // .previous
/// PadAction(name: "enter")    // nil
/// ```
enum PadAction: Sendable, Hashable {
  /// A number-pad key: `0`...`9`, `00`, `decimal`, `backspace`, `clear`, `sign`.
  case key(Key)
  /// `next`: the following field, or Done from the last one.
  case next
  /// `previous`: the preceding field.
  case previous
  /// `done`: validate and submit.
  case done
  /// `dismiss`: end editing without validating.
  case dismiss
  /// `increment`: add the field's step, clamped to its bounds.
  case increment
  /// `decrement`: subtract the field's step, clamped to its bounds.
  case decrement
  /// `revert`: restore the value the field had when it became active.
  case revert

  /// `delete`: delete the typed character after the caret.
  case deleteForward

  /// Every name `press` accepts, for help and messages.
  static let summary =
    "0-9, 00, decimal, backspace, delete, clear, sign, next, previous, done, dismiss, "
    + "increment, decrement, revert"

  /// The action with this name, or `nil`.
  init?(name: String) {
    switch name {
    case "next": self = .next
    case "previous": self = .previous
    case "done": self = .done
    case "dismiss": self = .dismiss
    case "delete": self = .deleteForward
    case "increment": self = .increment
    case "decrement": self = .decrement
    case "revert": self = .revert
    default:
      guard let key = Key(name: name) else { return nil }
      self = .key(key)
    }
  }
}
