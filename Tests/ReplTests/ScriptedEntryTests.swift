import Foundation
import Testing

/// The `--json` protocol on the demo form: keys, typing, pasting and the
/// rejections, with displays written by hand from the locale's rules.
@Suite struct ScriptedEntryTests {
  @Test func startsOnTheFirstFieldOfTheChain() throws {
    let answer = try #require(try ReplBinary.json(["show"]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.isNull("error"))
    #expect(answer.string("field") == "amount")
    #expect(answer.string("display") == "\u{A0}€")
    #expect(answer.isNull("value"))
    #expect(answer.string("returnKey") == "next")
    #expect(answer.string("locale") == "de_DE")
    let fields = try #require(answer.object("fields"))
    #expect(
      Set(fields.keys) == [
        "amount", "quantity", "discount", "shipping", "temperature", "tip", "card", "expiry",
        "securityCode", "delivery", "deliveryTime", "workout", "phone",
      ])
    #expect(fields.object("card")?.string("kind") == "card")
    #expect(fields.object("card")?.isNull("brand") == true)
    #expect(fields.object("expiry")?.string("kind") == "expiry")
    #expect(fields.object("securityCode")?.string("kind") == "securityCode")
    #expect(answer.display(of: "shipping") == "4,90\u{A0}€")
    #expect(answer.value(of: "shipping") == "4.90")
  }

  @Test func typedTextShowsInTheLocale() throws {
    let answer = try #require(try ReplBinary.json(["type 1234,5"]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("display") == "1.234,5\u{A0}€")
    #expect(answer.string("value") == "1234.5")
    #expect(answer.display(of: "amount") == "1.234,5\u{A0}€")
  }

  @Test func pressedKeysApplyInOrder() throws {
    let answer = try #require(try ReplBinary.json(["press 1 2 decimal 5 0"]).answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("display") == "12,50\u{A0}€")
    #expect(answer.string("value") == "12.50")
  }

  @Test func aRejectedKeyIsSkippedAndTheRestApply() throws {
    let answer = try #require(
      try ReplBinary.json(["press 1 decimal decimal 5"]).answers().first)
    #expect(answer.bool("ok") == false)
    #expect(answer.string("error") == "duplicate-decimal")
    #expect(answer.string("message")?.isEmpty == false)
    #expect(answer.string("display") == "1,5\u{A0}€")
    #expect(answer.string("value") == "1.5")
  }

  @Test func fractionAndIntegerLimits() throws {
    let answers = try ReplBinary.json([
      "type 1,234", "press clear", "type 1234567890",
    ]).answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("error") == "max-fraction-digits")
    #expect(answers[0].string("display") == "1,23\u{A0}€")
    #expect(answers[2].string("error") == "max-integer-digits")
    #expect(answers[2].string("display") == "123.456.789\u{A0}€")
    #expect(answers[2].string("value") == "123456789")
  }

  @Test func signOnlyWhereNegativesAreAllowed() throws {
    let answers = try ReplBinary.json([
      "press sign", "focus temperature", "press sign 1 2 decimal 5",
    ]).answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("error") == "negative-not-allowed")
    #expect(answers[2].bool("ok") == true)
    // The demo's temperature is in degrees Celsius.
    #expect(answers[2].string("display") == "-12,5 °C")
    #expect(answers[2].string("value") == "-12.5")
  }

  @Test func centsEntryShiftsDigitsInFromTheRight() throws {
    let answers = try ReplBinary.json(["focus tip", "press 1 2 3", "press decimal"]).answers()
    try #require(answers.count == 3)
    #expect(answers[1].string("display") == "1,23")
    #expect(answers[1].string("value") == "1.23")
    #expect(answers[2].string("error") == "decimal-not-allowed")
  }

  @Test func doubleZeroBackspaceAndClear() throws {
    let answers = try ReplBinary.json([
      "focus quantity", "press 1 00", "focus amount", "type 12,5", "press backspace",
      "press backspace", "press clear",
    ]).answers()
    try #require(answers.count == 7)
    #expect(answers[1].string("display") == "100")
    #expect(answers[4].string("display") == "12,\u{A0}€")
    #expect(answers[4].string("value") == "12")
    #expect(answers[5].string("display") == "12\u{A0}€")
    #expect(answers[6].string("display") == "\u{A0}€")
    #expect(answers[6].isNull("value"))
  }

  @Test func pasteReplacesTheValueOrIsRejected() throws {
    let answers = try ReplBinary.json(["paste 1.234,56", "paste abc", "paste  -5"]).answers()
    try #require(answers.count == 3)
    #expect(answers[0].bool("ok") == true)
    #expect(answers[0].string("display") == "1.234,56\u{A0}€")
    #expect(answers[0].string("value") == "1234.56")
    #expect(answers[1].string("error") == "unparseable")
    #expect(answers[1].string("value") == "1234.56")
    #expect(answers[2].string("error") == "negative-not-allowed")
  }

  @Test func typeMapsTheLocalesOwnDigits() throws {
    let run = try ReplBinary.json(["type ١٢٣٫٥"], arguments: ["--locale", "ar_EG"])
    let answer = try #require(run.answers().first)
    #expect(answer.bool("ok") == true)
    #expect(answer.string("value") == "123.5")
    #expect(answer.string("display") == "\u{200F}١٢٣٫٥\u{A0}ج.م.\u{200F}")
  }

  @Test func typeRejectsCharactersThatAreNoKey() throws {
    let answer = try #require(try ReplBinary.json(["type 1x2"]).answers().first)
    #expect(answer.string("error") == "invalid-character")
    #expect(answer.string("display") == "12\u{A0}€")
  }

  @Test func anUnknownKeyNameRefusesTheWholeLine() throws {
    let answers = try ReplBinary.json(["press 1", "press 2 enter 3"]).answers()
    try #require(answers.count == 2)
    #expect(answers[1].bool("ok") == false)
    #expect(answers[1].string("error") == "unknown-key")
    // Neither the 2 before the misspelt name nor the 3 after it is pressed.
    #expect(answers[1].string("value") == "1")
    #expect(answers[1].string("display") == answers[0].string("display"))
  }

  @Test func switchingTheLocaleKeepsValuesAndRerenders() throws {
    let answers = try ReplBinary.json([
      "type 1234567,5", "locale en_IN", "locale de-CH", "locale ar_EG", "locale xx_YY",
    ]).answers()
    try #require(answers.count == 5)
    #expect(answers[1].string("locale") == "en_IN")
    #expect(answers[1].string("display") == "€12,34,567.5")
    #expect(answers[2].string("locale") == "de_CH")
    #expect(answers[2].string("display") == "EUR\u{A0}1’234’567.5")
    #expect(answers[3].string("display") == "\u{200F}١٬٢٣٤٬٥٦٧٫٥\u{A0}€")
    #expect(answers[3].string("value") == "1234567.5")
    #expect(answers[4].bool("ok") == false)
    #expect(answers[4].string("error") == "unknown-locale")
    #expect(answers[4].string("locale") == "ar_EG")
  }
}
