import Keypad
import SystemPackage

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
  let fd: FileDescriptor

  /// Standard output.
  static let standardOutput = OutputStream(fd: .standardOutput)
  /// Standard error.
  static let standardError = OutputStream(fd: .standardError)

  /// Writes all of `text` as it is, retrying after interruptions and
  /// waiting while a non-blocking output is full.
  ///
  /// Only the program's own bytes go here (the screen's frame, the
  /// terminal's set-up); text that quotes input goes through
  /// ``writeLine(_:)``.
  ///
  /// - Throws: ``OutputClosed`` when the reader has gone (EPIPE) or the
  ///   write fails otherwise.
  func write(_ text: String) throws(OutputClosed) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let rest = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset...])
        do {
          let written = try fd.write(rest, retryOnInterrupt: true)
          guard written > 0 else { return 0 }
          offset += written
        } catch Errno.wouldBlock {
          _ = Syscalls.waitReadable([], timeoutMilliseconds: 10)
        } catch {
          return (error as? Errno)?.rawValue ?? 0
        }
      }
      return nil
    }
    if let failure { throw OutputClosed(errorNumber: failure) }
  }

  /// Writes one line of text and its line feed, every control character
  /// in it shown visibly (`DisplayText.escapingControls(_:)`): a line
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
