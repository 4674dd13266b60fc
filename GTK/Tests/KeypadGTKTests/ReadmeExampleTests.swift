import Foundation
import Testing

/// GTK/README.md quotes the example app's source; the quote must stay the
/// code that builds (`swift run keypad-gtk-example`).
@Suite struct ReadmeExampleTests {
  /// The package's directory, from this file's path.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of code, without comments, blank lines or indentation.
  static func code(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      var code = Substring(line)
      if let comment = code.range(of: "  //") { code = code[..<comment.lowerBound] }
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty || trimmed.hasPrefix("//") ? nil : trimmed
    }
  }

  @Test func theReadmeQuotesTheExampleAppAsItBuilds() throws {
    let readme = try String(
      contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.package.appendingPathComponent("Sources/keypad-gtk-example/main.swift"),
      encoding: .utf8)
    let start = try #require(readme.range(of: "(Sources/keypad-gtk-example/main.swift)"))
    let fence = try #require(
      readme.range(of: "```swift\n", range: start.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "\n```", range: fence.upperBound..<readme.endIndex))
    let quoted = Self.code(readme[fence.upperBound..<end.lowerBound])
    #expect(!quoted.isEmpty)
    #expect(quoted == Self.code(source))
  }
}
