import KeypadICU

/// A locale's time of day from ICU: the best pattern for `jmm` (or `jmmss`)
/// in its hour cycle, its day periods, and a time formatted in that
/// pattern.
///
/// One instance must not be used from two threads at once.
final class ICUTimes {
  private let times: OpaquePointer

  /// Opens the times of an ICU locale id, such as `de_DE@hours=h12`, with
  /// seconds or without.
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(locale: String, seconds: Bool) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = locale.withCString { keypad_icu_times_open($0, seconds ? 1 : 0, &status) }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(times: opened)
  }

  /// The object of opened times, which it closes.
  private init(times: OpaquePointer) {
    self.times = times
  }

  deinit { keypad_icu_times_close(times) }

  /// The time pattern, such as `h:mm a`.
  func pattern() throws(ICUFailure) -> String {
    let units = try icuUTF16 { buffer, capacity, status in
      keypad_icu_times_pattern(times, buffer, capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// A day period's marker: 0 for AM, 1 for PM.
  func dayPeriod(_ index: Int) throws(ICUFailure) -> String {
    let units = try icuUTF16 { buffer, capacity, status in
      keypad_icu_times_day_period(times, Int32(index), buffer, capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// A time of day (hour 0 to 23) in the pattern.
  func format(hour: Int, minute: Int, second: Int) throws(ICUFailure) -> String {
    let units = try icuUTF16 { buffer, capacity, status in
      keypad_icu_times_format(
        times, Int32(hour), Int32(minute), Int32(second), buffer, capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }
}
