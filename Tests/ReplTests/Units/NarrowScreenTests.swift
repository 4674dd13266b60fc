import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// Narrow terminals (issue 26, item 12): below about 25 columns the active
/// field showed its label and no value, and the Ctrl-S line cut a long
/// amount's words with `…`.
@Suite struct NarrowScreenTests {
  private func state(locale: String, typing text: String) throws -> InteractiveState {
    let symbols = try NumberSymbols.locale(locale)
    var state = InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
    for character in text { _ = state.handle(.character(character)) }
    return state
  }

  /// The amount `1.234,5 €` with the caret after the 5, marked `|`: it
  /// shows whole down to 20 columns, then its end with the caret.
  @Test(arguments: [
    (40, "1.234,5|"), (30, "1.234,5|"), (24, "1.234,5|"), (20, "1.234,5|"), (16, "34,5|"),
  ])
  func theValueComesBeforeTheLabel(columns: Int, shown: String) throws {
    let state = try state(locale: "de_DE", typing: "1234,5")
    let lines = Screen.lines(for: state, columns: columns, rows: 24, colour: false)
    #expect(TerminalColumns.misfits(lines, columns: columns) == [])
    let row = try #require(lines.first { $0.contains("▸") })
    #expect(row.contains(shown), "\(columns) columns: \(row)")
    #expect(row.contains("]"), "the box is closed inside the window: \(row)")
  }

  @Test func theLabelKeepsWhatTheValueLeaves() {
    #expect(FormPanel.columns(width: 53, labels: [17], values: [9]) == (17, 16))
    // 24 columns: 7 for the frame, 9 + 2 for the value, 6 for the label.
    #expect(FormPanel.columns(width: 24, labels: [17], values: [9]) == (6, 11))
    #expect(FormPanel.columns(width: 10, labels: [17], values: [9]) == (0, 3))
    // 40 columns: the box grows from 6 to the value's 11 before the note's 20.
    #expect(FormPanel.columns(width: 40, labels: [17], values: [9]) == (17, 11))
  }

  /// The spoken line wraps at spaces over as many rows as it needs; every
  /// word of it shows, none is cut.
  @Test(arguments: [("en_US", 40), ("en_US", 24), ("de_DE", 30), ("de_DE", 20)])
  func theSpokenLineWrapsWithoutCuttingWords(locale: String, columns: Int) throws {
    var state = try state(locale: locale, typing: locale == "de_DE" ? "987654321,5" : "987654321.5")
    _ = state.handle(.control("s"))
    let said = SpokenLine.text(for: state.session.form.activeField, locale: locale)
    #expect(said.count > 2 * columns, "long enough to need rows: \(said)")
    let lines = Screen.lines(for: state, columns: columns, rows: 40, colour: false)
    #expect(TerminalColumns.misfits(lines, columns: columns) == [])
    let says = try Catalogs.lead("repl.says", locale: locale)
    let first = try #require(lines.firstIndex { $0.hasPrefix(" " + says.prefix(4)) })
    var shown = ""
    for line in lines[first...] {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, said.filter({ $0 != " " }).hasPrefix(shown + text.filter { $0 != " " })
      else { break }
      shown += text.filter { $0 != " " }
    }
    #expect(shown == said.filter { $0 != " " })
  }

  /// Words break only at spaces when they fit a row.
  @Test func wrappingBreaksAtSpaces() throws {
    var field = try KeypadField(locale: "en_US")
    for character in "987654321" { field.type(character) }
    let lines = SpokenLine.lines(for: field, locale: "en_US", columns: 30)
    #expect(
      lines == [
        "Says (en): nine hundred", "eighty-seven million six", "hundred fifty-four thousand",
        "three hundred twenty-one",
      ])
  }
}
