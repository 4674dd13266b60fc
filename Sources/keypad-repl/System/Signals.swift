import SystemPackage

/// Turns signals into bytes on a pipe, so the interactive loop handles them
/// in its own time (the self-pipe trick): the handler only writes one byte,
/// which is safe in a signal handler.
///
/// Handled: SIGWINCH (redraw), SIGTERM, SIGHUP and SIGINT (restore the
/// terminal, then print the last submitted values and exit 0, or end as the
/// signal would when nothing was submitted), SIGCONT (raw mode again after
/// a stop). SIGPIPE is ignored.
enum Signals {
  /// The pipe's write end, for the handler; -1 before ``install()``.
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  /// The signals routed to the pipe.
  static let handled = [
    Syscalls.Signal.windowChanged, Syscalls.Signal.terminate, Syscalls.Signal.hangUp,
    Syscalls.Signal.interrupt, Syscalls.Signal.resume,
  ]

  /// Installs the handlers.
  ///
  /// - Returns: The pipe's read end, to poll with standard input, or `nil`
  ///   when no pipe could be made.
  static func install() -> Int32? {
    guard let ends = Syscalls.nonBlockingPipe() else { return nil }
    writeEnd = ends.write
    Syscalls.ignore(signal: Syscalls.Signal.brokenPipe)
    for signal in handled {
      Syscalls.handle(signal: signal) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        let saved = Syscalls.lastError
        _ = withUnsafeBytes(of: &byte) { Syscalls.write(Signals.writeEnd, from: $0) }
        Syscalls.setLastError(saved)
      }
    }
    unblock()
    return ends.read
  }

  /// Unblocks the handled signals, which a parent may have left blocked.
  static func unblock() {
    Syscalls.unblock(signals: handled)
  }

  /// The signals that arrived since the last call, in order.
  static func drain(_ readEnd: Int32) -> [Int32] {
    var bytes = [UInt8](repeating: 0, count: 64)
    let pipe = FileDescriptor(rawValue: readEnd)
    let count = try? bytes.withUnsafeMutableBytes {
      try pipe.read(into: $0, retryOnInterrupt: true)
    }
    guard let count, count > 0 else { return [] }
    return bytes.prefix(count).map { Int32($0) }
  }

  /// Ends the process as `signal` would, after the terminal is restored.
  static func endProcess(with signal: Int32) -> Never {
    Syscalls.restoreDefault(signal: signal)
    Syscalls.unblock(signals: [signal])
    Syscalls.raise(signal: signal)
    Syscalls.exit(128 + signal)
  }
}
