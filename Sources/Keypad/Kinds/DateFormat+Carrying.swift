extension DateFormat {
  /// The format in the locale, when it differs from this one: a date that
  /// follows its field's locale is made anew in it.
  ///
  /// - Throws: ``LocaleError`` for a locale whose calendar digits cannot
  ///   type.
  public func relocalized(to localeID: String) throws(LocaleError) -> DateFormat? {
    let new = try DateFormat(locale: localeID, min: min, max: max)
    return new == self ? nil : new
  }

  /// The digits that type in this format what `typed` holds in `old`, or
  /// `nil` when no digits of this format hold it.
  ///
  /// A complete date is its day in this format's calendar (`nil` when the
  /// day is outside this format's years). An incomplete date keeps each
  /// typed segment as typed, put in this format's order, when both formats
  /// read a segment's digits alike (the same calendar, months and days);
  /// it is `nil` when its segments are no start of this format's order
  /// (a year typed alone, carried to a format that starts with the day).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let us = try DateFormat(locale: "en_US")
  /// let de = try DateFormat(locale: "de_DE")
  /// de.typed(carrying: "1225", from: us)      // "2512"
  /// de.typed(carrying: "12252", from: us)     // "25122"
  /// de.typed(carrying: "12", from: us)        // nil: a month alone
  /// de.typed(carrying: "12252026", from: us)  // "25122026"
  /// ```
  public func typed(carrying typed: String, from old: DateFormat) -> String? {
    if typed.isEmpty { return "" }
    if case .date(let day)? = old.value(of: typed) {
      guard let local = calendar.local(day) else { return nil }
      return typedDigits(year: local.year, month: local.month, day: local.day)
    }
    guard
      calendarType.hasSameUTF8(as: old.calendarType) && calendar.months == old.calendar.months
        && calendar.days == old.calendar.days
    else { return nil }
    // Each segment's typed digits, and whether it is complete, by segment.
    let read = old.read(typed)
    // (Three segments at most: a list, not a dictionary.)
    var pieces: [(segment: DateCalendar.Segment, digits: Substring, isComplete: Bool)] = []
    var rest = Substring(typed)
    for (index, segment) in old.calendar.segments.enumerated() where read[count: index] > 0 {
      pieces.append((segment, rest.prefix(read[count: index]), read.isComplete(index)))
      rest = rest.dropFirst(read[count: index])
    }
    var carried = ""
    var placed = 0
    for segment in calendar.segments {
      guard let piece = pieces.first(where: { $0.segment == segment }) else { break }
      carried += piece.digits
      placed += 1
      if !piece.isComplete { break }
    }
    return placed == pieces.count && check(carried) == nil ? carried : nil
  }
}
