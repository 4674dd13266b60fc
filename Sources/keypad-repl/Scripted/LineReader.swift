import SystemPackage

/// One line of input, as bytes, or a line that was too long to keep.
enum InputLine: Sendable, Equatable {
  /// The line's bytes, without the line feed (and without a carriage return
  /// before it).
  case bytes([UInt8])
  /// The line was longer than the limit; its bytes were dropped.
  case tooLong
}

/// Reads a file descriptor as bytes and splits it into lines on `\n`.
///
/// A line longer than ``maximumLineLength`` is skipped whole without being
/// held in memory, and reported as ``InputLine/tooLong``. A last line
/// without a line feed is still a line. A read error ends the input like
/// end of file does, and is remembered in ``readError``.
///
/// Complexity: O(n) in the bytes read; memory O(maximumLineLength).
struct LineReader {
  /// The longest line kept, in bytes (1 MiB).
  static let maximumLineLength = 1 << 20

  private let fd: FileDescriptor
  private let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var discarding = false
  private var ended = false
  /// The error of a failed read, if the input ended with one.
  private(set) var readError: Errno?

  /// A reader of `fd`, keeping lines up to `limit` bytes.
  init(fd: FileDescriptor, limit: Int = LineReader.maximumLineLength) {
    self.fd = fd
    self.limit = limit
  }

  /// The next line, or `nil` at the end of the input.
  mutating func nextLine() -> InputLine? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = take(upTo: newline)
        start = newline + 1
        scanned = start
        if discarding {
          discarding = false
          return .tooLong
        }
        return line
      }
      scanned = buffer.count
      // One byte more than the limit may be the carriage return before the
      // line feed; the whole line's length is checked when it ends.
      if buffer.count - start > limit + 1 {
        discarding = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
        scanned = 0
      }
      if ended {
        defer {
          buffer.removeAll()
          start = 0
          scanned = 0
          discarding = false
        }
        if discarding { return .tooLong }
        guard start < buffer.count else { return nil }
        return take(upTo: buffer.count)
      }
      fill()
    }
  }

  /// The bytes from `start` up to `end`, without a trailing carriage
  /// return, or ``InputLine/tooLong`` when they are more than the limit
  /// (however the reads that brought them were cut).
  private func take(upTo end: Int) -> InputLine {
    var stop = end
    if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
    guard stop - start <= limit else { return .tooLong }
    return .bytes(Array(buffer[start..<stop]))
  }

  /// Reads more bytes, compacting the buffer first.
  private mutating func fill() {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
    let chunkSize = 65_536
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunkSize))
    let input = fd
    do {
      let count = try buffer.withUnsafeMutableBytes { all in
        try input.read(
          into: UnsafeMutableRawBufferPointer(rebasing: all[oldCount...]), retryOnInterrupt: true)
      }
      if count > 0 {
        buffer.removeLast(chunkSize - count)
        return
      }
    } catch {
      readError = (error as? Errno) ?? .ioError
    }
    buffer.removeLast(chunkSize)
    ended = true
  }
}
