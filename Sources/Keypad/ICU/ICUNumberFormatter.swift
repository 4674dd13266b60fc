@_implementationOnly import CICU

/// An ICU number formatter (`unumf`) for one skeleton and locale.
///
/// It owns the formatter and its result object and closes both on `deinit`.
/// It is the reference against which the display is derived and tested; it
/// is not used per keystroke.
final class ICUNumberFormatter {
  private let formatter: OpaquePointer
  private let result: OpaquePointer

  /// Opens a formatter for an ICU skeleton such as `.00` or `group-off`.
  init(skeleton: String, locale: String) throws(ICUFailure) {
    var status = U_ZERO_ERROR
    let opened = try withUTF16Buffer(skeleton) { units throws(ICUFailure) in
      guard let base = units.baseAddress else { return OpaquePointer?.none }
      return locale.withCString { cicu_unumf_open(base, Int32(units.count), $0, &status) }
    }
    try status.check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    let result = cicu_unumf_openResult(&status)
    guard let result, !status.isFailure else {
      cicu_unumf_close(opened)
      throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR")
    }
    self.formatter = opened
    self.result = result
  }

  deinit {
    cicu_unumf_closeResult(result)
    cicu_unumf_close(formatter)
  }

  /// Opens a formatter that shows exactly `fractionDigits` fraction digits.
  convenience init(fractionDigits: Int, locale: String) throws(ICUFailure) {
    let skeleton =
      fractionDigits == 0
      ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
    try self.init(skeleton: skeleton, locale: locale)
  }

  /// Formats a decimal number given as an ASCII string such as `-1234.50`.
  func format(_ decimal: String) throws(ICUFailure) -> String {
    var status = U_ZERO_ERROR
    decimal.withCString { cicu_unumf_formatDecimal(formatter, $0, -1, result, &status) }
    try status.check()
    let units = try icuUTF16 { buffer, capacity, status in
      cicu_unumf_resultToString(result, buffer, capacity, &status)
    }
    // Decoding from a buffer pointer takes the standard library's fast path;
    // an array slice goes through the generic, scalar-by-scalar one.
    return units.withUnsafeBufferPointer { String(decoding: $0, as: UTF16.self) }
  }
}
