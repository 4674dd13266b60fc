@_spi(Engine) import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// The interactive screen is a pure function of the state and the size.
///
/// Line widths are counted by `TerminalColumns` (the C library's `wcwidth`),
/// not by the screen's own `TextWidth`.
@Suite struct ScreenTests {
  private func state(locale: String = "de_DE") throws -> InteractiveState {
    let symbols = try NumberSymbols.locale(locale)
    return InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
  }

  private func screen(_ state: InteractiveState, columns: Int = 80, rows: Int = 24) -> [String] {
    Screen.lines(for: state, columns: columns, rows: rows, colour: false)
  }

  @Test func thePhonesChevronThatLeadsNowhereIsDimmed() throws {
    var state = try state()
    let dimmed = { (chevron: String, state: InteractiveState) in
      Screen.lines(for: state, columns: 80, rows: 24, colour: true).joined()
        .contains("\u{1B}[0;2m" + chevron)
    }
    // The demo opens at the amount, the first field of its chain.
    #expect(state.session.form.activeFieldName == "amount")
    #expect(dimmed("∧", state))
    #expect(!dimmed("∨", state))
    _ = state.handle(.tab)
    #expect(!dimmed("∧", state))
    #expect(!dimmed("∨", state))
    while state.session.form.returnKey == .next { _ = state.handle(.tab) }
    // The last field: ∨ leads nowhere, Done is the return key's.
    #expect(!dimmed("∧", state))
    #expect(dimmed("∨", state))
  }

  @Test func fitsEightyByTwentyFour() throws {
    var state = try state()
    for character in "1234,5" { _ = state.handle(.character(character)) }
    let lines = screen(state)
    #expect(lines.count == 24)
    #expect(TerminalColumns.misfits(lines, columns: 80) == [])
    let text = lines.joined(separator: "\n")
    #expect(text.contains("▸ Amount (EUR)"))
    #expect(text.contains("1.234,5"))
    #expect(text.contains("│  ·,· │"), "the decimal key is marked refused: the amount holds one")
    #expect(text.contains("390×844"))
    #expect(text.contains("Weiter"), "the return key's title in the form's language")
  }

  /// The pad of every front end, row by row.
  ///
  /// 1 2 3 at the top, the decimal key, 0 and 00 at the bottom, ± C ⌫ down
  /// the right above the return key; the phone draws the same rows, its
  /// return key in the bar. The amount takes no minus: without colour its
  /// ± is marked refused.
  @Test func thePadIsDrawnInItsOrder() throws {
    let lines = screen(try state())
    let rows = [
      "│   1  │   2  │   3  │  ·±· │",
      "│   4  │   5  │   6  │   C  │",
      "│   7  │   8  │   9  │   ⌫  │",
      "│   ,  │   0  │  00  │Weiter│",
    ]
    let found = rows.map { row in lines.firstIndex { $0.contains(row) } }
    #expect(found.allSatisfy { $0 != nil }, "\(lines.joined(separator: "\n"))")
    let indices = found.compactMap { $0 }
    #expect(indices == indices.sorted() && Set(indices).count == rows.count)
    let phoneRows = [
      "│   1      2      3   ±  │", "│   4      5      6   C  │",
      "│   7      8      9   ⌫  │", "│   ,      0      00     │",
    ]
    let phone = phoneRows.map { row in lines.firstIndex { $0.hasSuffix(row) } }
    #expect(phone.allSatisfy { $0 != nil }, "\(lines.joined(separator: "\n"))")
    let phoneIndices = phone.compactMap { $0 }
    #expect(phoneIndices == phoneIndices.sorted() && Set(phoneIndices).count == phoneRows.count)
  }

  @Test func arabicKeysShowTheLocalesDigitsWithoutMarks() throws {
    let lines = screen(try state(locale: "ar_EG"))
    #expect(lines.contains { $0.contains("│   ١  │   ٢  │   ٣  │  ·±· │") })
    #expect(lines.contains { $0.contains("│   ٫  │   ٠  │  ٠٠  │التالي│") })
  }

