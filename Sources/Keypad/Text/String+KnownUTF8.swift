extension String {
  /// A string of bytes that are valid UTF-8 by construction, copied
  /// without validating them again.
  ///
  /// For a display built from whole pieces of Swift strings, or of ASCII
  /// digits, which need no validation: it would cost more than the copy.
  /// Debug builds, and so every test, validate the bytes all the same.
  @inline(__always)
  init(knownValidUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
    assert(String(validating: bytes, as: UTF8.self) != nil, "valid UTF-8")
    assert(!isASCII || bytes.allSatisfy { $0 < 0x80 }, "ASCII")
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      self.init(copying: unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    } else {
      self.init(decoding: bytes, as: UTF8.self)
    }
  }
}

extension String {
  /// A string of the first `count` bytes of `scratch`, ASCII and at most a
  /// small string's 15, copied as two words rather than byte by byte.
  ///
  /// `scratch` holds at least 16 initialized bytes; those from `count` on
  /// are left out. `String(copying:)` would read a small string's bytes one
  /// at a time.
  @inline(__always)
  init(smallASCII scratch: UnsafeRawBufferPointer, count: Int) {
    assert(count <= 15 && scratch.count >= 16, "a small string's bytes")
    assert(scratch[..<count].allSatisfy { $0 < 0x80 }, "ASCII")
    // Bytes 0-7 and 7-14, each word without the bytes from `count` on.
    let low = scratch.loadUnaligned(fromByteOffset: 0, as: UInt64.self) & Self.firstBytes(count)
    let high =
      scratch.loadUnaligned(fromByteOffset: 7, as: UInt64.self) & Self.firstBytes(count &- 7)
    if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
      // Capacity 15, a small string's: its buffer has room for both words.
      self.init(unsafeUninitializedCapacity: 15) { utf8 in
        let raw = UnsafeMutableRawBufferPointer(utf8)
        raw.storeBytes(of: low, toByteOffset: 0, as: UInt64.self)
        raw.storeBytes(of: high, toByteOffset: 7, as: UInt64.self)
        return count
      }
    } else {
      self.init(decoding: scratch[..<count], as: UTF8.self)
    }
  }

  /// The mask of a word loaded from memory that keeps its first `count`
  /// bytes: none when `count` is 0 or less, all when 8 or more.
  @inline(__always)
  private static func firstBytes(_ count: Int) -> UInt64 {
    guard count < 8 else { return ~0 }
    guard count > 0 else { return 0 }
    return (~(~0 &<< UInt64(truncatingIfNeeded: count &* 8))).littleEndian
  }
}
