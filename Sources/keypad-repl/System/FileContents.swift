/// Why a file could not be read.
enum FileReadError: Error, Sendable, Equatable {
  /// No file at the path.
  case notFound
  /// The path names a directory.
  case isDirectory
  /// The file is larger than the limit.
  case tooLarge(limit: Int)
  /// Another error, with its text from the system.
  case failed(String)
}

/// Reads a whole file as bytes, with a size limit.
enum FileContents {
  /// The largest file read: form files are small.
  static let sizeLimit = 16 << 20

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``FileReadError``; never traps, whatever the path names.
  static func read(path: String) throws(FileReadError) -> [UInt8] {
    let fd = Syscalls.openForReading(path)
    guard fd >= 0 else {
      let number = Syscalls.lastError
      if number == Syscalls.noSuchFile { throw .notFound }
      throw .failed(Syscalls.describe(error: number))
    }
    defer { Syscalls.close(fd) }
    if Syscalls.isDirectory(fd) { throw .isDirectory }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Syscalls.read(fd, into: $0) }
      if count == 0 { return bytes }
      if count < 0 {
        let number = Syscalls.lastError
        if number == Syscalls.interrupted { continue }
        if number == Syscalls.isADirectory { throw .isDirectory }
        throw .failed(Syscalls.describe(error: number))
      }
      bytes.append(contentsOf: chunk[..<count])
      guard bytes.count <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
    }
  }
}
