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
/// DurationUnits("m:s")            // .minutesSeconds
/// DurationUnits.hoursMinutes.text  // "h:m"
/// ```
public enum DurationUnits: Sendable, Hashable, CaseIterable {
  /// Hours, minutes and seconds: `1:05:30`.
  case hoursMinutesSeconds
  /// Minutes and seconds: `5:30`.
  case minutesSeconds
  /// Hours and minutes: `1:05`.
  case hoursMinutes

  /// The units a form file names (``text``), or `nil`.
  ///
  /// Not raw values: a raw value's comparison and hash, as strings, would
  /// bring Unicode's normalization into the browser's module.
  ///
  /// ```swift
  /// DurationUnits("h:m")  // .hoursMinutes
  /// DurationUnits("s")    // nil
  /// ```
  public init?(_ text: String) {
    guard let units = Self.allCases.first(where: { text.hasSameUTF8(as: $0.text) }) else {
      return nil
    }
    self = units
  }

  /// The units as a form file names them: `h:m:s`, `m:s` or `h:m`.
  public var text: String {
    switch self {
    case .hoursMinutesSeconds: "h:m:s"
    case .minutesSeconds: "m:s"
    case .hoursMinutes: "h:m"
    }
  }

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
