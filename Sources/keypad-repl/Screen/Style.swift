/// How a cell of the screen is drawn, when colour is on.
enum Style: Sendable, Hashable {
  /// The terminal's default.
  case plain
  /// Bold: the title, key labels.
  case strong
  /// Dim: hints, disabled fields, keys that do nothing here.
  case dim
  /// The active field and the key just pressed.
  case active
  /// Errors and rejected keys.
  case error
  /// Success: a submitted form.
  case success
  /// Frames and borders.
  case frame
  /// The phone's keyboard area.
  case keyboard

  /// The SGR parameters that select this style after a reset.
  var sgr: String {
    switch self {
    case .plain: "0"
    case .strong: "0;1"
    case .dim: "0;2"
    case .active: "0;1;7"
    case .error: "0;1;31"
    case .success: "0;1;32"
    case .frame: "0;36"
    case .keyboard: "0;30;47"
    }
  }
}
