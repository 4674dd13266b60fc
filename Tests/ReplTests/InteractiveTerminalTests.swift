import Foundation
import Glibc
import Testing

/// Interactive mode in a real pseudo-terminal (tmux, 80 × 24): what the
/// screen shows, and that the terminal's settings come back on every way out.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveTerminalTests {
  @Test func typedDigitsShowInTheLocaleAndQuitRestoresTheTerminal() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains("Checkout demo") && $0.contains("Weiter") }
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
    try tmux.waitForScreen { $0.contains("Checkout demo") }
    try tmux.send(["1,5,"], literal: true)
    try tmux.waitForScreen { $0.contains("nur ein Dezimaltrennzeichen") }
    try tmux.send(["Tab"])
    try tmux.waitForScreen { $0.contains("▸ Quantity") }
    try tmux.send(["BTab"])
    try tmux.waitForScreen { $0.contains("▸ Amount") }
    try tmux.send(["Escape"])
    let screen = try tmux.waitForScreen { $0.contains("Nicht gesendet") }
    #expect(screen.contains("✗ required"))
    try tmux.send([":quit"], literal: true)
    try tmux.send(["Enter"])
    #expect(try tmux.waitForFile("status") == "1")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func commandsSwitchTheLocale() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains("Checkout demo") }
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
    try tmux.waitForScreen { $0.contains("Checkout demo") }
    let pid = try #require(Int32(try tmux.waitForFile("pid")))
    kill(pid, SIGTERM)
    #expect(try tmux.waitForFile("status") == "143")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func sighupRestoresTheTerminal() throws {
    let tmux = try launch()
    try tmux.waitForScreen { $0.contains("Checkout demo") }
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
    try tmux.waitForScreen { $0.contains("Checkout demo") }
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
