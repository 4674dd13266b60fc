import Foundation
import Testing

/// Duration fields in form files, through the REPL's JSON answers: the kind
/// `"duration"`, its `"units"` and `"max"`, and what a file that gets them
/// wrong is told.
@Suite struct DurationFormFileTests {
  @Test func aDurationFillsFromTheRightAndIsSubmittedAsISO() throws {
    let form = #"{"fields": [{"name": "rest", "kind": "duration", "required": true}]}"#
    let input = "type 1\ntype 30\npress done\n"
    let result = try ReplBinary.run(form: form, input: input)
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("display") == "0:01")
    #expect(answers[0].object("fields")?.object("rest")?.string("kind") == "duration")
    #expect(answers[1].string("display") == "1:30")
    #expect(answers[1].string("value") == "PT1M30S")
    #expect(answers[2].object("values")?.string("rest") == "PT1M30S")
  }

  @Test func theUnitsAndMaxAreCheckedAtDone() throws {
    let form = """
      {"fields": [{"name": "workout", "kind": "duration", "units": "h:m", "max": "PT2H"}]}
      """
    let input = "type 230\npress done\npress clear\npaste PT1H45M\npress done\n"
    let result = try ReplBinary.run(form: form, options: ["--locale", "fi_FI"], input: input)
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 5)
    #expect(answers[0].string("display") == "2.30")
    #expect(answers[0].string("value") == "PT2H30M")
    #expect(answers[1].string("error") == "duration-too-long")
    #expect(answers[3].string("display") == "1.45")
    #expect(answers[4].object("values")?.string("workout") == "PT1H45M")
  }

  @Test func wrongDurationKeysAreNamedWithTheirPlace() throws {
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"duration","max":"2h"}]}"#,
      containing: ["1:48", "\"max\": \"2h\" is not a duration such as \"PT2H\""])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"duration","units":"s"}]}"#,
      containing: ["1:50", "\"units\": \"s\" is not \"h:m:s\", \"m:s\" or \"h:m\""])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"time","units":"m:s"}]}"#,
      containing: ["1:46", "\"units\" does not apply to a \"time\" field"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"duration","min":"PT1M"}]}"#,
      containing: ["\"min\" does not apply to a \"duration\" field"])
    let wrongType = try ReplBinary.run(
      form: #"{"fields":[{"name":"a","kind":"duration","units":3}]}"#, input: "show\n")
    #expect(wrongType.status == 2)
    #expect(wrongType.errors.contains("[form-wrong-type]"), "\(wrongType.errors)")
  }

  @Test func aLocaleChangeKeepsTheDigits() throws {
    let result = try ReplBinary.run(
      form: #"{"fields":[{"name":"t","kind":"duration"}]}"#,
      input: "type 10530\nlocale ar_EG\nlocale de_DE\n")
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("display") == "1:05:30")
    #expect(answers[1].string("display") == "١:٠٥:٣٠")
    #expect(answers[2].string("value") == "PT1H5M30S")
  }
}
