/// The controlling terminal in raw mode, on the alternate screen.
///
/// ``enter()`` saves the terminal's settings and switches to raw mode (each
/// key arrives at once, nothing echoes, Ctrl-C is a key), the alternate
/// screen, a hidden cursor and bracketed paste. ``restore()`` undoes all of
/// it and is safe to call more than once; the interactive mode calls it on
/// every way out.
final class Terminal {
  /// The settings from before raw mode.
  private let saved: TerminalSettings
  /// Where the screen is drawn: standard output, or the controlling terminal.
  let output: OutputStream
  /// Whether raw mode is on.
  private(set) var isRaw = false

  /// The escape sequences that set the screen up and put it back.
  private static let setUp = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  private static let tearDown = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  private init(saved: TerminalSettings, output: OutputStream) {
    self.saved = saved
    self.output = output
  }

  /// Switches standard input to raw mode and `output` to the alternate
  /// screen; `nil` when standard input is no terminal.
  static func enter(output: OutputStream = .standardOutput) -> Terminal? {
    guard let settings = Syscalls.terminalAttributes(Syscalls.standardInput) else { return nil }
    let terminal = Terminal(saved: settings, output: output)
    guard terminal.enterRawMode() else { return nil }
    return terminal
  }

  /// Applies raw mode (again, after the process was stopped and resumed).
  @discardableResult
  func enterRawMode() -> Bool {
    let raw = Syscalls.rawAttributes(from: saved)
    guard Syscalls.setTerminalAttributes(Syscalls.standardInput, raw) else { return false }
    isRaw = true
    try? output.write(Self.setUp)
    return true
  }

  /// Leaves the alternate screen and restores the saved settings.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    try? output.write(Self.tearDown)
    _ = Syscalls.setTerminalAttributes(Syscalls.standardInput, saved)
  }

  /// The window's rows and columns; 24 × 80 when unknown.
  var size: (rows: Int, columns: Int) {
    Syscalls.windowSize(output.fd.rawValue) ?? Syscalls.windowSize(Syscalls.standardInput)
      ?? (24, 80)
  }

  deinit { restore() }
}
