import Foundation
import Testing

/// The tests in Examples/ were made from the documents' ```swift blocks as
/// they are now: a block changed, added or removed since fails here until
/// `.ci/doc-examples.py` writes the tests again.
@Suite struct DocExamplesAreCurrentTests {
  static let regenerate =
    "run .ci/doc-examples.py to write the tests in Tests/DocExampleTests/Examples again"

  @Test func everyBlockIsTheOneItsTestWasMadeFrom() throws {
    var current: [DocExampleBlock] = []
    for document in try DocExampleBlock.documents() {
      current += try DocExampleBlock.blocks(in: document)
    }
    let generated = Dictionary(
      docExampleBlocks.map { ("\($0)", $0) }, uniquingKeysWith: { first, _ in first })
    let now = Set(current.map { "\($0)" })
    for block in current {
      guard let made = generated["\(block)"] else {
        Issue.record("\(block) is new: \(Self.regenerate)")
        continue
      }
      #expect(made.mark == block.mark, "\(block): its mark changed; \(Self.regenerate)")
      guard made.lines != block.lines else { continue }
      let line = zip(made.lines, block.lines).prefix { $0 == $1 }.count
      let was = line < made.lines.count ? made.lines[line] : "(nothing)"
      let isNow = line < block.lines.count ? block.lines[line] : "(nothing)"
      Issue.record(
        """
        \(block) changed at its line \(line + 1); \(Self.regenerate)
          was: \(was)
          now: \(isNow)
        """)
    }
    for block in docExampleBlocks where !now.contains("\(block)") {
      Issue.record("\(block) is gone: \(Self.regenerate)")
    }
  }

  /// A block of manifest lines is not compiled, but every product it names
  /// is one of the package's, in the package it names.
  @Test func manifestLinesNameThePackagesProducts() throws {
    let manifest = try String(
      contentsOf: DocExampleBlock.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = Set(
      manifest.matches(of: /\.library\(name: "(\w+)"/).map { String($0.output.1) })
    let blocks = docExampleBlocks.filter {
      $0.mark?.hasPrefix("not compiled: lines of a Package.swift manifest") ?? false
    }
    #expect(!blocks.isEmpty, "README.md's lines of a manifest")
    for block in blocks {
      let text = block.lines.joined(separator: "\n")
      #expect(text.contains(#".package(path: "../keypad")"#), "\(block)")
      let named = text.matches(of: /\.product\(name: "(\w+)", package: "(\w+)"\)/)
      #expect(named.count >= 3, "\(block)")
      for product in named {
        #expect(products.contains(String(product.output.1)), "\(block): \(product.output.1)")
        #expect(product.output.2 == "keypad", "\(block): the package of \(product.output.1)")
      }
    }
  }

  /// Every module's catalog is read, the keyboard-avoidance one included.
  @Test func everyCatalogIsRead() throws {
    let catalogs = try DocExampleBlock.catalogs()
    for module in ["Keypad", "KeypadAvoidance", "KeypadPhone"] {
      #expect(catalogs.contains("Sources/\(module)/\(module).docc"), "\(module)'s catalog")
    }
  }

  /// The reading of a document itself: fences, indentation, marks.
  @Test func blocksAreReadWithTheirMarks() {
    #expect(DocExampleBlock.mark("<!-- example: continues -->") == "continues")
    #expect(DocExampleBlock.mark("<!-- example: not compiled: UIKit -->") == "not compiled: UIKit")
    #expect(DocExampleBlock.mark("<!-- a comment -->") == nil)
  }
}
