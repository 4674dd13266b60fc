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
    (["--locale", "en_US"], "focus quantity", "press decimal", "whole numbers only"),
    (["--locale", "ja_JP"], "focus amount", "type ,", "整数のみ"),
  ])
  func aWholeNumberFieldRefusesTheDecimalAsWholeNumbers(
    arguments: [String], focus: String, input: String, message: String
  ) throws {
    let answer = try #require(
      try ReplBinary.json([focus, input], arguments: arguments).answers().last)
    #expect(answer.string("error") == "decimal-not-allowed")
    #expect(answer.string("message") == message)
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

  @Test(arguments: [
    "show extra", "help me", "quit now", "select 1 2 3", "select 0 0 x y", "locale de_CH fr_CH",
  ])
  func extraArgumentsAreUnexpected(line: String) throws {
    let run = try ReplBinary.json([line, "show"])
    let answers = run.answers()
    try #require(answers.count == 2)
    #expect(answers[0].string("error") == "unexpected-argument")
    #expect(answers[0]["help"] == nil)
  }

  /// `locale ID` reads an id as `--locale ID` does (issue 26, item 4): it
  /// once ran the environment's normaliser on it, which dropped keywords
  /// (`@numbers=latn`) and took an unknown numbering system as ok.
  @Test(arguments: [
    "ar_EG@numbers=latn", "th_TH@numbers=thai", "ar-EG-u-nu-latn", "de_DE@numbers=abcd",
    "de_DE@kp=x", "de_DE@euro", "de_DE.UTF-8", "C", "POSIX", "C.UTF-8", "sr_RS@latin",
  ])
  func theLocaleCommandReadsAnIdAsTheOptionDoes(id: String) throws {
    let option = try ReplBinary.json(["focus quantity", "type 12"], arguments: ["--locale", id])
    let command = try ReplBinary.json(
      ["locale \(id)", "focus quantity", "type 12"], arguments: ["--locale", "en_US"]
    ).answers()
    try #require(command.count == 3)
    if option.status == 2 {
      #expect(option.errors.hasSuffix("[unknown-locale]\n"))
      #expect(command[0].string("error") == "unknown-locale")
      #expect(command[2].string("locale") == "en_US", "a refused locale changes nothing")
    } else {
      let started = try #require(option.answers().last)
      #expect(command[0].bool("ok") == true)
      #expect(command[2].string("locale") == started.string("locale"))
      #expect(command[2].string("display") == started.string("display"))
    }
  }

  /// The digits the issue saw: keywords choose the numbering system.
  @Test(arguments: [
    ("ar_EG@numbers=latn", "12"), ("th_TH@numbers=thai", "๑๒"), ("ar_EG", "١٢"),
  ])
  func aNumbersKeywordChoosesTheDigits(id: String, display: String) throws {
    let answers = try ReplBinary.json(
      ["locale \(id)", "focus quantity", "type 12"], arguments: ["--locale", "en_US"]
    ).answers()
    let shown = answers.last?.string("display")?.unicodeScalars.filter {
      !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0)
    }
    #expect(shown.map { String(String.UnicodeScalarView($0)) } == display)
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
