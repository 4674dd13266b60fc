import Keypad

extension FormController {
  /// Says an announcement through the active field's entry, which a
  /// screen reader follows, or through `fallback` when no field is active
  /// (after Done submitted the form, after the pad was dismissed).
  ///
  /// A field that advanced once complete has already handed the focus to
  /// the next one: its `Card number complete, Expiry` is said there, after
  /// the screen reader announced the new field.
  func announce(_ announcement: Announcement, otherwise fallback: NumberEntry?) {
    guard let entry = activeEntry ?? fallback else { return }
    if saidWithFocus == announcement {
      saidWithFocus = nil
    } else {
      entry.announce(announcement.text)
    }
    var line = TraceLine("announce")
    line.add("field", entry === activeEntry ? form.activeFieldName : nil)
    line.add("code", announcement.code)
    // What it says of a field whose digits stay out of logs (a card's
    // digits after an undo, in words) is left out.
    let name = entries.first { $0.value === entry }?.key
    let hides = name.flatMap { form.field(named: $0)?.hidesDigitsInLogs } ?? true
    line.add("text", announcement.speaksFieldContent && hides ? nil : announcement.text)
    trace(line)
  }

  /// Before the focus moves to another field's entry, makes an input's
  /// announcement that entry's description.
  ///
  /// A screen reader reads the description with the entry it announces
  /// (`Card text. 4242 4 selected. not submitted, ...`); set after the
  /// focus moved, the description would be read there and then again as a
  /// change. Set before, the change is of an entry the screen reader is not
  /// on, and it is read once, with the entry.
  func describeNewFocus(_ result: FormResult) {
    guard let announcement = result.announcement else { return }
    saidWithFocus = nil
    for case .focusChanged(_, let to?) in result.events {
      guard let entry = entries[to] else { continue }
      entry.setDescription(announcement.text)
      saidWithFocus = announcement
    }
  }
}
