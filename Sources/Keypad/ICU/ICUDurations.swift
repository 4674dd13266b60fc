import KeypadICU

/// A locale's durations from ICU in one width: hours, minutes and seconds
/// each formatted as a unit and joined as the locale joins units.
///
/// One instance must not be used from two threads at once.
final class ICUDurations {
  /// The widths keypad_icu.h opens.
  enum Width: Int32 {
    /// `1 hr, 5 min, 30 sec` in en_US.
    case short = 0
    /// `1 hour, 5 minutes, 30 seconds` in en_US.
    case long = 1
  }

  private let durations: OpaquePointer

  /// Opens the durations of an ICU locale id in a width.
  ///
  /// ICU is asked before the object is made, as for ``ICUTimes``.
  convenience init(locale: String, width: Width) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = locale.withCString {
      keypad_icu_durations_open($0, width.rawValue, &status)
    }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(durations: opened)
  }

  /// The object of opened durations, which it closes.
  private init(durations: OpaquePointer) {
    self.durations = durations
  }

  deinit { keypad_icu_durations_close(durations) }

  /// The units `shown` names (4 hours, 2 minutes, 1 seconds), joined.
  func format(hours: Int, minutes: Int, seconds: Int, shown: Int32) throws(ICUFailure)
    -> String
  {
    let units = try icuUTF16 { buffer, capacity, status in
      keypad_icu_durations_format(
        durations, Int32(clamping: hours), Int32(minutes), Int32(seconds), shown, buffer,
        capacity, &status)
    }
    return String(decoding: units, as: UTF16.self)
  }
}
