import Foundation
import Testing

/// What a paste, a whole-text `set` and the `00` key read in the REPL:
/// money forms, other scripts' decimal marks, four-digit expiry years, and
/// the zeros of `00` that fit.
@Suite struct PasteReadingReplTests {
  func answers(form: String, locale: String = "en_US", _ lines: [String]) throws -> [[String: Any]]
  {
    let run = try ReplBinary.run(
      form: form, options: ["--locale", locale], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.errors)")
    return run.answers()
  }

  @Test func anAccountingFieldReadsEveryNegativeMoneyForm() throws {
    let form = """
      {"fields":[{"name":"n","tag":1,"allowNegative":true,"style":"currency","currency":"USD",\
      "accounting":true}]}
      """
    let texts = ["-$1.50", "($1.50)", "(1.50)", "-1.50", "$-1.50"]
    let answers = try answers(form: form, texts.map { "paste " + $0 })
    try #require(answers.count == texts.count)
    for (text, answer) in zip(texts, answers) {
      #expect(answer.bool("ok") == true, "\(text): \(answer)")
      #expect(answer.string("value") == "-1.50", "\(text)")
      #expect(answer.string("display") == "($1.50)", "\(text)")
    }
  }

  @Test(arguments: ["ar_AE", "en_US"])
  func theArabicDecimalSeparatorIsReadByTypePasteAndSet(locale: String) throws {
    let form = #"{"fields":[{"name":"n","tag":1,"maxFractionDigits":6}]}"#
    let answers = try answers(
      form: form, locale: locale,
      ["type ١٫٢", "paste ١٫٢", "paste 1٫2", "press clear", "set ٫٥", "paste ３．５"])
    try #require(answers.count == 6)
    for (index, value) in [(0, "1.2"), (1, "1.2"), (2, "1.2"), (4, "0.5"), (5, "3.5")] {
      #expect(answers[index].bool("ok") == true, "\(index): \(answers[index])")
      #expect(answers[index].string("value") == value, "\(index)")
    }
  }

  @Test func anExpiryPastedWithAFourDigitYearIsReadAsItsLastTwo() throws {
    let form = #"{"fields":[{"name":"e","tag":1,"kind":"expiry"}]}"#
    let answers = try answers(form: form, ["paste 12/2027", "press clear", "set 05/2031"])
    try #require(answers.count == 3)
    #expect(answers[0].bool("ok") == true, "\(answers[0])")
    #expect(answers[0].string("display") == "12/27")
    #expect(answers[2].string("display") == "05/31")
  }

  @Test func doubleZeroTypesTheZerosThatFitAndSaysTheSecondDidNot() throws {
    let form = """
      {"fields":[{"name":"a","tag":1,"maxFractionDigits":2},\
      {"name":"p","tag":2,"style":"percent","maxFractionDigits":1},\
      {"name":"c","tag":3,"kind":"code","length":4}]}
      """
    let answers = try answers(
      form: form,
      ["type 1.5", "press 00", "focus p", "type 5.", "press 00", "focus c", "type 123", "press 00"])
    try #require(answers.count == 8)
    #expect(answers[1].string("display") == "1.50")
    #expect(answers[1].string("error") == "max-fraction-digits")
    #expect(answers[4].string("display") == "5.0%")
    #expect(answers[4].string("error") == "max-fraction-digits")
    #expect(answers[7].string("display") == "1230")
    #expect(answers[7].string("error") == "max-length")
  }
}
