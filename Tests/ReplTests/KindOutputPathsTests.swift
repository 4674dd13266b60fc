import Foundation
import Testing

/// Every way a value leaves the REPL, read back for a field of each kind:
/// the scripted text line, the JSON answers and their events, the
/// interactive screen's count and the JSON printed when it ends.
@Suite struct KindOutputPathsTests {
  /// A decimal, a card number, a PIN, a date, a phone number and an empty
  /// field, in that order.
  static let form = """
    {"fields":[{"name":"amount","tag":1},{"name":"card","tag":2,"kind":"card"},\
    {"name":"pin","tag":3,"kind":"code","length":4},{"name":"d","tag":4,"kind":"date"},\
    {"name":"phone","tag":5,"kind":"phone","region":"US"},{"name":"note","tag":6}]}
    """

  /// The commands that type a value of each kind, then Done.
  static let commands = """
    type 12
    press next
    type 4111111111111111
    press next
    type 0042
    press next
    type 12252026
    press next
    type 6502530000
    press done

    """

  /// The values typed, as the form submits them, in definition order.
  static let submitted =
    #"{"amount":"12","card":"4111111111111111","pin":"0042","d":"2026-12-25","#
    + #""phone":"+16502530000","note":null}"#

  @Test func theTextLineCarriesEveryKindsValue() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", Self.form)
    let result = try ReplBinary.run(
      ["--locale", "en_US", "--form", path], input: Data(Self.commands.utf8))
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.lines.last
        == "submitted amount=12 card=4111111111111111 pin=0042 d=2026-12-25 phone=+16502530000 note=-"
    )
  }

  @Test func theJSONValuesCarryEveryKindsValueInDefinitionOrder() throws {
    let result = try ReplBinary.run(form: Self.form, input: Self.commands)
    #expect(result.status == 0, "\(result.errors)")
    let last = try #require(result.lines.last)
    // The raw line, so that the order of the members is checked too.
    #expect(last.contains(#""values":"# + Self.submitted))
    let answer = try #require(result.answers().last)
    for (name, value) in [
      ("amount", "12"), ("card", "4111111111111111"), ("pin", "0042"), ("d", "2026-12-25"),
      ("phone", "+16502530000"),
    ] {
      #expect(answer.value(of: name) == value, "\(name)")
    }
  }

  @Test func eachEventCarriesTheValueOfItsMoment() throws {
    let result = try ReplBinary.run(
      form: Self.form, input: "focus card\ntype 4111\nfocus phone\ntype 650\n")
    let answers = result.answers()
    try #require(answers.count == 4)
    let card = try #require(answers[1].objects("events"))
    #expect(card.map { $0.string("kind") } == Array(repeating: "value-changed", count: 4))
    #expect(card.map { $0.string("value") } == ["4", "41", "411", "4111"])
    // Leaving the card commits its digits, whatever the kind.
    let leaving = try #require(answers[2].objects("events"))
    #expect(leaving.first?.string("kind") == "value-committed")
    #expect(leaving.first?.string("value") == "4111")
    // No prefix of a US number is a possible number: no event has a value.
    let phone = try #require(answers[3].objects("events"))
    #expect(phone.count == 3)
    #expect(phone.allSatisfy { $0.string("kind") == "text-changed" && $0["value"] == nil })
  }

  @Test func aSeparatorChangesTheTextAndNotTheValue() throws {
    let result = try ReplBinary.run(form: Self.form, input: "type 12.\ntype 5\n")
    let answers = result.answers()
    try #require(answers.count == 2)
    let events = try #require(answers[0].objects("events"))
    #expect(events.map { $0.string("kind") } == ["value-changed", "value-changed", "text-changed"])
    #expect(events.map { $0.string("value") } == ["1", "12", nil])
    #expect(answers[1].objects("events")?.first?.string("value") == "12.5")
  }
}

/// The interactive REPL's count of submitted values and the JSON it prints
/// when it ends, for a field of each kind.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: interactive tests skipped"))
struct InteractiveKindOutputTests {
  @Test func theExitJSONCarriesEveryKindsValue() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("kinds.json", KindOutputPathsTests.form)
    let tmux = try TmuxSession(arguments: "--locale en_US --form \(path) > values")
    try tmux.waitForScreen { $0.contains("kinds.json") && $0.contains("▸ amount") }
    for (text, shown) in [
      ("12", "12 ]"), ("4111111111111111", "4111 1111 1111 1111"), ("0042", "0042"),
      ("12252026", "12/25/2026"), ("6502530000", "(650) 253-0000"),
    ] {
      try tmux.send([text], literal: true)
      try tmux.waitForScreen { $0.contains(shown) }
      try tmux.send(["Tab"])
    }
    try tmux.send(["Escape"])
    // Waits for the whole line: a card, a PIN, a date and a phone number
    // are values, not empty fields.
    let screen = try tmux.waitForScreen { $0.contains("Submitted 6 values (1 empty)") }
    #expect(!screen.contains("(5 empty)"))
    try tmux.send(["C-c"])
    #expect(try tmux.waitForFile("status") == "0")
    #expect(try tmux.waitForFile("values") == KindOutputPathsTests.submitted)
  }
}
