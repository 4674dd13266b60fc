import ICUReferenceC

// ICU's C API, called the plain way, as the tests' independent reference.
// The library never uses this target: it formats through `KeypadICU`.

/// A failure ICU reported to the reference.
public struct ICUReferenceError: Error, Equatable, CustomStringConvertible {
  /// ICU's name for the status, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public var name: String

  /// The status name.
  public var description: String { name }

  /// Throws when `status` is an ICU failure.
  static func check(_ status: Int32) throws(ICUReferenceError) {
    if status > 0 {
      throw ICUReferenceError(name: String(cString: icu_reference_error_name(status)))
    }
  }
}

/// Calls a function that fills a UTF-16 buffer, growing it once on overflow.
func filledUTF16(
  _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
) throws(ICUReferenceError) -> [UInt16] {
  var capacity = 256
  for _ in 0..<2 {
    var status: Int32 = 0
    var units = [UInt16](repeating: 0, count: capacity)
    let length = units.withUnsafeMutableBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return 0 }
      return fill(base, Int32(capacity), &status)
    }
    if status == 15 {
      capacity = Int(length)
      continue
    }
    try ICUReferenceError.check(status)
    return Array(units.prefix(Int(length)))
  }
  throw ICUReferenceError(name: "U_BUFFER_OVERFLOW_ERROR")
}

/// ICU's `unumf` number formatter for one skeleton and locale.
public final class ICUNumberFormatter {
  private let formatter: OpaquePointer

  /// Opens a formatter for an ICU skeleton such as `.00` or `currency/EUR`.
  public init(skeleton: String, locale: String) throws(ICUReferenceError) {
    var status: Int32 = 0
    let units = Array(skeleton.utf16) + [0]
    let opened = units.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      guard let base = buffer.baseAddress else { return nil }
      return locale.withCString {
        icu_reference_formatter_open(base, Int32(units.count - 1), $0, &status)
      }
    }
    try ICUReferenceError.check(status)
    guard let opened else { throw ICUReferenceError(name: "U_MEMORY_ALLOCATION_ERROR") }
    formatter = opened
  }

  /// Opens a formatter that shows exactly `fractionDigits` fraction digits.
  public convenience init(fractionDigits: Int, locale: String) throws(ICUReferenceError) {
    let skeleton =
      fractionDigits == 0
      ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
    try self.init(skeleton: skeleton, locale: locale)
  }

  deinit { icu_reference_formatter_close(formatter) }

  /// Formats a decimal number given as an ASCII string such as `-1234.50`.
  public func format(_ decimal: String) throws(ICUReferenceError) -> String {
    String(decoding: try formatUTF16(decimal), as: UTF16.self)
  }

  /// Formats a decimal number, returning UTF-16 units.
  public func formatUTF16(_ decimal: String) throws(ICUReferenceError) -> [UInt16] {
    try filledUTF16 { buffer, capacity, status in
      decimal.withCString { icu_reference_format(formatter, $0, buffer, capacity, &status) }
    }
  }

  /// The fields of the last result, from `unumf_resultGetAllFieldPositions`,
  /// as (field id, UTF-16 range), in ICU's order.
  public func lastFields() throws(ICUReferenceError) -> [(field: Int32, range: Range<Int>)] {
    var status: Int32 = 0
    var triples = [Int32](repeating: 0, count: 3 * 64)
    let count = icu_reference_fields(formatter, &triples, 64, &status)
    try ICUReferenceError.check(status)
    return (0..<min(Int(count), 64)).map {
      (triples[3 * $0], Int(triples[3 * $0 + 1])..<Int(triples[3 * $0 + 2]))
    }
  }

  /// The plural category `uplrules_selectFormatted` picks for the last result.
  public func lastPluralCategory(locale: String) throws(ICUReferenceError) -> String {
    let units = try filledUTF16 { buffer, capacity, status in
      locale.withCString { icu_reference_plural(formatter, $0, buffer, capacity, &status) }
    }
    return String(decoding: units, as: UTF16.self)
  }
}

