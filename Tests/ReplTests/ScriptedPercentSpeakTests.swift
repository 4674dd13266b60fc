import Foundation
import Testing

/// The demo's discount is a percent field: `speak` says the word for
/// percent, as the locale's words have it.
@Suite struct ScriptedPercentSpeakTests {
  @Test func discountIsSpokenWithPercent() throws {
    let answers = try ReplBinary.json(
      ["focus discount", "type 12.5", "speak"], arguments: ["--locale", "en_US"]
    ).answers()
    let spoken = try #require(answers.last?.object("spoken"))
    #expect(spoken.string("text") == "twelve point five percent")
  }

  @Test func germanTwentyOneEurosHasNoSoftHyphen() throws {
    let answers = try ReplBinary.json(["type 21", "speak"]).answers()
    let spoken = try #require(answers.last?.object("spoken"))
    #expect(spoken.string("text") == "einundzwanzig Euro")
  }
}
