import KeypadICU

/// A failure reported by ICU, with the name ICU gives its status code.
struct ICUFailure: Error, Equatable {
  /// ICU's name for the status, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  var name: String
}

/// An ICU status (`UErrorCode`) as it crosses ``KeypadICU``'s C header.
struct ICUStatus: Equatable {
  /// The raw `UErrorCode` value: 0 success, below 0 a warning, above 0 a
  /// failure.
  var rawValue: Int32 = 0

  /// ICU's `U_BUFFER_OVERFLOW_ERROR`.
  static let bufferOverflow = ICUStatus(rawValue: KEYPAD_ICU_BUFFER_OVERFLOW)
  /// ICU's `U_USING_DEFAULT_WARNING`: a result from the root locale.
  static let usingDefault = ICUStatus(rawValue: KEYPAD_ICU_USING_DEFAULT_WARNING)

  /// Whether the status is a failure (warnings are not failures).
  var isFailure: Bool { rawValue > 0 }

  /// Throws an ``ICUFailure`` when the status is a failure.
  func check() throws(ICUFailure) {
    if isFailure {
      throw ICUFailure(name: String(cString: keypad_icu_error_name(rawValue)))
    }
  }
}

/// Runs `body` with a NUL-terminated copy of `string` in UTF-16.
func withUTF16Buffer<R>(
  _ string: String, _ body: (UnsafeBufferPointer<UInt16>) throws(ICUFailure) -> R
) throws(ICUFailure) -> R {
  var units = Array(string.utf16)
  units.append(0)
  return try units.withUnsafeBufferPointer { buffer throws(ICUFailure) in
    try body(UnsafeBufferPointer(rebasing: buffer.dropLast()))
  }
}

/// Calls an ICU function that fills a `char` buffer and returns its length,
/// growing the buffer once when ICU reports that it was too small.
func icuCString(
  capacity: Int = 64,
  _ fill: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(ICUFailure) -> String {
  var capacity = capacity
  for _ in 0..<2 {
    var status: Int32 = 0
    var buffer = [CChar](repeating: 0, count: capacity + 1)
    let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return 0 }
      return fill(base, Int32(capacity), &status)
    }
    if ICUStatus(rawValue: status) == .bufferOverflow {
      capacity = Int(length) + 1
      continue
    }
    try ICUStatus(rawValue: status).check()
    let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
  throw ICUFailure(name: "U_BUFFER_OVERFLOW_ERROR")
}

/// Calls an ICU function that fills a UTF-16 buffer and returns its length,
/// growing the buffer once when ICU reports that it was too small.
///
/// - Returns: The UTF-16 units ICU wrote.
func icuUTF16(
  capacity: Int = 64,
  _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
) throws(ICUFailure) -> [UInt16] {
  var capacity = capacity
  for _ in 0..<2 {
    var status: Int32 = 0
    var units = [UInt16](repeating: 0, count: capacity)
    let length = units.withUnsafeMutableBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return 0 }
      return fill(base, Int32(capacity), &status)
    }
    if ICUStatus(rawValue: status) == .bufferOverflow {
      capacity = Int(length)
      continue
    }
    try ICUStatus(rawValue: status).check()
    units.removeLast(capacity - Int(length))
    return units
  }
  throw ICUFailure(name: "U_BUFFER_OVERFLOW_ERROR")
}

/// Decodes UTF-16 units into Unicode scalars, replacing unpaired surrogates.
func unicodeScalars(_ units: [UInt16]) -> [Unicode.Scalar] {
  var scalars: [Unicode.Scalar] = []
  scalars.reserveCapacity(units.count)
  _ = transcode(
    units.makeIterator(), from: UTF16.self, to: UTF32.self,
    stoppingOnError: false
  ) { scalars.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
  return scalars
}
