/// A time of day on the 24-hour clock of ISO 8601: a time field's value,
/// and the bounds Done checks it against.
///
/// A time with seconds and one without are two values: `19:30` and
/// `19:30:00` are written as they were given, as a field with seconds and
/// one without submit them.
///
/// ```swift
/// TimeOfDay("19:30")         // TimeOfDay(hour: 19, minute: 30)
/// TimeOfDay("07:05:09")?.second  // 9
/// TimeOfDay("24:00")         // nil
/// TimeOfDay("7:30")          // nil: two digits each
/// ```
public struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
  /// The hour, 0 to 23.
  public let hour: Int
  /// The minute, 0 to 59.
  public let minute: Int
  /// The second, 0 to 59, or `nil` for a time given without seconds.
  public let second: Int?

  /// A time from its parts, or `nil` when the hour is not 0 to 23, or the
  /// minute or second not 0 to 59.
  ///
  /// ```swift
  /// TimeOfDay(hour: 19, minute: 30)?.description             // "19:30"
  /// TimeOfDay(hour: 7, minute: 5, second: 0)?.description    // "07:05:00"
  /// TimeOfDay(hour: 12, minute: 60)                          // nil
  /// ```
  public init?(hour: Int, minute: Int, second: Int? = nil) {
    guard (0...23).contains(hour), (0...59).contains(minute),
      second.map({ (0...59).contains($0) }) ?? true
    else { return nil }
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// A time from ISO 8601's `HH:MM` or `HH:MM:SS`, or `nil`.
  ///
  /// ```swift
  /// TimeOfDay("19:30")?.hour     // 19
  /// TimeOfDay("19:30:05")?.second  // 5
  /// TimeOfDay("19h30")           // nil
  /// ```
  public init?(_ text: String) {
    let parts = text.split(ascii: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count),
      parts.allSatisfy({ $0.utf8.count == 2 && $0.utf8.allSatisfy(isDigit) })
    else { return nil }
    // ASCII digits, two of them: their value, without Int's parser.
    let values = parts.map { $0.utf8.reduce(0) { $0 * 10 + Int($1) - 0x30 } }
    self.init(hour: values[0], minute: values[1], second: values.count == 3 ? values[2] : nil)
  }

  /// The seconds since midnight, a missing second as 0.
  ///
  /// ```swift
  /// TimeOfDay("01:02:03")?.secondsOfDay  // 3723
  /// ```
  @_spi(Engine) public var secondsOfDay: Int { (hour * 60 + minute) * 60 + (second ?? 0) }

  /// The time as `HH:MM`, or `HH:MM:SS` when it has seconds.
  public var description: String {
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let time = twoDigits(hour) + ":" + twoDigits(minute)
    guard let second else { return time }
    return time + ":" + twoDigits(second)
  }
}
