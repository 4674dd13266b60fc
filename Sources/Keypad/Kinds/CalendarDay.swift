import KeypadICU

/// A day of the Gregorian calendar: what a form's Done compares an expiry
/// date with, and a date field's value.
///
/// The calendar is ISO 8601's, proleptic: its months and leap years hold in
/// every year, before 1582 too.
///
/// ```swift
/// CalendarDay("2027-12-01")  // CalendarDay(year: 2027, month: 12, day: 1)
/// CalendarDay("2027-13-01")  // nil
/// CalendarDay("2026-02-30")  // nil
/// ```
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, such as 2027.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// A day from its parts, or `nil` when the year is not 1 to 9999, the
  /// month not 1 to 12, or the month has no such day.
  ///
  /// ```swift
  /// CalendarDay(year: 2027, month: 2, day: 14)?.description  // "2027-02-14"
  /// CalendarDay(year: 2025, month: 2, day: 29)                // nil
  /// CalendarDay(year: 2024, month: 2, day: 29)?.description  // "2024-02-29"
  /// ```
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else {
      return nil
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// A day from `YYYY-MM-DD`, or `nil`, for a day the month lacks too.
  ///
  /// ```swift
  /// CalendarDay("2026-11-23")?.month  // 11
  /// CalendarDay("2026-04-31")         // nil
  /// ```
  public init?(_ text: String) {
    let parts = text.split(ascii: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].utf8.count == 4, parts[1].utf8.count == 2,
      parts[2].utf8.count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
    else { return nil }
    // ASCII digits, four or two of them: their value, without Int's parser.
    let values = parts.map { $0.utf8.reduce(0) { $0 * 10 + Int($1) - 0x30 } }
    self.init(year: values[0], month: values[1], day: values[2])
  }

  /// The days of a month (1 to 12) of a year: a leap year is divisible by
  /// 4, but not by 100 unless by 400.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day as `YYYY-MM-DD`.
  public var description: String {
    let year = String(year)
    let month = month < 10 ? "0\(month)" : String(month)
    let day = day < 10 ? "0\(day)" : String(day)
    return String(repeating: "0", count: Swift.max(0, 4 - year.count)) + year + "-" + month + "-"
      + day
  }

  /// Whether a day comes before another.
  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Today in the system's time zone, from the system clock (as ICU reads
  /// them; in a browser, the page's).
  ///
  /// ```swift
  /// CalendarDay.today().year  // this year, 2026 say
  /// ```
  public static func today() -> CalendarDay {
    var status: Int32 = 0
    var parts = [Int32](repeating: 0, count: 3)
    parts.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      keypad_icu_today(base, &status)
    }
    guard (try? ICUStatus(rawValue: status).check()) != nil,
      let day = CalendarDay(year: Int(parts[0]), month: Int(parts[1]), day: Int(parts[2]))
    else { return Self.epoch }
    return day
  }

  /// 1970-01-01, should the system clock fail.
  private static let epoch = CalendarDay(checked: 1970, 1, 1)

  private init(checked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}
