extension NumberForm {
  /// Makes a date field anew in another locale, so that it is typed in that
  /// locale's order, calendar and digits, keeping its date.
  ///
  /// A complete date is typed again in the new locale's calendar; an
  /// incomplete one keeps its digits when both locales read them the same
  /// way (the same segments in the same order and calendar), else the field
  /// is emptied. Its undo history is forgotten: its steps are digits in the
  /// old order. A locale whose calendar digits cannot type leaves the field
  /// as it was.
  mutating func relocalizeDate(at index: Int, to id: String) {
    guard let old = fields[index].rules.kindFormat as? DateFormat,
      let new = try? DateFormat(locale: id, min: old.min, max: old.max), new != old
    else { return }
    let rules = FieldRules(
      kind: .custom(new), advancesWhenComplete: fields[index].rules.advancesWhenComplete)
    let definition = fields[index]
    fields[index] = FormField(
      name: definition.name, label: definition.label, tag: definition.tag, rules: rules,
      isRequired: definition.isRequired, isEnabled: definition.isEnabled,
      isHidden: definition.isHidden)
    var field = NumberField(symbols: symbols, rules: rules)
    field.state = new.carrying(numberFields[index].state, from: old)
    numberFields[index] = field
    if index == active {
      // What Escape restores and what a leave compares with, in the new order.
      revertState = revertState.map { new.carrying($0, from: old) }
      committedState = committedState.map { new.carrying($0, from: old) }
    }
  }
}

extension DateFormat {
  /// A state of `old` as a state of this format.
  func carrying(_ state: EntryState, from old: DateFormat) -> EntryState {
    EntryState(
      isNegative: false, digits: DigitString(typed(carrying: state.digits.string, from: old)),
      separatorIndex: -1)
  }

  /// The digits that type in this format what `typed` holds in `old`: a
  /// complete date's day, or the same digits when both read them alike;
  /// else none.
  func typed(carrying typed: String, from old: DateFormat) -> String {
    if case .date(let day)? = old.value(of: typed) {
      guard let local = calendar.local(day) else { return "" }
      return typedDigits(year: local.year, month: local.month, day: local.day)
    }
    let alike =
      calendar.segments == old.calendar.segments && calendarType == old.calendarType
      && calendar.months == old.calendar.months && calendar.days == old.calendar.days
    return alike && check(typed) == nil ? typed : ""
  }
}
