import Foundation
import Keypad
import KeypadFrontEnd
import Testing

@testable import keypad_repl

/// Money and percent fields, steps and revert in the REPL: the demo form,
/// the scripted commands, form-file keys and the interactive keys.
@Suite struct MoneyReplTests {
  @Test func theDemoShowsTheCurrencySymbolAndAPercentDiscount() throws {
    let answers = try ReplBinary.json([
      "type 12,5", "press next", "focus discount", "type 12,5", "type 0",
    ]).answers()
    try #require(answers.count == 5)
    #expect(answers[0].string("display") == "12,5\u{A0}€")
    // Not active: every fraction digit of the euro.
    #expect(answers[1].display(of: "amount") == "12,50\u{A0}€")
    #expect(answers[1].string("display") == "")
    #expect(answers[3].string("display") == "12,5\u{A0}%")
    #expect(answers[3].string("value") == "12.5")
    #expect(answers[4].string("error") == "max-fraction-digits")
  }

  @Test func theDiscountsMaximumRefusesTheKey() throws {
    let answer = try #require(
      try ReplBinary.json(["focus discount", "type 101"]).answers().last)
    #expect(answer.string("error") == "above-max")
    #expect(answer.string("value") == "10")
  }

  @Test func incrementDecrementAndRevert() throws {
    let answers = try ReplBinary.json([
      "focus quantity", "press increment increment", "press decrement", "type 5",
      "press revert", "focus temperature", "press decrement",
    ]).answers()
    try #require(answers.count == 7)
    #expect(answers[1].string("value") == "2")
    #expect(answers[2].string("value") == "1")
    #expect(answers[3].string("value") == "15")
    #expect(answers[4].bool("ok") == true)
    #expect(answers[4].isNull("value"))
    #expect(answers[6].string("value") == "-1")
  }

  @Test func stepsStopAtTheBounds() throws {
    let answers = try ReplBinary.json([
      "focus discount", "type 99,5", "press increment", "press increment",
    ]).answers()
    try #require(answers.count == 4)
    #expect(answers[2].string("value") == "100.0")
    #expect(answers[3].string("value") == "100.0")
    #expect(answers[3].bool("ok") == true)
  }

  @Test func formFileStyleKeys() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file(
      "money.json",
      """
      {"fields": [
        {"name": "a", "currency": "USD", "style": "currency", "accounting": true,
         "allowNegative": true, "step": "0.25"},
        {"name": "b", "currency": "EUR", "style": "currency", "currencyDisplay": "code"},
        {"name": "c", "style": "percent", "maxFractionDigits": 1}
      ]}
      """)
    let run = try ReplBinary.run(
      ["--json", "--locale", "en_US", "--form", path],
      input: Data("type -1\npress increment\nfocus b\ntype 7\nfocus c\ntype 12,5\n".utf8))
    #expect(run.status == 0)
    let answers = run.answers()
    try #require(answers.count == 6)
    #expect(answers[0].string("display") == "($1)")
    #expect(answers[1].string("display") == "($0.75)")
    #expect(answers[3].string("display") == "EUR\u{A0}7")
    #expect(answers[4].display(of: "b") == "EUR\u{A0}7.00")
    #expect(answers[5].string("display") == "12.5%")
  }

  @Test(arguments: [
    (#"{"name": "a", "style": "currency"}"#, "style"),
    (#"{"name": "a", "style": "money", "currency": "EUR"}"#, "money"),
    (#"{"name": "a", "style": "currency", "currency": "EUR", "currencyDisplay": "long"}"#, "long"),
    (#"{"name": "a", "currencyDisplay": "code"}"#, "currencyDisplay"),
    (#"{"name": "a", "style": "percent", "accounting": true}"#, "accounting"),
    (#"{"name": "a", "step": "0"}"#, "step"),
    (#"{"name": "a", "step": "-1"}"#, "step"),
    (#"{"name": "a", "max": "10", "value": "11"}"#, "value"),
  ])
  func wrongStyleKeysAreInvalidValues(field: String, part: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("bad.json", "{\"fields\": [\(field)]}")
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("[form-invalid-value]"), "\(run.errors)")
    #expect(run.errors.contains("bad.json:1:"), "\(run.errors)")
    #expect(run.errors.contains(part), "\(run.errors)")
  }

  @Test func wrongTypesAreWrongTypes() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("bad.json", #"{"fields": [{"name": "a", "step": 1}]}"#)
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("[form-wrong-type]"), "\(run.errors)")
  }

  @Test func pageKeysDecode() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[5~\u{1B}[6~".utf8)) == [.pageUp, .pageDown])
  }

  @Test func pageKeysStepAndControlGReverts() throws {
    let symbols = try NumberSymbols.locale("de_DE")
    var state = InteractiveState(
      session: Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title))
    _ = state.handle(.tab)
    #expect(state.session.form.activeFieldName == "quantity")
    _ = state.handle(.pageUp)
    _ = state.handle(.pageUp)
    _ = state.handle(.pageDown)
    #expect(state.session.form.activeField?.value?.decimal == 1)
    _ = state.handle(.character("7"))
    _ = state.handle(.control("g"))
    #expect(state.session.form.activeField?.value == nil)
    #expect(state.feedback?.isError != true)
    // Empty counts as 0; 0 - 1 is clamped to the minimum, 1.
    _ = state.handle(.pageDown)
    #expect(state.session.form.activeField?.value?.decimal == 1)
  }
}
