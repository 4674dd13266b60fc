import KeypadICU

/// A locale's numeric date pattern and calendar from ICU: the best pattern
/// for `yyyyMMdd`, the calendar's limits, days of months, conversions to and
/// from the Gregorian calendar, and the medium, full and era formats.
///
/// One instance must not be used from two threads at once.
final class ICUDates {
  private let dates: OpaquePointer

  /// Opens the dates of an ICU locale id, such as `th_TH@calendar=gregorian`.
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(locale: String) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = locale.withCString { keypad_icu_dates_open($0, &status) }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(dates: opened)
  }

  /// The object of opened dates, which it closes.
  private init(dates: OpaquePointer) {
    self.dates = dates
  }

  deinit { keypad_icu_dates_close(dates) }

  /// The numeric date pattern, such as `MM/dd/yyyy`.
  func pattern() throws(ICUFailure) -> String {
    let units = try icuUTF16 { buffer, capacity, status in
      keypad_icu_dates_pattern(dates, buffer, capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The calendar's type, such as `persian`.
  func calendarType() throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      keypad_icu_dates_calendar_type(dates, buffer, capacity, &status)
    }
  }

  /// The greatest era, and the least and greatest year, month (from 1)
  /// and day of the month.
  func limits() throws(ICUFailure) -> [Int] {
    var status: Int32 = 0
    var limits = [Int32](repeating: 0, count: 7)
    limits.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      keypad_icu_dates_limits(dates, base, &status)
    }
    try ICUStatus(rawValue: status).check()
    return limits.map(Int.init)
  }

  /// The days of a month (from 1) of a year of the calendar.
  func daysInMonth(year: Int, month: Int) throws(ICUFailure) -> Int {
    var status: Int32 = 0
    let days = keypad_icu_dates_days_in_month(dates, Int32(year), Int32(month), &status)
    try ICUStatus(rawValue: status).check()
    return Int(days)
  }

  /// A day of the calendar as a Gregorian era, year, month and day; fails
  /// for a day the month lacks.
  func gregorian(year: Int, month: Int, day: Int) throws(ICUFailure) -> [Int] {
    try convert(year, month, day, keypad_icu_dates_to_gregorian)
  }

  /// A Gregorian day as the calendar's era, year, month and day; fails for
  /// a day the month lacks.
  func local(gregorianYear year: Int, month: Int, day: Int) throws(ICUFailure) -> [Int] {
    try convert(year, month, day, keypad_icu_dates_from_gregorian)
  }

  private func convert(
    _ year: Int, _ month: Int, _ day: Int,
    _ call: (
      OpaquePointer, Int32, Int32, Int32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> Void
  ) throws(ICUFailure) -> [Int] {
    var status: Int32 = 0
    var parts = [Int32](repeating: 0, count: 4)
    parts.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      call(dates, Int32(year), Int32(month), Int32(day), base, &status)
    }
    try ICUStatus(rawValue: status).check()
    return parts.map(Int.init)
  }

  /// A day of the calendar in one of keypad_icu.h's styles
  /// (`KEYPAD_ICU_DATE_MEDIUM`, `_FULL`, `_ERA`).
  func format(style: Int32, year: Int, month: Int, day: Int) throws(ICUFailure) -> String {
    let units = try icuUTF16(capacity: 96) { buffer, capacity, status in
      keypad_icu_dates_format(
        dates, style, Int32(year), Int32(month), Int32(day), buffer, capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }
}
