import Foundation
import Keypad
import Testing

/// The usage example in README.md ("## Use"), so the README stays true.
///
/// README.md is the source. ``theExample()`` below holds the same code,
/// compiled, between the `README begin` and `README end` markers, with each
/// line that has a result comment wrapped in `shown(...)`. The tests check
/// that the README's code block is exactly those lines, and that every result
/// the README gives in a comment (`// "-1.234,5"`, `// .rejected(...)`) is
/// what the expression gives when it runs. To change the example, change the
/// README, then the lines below to match.
@Suite struct ReadmeExampleTests {
  /// The results of the `shown(...)` lines, in order, written as in the README.
  final class Results {
    var values: [String] = []
  }

  /// The README's example, compiled.
  ///
  /// Keep the markers: the tests read the lines between them.
  func theExample(_ results: Results) throws {
    func shown(_ value: String?) {
      results.values.append(value.map { String(reflecting: $0) } ?? "nil")
    }
    func shown(_ range: Range<Int>) {
      results.values.append("\(range)")
    }
    func shown(_ outcome: KeyOutcome) {
      switch outcome {
      case .accepted: results.values.append(".accepted")
      case .rejected(let reason): results.values.append(".rejected(.\(Self.swiftName(reason)))")
      case .partlyAccepted(let reason):
        results.values.append(".partlyAccepted(.\(Self.swiftName(reason)))")
      }
    }
    // README begin
    var amount = try NumberField(
      locale: "de_DE",
      rules: try FieldRules(
        maxIntegerDigits: 9, allowNegative: true, currency: try Currency("EUR")))

    for character in "-1234,5" { amount.type(character) }
    shown(amount.display)  // "-1.234,5"
    shown(amount.value?.description)  // "-1234.5"

    shown(amount.press(.decimal))  // .rejected(.duplicateDecimal)
    try amount.paste("1.234,56")
    shown(amount.value?.description)  // "1234.56"

    try amount.setLocale("en_IN")
    shown(amount.display)  // "1,234.56"
    shown(amount.select(utf16Range: 1..<1))  // .accepted
    amount.type("9")
    shown(amount.display)  // "19,234.56"
    shown(amount.selection)  // 2..<2
    shown(amount.replace(utf16Range: 2..<3, with: ""))  // .accepted
    shown(amount.display)  // "1,234.56"
    shown(amount.undo())  // .accepted
    shown(amount.display)  // "19,234.56"
    // README end
  }

  @Test func theReadmeCodeIsTheCompiledExample() throws {
    let readme = try Self.readmeExample()
    let compiled = try Self.compiledExample()
    for index in 0..<max(readme.count, compiled.count) {
      let inReadme = index < readme.count ? readme[index] : "(nothing)"
      let inTest = index < compiled.count ? compiled[index] : "(nothing)"
      #expect(
        inReadme == inTest,
        """
        README.md's Use example, line \(index + 1), differs from ReadmeExampleTests.swift:
          README: \(inReadme)
          test:   \(inTest)
        """)
    }
  }

  @Test func theReadmeResultsAreWhatTheCodeGives() throws {
    let commented = try Self.readmeExample().compactMap { Self.split($0).comment }
    let results = Results()
    try theExample(results)
    #expect(
      commented == results.values,
      "the README's result comments (first) differ from what the example gives (second)")
  }

  // MARK: - Reading the two sources

  static let testFile = URL(fileURLWithPath: #filePath)
  static let readmeFile = testFile.deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  /// The lines of the ```swift block under "## Use", normalised.
  static func readmeExample() throws -> [String] {
    let lines = try String(contentsOf: readmeFile, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heading = try #require(lines.firstIndex(of: "## Use"), "README.md has no \"## Use\"")
    let open = try #require(
      lines[heading...].firstIndex(of: "```swift"), "no ```swift block under \"## Use\"")
    let close = try #require(
      lines[(open + 1)...].firstIndex(of: "```"), "the ```swift block under \"## Use\" never ends")
    let block = lines[(open + 1)..<close].map { normalised($0, unwrapping: false) }
    // The example starts as a file using the package does; this file has
    // the same import at its top.
    try #require(
      block.prefix(2) == ["import Keypad", ""],
      "the Use example no longer starts with `import Keypad` and a blank line")
    return Array(block.dropFirst(2))
  }

  /// The lines between the markers in this file, without `shown(...)`,
  /// normalised.
  static func compiledExample() throws -> [String] {
    let lines = try String(contentsOf: testFile, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// README begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// README end") })
    return lines[(begin + 1)..<end].map { normalised($0, unwrapping: true) }
  }

  /// A line without its indentation, its comment set off by two spaces
  /// (the README aligns comments, `swift format` does not), and, in the
  /// test, without the `shown(...)` around the expression.
  static func normalised(_ line: String, unwrapping: Bool) -> String {
    let indentation = unwrapping ? 4 : 0
    var (code, comment) = split(
      String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count))))
    if unwrapping, code.hasPrefix("shown("), code.hasSuffix(")") {
      code = String(code.dropFirst("shown(".count).dropLast())
    }
    guard let comment else { return code }
    return code + "  // " + comment
  }

  /// Splits a line at its `//` comment (none of the example's strings hold
  /// `//`): the code without trailing spaces, the comment's text.
  static func split(_ line: String) -> (code: String, comment: String?) {
    guard let range = line.range(of: "//") else { return (line, nil) }
    var code = line[..<range.lowerBound]
    while code.last == " " { code = code.dropLast() }
    let comment = line[range.upperBound...].drop { $0 == " " }
    return (String(code), String(comment))
  }

  /// The Swift name of a rejection (`duplicateDecimal`), from its stable
  /// code (`duplicate-decimal`).
  static func swiftName(_ reason: EntryRejection) -> String {
    let words = reason.rawValue.split(separator: "-")
    return words.enumerated().map { $0 == 0 ? String($1) : $1.capitalized }.joined()
  }
}
