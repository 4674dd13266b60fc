import Foundation
import Glibc

/// A running `keypad-repl` spoken to one line at a time over pipes, to
/// show that each answer is flushed before the next command is read.
final class ReplConversation {
  private let pid: pid_t
  private var input: Int32
  private let output: Int32
  private var pending = Data()

  /// Starts the binary with `arguments`.
  init(arguments: [String]) throws {
    signal(SIGPIPE, SIG_IGN)
    let toChild = try Spawn.pipe()
    let fromChild = try Spawn.pipe()
    pid = try Spawn.start(
      ReplBinary.url.path, arguments: arguments, environment: ReplBinary.environment(),
      input: .descriptor(toChild.read), output: .descriptor(fromChild.write))
    close(toChild.read)
    close(fromChild.write)
    input = toChild.write
    output = fromChild.read
  }

  /// Sends one line and waits (at most `timeout` seconds) for one answer.
  func send(_ line: String, timeout: TimeInterval = 30) throws -> [String: Any] {
    try Spawn.writeAll(Data((line + "\n").utf8), to: input)
    let text = try readLine(timeout: timeout)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return object as? [String: Any] ?? [:]
  }

  /// Closes the input and returns the exit status.
  func finish() throws -> Int32 {
    close(input)
    input = -1
    return try Spawn.wait(pid, timeout: 30).shellStatus
  }

  private func readLine(timeout: TimeInterval) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let line = pending[pending.startIndex..<newline]
        pending = Data(pending[(newline + 1)...])
        return String(decoding: line, as: UTF8.self)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw ReplTestError.timedOut("no answer within \(timeout) s") }
      var entry = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(output, &buffer, buffer.count)
      guard count > 0 else { throw ReplTestError.timedOut("the output ended") }
      pending.append(contentsOf: buffer[..<count])
    }
  }

  deinit {
    if input >= 0 { close(input) }
    close(output)
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
  }
}
