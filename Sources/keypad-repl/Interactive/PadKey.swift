import Keypad

/// A key of the drawn number pad, for highlighting the key just pressed.
enum PadKey: Sendable, Hashable {
  /// A digit key, 0 to 9.
  case digit(UInt8)
  /// The `00` key.
  case doubleZero
  /// The decimal key.
  case decimal
  /// Backspace.
  case backspace
  /// Clear.
  case clear
  /// The sign key.
  case sign
  /// The return key (Next or Done).
  case returnKey

  /// The pad key of an engine key.
  init(_ key: Key) {
    switch key {
    case .digit(let value): self = .digit(value)
    case .doubleZero: self = .doubleZero
    case .decimal: self = .decimal
    case .backspace: self = .backspace
    case .clear: self = .clear
    case .sign: self = .sign
    }
  }
}

/// The key just pressed and whether the field took it.
struct PadPress: Sendable, Hashable {
  /// The key.
  let key: PadKey
  /// Whether it was accepted.
  let accepted: Bool
}

/// A line of feedback under the form: what the last input did.
struct Feedback: Sendable, Hashable {
  /// The text, in plain words.
  let text: String
  /// Whether it reports a failure (drawn in red, with ✗).
  let isError: Bool
  /// The stable code of the failure, shown after the text when it fits.
  var code: String?
}
