import Foundation
import Testing

/// The `speak` command: the active field's spoken value, written out by
/// hand from the locale's words.
@Suite struct ScriptedSpeakTests {
  @Test func emptyFieldSpeaksNull() throws {
    let answer = try #require(try ReplBinary.json(["speak"]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("field") == "amount")
    #expect(answer.isNull("spoken"))
  }

  @Test func amountIsSpokenWithItsCurrency() throws {
    let answers = try ReplBinary.json(["type 12,5", "speak"]).answers()
    let answer = try #require(answers.last)
    #expect(answers.first?.keys.contains("spoken") == false)
    let spoken = try #require(answer.object("spoken"))
    #expect(spoken.string("text") == "zwölf Komma fünf Euro")
    #expect(spoken.string("language") == "de")
    #expect(spoken.bool("fallback") == false)
  }

  /// The demo's temperature is in degrees Celsius: the unit's long name
  /// follows the spelled number.
  @Test func negativeTemperatureInFrench() throws {
    let answers = try ReplBinary.json(
      ["focus temperature", "type -3,5", "speak"], arguments: ["--locale", "fr_FR"]
    ).answers()
    let spoken = try #require(answers.last?.object("spoken"))
    #expect(spoken.string("text") == "moins trois virgule cinq\u{A0}degrés Celsius")
    #expect(spoken.string("language") == "fr")
  }

  @Test func zuluFallsBackToEnglish() throws {
    let answers = try ReplBinary.json(
      ["focus quantity", "type 7", "speak"], arguments: ["--locale", "zu_ZA"]
    ).answers()
    let spoken = try #require(answers.last?.object("spoken"))
    #expect(spoken.string("text") == "seven")
    #expect(spoken.string("language") == "en")
    #expect(spoken.bool("fallback") == true)
  }

  @Test func textModeSaysTheWords() throws {
    let lines = try ReplBinary.run(
      ["--locale", "en_US"], input: Data("type 21\nspeak\nfocus quantity\nspeak\n".utf8)
    ).lines
    #expect(lines.count == 4)
    #expect(lines.dropFirst().first == "spoken (en)  twenty-one US dollars")
    #expect(lines.last == "spoken  nothing")
  }
}
