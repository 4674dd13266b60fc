import Foundation

/// One ```swift block of a document, as .ci/doc-examples.py reads it.
///
/// A document is README.md, a Markdown file of docs/ or of a DocC catalog,
/// or a Swift file of Sources/, whose `///` doc-comment lines are read
/// (each without what comes up to its `///`).
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

  /// The DocC catalogs, `Sources/<Module>/<Module>.docc`, sorted by path.
  static func catalogs() throws -> [String] {
    let modules = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path)
    return modules.map { "Sources/\($0)/\($0).docc" }.filter {
      var isFolder: ObjCBool = false
      let path = root.appendingPathComponent($0).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// The Swift files of `Sources/`, sorted by path: their doc comments'
  /// blocks are examples too (but for those under a folder that
  /// .ci/doc-examples.py's `PENDING` lists, `docExamplePendingFolders`).
  static func sourceFiles() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    guard let walk = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var found: [String] = []
    while let path = walk.nextObject() as? String {
      let file = "Sources/\(path)"
      if path.hasSuffix(".swift"), !docExamplePendingFolders.contains(where: { file.hasPrefix($0) })
      {
        found.append(file)
      }
    }
    return found.sorted()
  }

  /// The documents whose blocks are tests, in the generator's order: the
  /// Markdown ones, then the Swift sources.
  static func documents() throws -> [String] {
    var paths = ["README.md"]
    for folder in try ["docs"] + catalogs() {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)
      paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return try paths + sourceFiles()
  }

  /// The ```swift blocks of one document.
  static func blocks(in document: String) throws -> [DocExampleBlock] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return blocks(
      lines: document.hasSuffix(".swift") ? raw.map(docText) : raw, document: document)
  }

  /// The ```swift blocks of a document's lines; a `nil` line (in a Swift
  /// source, one that is not a `///` doc-comment line) ends a block.
  static func blocks(lines: [String?], document: String) -> [DocExampleBlock] {
    var found: [DocExampleBlock] = []
    var index = 0
    while index < lines.count {
      if let line = lines[index], trimmed(line) == "```swift" {
        let indent = line.prefix { $0 == " " }.count
        var body: [String] = []
        var end = index + 1
        while end < lines.count, let text = lines[end], trimmed(text) != "```" {
          body.append(String(text.dropFirst(min(indent, text.prefix { $0 == " " }.count))))
          end += 1
        }
        let previous = index > 0 ? lines[index - 1] : nil
        found.append(
          DocExampleBlock(
            document: document, ordinal: found.count + 1,
            mark: previous.flatMap { mark(trimmed($0)) }, lines: body))
        index = end
      }
      index += 1
    }
    return found
  }

  /// The text of a `///` doc-comment line after its `///`, or `nil` for a
  /// line that is not one.
  static func docText(_ line: String) -> String? {
    let code = line.drop { $0 == " " || $0 == "\t" }
    guard code.hasPrefix("///") else { return nil }
    return String(code.dropFirst(3))
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
