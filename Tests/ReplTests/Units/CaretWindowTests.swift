@_spi(Engine) import Keypad
import Testing

@testable import keypad_repl

/// A value wider than its box keeps the caret and the selection in view
/// (issue 26, item 9): the box showed the number's tail, with the caret out
/// of sight after Home, in colour and with `NO_COLOR`.
@Suite struct CaretWindowTests {
  /// Hand-worked windows of six columns: a cut side shows `…`.
  @Test(arguments: [
    ("123456789", 1..<1, true, "1|234…", nil as Range<Int>?),
    ("123456789", 9..<9, true, "…6789|", nil),
    ("123456789", 5..<5, true, "…|6789", nil),
    ("123456789", 3..<3, true, "123|4…", nil),
    ("123456789012", 6..<6, true, "…456|…", nil),
    ("123456789012", 6..<6, false, "…4567…", 4..<5),
    ("123456789012", 0..<0, false, "12345…", 0..<1),
    ("123456789012", 12..<12, false, "…89012", 6..<7),
    ("123456789012", 2..<10, false, "…3456…", 1..<5),
    ("12345", 0..<5, false, "12345", 0..<5),
  ])
  func aWindowOfSixColumns(
    display: String, selection: Range<Int>, marker: Bool, text: String, highlight: Range<Int>?
  ) {
    let window = CaretText(display: display, selection: selection, marker: marker)
      .window(columns: 6)
    #expect(window.text == text)
    #expect(window.highlight == highlight)
  }

  @Test func aWideCharacterIsNeverHalved() {
    let caret = CaretText(display: "１２３４５６", selection: 1..<1, marker: true)
    #expect(caret.window(columns: 6).text == "１|２…")
    #expect(caret.window(columns: 5).text == "１|…", "２ would take columns 3 and 4 of 4")
  }

  private func state() throws -> InteractiveState {
    let rules = try FieldRules(maxIntegerDigits: 64, maxFractionDigits: 0)
    let form = try KeypadForm(
      fields: [FormField(name: "n", tag: 1, rules: rules)], symbols: .locale("en_US"))
    var state = InteractiveState(session: Session(form: form, title: "Long"))
    for character in "1234567890123456789012345" { _ = state.handle(.character(character)) }
    return state
  }

  /// The case: 25 digits, Home, `9`; the caret sits after the 9.
  @Test func homeThenADigitShowsTheCaretInTheFormAndThePhone() throws {
    var state = try state()
    _ = state.handle(.home)
    _ = state.handle(.character("9"))
    let marked = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
    #expect(marked.filter { $0.contains("[9|1,234") }.count == 2, "the form and the phone")
    let coloured = Screen.lines(for: state, columns: 80, rows: 24, colour: true)
    let row = try #require(coloured.first { $0.contains("▸") })
    #expect(row.contains("9\u{1B}[0;1;7m1"))
  }

  /// Wherever the caret goes, the active field's row shows it.
  @Test func everyCaretPositionIsInView() throws {
    var state = try state()
    _ = state.handle(.home)
    let count = try #require(state.session.form.activeField?.display(editing: true).utf16.count)
    for step in 0...count {
      for colour in [false, true] {
        let lines = Screen.lines(for: state, columns: 80, rows: 24, colour: colour)
        let row = try #require(lines.first { $0.contains("▸") })
        #expect(row.contains(colour ? "\u{1B}[0;1;7m" : "|"), "step \(step), colour \(colour)")
      }
      _ = state.handle(.right)
    }
  }
}