  /// A return key's title wider than a key (`Suivant`, `Siguiente`) is cut
  /// with `…`, and the pad's frame stays whole.
  @Test func aLongTitleIsCutToItsKey() throws {
    let french = screen(try state(locale: "fr_FR"))
    #expect(french.contains { $0.contains("│   ,  │   0  │  00  │Suiva…│") })
    let spanish = screen(try state(locale: "es_ES"))
    #expect(spanish.contains { $0.contains("│   ,  │   0  │  00  │Sigui…│") })
    #expect(TerminalColumns.misfits(spanish, columns: 80) == [])
  }

  @Test func theDecimalKeyAndDigitsFollowTheLocale() throws {
    let english = screen(try state(locale: "en_US")).joined(separator: "\n")
    #expect(english.contains("│   .  │"))
    let arabic = screen(try state(locale: "ar_EG")).joined(separator: "\n")
    #expect(arabic.contains("٧"))
    #expect(arabic.contains("٫"))
  }

  @Test func theLastFieldShowsDone() throws {
    var state = try state()
    _ = state.handle(.character(":"))
    for character in "focus phone" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    let text = screen(state).joined(separator: "\n")
    #expect(text.contains("│Fertig│"))
    #expect(text.contains("▸ Phone"))
    // The rules line names the region a de_DE form reads numbers in, in
    // German.
    let region = try Catalogs.pattern("kind.region", locale: "de_DE")
      .replacingOccurrences(of: "{region}", with: "DE")
    let rules = try [
      Catalogs.pattern("kind.phone", locale: "de_DE"), region,
      Catalogs.pattern("kind.sign-toggles-plus", locale: "de_DE"),
    ]
    #expect(text.contains("Phone: " + rules.joined(separator: " · ")))
    #expect(!text.contains(try Catalogs.lead("repl.phone.scrolled", locale: "de_DE") + "0 pt"))
  }

