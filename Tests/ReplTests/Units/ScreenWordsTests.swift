import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// The interactive screen's own words are in the form's language: a de_DE
/// session shows the German of the catalogs, and none of the English.
///
/// The expected words are read from the catalogs' JSON files
/// (``Catalogs``), not from the code that formats them.
@Suite struct ScreenWordsTests {
  /// The locales of the twelve languages with a catalog.
  static let locales = [
    "en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ar_EG", "he_IL", "hi_IN",
    "ja_JP", "zh_CN",
  ]

  private func state(locale: String = "de_DE", typing keys: String = "") throws
    -> InteractiveState
  {
    let symbols = try NumberSymbols.locale(locale)
    var state = InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: nil))
    var decoder = KeyDecoder()
    for key in decoder.feed(Array(keys.utf8)) { _ = state.handle(key) }
    return state
  }

  private func screen(_ state: InteractiveState, columns: Int = 80, rows: Int = 24) -> String {
    Screen.lines(for: state, columns: columns, rows: rows, colour: false).joined(separator: "\n")
  }

  private func german(_ id: String) throws -> String { try Catalogs.pattern(id, locale: "de_DE") }
  private func english(_ id: String) throws -> String { try Catalogs.pattern(id, locale: "en") }

  /// The hints, the locale line, a disabled field's note, the phone's
  /// caption, the command line's hint and the title are German; their
  /// English words are nowhere.
  @Test func aGermanSessionShowsNoEnglishChrome() throws {
    let text = screen(try state(typing: "1234,5\t"))
    for id in ["repl.hints.edit", "repl.hints.move", "repl.disabled", "demo.title"] {
      #expect(text.contains(try german(id)), "\(id)")
      #expect(!text.contains(try english(id)), "\(id)")
    }
    for id in ["repl.locale-line", "repl.phone.scrolled", "repl.command-hint"] {
      #expect(text.contains(try Catalogs.lead(id, locale: "de_DE")), "\(id)")
      #expect(!text.contains(try Catalogs.lead(id, locale: "en")), "\(id)")
    }
  }

  /// The demo's title follows the form's locale after `:locale`, as the
  /// rest of the screen does.
  @Test func theDemosTitleFollowsALocaleChange() throws {
    let changed = try state(locale: "de_DE", typing: ":locale fr_FR\r")
    let title = try #require(screen(changed).split(separator: "\n").first)
    #expect(title.contains(try Catalogs.pattern("demo.title", locale: "fr_FR")))
    #expect(!title.contains(try german("demo.title")))
  }

  /// The active field's rules line: its kind, its bounds and that it is
  /// required, in German.
  @Test func theRulesLineIsInTheFormsLanguage() throws {
    let line = FormPanel.rulesLine(form: try state(typing: "1234,5\t").session.form)
    let range = try german("repl.range")
      .replacingOccurrences(of: "{min}", with: "1").replacingOccurrences(of: "{max}", with: "999")
    #expect(line.hasPrefix("Quantity: "))
    #expect(line.contains(range))
    #expect(line.hasSuffix(try german("repl.required")))
    for id in ["repl.required", "kind.whole"] {
      #expect(!line.contains(try Catalogs.lead(id, locale: "en")), "\(line)")
    }
    let idle = try DemoForm.make(symbols: try NumberSymbols.locale("de_DE"))
    #expect(FormPanel.rulesLine(form: idle) == (try german("feedback.no-active-field")))
  }

  /// A failed Done marks the fields in German.
  @Test func failureNotesAreInTheFormsLanguage() throws {
    var state = try state()
    _ = state.handle(.escape)
    let text = screen(state)
    #expect(text.contains("✗ " + (try german("repl.required"))))
    #expect(!text.contains("✗ " + (try english("repl.required"))))
  }

  /// The spoken line says `Sagt (de)`, not `Says`.
  @Test func theSpokenLineIsInTheFormsLanguage() throws {
    var state = try state(typing: "12")
    _ = state.handle(.control("s"))
    let text = screen(state)
    #expect(text.contains(try Catalogs.lead("repl.says", locale: "de_DE") + "de)"))
    #expect(!text.contains(try Catalogs.lead("repl.says", locale: "en")))
  }

  /// The in-session help is German, every line of it, with the keys to
  /// press as they are typed.
  @Test func theHelpIsInTheFormsLanguage() throws {
    var state = try state()
    for character in ":help" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    let text = screen(state)
    let described = [
      "digits", "decimal", "sign", "delete", "move", "ends", "undo", "next", "previous", "done",
      "step", "revert", "speech", "phone", "quit",
    ]
    for id in ["keys", "commands", "close"] + described {
      #expect(text.contains(try german("repl.help." + id)), "repl.help.\(id)")
    }
    // A description stands after the keys' column, three spaces or more.
    for id in described {
      #expect(!text.contains("   " + (try english("repl.help." + id))), "repl.help.\(id)")
    }
    #expect(!text.contains(try english("repl.help.close")))
    #expect(text.contains("Ctrl-S"))
    #expect(text.contains(":locale fr_CH"))
  }

  /// Every language's screen, with the spoken line and with the help, fits
  /// 80 columns as the terminal counts them; a word too wide is cut.
  @Test(arguments: locales)
  func everyLanguageFitsEightyColumns(locale: String) throws {
    var state = try state(locale: locale, typing: "12\t")
    _ = state.handle(.control("s"))
    let lines = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
    #expect(TerminalColumns.misfits(lines, columns: 80) == [])
    for character in ":help" { _ = state.handle(.character(character)) }
    _ = state.handle(.enter)
    let help = Screen.lines(for: state, columns: 80, rows: 24, colour: false)
    #expect(TerminalColumns.misfits(help, columns: 80) == [])
    #expect(help.joined().contains(try Catalogs.pattern("repl.help.keys", locale: locale)))
  }
}
