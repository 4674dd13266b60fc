import Foundation
import Glibc
import Testing

/// Interactive faults found by hostile testing (issue 26), each replayed in
/// a real pseudo-terminal (tmux, 80 × 24) as a person would meet it.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveFaultTests {
  /// Alt-b and Alt-f (Option-Left and Option-Right in macOS Terminal) came
  /// as Esc and a letter: the form was submitted, and Ctrl-C then printed
  /// values the person never confirmed.
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
}
