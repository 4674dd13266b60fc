/// A key (or a paste) read from the terminal, decoded from its bytes.
enum TerminalKey: Sendable, Equatable {
  /// Printable text: one character.
  case character(Character)
  /// Enter (CR or LF).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Delete (`ESC [ 3 ~`).
  case delete
  /// Esc on its own.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up (`ESC [ 5 ~`).
  case pageUp
  /// Page Down (`ESC [ 6 ~`).
  case pageDown
  /// A control key, by letter: Ctrl-C is `control("c")`.
  case control(Character)
  /// Text pasted with bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`).
  case paste(String)
  /// A sequence the REPL does not use (function keys, mouse reports).
  case unknown
}
