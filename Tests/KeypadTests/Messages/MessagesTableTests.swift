import Foundation
import Testing

@_spi(Engine) @testable import Keypad

/// The table of codes in the Messages article: a row for every validation
/// and refusal code the engine can produce, with its English pattern.
@Suite struct MessagesTableTests {
  /// The article's table rows: code, message id, English pattern.
  static func rows() throws -> [(code: String, id: String, english: String)] {
    let url = MessageCatalogTests.root.appendingPathComponent(
      "Sources/Keypad/Keypad.docc/Messages.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [(String, String, String)] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count > 4 else { continue }
      func code(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      }
      rows.append((code(cells[1]), code(cells[2]), code(cells[3])))
    }
    return rows
  }

  @Test func everyValidationAndRefusalCodeHasARowWithItsEnglishMessage() throws {
    let rows = try Self.rows()
    let english = try #require(MessageCatalog.builtIn["en"])
    // Each code with the id of its message: a refusal's by its raw value,
    // so that the two rejections of `decimal-not-allowed` each have a row.
    var expected: [(String, String)] = ValidationCode.allCases.map {
      ($0.rawValue, "validation." + $0.rawValue)
    }
    expected += EntryRejection.allCases.map { ($0.code, "refusal." + $0.rawValue) }
    let others: [FormRefusal] = [
      .form(.noActiveField), .form(.unknownField("x")), .form(.fieldDisabled("x")),
      .form(.fieldHidden("x")), .locale(LocaleError(id: "x", reason: .unknownLanguage)),
      .locale(LocaleError(id: "x", reason: .unsupportedCalendar)),
    ]
    expected += others.map { ($0.code, "refusal." + $0.code) }
    for (code, id) in expected {
      let row = rows.first { $0.code == code && $0.id == id }
      #expect(row != nil, "no row for \(code) (\(id)) in Messages.md")
      let pattern = try #require(english[id], "\(id) has no English pattern")
      #expect(row?.english == pattern.replacingOccurrences(of: "|", with: "\\|"), "\(id)")
    }
    // Every other message has its row too, below.
    for id in english.keys where !id.hasPrefix("validation.") && !id.hasPrefix("refusal.") {
      #expect(rows.contains { $0.code == id }, "no row for \(id) in Messages.md")
    }
  }
}
