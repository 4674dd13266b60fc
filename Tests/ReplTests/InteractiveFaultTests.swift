import Foundation
import Glibc
import Testing

/// Interactive faults found by hostile testing (issue 26), each replayed in
/// a real pseudo-terminal (tmux, 80 × 24) as a person would meet it.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveFaultTests {
  /// Alt-b and Alt-f are named and do nothing.
  ///
  /// They (Option-Left and Option-Right in macOS Terminal) came as Esc and
  /// a letter: the form was submitted, and Ctrl-C then printed values the
  /// person never confirmed.
  @Test func altKeysDoNotSubmit() throws {
    let tmux = try TmuxSession(arguments: "--locale en_US")
    try tmux.waitForScreen { $0.contains("Checkout demo") }
    try tmux.send(["5"], literal: true)
    try tmux.send(["Tab"])
    try tmux.send(["2"], literal: true)
    try tmux.send(["BTab"])
    try tmux.waitForScreen { $0.contains("▸ Amount") }
    try tmux.send(["M-b"])
    try tmux.waitForScreen { $0.contains("Alt-b does nothing here") }
    try tmux.send(["M-f"])
    let screen = try tmux.waitForScreen { $0.contains("Alt-f does nothing here") }
    #expect(!screen.contains("Submitted"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1", "nothing was submitted")
  }

  /// SIGTERM or SIGHUP after a submit prints the submitted values and exits 0.
  ///
  /// They exited 143 or 129 and printed nothing; the last submit counts, as
  /// with Ctrl-C. Standard output is a file here, so the screen goes to the
  /// terminal and the values to `out`.
  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalAfterASubmitPrintsTheValuesAndExitsZero(signal: Int32) throws {
    let tmux = try TmuxSession(arguments: "--locale en_US > out")
    try tmux.waitForScreen { $0.contains("Checkout demo") }
    try tmux.send(["12"], literal: true)
    try tmux.send(["Tab"])
    try tmux.send(["3"], literal: true)
    try tmux.send(["Escape"])
    try tmux.waitForScreen { $0.contains("Submitted") }
    try tmux.send(["9"], literal: true)
    try tmux.waitForScreen { $0.contains("39") }
    let pid = try #require(Int32(try tmux.waitForFile("pid")))
    kill(pid, signal)
    #expect(try tmux.waitForFile("status") == "0")
    let values = try tmux.waitForFile("out")
    let object = try JSONSerialization.jsonObject(with: Data(values.utf8)) as? [String: Any]
    #expect(object?["amount"] as? String == "12")
    #expect(object?["quantity"] as? String == "3", "the submitted value, not the edit after it")
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  /// The digit that closes the help screen is typed, not lost.
  @Test func theKeyThatClosesTheHelpIsTyped() throws {
    let tmux = try TmuxSession(arguments: "--locale de_DE")
    let title = try Catalogs.pattern("demo.title", locale: "de_DE")
    try tmux.waitForScreen { $0.contains(title) }
    try tmux.send([":help"], literal: true)
    try tmux.send(["Enter"])
    let close = try Catalogs.pattern("repl.help.close", locale: "de_DE")
    try tmux.waitForScreen { $0.contains(close) }
    try tmux.send(["7"], literal: true)
    let screen = try tmux.waitForScreen { !$0.contains(close) }
    #expect(screen.contains("7 €") || screen.contains("7\u{A0}€"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
  }

  /// In a 24-column terminal the active field shows its value, and after
  /// Home the caret with it.
  @Test func aNarrowTerminalShowsTheValueAndTheCaret() throws {
    let tmux = try TmuxSession(arguments: "--locale de_DE", columns: 24, rows: 24)
    try tmux.waitForScreen { $0.contains("▸") }
    try tmux.send(["1234,5"], literal: true)
    try tmux.waitForScreen { $0.contains("1.234,5") }
    try tmux.send(["Home"])
    try tmux.send(["9"], literal: true)
    try tmux.waitForScreen { $0.contains("91.234,5") }
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
  }
}
