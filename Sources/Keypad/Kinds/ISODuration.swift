/// A length of time in whole seconds, written as an ISO 8601 duration: a
/// duration field's value, and the bound Done checks it against.
///
/// The text is the duration in hours, minutes and seconds, each part that
/// is not zero (`PT1H5M30S`, `PT90M` is `PT1H30M`), and `PT0S` for none.
/// It is read from `P`, an optional number of days (24 hours each), then
/// `T` and optional hours, minutes and seconds, each a whole number of at
/// most nine digits, in that order, in either case; years, months, weeks
/// and fractions are refused, as they are no fixed number of seconds.
///
/// ```swift
/// ISODuration("PT1M30S")?.seconds  // 90
/// ISODuration("PT90M")?.text       // "PT1H30M"
/// ISODuration("P1DT2H")?.seconds   // 93600
/// ISODuration("PT1.5S")            // nil
/// ISODuration(seconds: 0)?.text    // "PT0S"
/// ```
public struct ISODuration: Sendable, Hashable, CustomStringConvertible {
  /// The whole seconds, 0 or more.
  public let seconds: Int

  /// A duration of whole seconds, or `nil` for a negative number.
  ///
  /// ```swift
  /// ISODuration(seconds: 3930)?.text  // "PT1H5M30S"
  /// ISODuration(seconds: -1)          // nil
  /// ```
  public init?(seconds: Int) {
    guard seconds >= 0 else { return nil }
    self.seconds = seconds
  }

  /// A duration read from ISO 8601's `PnDTnHnMnS` (each part optional, at
  /// least one given), or `nil`.
  ///
  /// ```swift
  /// ISODuration("PT2H")?.seconds  // 7200
  /// ISODuration("pt5m")?.seconds  // 300
  /// ISODuration("PT")             // nil
  /// ISODuration("P1M")            // nil: a month is no fixed length
  /// ```
  public init?(_ text: String) {
    var bytes = Array(text.utf8)[...]
    guard bytes.popFirst().map({ $0 | 0x20 }) == UInt8(ascii: "p") else { return nil }
    // Each designator in order: D before T, then H, M, S after it.
    let designators: [(UInt8, Int, Bool)] = [
      (UInt8(ascii: "d"), 86_400, false), (UInt8(ascii: "h"), 3600, true),
      (UInt8(ascii: "m"), 60, true), (UInt8(ascii: "s"), 1, true),
    ]
    var next = 0
    var total = 0
    var parts = 0
    var inTime = false
    while let byte = bytes.first {
      if byte | 0x20 == UInt8(ascii: "t") {
        guard !inTime else { return nil }
        inTime = true
        bytes = bytes.dropFirst()
        continue
      }
      let digits = bytes.prefix(while: isDigit)
      guard (1...9).contains(digits.count) else { return nil }
      bytes = bytes.dropFirst(digits.count)
      guard let designator = bytes.popFirst().map({ $0 | 0x20 }),
        let index = designators[next...].firstIndex(where: { $0.0 == designator }),
        designators[index].2 == inTime
      else { return nil }
      next = index + 1
      let value = digits.reduce(0) { $0 * 10 + Int($1) - 0x30 }
      // Int is 32 bits in the browser's module: a total past it is none.
      let (part, overflowsPart) = value.multipliedReportingOverflow(by: designators[index].1)
      let (sum, overflowsSum) = total.addingReportingOverflow(part)
      guard !overflowsPart, !overflowsSum else { return nil }
      total = sum
      parts += 1
    }
    // A `T` with nothing after it is no duration.
    guard parts > 0, !inTime || next > 1 else { return nil }
    self.seconds = total
  }

  /// The hours, minutes and seconds of the duration.
  var hoursMinutesSeconds: (hours: Int, minutes: Int, seconds: Int) {
    (seconds / 3600, seconds % 3600 / 60, seconds % 60)
  }

  /// The ISO 8601 text, such as `PT1H5M30S`.
  public var text: String {
    let (hours, minutes, seconds) = hoursMinutesSeconds
    guard self.seconds > 0 else { return "PT0S" }
    var text = "PT"
    if hours > 0 { text += "\(hours)H" }
    if minutes > 0 { text += "\(minutes)M" }
    if seconds > 0 { text += "\(seconds)S" }
    return text
  }

  /// The ISO 8601 text (``text``).
  public var description: String { text }
}
