@_implementationOnly import CICU

/// ICU's own number parser (`unum_parseDecimal`) for one locale.
///
/// The engine parses pastes with its own parser built on cached symbols;
/// this one is the independent reference the tests parse displays with.
final class ICUNumberParser {
  private let format: UnsafeMutablePointer<UNumberFormat?>

  /// Opens a decimal-style parser for the locale.
  init(locale: String) throws(ICUFailure) {
    var status = U_ZERO_ERROR
    let opened = locale.withCString { cicu_unum_openDecimal($0, &status) }
    try status.check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    format = opened
  }

  deinit { cicu_unum_close(format) }

  /// The locale whose data ICU actually uses, or `root` after a fallback.
  func validLocale() -> String {
    var status = U_ZERO_ERROR
    guard let name = cicu_unum_validLocale(format, &status), !status.isFailure else {
      return ""
    }
    return String(cString: name)
  }

  /// Parses the whole text, returning ICU's decimal string, or `nil` when
  /// ICU cannot parse all of it.
  func parse(_ text: String) -> String? {
    let units = Array(text.utf16)
    var position: Int32 = 0
    var status = U_ZERO_ERROR
    var out = [CChar](repeating: 0, count: 256)
    let length = units.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return 0 }
      return cicu_unum_parseDecimal(
        format, base, Int32(buffer.count), &position, &out, Int32(out.count), &status)
    }
    guard !status.isFailure, Int(position) == units.count else { return nil }
    let bytes = out.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
