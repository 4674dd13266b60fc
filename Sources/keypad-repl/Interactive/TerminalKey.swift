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
  /// Shift and arrow left (`ESC [ 1 ; 2 D`).
  case shiftLeft
  /// Shift and arrow right (`ESC [ 1 ; 2 C`).
  case shiftRight
  /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
  case home
  /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
  case end
  /// Page Up (`ESC [ 5 ~`).
  case pageUp
  /// Page Down (`ESC [ 6 ~`).
  case pageDown
  /// A control key, by letter: Ctrl-C is `control("c")`.
  case control(Character)
  /// Text pasted with bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`).
  case paste(String)
  /// A bracketed paste longer than ``KeyDecoder/maximumPasteLength`` bytes:
  /// its text was dropped, and the screen says so.
  case oversizedPaste
  /// A key the REPL knows by name but binds to nothing, such as `F5` or
  /// `PgUp`: the screen says so, as for an unbound control key.
  case unbound(String)
  /// A sequence the REPL does not use (mouse reports, unknown sequences).
  case unknown
}
