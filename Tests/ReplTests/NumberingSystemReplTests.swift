import Foundation
import Testing

/// Numbering systems in the REPL's `--locale`.
@Suite struct NumberingSystemReplTests {
  @Test(arguments: ["zh_CN@numbers=hanidec", "zh-CN-u-nu-hanidec", "ar-AE-u-nu-hanidec"])
  func hanidecStartsAndTypesItsDigits(locale: String) throws {
    let run = try ReplBinary.json(
      ["focus quantity", "type 12", "paste 三四", "type 五"], arguments: ["--locale", locale])
    #expect(run.status == 0, "\(run.errors)")
    let answers = run.answers()
    try #require(answers.count == 4)
    #expect(answers[1].string("display") == "一二")
    #expect(answers[2].string("value") == "34")
    #expect(answers[3].string("display") == "三四五")
  }

  @Test func anAlgorithmicSystemExits2SayingWhy() throws {
    let run = try ReplBinary.json(["show"], arguments: ["--locale", "en@numbers=roman"])
    #expect(run.status == 2)
    #expect(run.errors.contains("algorithmic"), "\(run.errors)")
    #expect(run.errors.contains("unknown-locale"), "\(run.errors)")
  }
}
