import Keypad
import KeypadFrontEnd

/// The interactive screen as a pure function of the state and the terminal
/// size: ``lines(for:columns:rows:colour:)`` gives the text of every row.
///
/// At 80 × 24 and larger it shows, left to right: the form (title, locale,
/// fields, the active field's rules, feedback), the number pad and the key
/// hints; and a phone with the keyboard-avoidance result. A smaller window
/// drops the phone, then the pad, then the hints; nothing is ever drawn
/// outside the window.
enum Screen {
  /// The smallest width that shows the phone beside the form.
  static let phoneMinimumColumns = 76

  /// The rows of the screen; with `colour`, styled with SGR sequences.
  static func lines(for state: InteractiveState, columns: Int, rows: Int, colour: Bool)
    -> [String]
  {
    canvas(for: state, columns: columns, rows: rows, colour: colour).lines(colour: colour)
  }

  /// The screen drawn on a canvas of the window's size; without `colour`,
  /// what colour would show is marked in the text, and the caret is drawn
  /// as a marker.
  static func canvas(
    for state: InteractiveState, columns: Int, rows: Int, colour: Bool = true
  ) -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    let form = state.session.form
    let showsPhone = columns >= phoneMinimumColumns && rows >= 12 && !state.showsHelp
    let width = showsPhone ? columns - PhoneView.width - 1 : columns
    if showsPhone {
      PhoneView.draw(
        on: &canvas, row: 0, column: columns - PhoneView.width, height: min(rows, 46) - 1,
        title: state.session.title, form: form, phone: state.phone, caretMarker: !colour)
    }
    let locale = form.symbols.localeID
    let shownCount = form.fields.filter { !$0.isHidden }.count
    let spoken =
      state.showsSpoken
      ? SpokenLine.lines(for: form.activeField, locale: locale, columns: max(1, width - 1)) : []
    let plan = Plan(rows: rows, fields: shownCount, spokenRows: spoken.count)
    let title = " Keypad · \(state.session.title) · \(form.symbols.localeID)"
    canvas.put(TextWidth.clip(title, to: width - 1), row: 0, column: 0, style: .strong)
    if plan.localeLine {
      canvas.put(TextWidth.clip(localeLine(form), to: width - 1), row: 1, column: 1, style: .dim)
    }
    if state.showsHelp {
      // From the row under the title to the command line; in a window too
      // low for all of it the last line, which says how to close it, stays.
      let room = max(0, rows - 3)
      let help = Help.interactive(locale: locale)
      let shown =
        help.count <= room ? help : Array(help.prefix(max(0, room - 1))) + [help[help.count - 1]]
      for (index, line) in shown.suffix(room).enumerated() {
        canvas.put(TextWidth.clip(line, to: width - 1), row: 2 + index, column: 1)
      }
    } else {
      let window = fieldWindow(form: form, count: plan.fieldRows, shown: shownCount)
      FormPanel.drawFields(
        on: &canvas, row: plan.fieldsRow, width: width, form: form, window: window,
        caretMarker: !colour)
      if window.lowerBound > 0, width >= 60 {
        let more = ScreenWords.text(
          "repl.more-above", [.number("count", window.lowerBound)], locale: locale)
        putMore(more, on: &canvas, row: plan.fieldsRow, width: width)
      }
      if window.upperBound < shownCount, width >= 60 {
        let more = ScreenWords.text(
          "repl.more-below", [.number("count", shownCount - window.upperBound)], locale: locale)
        putMore(more, on: &canvas, row: plan.fieldsRow + plan.fieldRows - 1, width: width)
      }
      canvas.put(
        TextWidth.clip(FormPanel.rulesLine(form: form), to: width - 1), row: plan.rulesRow,
        column: 1, style: .dim)
      if let spokenRow = plan.spokenRow {
        // What does not fit the rows the plan could give ends in `…`.
        let shown =
          spoken.count > plan.spokenRows
          ? Array(spoken.prefix(plan.spokenRows - 1))
            + [TextWidth.clip(spoken[plan.spokenRows - 1] + " …", to: max(1, width - 1))]
          : spoken
        for (index, line) in shown.enumerated() {
          canvas.put(TextWidth.clip(line, to: width - 1), row: spokenRow + index, column: 1)
        }
      }
      if let feedback = state.feedback {
        let gap = plan.rulesRow - plan.fieldsRow - plan.fieldRows
        drawFeedback(
          feedback, on: &canvas, lastRow: plan.feedbackRow, rows: gap > 0 ? 3 : 2, width: width)
      }
      if let padRow = plan.padRow {
        NumberPadView.draw(
          on: &canvas, row: padRow, column: max(1, (width - NumberPadView.width) / 2),
          form: form, lastPress: state.lastPress, marksUnusable: !colour)
      }
    }
    if let hintsRow = plan.hintsRow, !state.showsHelp {
      for (index, hint) in hints(locale: locale).enumerated() {
        canvas.put(
          TextWidth.clip(hint, to: width - 1), row: hintsRow + index, column: 1, style: .dim)
      }
    }
    drawCommandLine(on: &canvas, row: rows - 1, width: width, state: state)
    return canvas
  }

  /// The key hints under the pad, in the words of `locale`'s language
  /// (the keys to press as they are): `0-9 ,. -  type  ⌫ back  ^U clear …`.
  static func hints(locale: String) -> [String] {
    [
      ScreenWords.text("repl.hints.edit", locale: locale),
      ScreenWords.text("repl.hints.move", locale: locale),
    ]
  }

  /// How many fields are above or below the window (`↑ 2 more`), at the
  /// right of the fields' column; a note too wide for its 12 columns is cut.
  private static func putMore(_ text: String, on canvas: inout Canvas, row: Int, width: Int) {
    let shown = TextWidth.clip(text, to: 12)
    canvas.put(shown, row: row, column: width - 1 - TextWidth.of(shown), style: .dim)
  }

  /// `decimal , · group . · digits 0123456789`, in the words of the form's
  /// language.
  static func localeLine(_ form: KeypadForm) -> String {
    let symbols = form.symbols
    let locale = symbols.localeID
    let group = symbols.groupingSeparator
    let groupName: String =
      switch group {
      case "\u{202F}": ScreenWords.text("repl.group.narrow-space", locale: locale)
      case " ", "\u{A0}": ScreenWords.text("repl.group.space", locale: locale)
      case "": ScreenWords.text("repl.group.none", locale: locale)
      default: DisplayText.withoutBidiMarks(group)
      }
    let decimal = DisplayText.withoutBidiMarks(symbols.decimalSeparator)
    return ScreenWords.text(
      "repl.locale-line",
      [
        .text("decimal", decimal), .text("group", groupName),
        .text("digits", symbols.digits.joined()),
      ], locale: locale)
  }

  /// The fields shown when not all fit: a window that holds the active one.
  static func fieldWindow(form: KeypadForm, count: Int, shown: Int) -> Range<Int> {
    guard shown > count else { return 0..<shown }
    let names = form.fields.filter { !$0.isHidden }.map(\.name)
    let active = form.activeFieldName.flatMap { names.firstIndex(of: $0) } ?? 0
    let start = min(max(0, active - count / 2), shown - count)
    return start..<(start + count)
  }

  private static func drawCommandLine(
    on canvas: inout Canvas, row: Int, width: Int, state: InteractiveState
  ) {
    guard let line = state.commandLine else {
      let form = state.session.form
      let hint = ScreenWords.text(
        "repl.command-hint", [.text("example", pasteExample(form))],
        locale: form.symbols.localeID)
      canvas.put(TextWidth.clip(" : " + hint, to: width - 1), row: row, column: 0, style: .dim)
      return
    }
    let text = TextWidth.clipLeft(":" + line, to: width - 2)
    let end = canvas.put(text, row: row, column: 1, style: .strong)
    canvas.put(" ", row: row, column: end, style: .active)
  }

  /// Which rows hold what, for a window height and a number of fields.
  struct Plan: Sendable, Equatable {
    /// Whether the locale line shows under the title.
    var localeLine = true
    /// The first field row.
    var fieldsRow = 3
    /// How many field rows.
    var fieldRows: Int
    /// The row of the active field's rules.
    var rulesRow: Int
    /// The first row of the active field's spoken value, under its rules,
    /// when it shows.
    var spokenRow: Int?
    /// How many rows the spoken value has (0 when it does not show).
    var spokenRows = 0
    /// The feedback row, under the rules (and the spoken value).
    var feedbackRow: Int
    /// The pad's top row, when it shows.
    var padRow: Int?
    /// The first of the two hint rows, right above the command line, when
    /// they show.
    var hintsRow: Int?

    /// Lays out `rows` rows for `fields` fields, with a row for the spoken
    /// value when `spoken` is set.
    init(rows: Int, fields: Int, spoken: Bool = false) {
      self.init(rows: rows, fields: fields, spokenRows: spoken ? 1 : 0)
    }

    /// Lays out `rows` rows for `fields` fields, with `spokenRows` rows for
    /// the spoken value (wrapped); a window too low for them all gives it
    /// fewer, at least one.
    init(rows: Int, fields: Int, spokenRows wantedSpoken: Int) {
      let wanted = max(1, fields)
      var spoken = max(0, wantedSpoken)
      var pad = true
      var hints = true
      var gaps = true
      var locale = true
      func fixed() -> Int {
        1 + (locale ? 1 : 0) + (gaps ? 2 : 0) + 2 + spoken
          + (pad ? NumberPadView.height : 0)
          + (hints ? 2 : 0) + 1
      }
      if fixed() + min(wanted, 3) > rows { pad = false }
      if fixed() + min(wanted, 2) > rows { hints = false }
      if fixed() + 1 > rows { gaps = false }
      if fixed() + 1 > rows { locale = false }
      if spoken > 1, fixed() + 1 > rows { spoken = max(1, spoken - (fixed() + 1 - rows)) }
      localeLine = locale
      spokenRows = spoken
      fieldsRow = 1 + (locale ? 1 : 0) + (gaps ? 1 : 0)
      fieldRows = max(1, min(wanted, rows - fixed()))
      rulesRow = fieldsRow + fieldRows + (gaps ? 1 : 0)
      spokenRow = spoken > 0 ? rulesRow + 1 : nil
      feedbackRow = rulesRow + spoken + 1
      padRow = pad ? feedbackRow + 1 : nil
      hintsRow = hints ? rows - 3 : nil
    }
  }
}
