import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// Keys change the interactive state without a terminal.
@Suite struct InteractiveStateTests {
  private func state() throws -> InteractiveState {
    let symbols = try NumberSymbols.locale("de_DE")
    return InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
  }

  @Test func keysEditTheActiveField() throws {
    var state = try state()
    for key: TerminalKey in [.character("1"), .character(","), .character("5"), .backspace] {
      #expect(state.handle(key) == .continue)
    }
    #expect(state.session.form.activeField?.display(editing: true) == "1,\u{A0}€")
    _ = state.handle(.control("u"))
    #expect(state.session.form.activeField?.display(editing: true) == "\u{A0}€")
  }

  @Test func aRejectedKeyGivesFeedback() throws {
    var state = try state()
    _ = state.handle(.character("-"))
    #expect(state.feedback?.isError == true)
    #expect(state.feedback?.code == "negative-not-allowed")
    #expect(state.lastPress == PadPress(key: .key(.sign), accepted: false))
  }

  @Test func navigationKeys() throws {
    var state = try state()
    _ = state.handle(.tab)
    #expect(state.session.form.activeFieldName == "quantity")
    _ = state.handle(.backTab)
    #expect(state.session.form.activeFieldName == "amount")
    _ = state.handle(.escape)
    #expect(state.feedback?.text.contains("Nicht gesendet") == true)
  }

  @Test func theCommandLine() throws {
    var state = try state()
    _ = state.handle(.character(":"))
    #expect(state.commandLine == "")
    for character in "locale en_US" { _ = state.handle(.character(character)) }
    #expect(state.commandLine == "locale en_US")
    _ = state.handle(.enter)
    #expect(state.commandLine == nil)
    #expect(state.session.form.symbols.localeID == "en_US")
    _ = state.handle(.character(":"))
    _ = state.handle(.escape)
    #expect(state.commandLine == nil)
    _ = state.handle(.character(":"))
    for character in "quit" { _ = state.handle(.character(character)) }
    #expect(state.handle(.enter) == .quit)
  }

  @Test func pasteGoesToTheActiveField() throws {
    var state = try state()
    _ = state.handle(.paste("1.234,5\n"))
    #expect(state.session.form.activeField?.value?.description == "1234.5")
  }

  @Test func controlCAndControlDQuit() throws {
    var state = try state()
    #expect(state.handle(.control("c")) == .quit)
    #expect(state.handle(.control("d")) == .quit)
  }

  @Test func colourFollowsTheTerminalAndNoColor() {
    #expect(InteractiveMode.colourEnabled(isTerminal: true, term: "xterm", noColor: nil))
    #expect(InteractiveMode.colourEnabled(isTerminal: true, term: "xterm", noColor: ""))
    #expect(!InteractiveMode.colourEnabled(isTerminal: true, term: "xterm", noColor: "1"))
    #expect(!InteractiveMode.colourEnabled(isTerminal: true, term: "dumb", noColor: nil))
    #expect(!InteractiveMode.colourEnabled(isTerminal: true, term: nil, noColor: nil))
    #expect(!InteractiveMode.colourEnabled(isTerminal: false, term: "xterm", noColor: nil))
  }

  /// The first key on the help screen closed it and was lost (issue 26,
  /// item 13): it now closes the help and acts, except Esc, which only
  /// closes it and so does not submit.
  @Test func theKeyThatClosesTheHelpActs() throws {
    var state = try state()
    for key: TerminalKey in [.character(":"), .character("h"), .character("e"), .character("l")] {
      _ = state.handle(key)
    }
    _ = state.handle(.character("p"))
    _ = state.handle(.enter)
    #expect(state.showsHelp)
    _ = state.handle(.character("7"))
    #expect(!state.showsHelp)
    #expect(state.session.form.activeField?.display(editing: true) == "7\u{A0}€")
    _ = state.handle(.character(":"))
    for character in "help" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    #expect(state.showsHelp)
    _ = state.handle(.escape)
    #expect(!state.showsHelp)
    #expect(state.feedback == nil, "Esc on the help screen does not press Done")
    #expect(state.submitted == nil)
    #expect(state.session.form.activeFieldName == "amount")
  }
}
