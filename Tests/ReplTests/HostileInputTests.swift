import Foundation
import Testing

/// Issue 15: a form file or an input line never writes a control character
/// to the terminal.
///
/// Form files refuse them; everything the REPL echoes shows them as `\u{1B}`.
@Suite struct HostileInputTests {
  /// A hostile string, as JSON writes it in a form file, and the first
  /// character the refusal must name.
  struct Hostile: Sendable, CustomStringConvertible {
    let name: String
    /// The string's JSON text, without quotes.
    let json: String
    /// The string itself.
    let text: String
    /// `U+001B` and so on.
    let first: String

    var description: String { name }
  }

  static let hostile: [Hostile] = [
    Hostile(
      name: "ESC CSI", json: #"A\u001b[2J\u001b[HX"#, text: "A\u{1B}[2J\u{1B}[HX",
      first: "U+001B"),
    Hostile(
      name: "OSC BEL", json: #"T\u001b]0;pwned\u0007"#, text: "T\u{1B}]0;pwned\u{07}",
      first: "U+001B"),
    Hostile(
      name: "OSC ST", json: #"\u001b]52;c;cHduZWQ=\u001b\\"#,
      text: "\u{1B}]52;c;cHduZWQ=\u{1B}\\", first: "U+001B"),
    // C1, DEL and the bidi controls are valid raw in JSON strings: written raw.
    Hostile(name: "C1 CSI", json: "x\u{9B}2J", text: "x\u{9B}2J", first: "U+009B"),
    Hostile(name: "DEL", json: "a\u{7F}b", text: "a\u{7F}b", first: "U+007F"),
    Hostile(name: "NUL", json: #"a\u0000b"#, text: "a\u{0}b", first: "U+0000"),
    Hostile(name: "RLO", json: "abc\u{202E}fed", text: "abc\u{202E}fed", first: "U+202E"),
    Hostile(name: "LRI", json: #"\u2066abc"#, text: "\u{2066}abc", first: "U+2066"),
  ]

  /// The bytes a terminal could run, written out from the rules: C0 but
  /// the final line feed, DEL, C1 (UTF-8 `C2 80`...`C2 9F`), and the bidi
  /// embeddings, overrides and isolates (`E2 80 AA`...`E2 80 AE`,
  /// `E2 81 A6`...`E2 81 A9`).
  static func runnable(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    for (index, byte) in bytes.enumerated() {
      let rest = bytes[index...]
      if byte < 0x20 || byte == 0x7F { found.append("byte \(byte) at \(index)") }
      if rest.starts(with: [0xC2]), let next = rest.dropFirst().first, (0x80...0x9F).contains(next)
      {
        found.append("C1 \(next) at \(index)")
      }
      let three = Array(rest.prefix(3))
      if three.count == 3, three[0] == 0xE2 {
        let embedding = three[1] == 0x80 && (0xAA...0xAE).contains(three[2])
        let isolate = three[1] == 0x81 && (0xA6...0xA9).contains(three[2])
        if embedding || isolate { found.append("bidi control at \(index)") }
      }
    }
    return found
  }

  /// Runs `--form` on the text and checks the one-line refusal.
  private func expectRefusal(
    _ json: String, code: String, line: Int = 1, column: Int, naming parts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", json)
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    #expect(run.errors.contains("[\(code)]"), "\(run.errors)", sourceLocation: sourceLocation)
    #expect(
      run.errors.contains("form.json:\(line):\(column):"), "\(run.errors)",
      sourceLocation: sourceLocation)
    for part in parts {
      #expect(run.errors.contains(part), "\(run.errors)", sourceLocation: sourceLocation)
    }
    let bytes = Array(run.errors.utf8)
    #expect(bytes.last == 0x0A, sourceLocation: sourceLocation)
    #expect(
      Self.runnable(Array(bytes.dropLast())) == [], "\(run.errors.debugDescription)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: hostile) func aHostileTitleIsRefused(_ hostile: Hostile) throws {
    // {"title":" is 10 scalars: the value starts in column 10.
    try expectRefusal(
      #"{"title":"\#(hostile.json)","fields":[{"name":"a"}]}"#, code: "form-invalid-value",
      column: 10, naming: ["\"title\"", hostile.first])
  }

  @Test(arguments: hostile) func aHostileNameIsRefused(_ hostile: Hostile) throws {
    // {"fields":[{"name":" is 20 scalars.
    try expectRefusal(
      #"{"fields":[{"name":"\#(hostile.json)"}]}"#, code: "form-invalid-value", column: 20,
      naming: ["\"name\"", hostile.first])
  }

  @Test(arguments: hostile) func aHostileLabelIsRefused(_ hostile: Hostile) throws {
    // {"fields":[{"name":"a","label":" is 32 scalars.
    try expectRefusal(
      #"{"fields":[{"name":"a","label":"\#(hostile.json)"}]}"#, code: "form-invalid-value",
      column: 32, naming: ["field \"a\"", "\"label\"", hostile.first])
  }

  @Test(arguments: hostile) func aHostileUnknownKeyIsQuotedVisibly(_ hostile: Hostile) throws {
    // {"fields":[{"name":"a", is 23 scalars: the key starts in column 24.
    // An unknown key keeps its own code; its quote shows the controls escaped.
    try expectRefusal(
      #"{"fields":[{"name":"a","k\#(hostile.json)":1}]}"#, code: "form-unknown-key",
      column: 24, naming: ["unknown key \"k", #"\u{"#])
  }

  @Test func bidiMarksStayAllowed() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file(
      "marks.json",
      #"{"title":"\u200fשלום","fields":[{"name":"a","label":"\u061cمبلغ \u200e(EUR)"}]}"#)
    let run = try ReplBinary.run(
      ["--json", "--locale", "ar_EG", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 0, "\(run.errors)")
    let answer = try #require(run.answers().first)
    #expect(answer.object("fields")?.object("a")?.string("label") == "\u{061C}مبلغ \u{200E}(EUR)")
  }

  @Test func theLimitsOfAFormFileAreEnforced() throws {
    let long = String(repeating: "é", count: 1_001)
    try expectRefusal(
      #"{"fields":[{"name":"a","label":"\#(long)"}]}"#, code: "form-invalid-value", column: 32,
      naming: ["\"label\"", "1000"])
    let fine = String(repeating: "é", count: 1_000)
    let directory = try TemporaryDirectory()
    let path = try directory.file("fine.json", #"{"title":"\#(fine)","fields":[]}"#)
    #expect(try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8)).status == 0)

    // 10,001 fields: the refusal points at the 10,001st, on line 10,002.
    let fields = (1...10_001).map { #"{"name":"f\#($0)"}"# }.joined(separator: ",\n")
    try expectRefusal(
      "{\"fields\":[\n" + fields + "]}", code: "form-invalid-value", line: 10_002, column: 1,
      naming: ["10000 fields"])
  }

  @Test func textAnswersShowControlsVisibly() throws {
    let lines = [
      "focus a\u{1B}]0;pwned\u{07}b",
      "locale x\u{1B}[2J\u{1B}[H",
      "paste 1\u{1B}]52;c;cHduZWQ=\u{1B}\\",
      "jump\u{1B}[31m\u{9B}2J\u{202E}",
      "press \u{1B}[2J",
    ]
    let run = try ReplBinary.run(
      ["--locale", "de_DE"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
    #expect(run.status == 0)
    #expect(run.errors.isEmpty, "\(run.errors)")
    let output = [UInt8](run.output)
    #expect(!output.contains(0x1B))
    #expect(!output.contains(0x07))
    var withoutLineFeeds = output
    withoutLineFeeds.removeAll { $0 == 0x0A }
    #expect(Self.runnable(withoutLineFeeds) == [])
    #expect(run.lines.count == lines.count)
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains(#"a\u{1B}]0;pwned\u{7}b"#), "\(text)")
    #expect(text.contains(#"\u{1B}[2J\u{1B}[H"#))
    #expect(text.contains(#"jump\u{1B}[31m\u{9B}2J\u{202E}"#))
  }

  @Test func jsonAnswersEscapeC1AndBidiControlsLosslessly() throws {
    let name = "a\u{9B}2J\u{202E}b"
    let run = try ReplBinary.json(["focus " + name])
    #expect(Self.runnable(Array(run.output.dropLast())) == [])
    let answer = try #require(run.answers().first)
    #expect(answer.string("error") == "unknown-field")
    #expect(answer.string("message")?.contains(name) == true)
  }

  @Test func aHostileLocaleOptionIsReportedVisibly() throws {
    let run = try ReplBinary.run(["--locale", "x\u{1B}]0;pwned\u{07}"])
    #expect(run.status == 2)
    let bytes = Array(run.errors.utf8)
    #expect(bytes.last == 0x0A)
    #expect(Self.runnable(Array(bytes.dropLast())) == [], "\(run.errors.debugDescription)")
    #expect(run.errors.contains(#"\u{1B}]0;pwned\u{7}"#))
  }
}

/// Issue 15 on a real terminal: what the screen writes after hostile input
/// at the `:` command line is the program's own drawing and escaped text.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct HostileTerminalTests {
  /// The escape sequences other than those the screen itself writes once
  /// it runs: cursor home, erase to the end of the line, SGR styles, and
  /// the modes it sets and resets.
  static func foreignSequences(in bytes: [UInt8]) -> [String] {
    let own = try? Regex("^\u{1B}\\[(H|K|[0-9;]*m|\\?(1049|25|2004)[hl])")
    var found: [String] = []
    let text = String(decoding: bytes, as: UTF8.self)
    var index = text.startIndex
    while let escape = text[index...].firstIndex(of: "\u{1B}") {
      let rest = text[escape...]
      if let own, (try? own.prefixMatch(in: rest)) != nil {
        // an own sequence
      } else {
        found.append(String(rest.prefix(12)).debugDescription)
      }
      index = text.index(after: escape)
    }
    return found
  }

  @Test func hostileCommandLineInputIsDrawnEscaped() throws {
    let tmux = try TmuxSession(arguments: "--locale de_DE", columns: 100, rows: 30)
    try tmux.waitForScreen { $0.contains("▸ Amount") }
    try tmux.recordOutput(to: "pane")
    try tmux.send([":"])
    try tmux.send(["focus \u{9B}2J\u{202E}x"], literal: true)
    try tmux.paste("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{1B}\\")
    try tmux.waitForScreen {
      $0.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{1B}\"#)
    }
    try tmux.send(["Enter"])
    let screen = try tmux.waitForScreen { $0.contains(#"kein Feld heißt \u{9B}2J"#) }
    #expect(screen.contains("▸ Amount"), "the screen is still drawn: \(screen)")
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "1", "quit without a submit ends with 1")

    let bytes = [UInt8](Spawn.contents(of: tmux.directory.url.appendingPathComponent("pane").path))
    #expect(bytes.count > 1000, "the screen was recorded")
    #expect(!bytes.contains(0x07), "no BEL")
    #expect(Self.foreignSequences(in: bytes) == [])
    var withoutOwn = bytes
    withoutOwn.removeAll { $0 == 0x1B || $0 == 0x0D || $0 == 0x0A }
    #expect(HostileInputTests.runnable(withoutOwn) == [])
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("pwned\u{07}"))
    #expect(text.contains(#"\u{1B}]0;pwned\u{7}"#))
  }
}
