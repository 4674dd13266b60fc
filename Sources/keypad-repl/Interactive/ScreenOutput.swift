/// Where the interactive screen is drawn.
///
/// Standard output when it is a terminal. When it is not (the REPL runs as
/// `amount=$(keypad-repl --form pay.json | jq -r .amount)`), the screen goes
/// to the controlling terminal, `/dev/tty`, and standard output carries only
/// the submitted values.
enum ScreenOutput {
  /// The output for the screen, or `nil` when there is no terminal to draw on.
  static func open() -> OutputStream? {
    if Syscalls.isTerminal(Syscalls.standardOutput) { return .standardOutput }
    let fd = Syscalls.openForWriting("/dev/tty")
    guard fd >= 0 else { return nil }
    guard Syscalls.isTerminal(fd) else {
      Syscalls.close(fd)
      return nil
    }
    return OutputStream(fd: fd)
  }
}