/// ICU's classic decimal parser (`unum_parseDecimal`) for one locale.
public struct ICUNumberParser {
  /// The locale id.
  public let locale: String

  /// A parser for the locale.
  public init(locale: String) throws(ICUReferenceError) { self.locale = locale }

  /// Parses the whole text, returning ICU's decimal string, or `nil` when
  /// ICU cannot parse all of it.
  public func parse(_ text: String) -> String? {
    let units = Array(text.utf16) + [0]
    var status: Int32 = 0
    var out = [CChar](repeating: 0, count: 256)
    let length = units.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return locale.withCString {
        icu_reference_parse($0, base, Int32(units.count - 1), &out, 256, &status)
      }
    }
    guard status <= 0, length >= 0 else { return nil }
    return String(decoding: out.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// ICU's spellout, one shot: the text and the locale ICU actually used.
public func icuSpellout(_ decimal: String, locale: String) throws(ICUReferenceError) -> (
  text: String, actualLocale: String
) {
  var actual = [CChar](repeating: 0, count: 160)
  let units = try filledUTF16 { buffer, capacity, status in
    locale.withCString { localePointer in
      decimal.withCString {
        icu_reference_spellout(localePointer, $0, buffer, capacity, &actual, 160, &status)
      }
    }
  }
  let name = String(
    decoding: actual.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  return (String(decoding: units, as: UTF16.self), name)
}

/// A currency's plural name from `ucurr_getPluralName`.
public func icuCurrencyPluralName(
  _ code: String, locale: String, category: String
) throws(ICUReferenceError) -> String {
  let currency = Array(code.utf16) + [0]
  let units = try filledUTF16 { buffer, capacity, status in
    currency.withUnsafeBufferPointer { codePointer -> Int32 in
      guard let base = codePointer.baseAddress else { return 0 }
      return locale.withCString { localePointer in
        category.withCString {
          icu_reference_currency_plural_name(base, localePointer, $0, buffer, capacity, &status)
        }
      }
    }
  }
  return String(decoding: units, as: UTF16.self)
}

/// A day as ICU sees it in a locale's own calendar, from the reference.
public struct ICUReferenceDate: Equatable {
  /// The year, month (from 1) and day in the locale's calendar.
  public var local: [Int]
  /// The Gregorian era (1 after Christ), year, month and day.
  public var gregorian: [Int]
  /// ICU's best pattern for `yyyyMMdd` in the locale.
  public var pattern: String
  /// The day formatted with that pattern.
  public var text: String
}

/// The day at `millis` (UTC) in a locale's calendar, formatted with ICU's
/// best pattern for `yyyyMMdd`.
public func icuDate(at millis: Double, locale: String) throws(ICUReferenceError)
  -> ICUReferenceDate
{
  var local = [Int32](repeating: 0, count: 3)
  var gregorian = [Int32](repeating: 0, count: 4)
  var pattern = [UInt16](repeating: 0, count: 64)
  let units = try filledUTF16 { buffer, capacity, status in
    locale.withCString {
      icu_reference_date_at($0, millis, &local, &gregorian, &pattern, buffer, capacity, &status)
    }
  }
  return ICUReferenceDate(
    local: local.map(Int.init), gregorian: gregorian.map(Int.init),
    pattern: String(decoding: pattern.prefix { $0 != 0 }, as: UTF16.self),
    text: String(decoding: units, as: UTF16.self))
}

/// Whether a day (month from 1) exists in a locale's calendar, by a lenient
/// calendar's round trip.
public func icuDateExists(year: Int, month: Int, day: Int, locale: String)
  throws(ICUReferenceError) -> Bool
{
  var status: Int32 = 0
  let exists = locale.withCString {
    icu_reference_date_exists($0, Int32(year), Int32(month), Int32(day), &status)
  }
  try ICUReferenceError.check(status)
  return exists != 0
}

/// A time of day as ICU formats it in a locale, from the reference.
public struct ICUReferenceTime: Equatable {
  /// ICU's best pattern for `jmm` (or `jmmss`) in the locale.
  public var pattern: String
  /// The markers of AM and PM.
  public var dayPeriods: [String]
  /// The time formatted with that pattern.
  public var text: String
}

/// A time of day (hour 0 to 23) formatted with ICU's best pattern for
/// `jmm`, or `jmmss` with seconds, in UTC.
public func icuTime(hour: Int, minute: Int, second: Int = 0, seconds: Bool, locale: String)
  throws(ICUReferenceError) -> ICUReferenceTime
{
  var pattern = [UInt16](repeating: 0, count: 64)
  var am = [UInt16](repeating: 0, count: 64)
  var pm = [UInt16](repeating: 0, count: 64)
  let secondOfDay = Double((hour * 60 + minute) * 60 + second)
  let units = try filledUTF16 { buffer, capacity, status in
    locale.withCString {
      icu_reference_time_at(
        $0, seconds ? 1 : 0, secondOfDay, &pattern, &am, &pm, buffer, capacity, &status)
    }
  }
  func text(_ units: [UInt16]) -> String {
    String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
  }
  return ICUReferenceTime(
    pattern: text(pattern), dayPeriods: [text(am), text(pm)],
    text: String(decoding: units, as: UTF16.self))
}

/// Texts joined as ICU joins values with units in a locale
/// (`ulistfmt_openForType` of `ULISTFMT_TYPE_UNITS`): width 0 wide, 1
/// short, 2 narrow.
public func icuUnitList(_ items: [String], width: Int, locale: String)
  throws(ICUReferenceError) -> String
{
  let units = items.map { Array($0.utf16) + [0] }
  let lengths = units.map { Int32($0.count - 1) }
  var pointers: [UnsafeMutablePointer<UInt16>] = units.map { item in
    let pointer = UnsafeMutablePointer<UInt16>.allocate(capacity: item.count)
    pointer.initialize(from: item, count: item.count)
    return pointer
  }
  defer { for pointer in pointers { pointer.deallocate() } }
  let joined = try pointers.withUnsafeMutableBufferPointer { items throws(ICUReferenceError) in
    try filledUTF16 { buffer, capacity, status in
      items.baseAddress.map { base in
        base.withMemoryRebound(to: UnsafePointer<UInt16>.self, capacity: items.count) { rebound in
          locale.withCString {
            icu_reference_unit_list(
              $0, Int32(width), rebound, lengths, Int32(lengths.count), buffer, capacity, &status)
          }
        }
      } ?? 0
    }
  }
  return String(decoding: joined, as: UTF16.self)
}

/// Whether ICU's character orientation of a locale is right to left
/// (`uloc_getCharacterOrientation`).
public func icuCharactersRunRightToLeft(locale: String) throws(ICUReferenceError) -> Bool {
  var status: Int32 = 0
  let layout = icu_reference_character_orientation(locale, &status)
  try ICUReferenceError.check(status)
  return layout == 1
}

/// Whether ICU's MessageFormat reads a pattern (`umsg_open`, named
/// arguments allowed): `nil`, or the name of ICU's status, such as
/// `U_PATTERN_SYNTAX_ERROR`.
public func icuMessagePatternError(_ pattern: String, locale: String) -> String? {
  let units = Array(pattern.utf16) + [0]
  let status = units.withUnsafeBufferPointer { buffer -> Int32 in
    guard let base = buffer.baseAddress else { return 1 }
    return icu_reference_message_status(base, Int32(units.count - 1), locale)
  }
  return status == 0 ? nil : String(cString: icu_reference_error_name(status))
}

/// ICU's measure units (`MeasureUnit::getAvailable`) other than currencies
/// and the dimensionless ones, by their CLDR identifiers (`kilometer`).
public func icuMeasureUnits() -> [String] {
  let needed = icu_reference_measure_units(nil, 0)
  guard needed > 0 else { return [] }
  var buffer = [CChar](repeating: 0, count: Int(needed))
  _ = icu_reference_measure_units(&buffer, needed)
  let text = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  return text.split(separator: "\n").map(String.init)
}
