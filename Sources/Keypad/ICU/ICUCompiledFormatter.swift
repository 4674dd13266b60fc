import KeypadICU

/// An ICU number formatter for one skeleton and locale.
///
/// It is ICU's C formatter (`unumf`), which builds the locale's data on each
/// of its first two calls and compiles it on the third. Reading a locale's
/// symbols formats one sample (two where the locale does not group), so
/// this is most of what loads a locale. It may be used from several threads
/// at once.
final class ICUCompiledFormatter: @unchecked Sendable {
  // ICU's C formatters are immutable after they are opened and safe to
  // share; the handle is never mutated after init.
  private let formatter: OpaquePointer

  /// Opens a formatter for an ICU skeleton such as `.0` and a locale id.
  ///
  /// ICU is asked before the object is made: Embedded Swift's runtime does
  /// not free an object whose initializer throws before its last stored
  /// property is set.
  convenience init(skeleton: String, locale: String) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = try withUTF16Buffer(skeleton) { units throws(ICUFailure) in
      guard let base = units.baseAddress else { return OpaquePointer?.none }
      return locale.withCString {
        keypad_icu_formatter_open(base, Int32(units.count), $0, &status)
      }
    }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(formatter: opened)
  }

  /// The object of an opened formatter, which it closes.
  private init(formatter: OpaquePointer) {
    self.formatter = formatter
  }

  deinit {
    keypad_icu_formatter_close(formatter)
  }

  /// Formats a decimal number given as an ASCII string such as `-1234.5`,
  /// returning the text as Unicode scalars.
  func format(_ decimal: String) throws(ICUFailure) -> [Unicode.Scalar] {
    unicodeScalars(try formatUTF16(decimal))
  }

  /// Formats a decimal number, returning the text as UTF-16 units.
  func formatUTF16(_ decimal: String) throws(ICUFailure) -> [UInt16] {
    try icuUTF16(capacity: 128) { buffer, capacity, status in
      decimal.withCString {
        keypad_icu_formatter_format(formatter, $0, buffer, capacity, &status)
      }
    }
  }

  /// One field of a formatted number and its UTF-16 range in the text.
  struct Field: Equatable {
    /// ICU's `UNumberFormatFields` value: integer 0, fraction 1, decimal
    /// separator 2, grouping separator 6, currency 7, percent 8, sign 10,
    /// measure unit 11.
    var kind: Int32
    /// The UTF-16 range of the field.
    var range: Range<Int>

    static let integer: Int32 = 0
    static let fraction: Int32 = 1
    static let decimalSeparator: Int32 = 2
    static let groupingSeparator: Int32 = 6
    static let currency: Int32 = 7
    static let percent: Int32 = 8
    static let sign: Int32 = 10
    static let measureUnit: Int32 = 11
  }

  /// Formats a decimal number and lists the fields of the result in text
  /// order, as ICU's field positions give them.
  func formatFields(_ decimal: String) throws(ICUFailure) -> (
    text: [UInt16], fields: [Field]
  ) {
    var fieldCapacity = 16
    for _ in 0..<2 {
      var raw = [KeypadICUField](
        repeating: KeypadICUField(field: 0, begin: 0, end: 0), count: fieldCapacity)
      var found: Int32 = 0
      let text = try icuUTF16(capacity: 128) { buffer, capacity, status in
        decimal.withCString { number in
          raw.withUnsafeMutableBufferPointer { fields in
            keypad_icu_formatter_format_fields(
              formatter, number, buffer, capacity, fields.baseAddress, Int32(fields.count),
              &found, &status)
          }
        }
      }
      if Int(found) > fieldCapacity {
        fieldCapacity = Int(found)
        continue
      }
      let fields = raw.prefix(Int(found)).map {
        Field(kind: $0.field, range: Int($0.begin)..<Int($0.end))
      }
      return (text, fields)
    }
    throw ICUFailure(name: "U_BUFFER_OVERFLOW_ERROR")
  }
}
