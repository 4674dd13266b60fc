/// The units a duration field types, largest first: hours, minutes and
/// seconds (`h:m:s`, the default), minutes and seconds (`m:s`), or hours
/// and minutes (`h:m`).
///
/// Each unit takes two digits, typed from the right as on a kitchen timer;
/// the largest holds up to 99, a smaller one up to 99 too while typing, its
/// excess carried into the larger one in the value (`90` seconds typed in
/// `m:s` is `PT1M30S`).
///
/// ```swift
/// DurationUnits(rawValue: "m:s")  // .minutesSeconds
/// DurationUnits.hoursMinutes.rawValue  // "h:m"
/// ```
public enum DurationUnits: String, Sendable, Hashable, CaseIterable {
  /// Hours, minutes and seconds: `1:05:30`.
  case hoursMinutesSeconds = "h:m:s"
  /// Minutes and seconds: `5:30`.
  case minutesSeconds = "m:s"
  /// Hours and minutes: `1:05`.
  case hoursMinutes = "h:m"

  /// The seconds in each unit, largest first.
  var unitSeconds: [Int] {
    switch self {
    case .hoursMinutesSeconds: [3600, 60, 1]
    case .minutesSeconds: [60, 1]
    case .hoursMinutes: [3600, 60]
    }
  }

  /// The units ICU's duration formatting shows, as keypad_icu.h's mask: 4
  /// hours, 2 minutes, 1 seconds.
  var icuMasks: [Int32] {
    switch self {
    case .hoursMinutesSeconds: [4, 2, 1]
    case .minutesSeconds: [2, 1]
    case .hoursMinutes: [4, 2]
    }
  }
}
