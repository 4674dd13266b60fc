#if canImport(SystemPackage)
import SystemPackage

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
  /// Reads are retried after an interruption (`EINTR`); a directory is
  /// reported by the read's `EISDIR`, so nothing is checked before the
  /// file is opened that could change before it is read.
  ///
  /// - Throws: ``FileReadError``; never traps, whatever the path names.
  static func read(path: String) throws(FileReadError) -> [UInt8] {
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.open(
        FilePath(path), .readOnly, options: [.closeOnExec], retryOnInterrupt: true)
    } catch {
      throw failure(error)
    }
    defer { try? fd.close() }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { try fd.read(into: $0, retryOnInterrupt: true) }
      } catch {
        throw failure(error)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      guard bytes.count <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
    }
  }

  /// A system error as a read error.
  private static func failure(_ error: any Error) -> FileReadError {
    guard let errno = error as? Errno else { return .failed("\(error)") }
    switch errno {
    case .noSuchFileOrDirectory: return .notFound
    case .isDirectory: return .isDirectory
    default: return .failed(errno.description)
    }
  }
}
#endif
