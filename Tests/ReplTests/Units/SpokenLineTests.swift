import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// Ctrl-S shows the active field's spoken value under its rules.
@Suite struct SpokenLineTests {
  private func state(locale: String = "de_DE") throws -> InteractiveState {
    let symbols = try NumberSymbols.locale(locale)
    return InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
  }

  @Test func controlSTogglesTheLine() throws {
    var state = try state()
    let says = try Catalogs.lead("repl.says", locale: "de_DE")
    for character in "12,5" { _ = state.handle(.character(character)) }
    #expect(!state.showsSpoken)
    #expect(
      !Screen.lines(for: state, columns: 80, rows: 24, colour: false).joined().contains(says))
    #expect(state.handle(.control("s")) == .continue)
    #expect(state.showsSpoken)
    let lines = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
    let rules = try #require(lines.firstIndex { $0.contains("Amount (EUR): ") })
    #expect(lines.indices.contains(rules + 1))
    #expect(lines[rules + 1].hasPrefix(" " + says + "de): zwölf Komma fünf Euro"))
    #expect(lines.count == 24)
    #expect(TerminalColumns.misfits(lines, columns: 80) == [])
    _ = state.handle(.control("s"))
    #expect(!state.showsSpoken)
  }

  @Test func aCompoundGermanNumberKeepsThePhoneInPlace() throws {
    var state = try state()
    for character in "12394,5" { _ = state.handle(.character(character)) }
    _ = state.handle(.control("s"))
    let line = SpokenLine.text(for: state.session.form.activeField, locale: "de_DE")
    // ICU puts a soft hyphen between the parts of a German compound number.
    let says = try Catalogs.lead("repl.says", locale: "de_DE") + "de): "
    #expect(line.hasPrefix(says + "zwölftausenddreihundertvierundneunzig Komma fünf"))
    #expect(!line.unicodeScalars.contains("\u{AD}"))
    // A soft hyphen takes a column in a terminal (glibc's wcwidth gives 1),
    // so a label holding one is measured so.
    #expect(TextWidth.of("a\u{AD}b") == 3)
    let lines = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
    let spoken = try #require(lines.first { $0.contains(says.prefix(6)) })
    #expect(spoken.hasSuffix("│"), "the phone's edge closes the spoken line: \(spoken)")
  }

  @Test func speakCommandTogglesTheLine() throws {
    var state = try state()
    for character in ":speak" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    #expect(state.showsSpoken)
  }

  @Test func emptyAndFallbackFields() throws {
    #expect(SpokenLine.text(for: nil, locale: "en_US") == "Says: nothing, no field is active")
    var field = try KeypadField(locale: "zu_ZA")
    #expect(SpokenLine.text(for: field, locale: "zu_ZA") == "Says: nothing, the field is empty")
    field.type("7")
    #expect(SpokenLine.text(for: field, locale: "zu_ZA") == "Says (en, fallback): seven")
  }

  /// Feedback moves below the spoken line; the pad below the feedback.
  @Test func planMakesRoomForTheLine() {
    let plain = Screen.Plan(rows: 24, fields: 6)
    let spoken = Screen.Plan(rows: 24, fields: 6, spoken: true)
    #expect(plain.spokenRow == nil)
    #expect(plain.feedbackRow == plain.rulesRow + 1)
    #expect(spoken.spokenRow == spoken.rulesRow + 1)
    #expect(spoken.feedbackRow == spoken.rulesRow + 2)
    #expect(spoken.padRow == spoken.feedbackRow + 1)
    #expect(spoken.fieldRows == plain.fieldRows - 1)
  }

  @Test func helpNamesTheKey() {
    #expect(Help.interactive(locale: "en_US").contains { $0.contains("Ctrl-S") })
    #expect(Screen.hints(locale: "en_US").contains { $0.contains("^S say") })
  }
}
