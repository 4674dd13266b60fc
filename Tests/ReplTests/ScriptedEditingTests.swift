import Foundation
import Testing

/// The `--json` protocol's caret commands (`select`, `edit`, `press
/// delete`, `undo`, `redo`) and the `selection` member, on the demo form in
/// de_DE, with the UTF-16 offsets written out.
@Suite struct ScriptedEditingTests {
  /// The `selection` member as two integers.
  private func selection(_ answer: [String: Any]) -> [Int]? {
    (answer["selection"] as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue }
  }

  @Test func selectionFollowsDisplayInEveryAnswer() throws {
    let run = try ReplBinary.json(["type 1234", "select 1", "dismiss"].map { $0 })
    let answers = run.answers()
    let first = try #require(answers.first)
    #expect(selection(first) == [5, 5])
    let text = String(decoding: run.output, as: UTF8.self)
    #expect(text.contains(#""display":"1.234\#u{A0}€","selection":[5,5],"value""#))
    #expect(selection(try #require(answers.dropFirst().first)) == [1, 1])
  }

  @Test func typingAtTheCaretKeepsItBeforeTheGroupSeparator() throws {
    let answers = try ReplBinary.json(["type 1234", "select 1", "type 9"]).answers()
    let last = try #require(answers.last)
    #expect(last.string("display") == "19.234\u{A0}€")
    #expect(selection(last) == [2, 2])
  }

  @Test func editAsUIKitSendsBackspaceAfterASeparator() throws {
    let answers = try ReplBinary.json(["type 1234", "edit 1 2"]).answers()
    let last = try #require(answers.last)
    #expect(last.bool("ok") == true)
    #expect(last.string("display") == "234\u{A0}€")
    #expect(last.string("value") == "234")
    #expect(selection(last) == [0, 0])
  }

  @Test func editTextIsReadAsAPasteAtTheCaret() throws {
    let answers = try ReplBinary.json(["type 5", "edit 1 1 1.234", "edit 0 0 1 2"]).answers()
    #expect(answers[1].string("display") == "51.234\u{A0}€")
    #expect(selection(answers[1]) == [6, 6])
    #expect(answers[2].string("error") == "unparseable")
    #expect(answers[2].string("display") == "51.234\u{A0}€")
  }

  @Test func aPlainNumberEditedInAtTheCaretKeepsItsDecimalMark() throws {
    let german = try ReplBinary.json(["focus amount", "edit 0 1 0.25"]).answers()
    #expect(german.last?.string("value") == "0.25")
    #expect(german.last?.string("display") == "0,25\u{A0}€")
    let english = try ReplBinary.json(
      ["focus quantity", "edit 0 0 12,5", "focus discount", "edit 0 0 12,5"],
      arguments: ["--locale", "en_US"]
    ).answers()
    #expect(english[1].string("error") == "decimal-not-allowed", "quantity is whole numbers")
    #expect(english[3].string("value") == "12.5")
  }

  @Test func aClipboardNumberFillsACentsField() throws {
    let answers = try ReplBinary.json(["focus tip", "edit 0 0 4.56"]).answers()
    #expect(answers.last?.string("value") == "4.56")
  }

  @Test func pressDeleteDeletesForward() throws {
    let answers = try ReplBinary.json(["type 1234", "select 1", "press delete"]).answers()
    let last = try #require(answers.last)
    #expect(last.string("display") == "134\u{A0}€")
    #expect(selection(last) == [1, 1])
  }

  @Test func undoAndRedoWalkTheSteps() throws {
    let answers = try ReplBinary.json([
      "undo", "type 12", "undo", "redo", "redo",
    ]).answers()
    #expect(answers[0].string("error") == "nothing-to-undo")
    #expect(answers[2].string("display") == "1\u{A0}€")
    #expect(answers[3].string("display") == "12\u{A0}€")
    #expect(answers[4].string("error") == "nothing-to-redo")
    #expect(answers[4].string("display") == "12\u{A0}€")
  }

  @Test func badRangesAreInvalidAndChangeNothing() throws {
    let answers = try ReplBinary.json([
      "type 12", "select 5", "select 2 1", "edit 0 9 5", "select x", "edit 1",
    ]).answers()
    for answer in answers[1...4] {
      #expect(answer.string("error") == "invalid-range")
      #expect(answer.string("display") == "12\u{A0}€")
      #expect(selection(answer) == [2, 2])
    }
    #expect(answers[5].string("error") == "missing-argument")
  }

  @Test func selectionIsNullWithoutAnActiveField() throws {
    let answers = try ReplBinary.json(["press dismiss", "select 0"]).answers()
    #expect(answers[0].isNull("selection"))
    #expect(answers[1].string("error") == "no-active-field")
  }

  @Test func arabicOffsetsCountTheBidiMark() throws {
    let answers = try ReplBinary.json(
      ["focus temperature", "type -12", "select 1", "select 3", "press backspace"],
      arguments: ["--locale", "ar_EG"]
    ).answers()
    // The demo's temperature in degrees Celsius: `°م` after the number.
    #expect(answers[1].string("display") == "\u{061C}-١٢°م")
    #expect(selection(answers[1]) == [4, 4])
    #expect(selection(answers[2]) == [0, 0])
    #expect(selection(answers[3]) == [3, 3])
    #expect(answers[4].string("display") == "\u{061C}-٢°م")
    #expect(selection(answers[4]) == [2, 2])
  }
}
