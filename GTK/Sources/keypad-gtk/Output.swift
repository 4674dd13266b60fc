import Glibc

/// Standard output and standard error, written whole with `write(2)`.
enum Output {
  /// Writes a line to a file descriptor, retrying short writes and EINTR.
  static func line(_ text: String, to descriptor: Int32) {
    var bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }

  /// A line on standard output.
  static func standardOutput(_ text: String) { line(text, to: 1) }

  /// A line on standard error.
  static func standardError(_ text: String) { line(text, to: 2) }

  /// The environment variable's value, or `nil`.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
