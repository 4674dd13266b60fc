import Foundation
@_spi(Engine) import Keypad
import Testing

@testable import keypad_repl

/// The `announcement` of every JSON answer: what a listener hears beyond
/// the key, with its stable code (docs/accessibility.md).
@Suite struct ScriptedAnnouncementTests {
  @Test func everyAnswerCarriesAnAnnouncementOrNull() throws {
    let answers = try ReplBinary.json(
      ["type 12,5", "press decimal", "press backspace", "press 7", "undo"]
    ).answers()
    #expect(answers.count == 5)
    #expect(answers[0].isNull("announcement"))
    let refused = try #require(answers[1].object("announcement"))
    #expect(refused.string("code") == "refused")
    // The demo form is in de_DE here: German words.
    #expect(refused.string("text") == "abgelehnt, nur ein Dezimaltrennzeichen")
    #expect(refused.string("language") == "de")
    #expect(refused.bool("fallback") == false)
    let deleted = try #require(answers[2].object("announcement"))
    #expect(deleted.string("code") == "deleted")
    #expect(deleted.string("text") == "fünf gelöscht")
    #expect(answers[3].isNull("announcement"))
    #expect(
      answers[4].object("announcement")?.string("text") == "rückgängig gemacht, zwölf Euro")
  }

  @Test func aLanguageWithoutACatalogIsAnnouncedInEnglishAndSaysSo() throws {
    let answers = try ReplBinary.json(
      ["type 12,5", "press decimal"], arguments: ["--locale", "sv_SE"]
    ).answers()
    let refused = try #require(answers[1].object("announcement"))
    #expect(refused.string("text") == "refused, only one decimal separator")
    #expect(refused.string("language") == "en")
    #expect(refused.bool("fallback") == true)
    #expect(answers[1].string("message") == "only one decimal separator")
  }

  @Test func aCardSaysItsBrand() throws {
    let answers = try ReplBinary.json(
      ["focus card", "type 4", "type 1"], arguments: ["--locale", "en_US"]
    ).answers()
    let brand = try #require(answers[1].object("announcement"))
    #expect(brand.string("code") == "card-brand")
    #expect(brand.string("text") == "Visa")
    #expect(answers[2].isNull("announcement"))
  }

  @Test func theInteractiveFeedbackLineShowsTheAnnouncement() throws {
    let form = try KeypadForm(fields: [FormField(name: "n", tag: 1)], symbols: .locale("en_US"))
    var state = InteractiveState(session: Session(form: form, title: "Amount"))
    for character in "12" { _ = state.handle(.character(character)) }
    _ = state.handle(.backspace)
    #expect(state.feedback?.text == "» two deleted")
    #expect(state.feedback?.isError == false)
    #expect(state.feedback?.code == "deleted")
    #expect(state.takeAnnouncement()?.content == .deleted("two"))
    #expect(state.takeAnnouncement() == nil)
  }
}
