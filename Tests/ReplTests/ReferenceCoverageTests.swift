import Keypad
import Testing

@testable import KeypadFormFile
@testable import keypad_repl

/// The reference pages cannot fall behind the code: every form-file key,
/// scripted command and stable code the code knows is named on its page.
@Suite struct ReferenceCoverageTests {
  @Test func everyFormFileKeyIsInTheFormFilesPage() throws {
    let page = try ReferencePageTests.sourceFile("docs/form-files.md")
    for key in FormFile.keys + FieldSpec.keys {
      #expect(page.contains("`\(key)`"), "docs/form-files.md does not name the key \(key)")
    }
  }

  @Test func everyFormFileCodeIsInTheFormFilesPage() throws {
    let page = try ReferencePageTests.sourceFile("docs/form-files.md")
    for reason in FormFileError.Reason.allCases {
      #expect(
        page.contains("`\(reason.rawValue)`"), "docs/form-files.md lacks \(reason.rawValue)")
    }
  }

  @Test func everyScriptedCommandHasARowInTheProtocolPage() throws {
    let rows = try ReferencePageTests.sourceFile("docs/protocol.md")
      .split(separator: "\n").filter { $0.hasPrefix("| `") }
    for word in Command.words {
      #expect(
        rows.contains { $0.contains("`\(word)") },
        "docs/protocol.md has no table row for the command \(word)")
    }
  }

  @Test func everyEntryCodeIsInTheProtocolPage() throws {
    let page = try ReferencePageTests.sourceFile("docs/protocol.md")
    for rejection in EntryRejection.allCases {
      #expect(page.contains("`\(rejection.code)`"), "docs/protocol.md lacks \(rejection.code)")
    }
  }
}
