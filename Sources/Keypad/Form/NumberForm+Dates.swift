extension NumberForm {
  /// Makes a date field anew in another locale, so that it is typed in that
  /// locale's order, calendar and digits, keeping its date.
  ///
  /// A complete date is typed again in the new locale's calendar; an
  /// incomplete one keeps its typed segments, put in the new locale's order
  /// (see ``DateFormat/typed(carrying:from:)``). Its undo history is
  /// forgotten: its steps are digits in the old order. A field whose digits
  /// cannot be carried stays as it was: its digits, order, calendar and
  /// history. (``setLocale(_:)`` refuses a calendar digits cannot type.)
  mutating func relocalizeDate(at index: Int, to id: String) {
    guard let old = fields[index].rules.kindFormat as? DateFormat,
      let new = try? DateFormat(locale: id, min: old.min, max: old.max), new != old,
      let state = new.carrying(numberFields[index].state, from: old)
    else { return }
    let rules = FieldRules(
      kind: .custom(new), advancesWhenComplete: fields[index].rules.advancesWhenComplete)
    let definition = fields[index]
    fields[index] = FormField(
      name: definition.name, label: definition.label, tag: definition.tag, rules: rules,
      isRequired: definition.isRequired, initialValue: definition.initialValue,
      isEnabled: definition.isEnabled, isHidden: definition.isHidden)
    var field = NumberField(symbols: symbols, rules: rules)
    field.state = state
    numberFields[index] = field
    if index == active {
      // What Escape restores and what a leave compares with, in the new
      // order; one that cannot be carried becomes the carried state.
      revertState = revertState.map { new.carrying($0, from: old) ?? state }
      committedState = committedState.map { new.carrying($0, from: old) ?? state }
    }
  }
}

extension DateFormat {
  /// A state of `old` as a state of this format, or `nil` when its digits
  /// cannot be carried (see ``typed(carrying:from:)``).
  func carrying(_ state: EntryState, from old: DateFormat) -> EntryState? {
    guard let digits = typed(carrying: state.digits.string, from: old) else { return nil }
    return EntryState(isNegative: false, digits: DigitString(digits), separatorIndex: -1)
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
  /// let us = try DateFormat(locale: "en_US")
  /// let de = try DateFormat(locale: "de_DE")
  /// de.typed(carrying: "1225", from: us)      // "2512"
  /// de.typed(carrying: "12252", from: us)     // "25122"
  /// de.typed(carrying: "12", from: us)        // nil: a month alone
  /// de.typed(carrying: "12252026", from: us)  // "25122026"
  /// ```
  func typed(carrying typed: String, from old: DateFormat) -> String? {
    if typed.isEmpty { return "" }
    if case .date(let day)? = old.value(of: typed) {
      guard let local = calendar.local(day) else { return nil }
      return typedDigits(year: local.year, month: local.month, day: local.day)
    }
    guard
      calendarType == old.calendarType && calendar.months == old.calendar.months
        && calendar.days == old.calendar.days
    else { return nil }
    // Each segment's typed digits, and whether it is complete, by segment.
    let read = old.read(typed)
    var pieces: [DateCalendar.Segment: (digits: Substring, isComplete: Bool)] = [:]
    var rest = Substring(typed)
    for (index, segment) in old.calendar.segments.enumerated() where read[count: index] > 0 {
      pieces[segment] = (rest.prefix(read[count: index]), read.isComplete(index))
      rest = rest.dropFirst(read[count: index])
    }
    var carried = ""
    var placed = 0
    for segment in calendar.segments {
      guard let piece = pieces[segment] else { break }
      carried += piece.digits
      placed += 1
      if !piece.isComplete { break }
    }
    return placed == pieces.count && check(carried) == nil ? carried : nil
  }
}
