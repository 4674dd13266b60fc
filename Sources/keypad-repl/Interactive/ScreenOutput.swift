import SystemPackage

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
    guard
      let tty = try? FileDescriptor.open(
        "/dev/tty", .writeOnly, options: [.closeOnExec], retryOnInterrupt: true)
    else { return nil }
    guard Syscalls.isTerminal(tty.rawValue) else {
      try? tty.close()
      return nil
    }
    return OutputStream(fd: tty)
  }
}
