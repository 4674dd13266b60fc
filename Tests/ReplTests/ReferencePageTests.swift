import Foundation
import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// The REPL's reference pages say what the REPL does: the examples in
/// `docs/protocol.md` are run and compared with what it prints, the usage
/// line in `docs/repl.md` is its own, and the screen shown in `docs/repl.md`
/// (which the README points to for it) is the one drawn.
@Suite struct ReferencePageTests {
  /// A file of the source tree, such as `docs/protocol.md`.
  static func sourceFile(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(path)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The protocol's reference page.
  private static func protocolPage() throws -> String { try sourceFile("docs/protocol.md") }

  /// The no-break spaces ICU writes show as spaces in the README.
  private static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{A0}", with: " ")
  }

  /// Whether `line` matches `pattern`, where `...` stands for any text.
  private static func matches(_ line: String, pattern: String) -> Bool {
    let pieces = pattern.components(separatedBy: "...")
    var rest = Substring(plain(line))
    for (index, piece) in pieces.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(piece) else { return false }
        rest = rest.dropFirst(piece.count)
      } else if index == pieces.count - 1 {
        return rest.hasSuffix(piece)
      } else {
        guard let found = rest.range(of: piece) else { return false }
        rest = rest[found.upperBound...]
      }
    }
    return rest.isEmpty
  }

  /// One `$ printf '...' | keypad-repl ARGS` example and its answer lines.
  private struct Example {
    let input: String
    let arguments: [String]
    let answers: [String]
  }

  private static func examples() throws -> [Example] {
    let lines = try protocolPage().components(separatedBy: "\n")
    var examples: [Example] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("$ printf '") {
      let quoted = line.dropFirst("$ printf '".count)
      guard let end = quoted.range(of: "' | keypad-repl ") else { continue }
      let input = quoted[..<end.lowerBound].replacingOccurrences(of: "\\n", with: "\n")
      let arguments = quoted[end.upperBound...].split(separator: " ").map(String.init)
      let answers = lines[(index + 1)...].prefix { !$0.hasPrefix("$") && !$0.hasPrefix("```") }
      examples.append(Example(input: input, arguments: arguments, answers: Array(answers)))
    }
    return examples
  }

  @Test func theProtocolExamplesAreWhatTheREPLPrints() throws {
    let examples = try Self.examples()
    #expect(examples.count == 3)
    for example in examples {
      let run = try ReplBinary.run(example.arguments, input: Data(example.input.utf8))
      #expect(run.status == 0)
      let output = run.lines
      // A line of `...` alone stands for answers left out: the lines before
      // it are the first answers, the lines after it the last ones.
      let split = example.answers.firstIndex(of: "...")
      let head = split.map { Array(example.answers[..<$0]) } ?? example.answers
      let tail = split.map { Array(example.answers[($0 + 1)...]) } ?? []
      if split == nil { #expect(output.count == head.count, "\(example.input)") }
      for (line, pattern) in zip(output, head) {
        #expect(Self.matches(line, pattern: pattern), "README: \(pattern)\nREPL:   \(line)")
      }
      for (line, pattern) in zip(output.suffix(tail.count), tail) {
        #expect(Self.matches(line, pattern: pattern), "README: \(pattern)\nREPL:   \(line)")
      }
    }
  }

  @Test func theTextAnswerInTheREADMEIsWhatTheREPLPrints() throws {
    let run = try ReplBinary.run(["--locale", "de_DE"], input: Data("type 1234,5\n".utf8))
    let line = try #require(run.lines.first)
    #expect(try Self.protocolPage().contains("`\(Self.plain(line))`"), "\(line)")
  }

  @Test func theUsageLineIsTheREADMEs() throws {
    let help = try ReplBinary.run(["--help"])
    let usage = try #require(help.lines.first { $0.hasPrefix("USAGE:") })
    let text = usage.dropFirst("USAGE:".count).trimmingCharacters(in: .whitespaces)
    #expect(text.contains("[--speak]"))
    #expect(try Self.sourceFile("docs/repl.md").contains("```text\n\(text)\n```"), "\(text)")
  }

  /// The README shows no screen of its own but points to `docs/repl.md`'s.
  @Test func theREADMEPointsToTheScreen() throws {
    #expect(try Self.sourceFile("README.md").contains("([docs/repl.md](docs/repl.md) shows it)"))
  }

  /// The screen in `docs/repl.md`, after `keypad-repl --locale de_DE` and
  /// typing `1234,5`, Tab, `3`, Tab, `12,55`, in 80 × 24, is the screen
  /// drawn in colour with its styles taken out.
  @Test(arguments: ["docs/repl.md"])
  func theScreenShownIsTheOneDrawn(page: String) throws {
    let text = try Self.sourceFile(page)
    let title = DemoForm.title(locale: "de_DE")
    let block = try #require(text.range(of: "```text\n Keypad · \(title) · de_DE"))
    let start = text.index(block.lowerBound, offsetBy: "```text\n".count)
    let end = try #require(text[start...].range(of: "\n```"))
    let expected = text[start..<end.lowerBound].components(separatedBy: "\n")
    let symbols = try NumberSymbols.locale("de_DE")
    var state = InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: title))
    var decoder = KeyDecoder()
    for key in decoder.feed(Array("1234,5\t3\t12,55".utf8)) { _ = state.handle(key) }
    let drawn = Screen.lines(for: state, columns: 80, rows: 24, colour: true).map { line in
      line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
    #expect(drawn.count == expected.count)
    for (line, wanted) in zip(drawn, expected) {
      let trimmed = Self.plain(line).replacingOccurrences(
        of: " +$", with: "", options: .regularExpression)
      #expect(trimmed == Self.plain(wanted))
    }
  }
}
