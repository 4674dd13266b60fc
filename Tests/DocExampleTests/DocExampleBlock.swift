import Foundation

/// One ```swift block of a document, as .ci/doc-examples.py reads it.
///
/// A fence is a line that is ```` ```swift ```` after its indentation, closed
/// by the next line that is ```` ``` ```` after its indentation; that
/// indentation is taken off each line of the block. The mark is the
/// `<!-- example: ... -->` comment on the line right before the fence, if
/// any (`continues`, `not compiled: REASON`).
struct DocExampleBlock: Equatable, CustomStringConvertible {
  /// The document's path from the repository's root.
  let document: String
  /// The block's place among the document's ```swift blocks, from 1.
  let ordinal: Int
  /// The text of the mark before the fence, such as `continues`.
  let mark: String?
  /// The block's lines, without the fences.
  let lines: [String]

  var description: String { "\(document), example \(ordinal)" }

  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose blocks are tests, in the generator's order.
  static func documents() throws -> [String] {
    var paths = ["README.md"]
    for folder in [
      "docs", "Sources/Keypad/Keypad.docc", "Sources/KeypadPhone/KeypadPhone.docc",
      "Sources/KeypadFrontEnd/KeypadFrontEnd.docc",
    ] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)
      paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return paths
  }

  /// The ```swift blocks of one document.
  static func blocks(in document: String) throws -> [DocExampleBlock] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [DocExampleBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if trimmed(line) == "```swift" {
        let indent = line.prefix { $0 == " " }.count
        var body: [String] = []
        var end = index + 1
        while end < lines.count, trimmed(lines[end]) != "```" {
          let text = lines[end]
          body.append(String(text.dropFirst(min(indent, text.prefix { $0 == " " }.count))))
          end += 1
        }
        found.append(
          DocExampleBlock(
            document: document, ordinal: found.count + 1,
            mark: index > 0 ? mark(trimmed(lines[index - 1])) : nil, lines: body))
        index = end
      }
      index += 1
    }
    return found
  }

  /// The text of an `<!-- example: TEXT -->` line, or `nil`.
  static func mark(_ line: String) -> String? {
    let opening = "<!-- example: "
    let closing = " -->"
    guard line.hasPrefix(opening), line.hasSuffix(closing),
      line.count >= opening.count + closing.count
    else { return nil }
    return trimmed(String(line.dropFirst(opening.count).dropLast(closing.count)))
  }

  static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
