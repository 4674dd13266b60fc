import Foundation
import Glibc
import Testing

/// Interactive mode in a real pseudo-terminal (tmux, 80 × 24): what the
/// screen shows, and that the terminal's settings come back on every way out.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveTerminalTests {
  @Test func typedDigitsShowInTheLocaleAndQuitRestoresTheTerminal() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) && $0.contains("Weiter") }
    try tmux.send(["1234,5"], literal: true)
    let screen = try tmux.waitForScreen { $0.contains("1.234,5") }
    #expect(screen.contains("▸ Amount"))
    #expect(screen.contains("de_DE"))
    #expect(screen.contains("│   ,  │   0  │  00  │Weiter│"))
    #expect(screen.contains("│   7  │   8  │   9  │   ⌫  │"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func aRejectedKeyIsExplainedAndNavigationWorks() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) }
    try tmux.send(["1,5,"], literal: true)
    try tmux.waitForScreen { $0.contains("nur ein Dezimaltrennzeichen") }
    try tmux.send(["Tab"])
    try tmux.waitForScreen { $0.contains("▸ Quantity") }
    try tmux.send(["BTab"])
    try tmux.waitForScreen { $0.contains("▸ Amount") }
    try tmux.send(["Escape"])
    let screen = try tmux.waitForScreen { $0.contains("Nicht gesendet") }
    #expect(screen.contains("✗ " + (try Catalogs.pattern("repl.required", locale: "de_DE"))))
    try tmux.send([":quit"], literal: true)
    try tmux.send(["Enter"])
    #expect(try tmux.waitForFile("status") == "1")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func commandsSwitchTheLocale() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) }
    try tmux.send(["12,5"], literal: true)
    try tmux.send([":locale en_US"], literal: true)
    try tmux.send(["Enter"])
    // The whole screen is redrawn in one write, but tmux may be read in the
    // middle of it: wait for the pad's new key too.
    let screen = try tmux.waitForScreen {
      $0.contains("12.5") && $0.contains("en_US") && $0.contains("│   .  │")
    }
    #expect(!screen.contains("│   ,  │"))
    try tmux.send(["C-d"])
    #expect(try tmux.waitForFile("status") == "1")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) }
    let pid = try #require(Int32(try tmux.waitForFile("pid")))
    kill(pid, SIGTERM)
    #expect(try tmux.waitForFile("status") == "143")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func sighupRestoresTheTerminal() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) }
    let pid = try #require(Int32(try tmux.waitForFile("pid")))
    kill(pid, SIGHUP)
    #expect(try tmux.waitForFile("status") == "129")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func aResizeRedrawsTheScreen() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains("390×844") }
    try tmux.send(["7"], literal: true)
    try tmux.resize(columns: 60, rows: 20)
    let screen = try tmux.waitForScreen { !$0.contains("390×844") && $0.contains("▸ Amount") }
    #expect(screen.contains("7"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
  }

  @Test func arrowKeysMoveTheCaretAndCtrlZUndoes() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains(title) }
    try tmux.send(["1234"], literal: true)
    try tmux.waitForScreen { $0.contains("1.234") }
    try tmux.send(["Left", "Left", "Left"])
    try tmux.send(["9"], literal: true)
    try tmux.waitForScreen { $0.contains("19.234") }
    try tmux.send(["Home", "DC"])
    try tmux.waitForScreen { $0.contains("9.234") && !$0.contains("19.234") }
    try tmux.send(["C-z"])
    try tmux.waitForScreen { $0.contains("19.234") }
    try tmux.send(["End", "S-Left", "S-Left", "BSpace"])
    let screen = try tmux.waitForScreen { $0.contains("192") && !$0.contains("19.234") }
    #expect(screen.contains("▸ Amount"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1", "quit without a submit ends with 1")
  }

  /// A de_DE session's own words are German, from the catalogs: the key
  /// hints, the command line's hint, the phone's caption and the help;
  /// none of them shows in English.
  @Test func aGermanSessionShowsNoEnglishChrome() throws {
    let tmux = try launch()
    let screen = try tmux.waitForScreen { $0.contains(title) && $0.contains("Weiter") }
    for id in ["repl.hints.edit", "repl.hints.move"] {
      #expect(screen.contains(try Catalogs.pattern(id, locale: "de_DE")), "\(id)")
      #expect(!screen.contains(try Catalogs.pattern(id, locale: "en")), "\(id)")
    }
    for id in ["repl.command-hint", "repl.phone.scrolled", "repl.locale-line"] {
      #expect(screen.contains(try Catalogs.lead(id, locale: "de_DE")), "\(id)")
      #expect(!screen.contains(try Catalogs.lead(id, locale: "en")), "\(id)")
    }
    #expect(!screen.contains(try Catalogs.pattern("demo.title", locale: "en")))
    try tmux.send([":help"], literal: true)
    try tmux.send(["Enter"])
    let close = try Catalogs.pattern("repl.help.close", locale: "de_DE")
    let help = try tmux.waitForScreen { $0.contains(close) }
    #expect(help.contains(try Catalogs.pattern("repl.help.keys", locale: "de_DE")))
    #expect(help.contains(try Catalogs.pattern("repl.help.revert", locale: "de_DE")))
    #expect(!help.contains(try Catalogs.pattern("repl.help.revert", locale: "en")))
    #expect(!help.contains(try Catalogs.pattern("repl.help.close", locale: "en")))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
  }

  /// The demo form's title in de_DE, from the catalogs.
  private var title: String {
    (try? Catalogs.pattern("demo.title", locale: "de_DE")) ?? "demo.title"
  }

  /// Starts the REPL in de_DE through the recording wrapper.
  private func launch() throws -> TmuxSession {
    try TmuxSession(arguments: "--locale de_DE")
  }
}

/// The interactive tests skip where tmux is missing, but never on CI: there
/// a missing tmux is a failure, not a silent skip.
@Suite struct InteractiveTerminalAvailabilityTests {
  @Test func tmuxIsInstalledWhereCIIsSet() {
    let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
    if !ci.isEmpty && !TmuxSession.isAvailable {
      Issue.record(
        "CI is set (CI=\(ci)) but tmux is not installed: the interactive terminal tests did not run"
      )
    }
  }
}
