import Foundation
import Testing

/// Where the scripted answers used to disagree with themselves or the screen.
@Suite struct ScriptedAgreementTests {
  @Test func theReturnKeyOfAnUnchainedFieldSaysWhatNextDoes() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file(
      "tag0.json", #"{"fields":[{"name":"a","tag":1},{"name":"z","tag":0}]}"#)
    let answers = try ReplBinary.run(
      ["--json", "--form", path], input: Data("focus z\npress next\npress next\n".utf8)
    ).answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("returnKey") == "next")
    #expect(answers[1].string("field") == "a")
    #expect(answers[1].string("returnKey") == "done")
    #expect(answers[2].bool("submitted") == true)
  }

  @Test(arguments: [
    (["--locale", "en_US"], "focus quantity", "press decimal"),
    (["--locale", "ja_JP"], "focus amount", "type ,"),
  ])
  func aWholeNumberFieldRefusesTheDecimalAsWholeNumbers(
    arguments: [String], focus: String, input: String
  ) throws {
    let answer = try #require(
      try ReplBinary.json([focus, input], arguments: arguments).answers().last)
    #expect(answer.string("error") == "decimal-not-allowed")
    #expect(answer.string("message")?.contains("whole numbers") == true)
  }

  @Test(arguments: [
    ("de_DE", "paste 12.5", "12.5"), ("en_US", "paste 12,5", "12.5"),
    ("fr_CH", "paste 1234.5", "1234.5"), ("de_DE", "paste 1.234", "1234"),
    ("en_US", "paste 1,234", "1234"), ("en_US", "paste 1,234.5", "1234.5"),
  ])
  func pasteAcceptsWhatTypingAccepts(locale: String, line: String, value: String) throws {
    let answer = try #require(
      try ReplBinary.json([line], arguments: ["--locale", locale]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("value") == value)
  }

  @Test(arguments: ["show extra", "help me", "quit now"])
  func extraArgumentsAreUnexpected(line: String) throws {
    let run = try ReplBinary.json([line, "show"])
    let answers = run.answers()
    try #require(answers.count == 2)
    #expect(answers[0].string("error") == "unexpected-argument")
    #expect(answers[0]["help"] == nil)
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8"])
  func theCLocaleIsEnglishAsInTheEnvironment(id: String) throws {
    let answer = try #require(try ReplBinary.json(["locale \(id)"]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("locale") == "en_US")
  }

  @Test func aTrailingCommaIsNamed() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", #"{"fields":[{"name":"a"},]}"#)
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("trailing comma"))
    #expect(run.errors.contains("[form-syntax]"))
  }

  @Test func aTagTooLargeForAnIntegerIsAnInvalidValue() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file(
      "form.json", #"{"fields":[{"name":"a","tag":99999999999999999999999}]}"#)
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("too large"))
    #expect(run.errors.contains("[form-invalid-value]"))
  }
}
