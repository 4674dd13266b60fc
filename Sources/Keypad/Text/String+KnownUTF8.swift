extension String {
  /// A string of bytes that are valid UTF-8 by construction, copied
  /// without validating them again.
  ///
  /// For a display built from whole pieces of Swift strings, or of ASCII
  /// digits: validation was most of the cost of making its string (about
  /// 190 instructions a key in ar_EG, 100 for a card number). Debug builds,
  /// and so every test, validate the bytes all the same.
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
