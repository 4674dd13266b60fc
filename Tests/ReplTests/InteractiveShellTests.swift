import Foundation
import Testing

/// The interactive REPL in a shell pipeline: the screen on the terminal, the
/// submitted values on standard output, the exit status saying whether the
/// person submitted.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveShellTests {
  static let form =
    #"{"fields":[{"name":"amount","tag":1,"required":true},{"name":"tip","tag":2}]}"#

  @Test func aSubmitPrintsTheValuesAsJSONOnStandardOutputAndExitsZero() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("pay.json", Self.form)
    let tmux = try TmuxSession(arguments: "--locale en_US --form \(path) > values")
    try tmux.waitForScreen { $0.contains("pay.json") && $0.contains("▸ amount") }
    try tmux.send(["12.5"], literal: true)
    try tmux.send(["Escape"])
    let screen = try tmux.waitForScreen { $0.contains("Submitted") }
    #expect(screen.contains("Submitted 2 values (1 empty)"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "0")
    #expect(try tmux.waitForFile("values") == #"{"amount":"12.5","tip":null}"#)
    #expect(try tmux.waitForFile("after") == tmux.waitForFile("before"))
  }

  @Test func quittingWithoutASubmitPrintsNothingAndExitsOne() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("pay.json", Self.form)
    let tmux = try TmuxSession(arguments: "--locale en_US --form \(path) > values")
    try tmux.waitForScreen { $0.contains("▸ amount") }
    try tmux.send(["7"], literal: true)
    try tmux.waitForScreen { $0.contains("7 ]") }
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1")
    let values = tmux.directory.url.appendingPathComponent("values").path
    #expect(Spawn.contents(of: values).isEmpty)
  }
}
