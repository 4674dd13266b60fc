/// The earliest or latest day a date field takes at Done: a fixed day, or
/// the day Done runs on.
///
/// ```swift
/// let rules = FieldRules(kind: .date(min: .today, max: .day(CalendarDay(year: 2030, month: 12, day: 31))))
/// DateBound.today.description  // "today", as a form file writes it
/// ```
public enum DateBound: Sendable, Hashable, CustomStringConvertible {
  /// A Gregorian day.
  case day(CalendarDay)
  /// The day Done runs on: ``ValidationContext/today``.
  case today

  /// A bound from its text in a form file: an ISO date of a day the
  /// Gregorian calendar has (``CalendarDay/init(_:)``), or `today`; `nil`
  /// for anything else, `2026-02-30` too.
  ///
  /// ```swift
  /// DateBound("2026-11-23")  // .day(CalendarDay(year: 2026, month: 11, day: 23))
  /// DateBound("today")       // .today
  /// DateBound("tomorrow")    // nil
  /// ```
  @_spi(Engine) public init?(_ text: String) {
    if text.hasSameUTF8(as: "today") {
      self = .today
    } else if let day = CalendarDay(text) {
      self = .day(day)
    } else {
      return nil
    }
  }

  /// The day the bound stands for on `today`.
  ///
  /// ```swift
  /// DateBound.today.day(today: CalendarDay("2026-11-23")!)  // 2026-11-23
  /// ```
  public func day(today: CalendarDay) -> CalendarDay {
    switch self {
    case .day(let day): day
    case .today: today
    }
  }

  /// The ISO date, or `today`.
  public var description: String {
    switch self {
    case .day(let day): day.description
    case .today: "today"
    }
  }
}
