import Testing

@testable import KeypadFormFile

/// The form file's JSON reader: values, positions and faults.
@Suite struct JSONParserTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8))
    return try parser.parseDocument()
  }

  private func fault(_ text: String) -> SourcePosition? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return SourcePosition(offset: error.offset, in: Array(text.utf8))
    }
  }

  @Test func valuesAndOffsets() throws {
    let node = try parse(#" {"a": [1, -2.5e3, true, null, "x\u00e9\n"]}"#)
    guard case .object(let members) = node.kind, case .array(let elements) = members[0].value.kind
    else {
      Issue.record("not an object with an array")
      return
    }
    #expect(node.offset == 1)
    #expect(members[0].key == "a")
    #expect(members[0].keyOffset == 2)
    #expect(
      elements.map(\.kind) == [
        .number("1"), .number("-2.5e3"), .bool(true), .null, .string("xé\n"),
      ])
  }

  @Test func faultsHaveLineAndColumn() {
    #expect(fault("{\n  \"a\": 1,\n}") == SourcePosition(line: 3, column: 1))
    #expect(fault("[1 2]") == SourcePosition(line: 1, column: 4))
    #expect(fault("[\"é\", x]") == SourcePosition(line: 1, column: 7))
    #expect(fault("01") == SourcePosition(line: 1, column: 2))
    #expect(fault("\"\u{01}\"") == SourcePosition(line: 1, column: 2))
    #expect(fault("\"\\ud800\"") != nil)
    #expect(fault("") == SourcePosition(line: 1, column: 1))
  }

  @Test func nestingIsBounded() {
    #expect(fault(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)) != nil)
    #expect(fault(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
  }
}
