import Foundation
import ICUDeclarationsCheck
import Testing

/// KeypadICU's own declarations of ICU's C API (`icu_declarations.h`), read
/// as text: they declare exactly what the implementation calls, every
/// constant is among those the compile-time check compares with ICU's
/// headers, and the documentation lists exactly the declared functions.
@Suite struct ICUDeclarationsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func matches(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The function names of the declarations, in their order.
  static func declaredFunctions() throws -> [String] {
    try matches(
      #"^KEYPAD_ICU_FUNCTION\([^,]*,\s*(\w+),"#,
      in: read("Sources/KeypadICU/icu_declarations.h"))
  }

  /// ICU functions the implementation files call: ICU's C names are a
  /// lower-case prefix, an underscore and a name (`unumf_formatDecimal`).
  static func calledFunctions() throws -> Set<String> {
    let directory = root.appendingPathComponent("Sources/KeypadICU")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".c") || $0 == "icu_support.h" }
    var called = Set<String>()
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for name in try matches(#"\b(u[a-z]*_[A-Za-z0-9]+)\b"#, in: text) {
        called.insert(name)
      }
    }
    return called
  }

  @Test func declaresExactlyTheFunctionsTheImplementationCalls() throws {
    let declared = try Self.declaredFunctions()
    #expect(declared.count == Set(declared).count, "a function declared twice")
    #expect(Set(declared) == (try Self.calledFunctions()))
  }

  /// Each constant (an enumerator `NAME = value,`) is one the static
  /// assertions of Tests/ICUDeclarationsCheck compare with ICU's value.
  @Test func everyConstantIsCheckedAgainstICU() throws {
    let header = try Self.read("Sources/KeypadICU/icu_declarations.h")
    let constants = try Self.matches(#"^\s+([A-Z][A-Z_]+) = -?(?:0x)?[0-9A-Fa-f]+,$"#, in: header)
    #expect(!constants.isEmpty)
    #expect(Int(keypad_icu_declarations_checked_constants()) == constants.count)
    let check = try Self.read("Tests/ICUDeclarationsCheck/check_constants.c")
    for constant in constants {
      #expect(check.contains("check(\(constant))"), "\(constant) is not checked")
    }
  }

  /// docs/platforms.md and LocaleData.md list the declared functions, in order, in
  /// their table that starts with `| ICU header | Functions |`
  /// (`.ci/icu-functions.sh` writes it).
  @Test(arguments: ["docs/platforms.md", "Sources/Keypad/Keypad.docc/LocaleData.md"])
  func documentationListsTheDeclaredFunctions(file: String) throws {
    let text = try Self.read(file)
    let blocks = try Self.matches(#"^(\| ICU header \| Functions \|\n(?:\|.*\n)*)"#, in: text)
    #expect(blocks.count == 1, "\(file) has no table of ICU functions")
    let listed = try blocks.flatMap { try Self.matches(#"`(u[a-z]*_[A-Za-z0-9]+)`"#, in: $0) }
    #expect(listed == (try Self.declaredFunctions()), "run .ci/icu-functions.sh")
  }
}
