import Keypad
import KeypadAvoidance
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// Unbound keys, multi-line pastes, marks without colour, long messages and
/// the submit count on the interactive screen.
@Suite struct InteractiveKeysTests {
  private func state(locale: String = "de_DE") throws -> InteractiveState {
    let symbols = try NumberSymbols.locale(locale)
    return InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
  }

  private func screen(_ state: InteractiveState) -> String {
    Screen.lines(for: state, columns: 80, rows: 24, colour: false).joined(separator: "\n")
  }

  @Test func controlBackslashIsNamedAsTerminalsLabelIt() {
    var decoder = KeyDecoder()
    #expect(
      decoder.feed([0x1C, 0x1D, 0x1F, 0x00]) == [
        .control("\\"), .control("]"), .control("_"), .control("@"),
      ])
  }

  @Test func functionAndPageKeysDecodeByName() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[5~\u{1B}[6~\u{1B}OP\u{1B}[24~\u{1B}[2~".utf8))
    #expect(
      keys == [
        .pageUp, .pageDown, .unbound("F1"), .unbound("F12"),
        .unbound("Insert"),
      ])
  }

  @Test(arguments: [
    (TerminalKey.unbound("F5"), "F5"), (.unbound("F12"), "F12"), (.unbound("Insert"), "Insert"),
    (.control("x"), "Ctrl-X"), (.control("\\"), "Ctrl-\\"),
  ])
  func everyUnboundKeyGetsTheSameMessage(key: TerminalKey, name: String) throws {
    var state = try state()
    _ = state.handle(.character("5"))
    #expect(state.handle(key) == .continue)
    let words = try Catalogs.pattern("repl.unbound-key", locale: "de_DE")
    #expect(state.feedback?.text == "✗ " + words.replacingOccurrences(of: "{key}", with: name))
    #expect(state.feedback?.code == "unbound-key")
    #expect(state.session.form.activeField?.display(editing: true) == "5\u{A0}€")
  }

  @Test func aMultiLinePasteIsRefusedWithAMessage() throws {
    var state = try state()
    _ = state.handle(.paste("12\n34"))
    #expect(state.feedback?.code == "multi-line-paste")
    #expect(state.session.form.activeField?.display(editing: true) == "\u{A0}€")
  }

  @Test func aPasteWhoseOtherLinesAreEmptyIsItsFirstLine() throws {
    var state = try state()
    _ = state.handle(.paste("12\n\n"))
    #expect(state.feedback == nil)
    #expect(state.session.form.activeField?.display(editing: true) == "12\u{A0}€")
  }

  @Test func withoutColourTheKeysAFieldRefusesAreMarked() throws {
    var state = try state()
    _ = state.handle(.tab)
    #expect(state.session.form.activeFieldName == "quantity")
    let text = screen(state)
    #expect(text.contains("·,·"))
    #expect(text.contains("·±·"))
    #expect(!text.contains("·1·"))
    let coloured = Screen.lines(for: state, columns: 80, rows: 24, colour: true).joined()
    #expect(!coloured.contains("·,·"))
  }

  @Test func aLongMessageWrapsInsteadOfBeingCut() throws {
    var state = try state()
    for character in ":press frobnicate-twice" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    let message = try #require(state.feedback?.text)
    // Longer than the 52 columns the form has beside the phone at 80 columns.
    #expect((TerminalColumns.of(message) ?? 0) > 52)
    let text = screen(state)
    #expect(text.contains("unknown key 'frobnicate-twice': help lists"))
    #expect(text.contains(" keys (unknown-key)"))
    #expect(!text.contains("…"))
  }

  @Test func previousOnTheFirstFieldIsTheSameFailureAsInScriptedMode() throws {
    var state = try state()
    _ = state.handle(.backTab)
    #expect(state.feedback?.isError == true)
    #expect(state.feedback?.code == "already-at-first-field")
    #expect(state.feedback?.text == "✗ already at the first field")
    #expect(state.session.form.activeFieldName == "amount")
  }

  @Test func rotateAndScrollKeysMoveThePhone() throws {
    var state = try state()
    _ = state.handle(.control("r"))
    #expect(state.phone.orientation == .landscape)
    #expect(state.phone.viewport.size == Size(width: 844, height: 390))
    // Landscape, pad up: 390 - 0 - 162 = 228 visible of 804 points of demo content
    // (100 + 5 × 120 + 44 + 60), so offsets run 0 ... 576; one step down is 60.
    _ = state.handle(.control("n"))
    #expect(state.phone.result.contentOffset.y == 60)
    _ = state.handle(.control("p"))
    _ = state.handle(.control("p"))
    #expect(state.phone.result.contentOffset.y == 0)
    let text = screen(state)
    #expect(text.contains("844×390"))
    #expect(text.contains(try Catalogs.pattern("repl.hints.move", locale: "de_DE")))
  }

  @Test func theSubmitMessageCountsTheEmptyFields() throws {
    var state = try state()
    for character in "10" { _ = state.handle(.character(character)) }
    _ = state.handle(.tab)
    _ = state.handle(.character("3"))
    _ = state.handle(.escape)
    // Twelve available fields (shipping is disabled); discount, temperature,
    // tip, the card number, expiry, security code, delivery date and time,
    // workout time and phone are empty.
    #expect(state.feedback?.text == "✓ 12 Werte gesendet (10 leer); Tab bearbeitet erneut")
    #expect(state.submitted?["amount"]?.decimal == ExactDecimal("10"))
  }

  /// An Alt chord after Shift-Tab neither submits nor edits (issue 26, item 3).
  ///
  /// The bytes a terminal sends for it are decoded and handled as the
  /// screen does.
  @Test(arguments: ["\u{1B}b", "\u{1B}f", "\u{1B}\u{1B}[D"])
  func anAltChordNeitherSubmitsNorChangesAnything(bytes: String) throws {
    var state = try state(locale: "en_US")
    var decoder = KeyDecoder()
    for key in decoder.feed(Array("5\t2\u{1B}[Z".utf8)) { _ = state.handle(key) }
    let before = state.session.form.activeField?.display(editing: true)
    for key in decoder.feed(Array(bytes.utf8)) { #expect(state.handle(key) == .continue) }
    #expect(decoder.flush().isEmpty)
    #expect(state.submitted == nil)
    #expect(state.session.form.activeFieldName == "amount")
    #expect(state.session.form.activeField?.display(editing: true) == before)
    #expect(state.feedback?.code == "unbound-key")
    #expect(state.feedback?.text.hasPrefix("✗ Alt-") == true)
  }

  /// The command line cut input at 200 characters without a word (issue 26,
  /// item 11); now the cut is said, with the code of a line too long.
  @Test func aFullCommandLineSaysSo() throws {
    var state = try state()
    _ = state.handle(.character(":"))
    for _ in 0..<200 { _ = state.handle(.character("x")) }
    #expect(state.feedback == nil)
    _ = state.handle(.character("y"))
    #expect(state.commandLine == String(repeating: "x", count: 200))
    #expect(state.feedback?.code == "line-too-long")
    #expect(state.feedback?.text.contains("200") == true)
    _ = state.handle(.escape)
    _ = state.handle(.character(":"))
    _ = state.handle(.paste("paste " + String(repeating: "1", count: 300)))
    #expect(state.commandLine?.count == 200)
    #expect(state.feedback?.code == "line-too-long")
  }

  /// A multi-line paste into the command line kept its first line only; it
  /// is refused whole, as a field refuses it.
  @Test func aMultiLinePasteIntoTheCommandLineIsRefused() throws {
    var state = try state()
    _ = state.handle(.character(":"))
    _ = state.handle(.paste("focus tip\nquit"))
    #expect(state.commandLine == "")
    #expect(state.feedback?.code == "multi-line-paste")
    _ = state.handle(.paste("focus tip\n"))
    #expect(state.commandLine == "focus tip")
    _ = state.handle(.enter)
    #expect(state.session.form.activeFieldName == "tip")
  }

  @Test func anOversizedPasteIsSaidAndChangesNothing() throws {
    var state = try state()
    _ = state.handle(.character("5"))
    _ = state.handle(.oversizedPaste)
    #expect(state.feedback?.code == "paste-too-long")
    #expect(state.session.form.activeField?.display(editing: true) == "5\u{A0}€")
    _ = state.handle(.character(":"))
    _ = state.handle(.oversizedPaste)
    #expect(state.commandLine == "")
    #expect(state.feedback?.code == "paste-too-long")
  }

  /// In a time, `:` right after the hour's digits is the time's (`7:30` is
  /// `07:30` in de_DE); anywhere else it starts the command line.
  @Test func aColonAfterATimesHourIsTheTimes() throws {
    var state = try state()
    for character in ":focus deliveryTime" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    #expect(state.session.form.activeFieldName == "deliveryTime")
    for character in "7:30" { _ = state.handle(.character(character)) }
    #expect(state.commandLine == nil)
    #expect(state.session.form.activeField?.display(editing: true) == "07:30")
    _ = state.handle(.character(":"))
    #expect(state.commandLine == "")
  }

  /// A duration fills from the right with no separator typed: there `:`
  /// always starts the command line.
  @Test func aDurationsDigitsFillFromTheRightAndAColonIsTheCommandLine() throws {
    var state = try state(locale: "en_US")
    for character in ":focus workout" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    #expect(state.session.form.activeFieldName == "workout")
    for character in "130" { _ = state.handle(.character(character)) }
    #expect(state.session.form.activeField?.display(editing: true) == "1:30")
    #expect(state.session.form.activeField?.value?.text == "PT1M30S")
    _ = state.handle(.character(":"))
    #expect(state.commandLine == "")
    _ = state.handle(.escape)
    _ = state.handle(.tab)
    #expect(screen(state).contains("1 min, 30 sec"))
  }

  /// A time on a 12-hour clock shows the day-period key where ± stands, and
  /// `p` chooses PM.
  @Test func aTwelveHourTimeHasTheDayPeriodKeyOnThePad() throws {
    var state = try state(locale: "en_US")
    for character in ":focus deliveryTime" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    for character in "730p" { _ = state.handle(.character(character)) }
    #expect(state.session.form.activeField?.value?.text == "19:30")
    let screen = screen(state)
    // The pad's key, and the phone's narrower one; the caret before the
    // day period, which is no typed character.
    #expect(screen.contains("│ AM/PM│"))
    #expect(screen.contains("A/P"))
    #expect(screen.contains("7:30|\u{202F}PM"))
  }
}
