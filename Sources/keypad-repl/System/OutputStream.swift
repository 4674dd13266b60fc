import Keypad

/// The reader of an output went away, or the output failed.
///
/// The REPL ends quietly then: a program that stops reading its answers
/// has ended the conversation.
struct OutputClosed: Error, Sendable {
  /// The error number of the failed write.
  let errorNumber: Int32
}

/// An output written straight to its file descriptor, unbuffered.
///
/// Each ``write(_:)`` hands all its bytes to the kernel before returning, so
/// a program reading the other end sees every answer at once: no flush is
/// ever pending.
struct OutputStream: Sendable {
  /// The descriptor written to.
  let fd: Int32

  /// Standard output.
  static let standardOutput = OutputStream(fd: Syscalls.standardOutput)
  /// Standard error.
  static let standardError = OutputStream(fd: Syscalls.standardError)

  /// Writes all of `text`, retrying after interruptions.
  ///
  /// - Throws: ``OutputClosed`` when the reader has gone (EPIPE) or the
  ///   write fails otherwise.
  func write(_ text: String) throws(OutputClosed) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let rest = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset...])
        let written = Syscalls.write(fd, from: rest)
        if written > 0 {
          offset += written
        } else if written < 0, Syscalls.lastError == Syscalls.interrupted {
          continue
        } else if written < 0, Syscalls.lastError == Syscalls.wouldBlock {
          _ = Syscalls.waitReadable([], timeoutMilliseconds: 10)
        } else {
          return written < 0 ? Syscalls.lastError : 0
        }
      }
      return nil
    }
    if let failure { throw OutputClosed(errorNumber: failure) }
  }

  /// Writes one line of text and its line feed, every control character
  /// in it shown visibly (``DisplayText/escapingControls(_:)``): a line
  /// that quotes a form file or an input line cannot drive the terminal.
  ///
  /// Every line of text the REPL writes goes through here; only the
  /// interactive screen, which escapes its text when it draws it
  /// (``Canvas``), writes with ``write(_:)``.
  ///
  /// - Throws: ``OutputClosed``, as ``write(_:)``.
  func writeLine(_ line: String) throws(OutputClosed) {
    try write(DisplayText.escapingControls(line) + "\n")
  }

  /// Writes a line to standard error, ignoring failure: there is nowhere
  /// left to report it.
  static func reportError(_ line: String) {
    try? standardError.writeLine(line)
  }
}
