@_implementationOnly import CICU
@_implementationOnly import CICUCompiled

/// An ICU number formatter that builds its data once, on its first call.
///
/// It formats exactly as ``ICUNumberFormatter`` (ICU's `unumf`) does for the
/// same skeleton and locale, but a `unumf` formatter rebuilds the locale's
/// data on each of its first two calls and compiles it on the third, while
/// this one compiles on the first. Reading a locale's symbols formats two
/// to five samples, so this is what loads a locale; ``ICUNumberFormatter``
/// stays the independent reference the tests compare against.
final class ICUCompiledFormatter {
  private let formatter: OpaquePointer

  /// Opens a formatter for an ICU skeleton such as `.0` and a locale id.
  init(skeleton: String, locale: String) throws(ICUFailure) {
    var status = U_ZERO_ERROR.rawValue
    let opened = try withUTF16Buffer(skeleton) { units throws(ICUFailure) in
      guard let base = units.baseAddress else { return OpaquePointer?.none }
      return locale.withCString { cicu_compiled_open(base, Int32(units.count), $0, &status) }
    }
    try UErrorCode(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.formatter = opened
  }

  deinit {
    cicu_compiled_close(formatter)
  }

  /// Formats a decimal number given as an ASCII string such as `-1234.5`,
  /// returning the text as Unicode scalars.
  func format(_ decimal: String) throws(ICUFailure) -> [Unicode.Scalar] {
    let units = try icuUTF16(capacity: 128) { buffer, capacity, status in
      var raw = status.rawValue
      let length = decimal.withCString {
        cicu_compiled_format(formatter, $0, buffer, capacity, &raw)
      }
      status = UErrorCode(rawValue: raw)
      return length
    }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(units.count)
    _ = transcode(
      units.makeIterator(), from: UTF16.self, to: UTF32.self,
      stoppingOnError: false
    ) { scalars.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
    return scalars
  }
}
