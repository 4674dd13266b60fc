import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// The caret keys of interactive mode and how the caret is drawn, without
/// a terminal.
@Suite struct CaretKeysTests {
  private func state(locale: String = "de_DE") throws -> InteractiveState {
    let symbols = try NumberSymbols.locale(locale)
    return InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
  }

  private func type(_ text: String, into state: inout InteractiveState) {
    for character in text { _ = state.handle(.character(character)) }
  }

  @Test func theDecoderReadsShiftedArrowsHomeAndEnd() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[1;2D\u{1B}[1;2C\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}[4~".utf8))
    #expect(keys == [.shiftLeft, .shiftRight, .home, .end, .home, .end])
  }

  @Test func leftSkipsTheGroupSeparatorAndTypingActsAtTheCaret() throws {
    var state = try state()
    type("1234", into: &state)  // 1.234|
    for _ in 0..<3 { _ = state.handle(.left) }  // 1|.234
    #expect(state.session.form.selection == 1..<1)
    type("9", into: &state)
    #expect(state.session.form.activeField?.display(editing: true) == "19.234\u{A0}€")
    #expect(state.session.form.selection == 2..<2)
  }

  @Test func deleteBackspaceHomeEndAndShiftedArrows() throws {
    var state = try state()
    type("1234", into: &state)
    _ = state.handle(.home)
    _ = state.handle(.delete)  // |234
    #expect(state.session.form.activeField?.display(editing: true) == "234\u{A0}€")
    _ = state.handle(.end)
    _ = state.handle(.shiftLeft)
    _ = state.handle(.shiftLeft)  // 2[34]
    #expect(state.session.form.selection == 1..<3)
    _ = state.handle(.backspace)
    #expect(state.session.form.activeField?.display(editing: true) == "2\u{A0}€")
    _ = state.handle(.control("a"))
    #expect(state.session.form.selection == 0..<0)
    _ = state.handle(.control("e"))
    #expect(state.session.form.selection == 1..<1)
  }

  @Test func ctrlZUndoesAndCtrlYRedoes() throws {
    var state = try state()
    type("12", into: &state)
    _ = state.handle(.control("z"))
    #expect(state.session.form.activeField?.display(editing: true) == "1\u{A0}€")
    _ = state.handle(.control("y"))
    #expect(state.session.form.activeField?.display(editing: true) == "12\u{A0}€")
    _ = state.handle(.control("y"))
    #expect(state.feedback?.code == "nothing-to-redo")
  }

  @Test func aPasteGoesInAtTheCaret() throws {
    var state = try state()
    type("15", into: &state)
    _ = state.handle(.left)
    _ = state.handle(.paste("234"))
    #expect(state.session.form.activeField?.display(editing: true) == "12.345\u{A0}€")
  }

  @Test func withoutColourTheCaretIsAMarker() throws {
    var state = try state()
    type("1234", into: &state)
    _ = state.handle(.left)
    let text = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
      .joined(separator: "\n")
    #expect(text.contains("▸ Amount (EUR)       [       1.23|4\u{A0}€ ]"))
    #expect(text.contains("▸[           1.23|4\u{A0}€ ]"))
  }

  @Test func withColourTheCaretCellIsInReverseVideo() throws {
    var state = try state()
    type("1234", into: &state)
    _ = state.handle(.left)
    let text = Screen.lines(for: state, columns: 80, rows: 24, colour: true)
      .joined(separator: "\n")
    #expect(text.contains("1.23\u{1B}[0;1;7m4\u{1B}[0;1m"))
    #expect(!text.contains("1.23|4"))
  }

  @Test func aSelectionIsMarkedAtBothEnds() {
    let caret = CaretText(display: "\u{061C}-١٬٢٣٤", selection: 2..<5, marker: true)
    #expect(caret.text == "-|١٬٢|٣٤")
    let coloured = CaretText(display: "\u{061C}-١٬٢٣٤", selection: 2..<5, marker: false)
    #expect(coloured.text == "-١٬٢٣٤")
    #expect(coloured.highlight == 1..<4)
  }
}
