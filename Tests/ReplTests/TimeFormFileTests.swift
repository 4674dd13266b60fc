import Foundation
import Testing

/// Time fields in form files, through the REPL's JSON answers: the kind
/// `"time"`, its `"seconds"`, `"min"`, `"max"` and `"step"`, and what a
/// file that gets them wrong is told.
@Suite struct TimeFormFileTests {
  @Test func aTimeIsTypedWithItsDayPeriodAndSubmittedAsISO() throws {
    let form = #"{"fields": [{"name": "at", "kind": "time", "required": true}]}"#
    let input = "type 730\npress done\npress dayPeriod\npress dayPeriod\npress done\n"
    let result = try ReplBinary.run(form: form, input: input)
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 5)
    #expect(answers[0].string("display") == "7:30")
    #expect(answers[0].isNull("value"))
    #expect(answers[0].object("fields")?.object("at")?.string("kind") == "time")
    #expect(answers[1].string("error") == "incomplete-time")
    #expect(answers[2].string("display") == "7:30\u{202F}AM")
    #expect(answers[2].string("value") == "07:30")
    #expect(answers[3].string("value") == "19:30")
    #expect(answers[4].object("values")?.string("at") == "19:30")
  }

  @Test func aTwentyFourHourClockTakesNoDayPeriodAndASeparatorPadsTheHour() throws {
    let form = #"{"fields": [{"name": "at", "kind": "time"}]}"#
    let result = try ReplBinary.run(
      form: form, options: ["--locale", "de_DE"],
      input: "type 7:30\npress dayPeriod\ntype 5\npaste 19:45\n")
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 4)
    #expect(answers[0].string("display") == "07:30")
    #expect(answers[0].string("value") == "07:30")
    #expect(answers[1].string("error") == "no-day-period")
    #expect(answers[2].string("error") == "max-length")
    #expect(answers[3].string("display") == "19:45")
  }

  @Test func secondsBoundsAndTheStepAreCheckedAtDone() throws {
    let form = """
      {"fields": [{"name": "slot", "kind": "time", "seconds": true, "min": "08:00",
        "max": "18:00", "step": 15}]}
      """
    let input =
      "type 073000\npress done\npress clear\ntype 181500\npress done\npress clear\ntype 081000\n"
      + "press done\npress clear\ntype 081500\npress done\n"
    let result = try ReplBinary.run(form: form, options: ["--locale", "de_DE"], input: input)
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 11)
    #expect(answers[0].string("display") == "07:30:00")
    #expect(answers[1].string("error") == "before-min")
    #expect(answers[4].string("error") == "after-max")
    #expect(answers[7].string("error") == "step-mismatch")
    #expect(answers[10].object("values")?.string("slot") == "08:15:00")
  }

  @Test func wrongTimeKeysAreNamedWithTheirPlace() throws {
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"time","min":"8:00"}]}"#,
      containing: ["1:44", "\"min\": \"8:00\" is not a time such as \"08:00\""])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"time","min":"18:00","max":"08:00"}]}"#,
      containing: ["1:44", "\"min\" 18:00 is after \"max\" 08:00"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"time","step":0}]}"#,
      containing: ["1:45", "\"step\" must be a number of minutes from 1 to 1440, not 0"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"date","seconds":true}]}"#,
      containing: ["1:48", "\"seconds\" does not apply to a \"date\" field"])
    try expectInvalid(
      ####"{"fields":[{"name":"a","kind":"time","pattern":"##"}]}"####,
      containing: ["\"pattern\" does not apply to a \"time\" field"])
    let wrongType = try ReplBinary.run(
      form: #"{"fields":[{"name":"a","kind":"time","step":"15"}]}"#, input: "show\n")
    #expect(wrongType.status == 2)
    #expect(wrongType.errors.contains("[form-wrong-type]"), "\(wrongType.errors)")
  }

  @Test func aLocaleChangeTypesACompleteTimeAgainOnTheNewClock() throws {
    let result = try ReplBinary.run(
      form: #"{"fields":[{"name":"at","kind":"time"}]}"#,
      input: "type 730p\nlocale de_DE\nlocale ar_EG\nlocale de-DE-u-hc-h12\n")
    #expect(result.status == 0, "\(result.errors)")
    let answers = result.answers()
    try #require(answers.count == 4)
    #expect(answers[0].string("display") == "7:30\u{202F}PM")
    #expect(answers[1].string("display") == "19:30")
    #expect(answers[2].string("display") == "٧:٣٠ م")
    #expect(answers[3].string("display") == "7:30\u{202F}PM")
    #expect(answers[3].string("value") == "19:30")
  }
}
