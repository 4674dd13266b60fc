import Foundation
import Testing

extension Dictionary where Key == String, Value == Any {
  /// The `selection` member as two integers.
  fileprivate var selection: [Int]? {
    (self["selection"] as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue }
  }
}

/// Issue 24 in the `--json` protocol: the `events` member, `set TEXT`, and
/// the form-file keys `bounds` and `secondDecimal`.
@Suite struct ScriptedCommitTests {
  /// Each event of an answer as `kind field`, or `kind field=value`.
  private func events(_ answer: [String: Any]) -> [String] {
    (answer.objects("events") ?? []).map { event in
      var text = "\(event.string("kind") ?? "?") \(event.string("field") ?? "-")"
      if event.keys.contains("value") { text += "=\(event.string("value") ?? "null")" }
      return text
    }
  }

  private func run(_ form: String, _ lines: [String]) throws -> [[String: Any]] {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", form)
    return try ReplBinary.run(
      ["--json", "--locale", "en_US", "--form", path],
      input: Data((lines.joined(separator: "\n") + "\n").utf8)
    ).answers()
  }

  @Test func eachAnswerListsTheEventsTheCommandCausedInOrder() throws {
    let answers = try run(
      #"{"fields":[{"name":"a"},{"name":"b"}]}"#,
      ["show", "type 12", "press next", "press 0", "press 0"])
    try #require(answers.count == 5)
    #expect(events(answers[0]) == [])
    #expect(events(answers[1]) == ["value-changed a=1", "value-changed a=12"])
    #expect(
      events(answers[2]) == ["value-committed a=12", "focus-changed b", "return-key-changed -"])
    #expect(events(answers[3]) == ["value-changed b=0"])
    #expect(events(answers[4]) == [])  // 0 on a lone 0 changes nothing
  }

  @Test func clampBoundsInAFormFileClampWhenTheFieldIsLeft() throws {
    let answers = try run(
      #"{"fields":[{"name":"tip","max":"100","bounds":"clamp"},{"name":"n"}]}"#,
      ["type 150", "press next", "focus tip", "undo"])
    try #require(answers.count == 4)
    #expect(answers[0].bool("ok") == true)
    #expect(answers[0].string("display") == "150")
    #expect(
      events(answers[1]) == [
        "value-changed tip=100", "value-clamped tip=100", "value-committed tip=100",
        "focus-changed n", "return-key-changed -",
      ])
    #expect(answers[1].object("fields")?.object("tip")?.string("value") == "100")
    #expect(answers[3].string("value") == "150")
  }

  @Test func reportBoundsLetTypingThroughAndDoneReportsThem() throws {
    let answers = try run(
      #"{"fields":[{"name":"tip","max":"100","bounds":"report"}]}"#, ["type 150", "press done"])
    try #require(answers.count == 2)
    #expect(answers[0].string("value") == "150")
    #expect(answers[1].string("error") == "above-max")
  }

  @Test func secondDecimalJumpInAFormFile() throws {
    let answers = try run(
      #"{"fields":[{"name":"x","secondDecimal":"jump"}]}"#,
      ["type 12.5", "select 1", "press decimal", "type 0"])
    try #require(answers.count == 4)
    #expect(answers[2].bool("ok") == true)
    #expect(answers[2].selection == [3, 3])
    #expect(answers[3].string("display") == "12.05")
  }

  @Test func badChoicesAreNamedWithTheirPlace() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", #"{"fields":[{"name":"x","bounds":"wrap"}]}"#)
    let run = try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("[form-invalid-value]"))
    #expect(run.errors.contains(#""bounds" must be "refuse", "clamp" or "report", not "wrap""#))
  }

  @Test func setTakesAWholeNewTextAsOneReplacement() throws {
    let answers = try run(
      #"{"fields":[{"name":"x","maxIntegerDigits":6}]}"#,
      ["type 1234", "set 19,234", "set 19234", "set 1,2x34", "set 1234567", "set ", "set"])
    try #require(answers.count == 7)
    #expect(answers[1].string("display") == "19,234")
    #expect(answers[1].selection == [2, 2])  // the smallest change: a 9 after the 1
    // Deleting the comma is Backspace after it: the 9 goes.
    #expect(answers[2].string("display") == "1,234")
    #expect(answers[3].string("error") == "invalid-character")
    #expect(answers[3].string("display") == "1,234")
    #expect(answers[4].string("error") == "max-integer-digits")
    #expect(answers[5].string("display") == "")
    #expect(answers[6].string("error") == "missing-argument")
  }
}
