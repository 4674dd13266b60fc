/// The earliest or latest day a date field takes at Done: a fixed day, or
/// the day Done runs on.
///
/// A fixed day is made from its ISO date; a text that is no day is `nil`,
/// so check it where the text is not a literal:
///
/// ```swift
/// guard let last = DateBound("2030-12-31") else { fatalError("not a day") }
/// let rules = FieldRules(kind: .date(min: .today, max: last))
/// DateBound.today.description  // "today", as a form file writes it
/// ```
public enum DateBound: Sendable, Hashable, CustomStringConvertible {
  /// A Gregorian day.
  case day(CalendarDay)
  /// The day Done runs on: ``ValidationContext/today``.
  case today

  /// A bound from its text, as a form file writes it: an ISO date of a day
  /// the Gregorian calendar has (``CalendarDay/init(_:)``), or `today`;
  /// `nil` for anything else, `2026-02-30` too.
  ///
  /// ```swift
  /// DateBound("2026-11-23")  // .day(CalendarDay(year: 2026, month: 11, day: 23)!)
  /// DateBound("today")       // .today
  /// DateBound("tomorrow")    // nil
  /// ```
  public init?(_ text: String) {
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
  /// DateBound.today.day(today: CalendarDay("2026-11-23")!).description  // "2026-11-23"
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
