import Keypad

extension FormInput {
  /// Every name `press` accepts, for help and messages.
  static let padNames =
    "0-9, 00, decimal, backspace, delete, clear, sign, dayPeriod, next, previous, done, "
    + "dismiss, increment, decrement, revert"

  /// The input `press` names: a number-pad key (`0`...`9`, `00`, `decimal`,
  /// `backspace`, `clear`, `sign`, `dayPeriod`), `delete`, a move between fields, a step
  /// or a revert; `nil` for any other name.
  ///
  /// ```swift
  /// FormInput(padName: "7")         // .key(.digit(7))
  /// FormInput(padName: "previous")  // .previous
  /// FormInput(padName: "enter")     // nil
  /// ```
  init?(padName name: String) {
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