  /// A card number field's row names the brand its digits tell, after the
  /// box, and the phone view names it at the right of the label where both
  /// fit; no brand is shown before the digits tell one.
  @Test func aCardFieldShowsItsBrandAsDigitsCome() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let form = try KeypadForm(
      fields: [
        FormField(name: "card", label: "Card number", tag: 1, rules: FieldRules(kind: .card)),
        FormField(name: "other", label: "Other", tag: 2),
      ], symbols: symbols)
    var state = InteractiveState(session: Session(form: form, title: "Pay"))
    func text() -> String { screen(state).joined(separator: "\n") }
    func count(_ words: String) -> Int { text().components(separatedBy: words).count - 1 }
    _ = state.handle(.character("5"))
    #expect(count("Mastercard") == 0 && count("Maestro") == 0, "5 tells no brand yet")
    for character in "242" { _ = state.handle(.character(character)) }
    #expect(text().contains("5242| ] Mastercard"), "\(text())")
    #expect(text().contains("│ Card number Mastercard │"), "\(text())")
    _ = state.handle(.control("u"))
    #expect(count("Mastercard") == 0)
    for character in "4242" { _ = state.handle(.character(character)) }
    #expect(text().contains("4242| ] Visa"), "\(text())")
    #expect(text().contains(" Card number: card number · Visa "), "\(text())")
    #expect(text().contains("│ Card number       Visa │"), "\(text())")
    _ = state.handle(.control("u"))
    for character in "3782" { _ = state.handle(.character(character)) }
    #expect(text().contains("3782| ] American Express"), "\(text())")
    #expect(
      !screen(state).contains { $0.contains("│ Card number") && $0.contains("American Express") },
      "the phone's label row is too narrow for both")
    #expect(count("Visa") == 0)
    #expect(TerminalColumns.misfits(screen(state), columns: 80) == [])
  }

  @Test func aNarrowWindowDropsThePhone() throws {
    let lines = screen(try state(), columns: 60, rows: 20)
    #expect(lines.count == 20)
    #expect(TerminalColumns.misfits(lines, columns: 60) == [])
    #expect(!lines.joined().contains("390×844"))
    #expect(lines.joined().contains("▸ Amount"))
  }

  @Test func tinyAndHugeWindowsDoNotTrap() throws {
    let state = try state()
    for (columns, rows) in [(0, 0), (1, 1), (10, 3), (30, 8), (500, 200)] {
      let lines = screen(state, columns: columns, rows: rows)
      #expect(lines.count == rows)
      #expect(TerminalColumns.misfits(lines, columns: columns) == [])
    }
  }

  @Test(arguments: [
    "de_DE", "en_US", "ar_EG", "fa_IR", "he_IL", "hi_IN", "th_TH", "ja_JP", "zh_TW", "ko_KR",
    "en@numbers=fullwide",
  ])
  func everyLocaleFillsTheWindowExactly(locale: String) throws {
    var state = try state(locale: locale)
    for character in "1234" { _ = state.handle(.character(character)) }
    for (columns, rows) in [(80, 24), (120, 30), (60, 20), (40, 12)] {
      let lines = screen(state, columns: columns, rows: rows)
      #expect(lines.count == rows)
      #expect(TerminalColumns.misfits(lines, columns: columns) == [], "\(columns) × \(rows)")
    }
  }

  @Test func fullWidthYenAndDigitsTakeTwoColumns() throws {
    // ja_JP shows the amount with ￥ (U+FFE5, full-width); the fullwide
    // numbering system draws the digits themselves full-width.
    var yen = try state(locale: "ja_JP")
    for character in "1234" { _ = yen.handle(.character(character)) }
    let yenLines = screen(yen)
    #expect(yenLines.joined().contains("\u{FFE5}"))
    #expect(TerminalColumns.misfits(yenLines, columns: 80) == [])
    var wide = try state(locale: "en@numbers=fullwide")
    for character in "12" { _ = wide.handle(.character(character)) }
    let wideLines = screen(wide)
    #expect(wideLines.joined().contains("１２"))
    #expect(TerminalColumns.misfits(wideLines, columns: 80) == [])
  }

  /// Spoken number words fill the window exactly in every language.
  ///
  /// ICU's German, Swedish, Armenian or Georgian number words hold soft
  /// hyphens, and Hindi, Nepali, Tamil or Khmer ones spacing vowel signs
  /// inside grapheme clusters; a terminal gives each a column (see
  /// `TerminalColumnsTests`). Counted narrower, the line wrapped in tmux and
  /// the screen below it shifted.
  @Test(arguments: ["de_DE", "hi_IN"])
  func spokenNumberWordsFillTheWindowExactly(locale: String) throws {
    var state = try state(locale: locale)
    for character in "123" { _ = state.handle(.character(character)) }
    _ = state.handle(.control("s"))
    let lines = screen(state, columns: 120, rows: 30)
    let says = try Catalogs.lead("repl.says", locale: locale)
    #expect(lines.contains { $0.contains(says) })
    #expect(TerminalColumns.misfits(lines, columns: 120) == [])
  }

  @Test func colourUsesSGRAndEndsPlain() throws {
    let lines = Screen.lines(for: try state(), columns: 80, rows: 24, colour: true)
    #expect(lines.contains { $0.contains("\u{1B}[0;1;7m") })
    let lastSequences = lines.compactMap { line in
      line.contains("\u{1B}") ? line.components(separatedBy: "\u{1B}[").last : nil
    }
    #expect(!lastSequences.isEmpty)
    #expect(lastSequences.allSatisfy { $0.hasPrefix("0m") })
  }

  /// The help showed its first lines only in 24 rows, under the key hints:
  /// the line that says how to close it was never seen.
  @Test(arguments: [(80, 24), (60, 24), (80, 12)])
  func theHelpFitsAndSaysHowToCloseIt(columns: Int, rows: Int) throws {
    var state = try state()
    _ = state.handle(.character(":"))
    for character in "help" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    let lines = screen(state, columns: columns, rows: rows)
    #expect(TerminalColumns.misfits(lines, columns: columns) == [])
    let text = lines.joined(separator: "\n")
    #expect(text.contains(try Catalogs.pattern("repl.help.close", locale: "de_DE")))
    let hint = try Catalogs.pattern("repl.hints.edit", locale: "de_DE")
    #expect(!text.contains(hint.prefix(15)), "no key hints over the help")
    if rows >= 24, columns >= 80 {
      for line in Help.interactive(locale: state.session.form.symbols.localeID)
      where !line.isEmpty {
        #expect(text.contains(line), "\(line)")
      }
    }
  }
}
