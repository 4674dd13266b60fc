import Foundation
import Testing

/// The `--json` protocol's navigation, focus and Done on the demo form.
@Suite struct ScriptedFormTests {
  @Test func nextSkipsTheDisabledFieldAndTheLastShowsDone() throws {
    let answers = try ReplBinary.json(
      Array(repeating: "press next", count: 11) + ["press previous"]
    ).answers()
    try #require(answers.count == 12)
    #expect(
      answers.map { $0.string("field") } == [
        "quantity", "discount", "temperature", "tip", "card", "expiry", "securityCode",
        "delivery", "deliveryTime", "workout", "phone", "workout",
      ])
    #expect(answers[9].string("returnKey") == "next")
    #expect(answers[10].string("returnKey") == "done")
    #expect(answers[11].string("returnKey") == "next")
  }

  @Test func previousOnTheFirstFieldStays() throws {
    let answer = try #require(try ReplBinary.json(["press previous"]).answers().first)
    #expect(answer.bool("ok") == false)
    #expect(answer.string("error") == "already-at-first-field")
    #expect(answer.string("field") == "amount")
  }

  @Test func focusByName() throws {
    let answers = try ReplBinary.json([
      "focus temperature", "focus nope", "focus shipping", "focus",
    ]).answers()
    try #require(answers.count == 4)
    #expect(answers[0].string("field") == "temperature")
    #expect(answers[1].string("error") == "unknown-field")
    #expect(answers[1].string("field") == "temperature")
    #expect(answers[2].string("error") == "field-disabled")
    #expect(answers[3].string("error") == "missing-argument")
  }

  @Test func doneWithEmptyRequiredFieldsFails() throws {
    let answer = try #require(try ReplBinary.json(["focus discount", "press done"]).answers().last)
    #expect(answer.bool("ok") == false)
    #expect(answer.bool("submitted") == false)
    #expect(answer.string("error") == "required")
    let failures = try #require(answer.objects("failures"))
    #expect(failures.map { $0.string("field") } == ["amount", "quantity"])
    #expect(failures.map { $0.string("code") } == ["required", "required"])
    #expect(answer.string("field") == "amount")
    #expect(answer.object("fields")?.object("quantity")?.string("failure") == "required")
  }

  @Test func doneReportsValuesOutOfRange() throws {
    // The discount's maximum (100) refuses the `5` of 100,5 while typing;
    // the quantity's minimum (1, above 0) never blocks typing `0`, so Done
    // reports it.
    let answers = try ReplBinary.json([
      "type 10", "press next 0", "focus discount", "type 100,5", "press done",
    ]).answers()
    try #require(answers.count == 5)
    #expect(answers[3].string("error") == "above-max")
    #expect(answers[3].string("value") == "100")
    let answer = answers[4]
    #expect(answer.bool("submitted") == false)
    #expect(answer.string("error") == "below-min")
    let failures = try #require(answer.objects("failures"))
    try #require(failures.count == 1)
    #expect(failures[0].string("field") == "quantity")
    #expect(failures[0].string("code") == "below-min")
    #expect(failures[0].string("bound") == "1")
  }

  @Test func doneSubmitsEveryAvailableValue() throws {
    let answer = try #require(
      try ReplBinary.json(["type 12,5", "press next 3 done"]).answers().last)
    #expect(answer.bool("ok") == true)
    #expect(answer.bool("submitted") == true)
    let values = try #require(answer.object("values"))
    #expect(values.string("amount") == "12.5")
    #expect(values.string("quantity") == "3")
    #expect(values.isNull("discount"))
    #expect(values.isNull("temperature"))
    #expect(values.isNull("tip"))
    #expect(values.isNull("card") && values.isNull("expiry") && values.isNull("securityCode"))
    #expect(values.isNull("delivery"))
    #expect(values.isNull("phone"))
    #expect(values["shipping"] == nil)
    #expect(answer.isNull("field"))
    #expect(answer.isNull("returnKey"))
  }

  @Test func nextFromTheLastFieldActsAsDone() throws {
    let answer = try #require(
      try ReplBinary.json(["type 1", "press next 2", "focus phone", "press next"]).answers().last)
    #expect(answer.bool("submitted") == true)
  }

  @Test func dismissLeavesNoActiveField() throws {
    let answers = try ReplBinary.json(["press dismiss", "press 1", "type 1", "paste 1"])
      .answers()
    try #require(answers.count == 4)
    #expect(answers[0].bool("ok") == true)
    #expect(answers[0].isNull("field"))
    #expect(answers[0].isNull("display"))
    #expect(answers[0].isNull("returnKey"))
    for answer in answers.dropFirst() {
      #expect(answer.string("error") == "no-active-field")
    }
  }

  @Test func helpAndQuit() throws {
    let run = try ReplBinary.json(["help", "quit", "show"])
    let answers = run.answers()
    try #require(answers.count == 2)
    #expect(answers.count == 2)
    #expect(answers[0].bool("ok") == true)
    #expect(answers[0].string("help")?.contains("press") == true)
    #expect(answers[1].bool("ok") == true)
    #expect(run.status == 0)
  }

  @Test func unknownCommandsAndEmptyLinesAreErrors() throws {
    let answers = try ReplBinary.json(["jump 3", "", "   ", "press", "type"]).answers()
    #expect(
      answers.map { $0.string("error") } == [
        "unknown-command", "empty-line", "empty-line", "missing-argument", "missing-argument",
      ])
    #expect(answers.allSatisfy { $0.bool("ok") == false })
  }

  @Test func textModeAnswersOneLineEach() throws {
    let run = try ReplBinary.run(
      ["--locale", "de_DE"], input: Data("type 12,5\njump\nshow\npress done\n".utf8))
    #expect(run.lines.count == 4)
    #expect(run.lines[0].hasPrefix("ok"))
    #expect(run.lines[0].contains("12,5"))
    #expect(run.lines[1].hasPrefix("error unknown-command"))
    #expect(run.lines[2].contains("shipping = 4,90"))
    #expect(run.lines[3].hasPrefix("error required"))
  }
}
