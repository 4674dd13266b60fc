import Foundation
import Testing

/// Form files with fields of digits and codes, through the REPL's JSON
/// answers.
@Suite struct KindFormFileTests {
  private func run(_ contents: String, _ input: String) throws -> ReplRun {
    try ReplBinary.run(form: contents, input: input)
  }

  @Test func digitsAndCodesAreTypedShownAndSubmitted() throws {
    let result = try run(
      """
      {"fields": [
        {"name": "postcode", "kind": "digits", "pattern": "### ###", "minLength": 4, "required": true},
        {"name": "pin", "kind": "code", "length": 4, "secure": true, "advance": true},
        {"name": "amount"}
      ]}
      """,
      "type 1234\ntype  \npress decimal\npress next\ntype 0042\npress done\n")
    #expect(result.status == 0)
    let answers = result.answers()
    try #require(answers.count == 6)
    #expect(answers[0].string("display") == "123 4")
    #expect(answers[0].string("value") == "1234")
    #expect(answers[0].object("fields")?.object("postcode")?.string("kind") == "digits")
    #expect(answers[0].object("fields")?.object("pin")?.string("kind") == "code")
    #expect(answers[0].object("fields")?.object("amount")?.string("kind") == "decimal")
    #expect(answers[2].string("error") == "digits-only")
    #expect(answers[3].string("field") == "pin")
    // The code is full: the form moved on to the amount.
    #expect(answers[4].string("field") == "amount")
    #expect(answers[4].object("fields")?.object("pin")?.string("display") == "••••")
    #expect(answers[4].object("fields")?.object("pin")?.string("value") == "0042")
    #expect(answers[5].object("values")?.string("postcode") == "1234")
    #expect(answers[5].object("values")?.string("pin") == "0042")
  }

  @Test func aCodeThatIsTooShortFailsDone() throws {
    let result = try run(
      #"{"fields": [{"name": "otp", "kind": "code", "minLength": 4, "maxLength": 6}]}"#,
      "type 123\npress done\ntype 4567\n")
    let answers = result.answers()
    try #require(answers.count == 3)
    #expect(answers[1].string("error") == "too-short")
    #expect(answers[2].string("error") == "max-length")
    #expect(answers[2].string("value") == "123456")
  }

  private func startFailure(_ contents: String) throws -> ReplRun {
    try run(contents, "show\n")
  }

  @Test func aKeyThatDoesNotApplyToTheKindIsNamedWithItsPlace() throws {
    try expectInvalid(
      ####"{"fields":[{"name":"a","kind":"code","length":4,"pattern":"##"}]}"####,
      containing: ["1:59", "\"pattern\" does not apply to a \"code\" field"])
    try expectInvalid(
      #"{"fields":[{"name":"a","maxLength":4}]}"#,
      containing: ["1:36", "\"maxLength\" does not apply to a \"decimal\" field"])
    try expectInvalid(
      ####"{"fields":[{"name":"a","kind":"digits","pattern":"###","currency":"EUR"}]}"####,
      containing: ["\"currency\" does not apply to a \"digits\" field"])
  }

  @Test func badPatternsAndLengthsAreRefused() throws {
    try expectInvalid(
      ####"{"fields":[{"name":"a","kind":"digits","pattern":"#1#"}]}"####, containing: ["pattern"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"code","length":0}]}"#, containing: ["length"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"code","length":4,"maxLength":6}]}"#,
      containing: ["not both"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"code","minLength":6,"maxLength":4}]}"#,
      containing: ["minLength 6"])
    try expectInvalid(#"{"fields":[{"name":"a","kind":"pin"}]}"#, containing: ["kind"])
  }

  @Test func aCardFieldShowsItsBrandAndRefusesAnInvalidNumber() throws {
    let result = try run(
      #"{"fields": [{"name": "card", "kind": "card", "required": true}, {"name": "x"}]}"#,
      "type 37\ntype 8282246310005\ntype 1\npress backspace 4\npress done\n")
    let answers = result.answers()
    try #require(answers.count == 5)
    #expect(answers[0].object("fields")?.object("card")?.string("brand") == "amex")
    #expect(answers[0].object("fields")?.object("card")?.string("kind") == "card")
    #expect(answers[0].object("fields")?.object("x")?.string("brand") == nil)
    #expect(answers[1].string("display") == "3782 822463 10005")
    #expect(answers[2].string("error") == "max-length")
    #expect(answers[4].string("error") == "invalid-card-number")
  }

  @Test func aCardTakesOnlyAdvance() throws {
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"card","maxLength":16}]}"#,
      containing: ["\"maxLength\" does not apply to a \"card\" field"])
  }

  @Test func anExpiryDateIsCheckedAgainstTheDayGiven() throws {
    let result = try ReplBinary.run(
      form: #"{"fields": [{"name": "number", "kind": "card"},"#
        + #" {"name": "expiry", "kind": "expiry"},"#
        + #" {"name": "cvc", "kind": "securityCode", "card": "number"}]}"#,
      options: ["--today", "2027-12-15"],
      input: "paste 378282246310005\nfocus expiry\ntype 13\npress backspace\n"
        + "type 5\ntype 27\npress done\n")
    #expect(result.status == 0)
    let answers = result.answers()
    try #require(answers.count == 7)
    #expect(answers[2].string("error") == "invalid-month")
    #expect(answers[2].string("display") == "1")
    #expect(answers[4].string("display") == "05")
    #expect(answers[5].string("value") == "2027-05")
    #expect(answers[5].object("fields")?.object("expiry")?.string("kind") == "expiry")
    #expect(answers[6].string("error") == "expired")
  }

  @Test func aBadTodayIsAnInvalidOption() throws {
    for today in ["2027-13-01", "2026-02-30", "2026-04-31", "2025-02-29"] {
      let result = try ReplBinary.run(["--json", "--today", today], input: Data())
      #expect(result.status == 2, "\(today)")
      #expect(result.errors.contains("[invalid-option]"), "\(today)")
    }
    let leap = try ReplBinary.run(["--json", "--today", "2024-02-29"], input: Data())
    #expect(leap.status == 0)
  }

  @Test func aMinTodayAfterTheMaxIsAnInvalidValue() throws {
    let form = #"{"fields":[{"name":"a","kind":"date","min":"today","max":"2026-01-01"}]}"#
    let result = try ReplBinary.run(
      form: form, options: ["--today", "2026-11-24"], input: "show\n")
    #expect(result.status == 2)
    #expect(result.errors.contains("[form-invalid-value]"), "\(result.errors)")
    #expect(result.errors.contains("\"min\" today (2026-11-24) is after \"max\" 2026-01-01"))
    let reversed = #"{"fields":[{"name":"a","kind":"date","min":"2027-01-01","max":"today"}]}"#
    let late = try ReplBinary.run(form: reversed, options: ["--today", "2026-11-24"], input: "")
    #expect(late.status == 2)
    #expect(late.errors.contains("[form-invalid-value]"), "\(late.errors)")
    // On a day between them the form loads.
    let loads = try ReplBinary.run(form: form, options: ["--today", "2025-12-31"], input: "show\n")
    #expect(loads.status == 0, "\(loads.errors)")
  }

  @Test func aSecurityCodeCardMustNameACardField() throws {
    let result = try startFailure(
      #"{"fields":[{"name":"n"},{"name":"c","kind":"securityCode","card":"n"}]}"#)
    #expect(result.status == 2)
    #expect(result.errors.contains("[form-not-a-card-field]"), "\(result.errors)")
    #expect(result.errors.contains(":1:66: field \"c\""), "\(result.errors)")
    #expect(result.errors.contains(#"a field of kind "decimal""#), "\(result.errors)")
  }

  @Test func aDateFieldIsTypedInTheLocaleAndCheckedAgainstItsBounds() throws {
    let input =
      "type 1\ntype 3\ntype 122202\ntype 6\npress done\npaste 2027-02-01\npress done\n"
      + "paste 2026-12-24\npress done\n"
    let result = try ReplBinary.run(
      form: #"{"fields": [{"name": "day", "kind": "date", "max": "2027-01-31", "min": "today"}]}"#,
      options: ["--today", "2026-11-23"], input: input)
    #expect(result.status == 0)
    let answers = result.answers()
    try #require(answers.count == 9)
    #expect(answers[1].string("error") == "invalid-month")
    #expect(answers[2].string("display") == "11/22/202")
    #expect(answers[2].isNull("value"))
    #expect(answers[3].string("display") == "11/22/2026")
    #expect(answers[3].string("value") == "2026-11-22")
    #expect(answers[3].object("fields")?.object("day")?.string("kind") == "date")
    #expect(answers[4].string("error") == "before-min")
    #expect(answers[5].string("display") == "02/01/2027")
    #expect(answers[6].string("error") == "after-max")
    #expect(answers[8].object("values")?.string("day") == "2026-12-24")
  }

  @Test func aDateFieldsBoundsAreDatesOrToday() throws {
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"date","min":"tomorrow"}]}"#,
      containing: ["1:44", "\"min\": \"tomorrow\" is not a date"])
    try expectInvalid(
      #"{"fields":[{"name":"a","max":"2026-02-30","kind":"date"}]}"#,
      containing: ["\"max\": \"2026-02-30\" is not a date"])
    try expectInvalid(
      #"{"fields":[{"name":"a","kind":"date","min":"2027-01-01","max":"2026-01-01"}]}"#,
      containing: ["\"min\" 2027-01-01 is after \"max\" 2026-01-01"])
    try expectInvalid(
      ####"{"fields":[{"name":"a","kind":"date","pattern":"##"}]}"####,
      containing: ["\"pattern\" does not apply to a \"date\" field"])
    let result = try ReplBinary.run(
      form: #"{"fields":[{"name":"a","kind":"date"}]}"#,
      options: ["--locale", "ja_JP@calendar=japanese"], input: "show\n")
    #expect(result.status == 2)
    #expect(result.errors.contains("[form-invalid-value]"), "\(result.errors)")
  }

  @Test func aLocaleChangeCarriesAHalfTypedDate() throws {
    // The issue's example: 12/25 typed in en_US, then de_DE.
    let result = try ReplBinary.run(
      form: #"{"fields":[{"name":"delivery","kind":"date"}]}"#,
      input: "focus delivery\ntype 1225\nlocale de_DE\npress backspace\ntype 22026\n")
    #expect(result.status == 0)
    let answers = result.answers()
    try #require(answers.count == 5)
    #expect(answers[2].string("display") == "25.12")
    #expect(answers[3].string("display") == "25.1")
    #expect(answers[4].string("display") == "25.12.2026")
    #expect(answers[4].string("value") == "2026-12-25")
  }

  @Test(arguments: ["ar_SA@calendar=islamic-umalqura", "ar-SA-u-ca-islamic-umalqura"])
  func aHyphenatedCalendarIsReadAsICUReadsIt(id: String) throws {
    // 23 November 2026 is 13/06/1448 in the Umm al-Qura calendar.
    let shown = "١٣\u{200F}/٠٦\u{200F}/١٤٤٨ هـ"
    let option = try ReplBinary.json(
      ["focus delivery", "paste 2026-11-23"], arguments: ["--locale", id])
    #expect(option.status == 0, "\(option.errors)")
    #expect(option.answers().last?.string("display") == shown)
    let command = try ReplBinary.json(
      ["locale \(id)", "focus delivery", "paste 2026-11-23"], arguments: ["--locale", "en_US"])
    #expect(command.answers().first?.bool("ok") == true)
    #expect(command.answers().last?.string("display") == shown)
    let file = try ReplBinary.run(
      form: #"{"fields":[{"name":"d","kind":"date"}]}"#, options: ["--locale", id],
      input: "paste 2026-11-23\n")
    #expect(file.status == 0, "\(file.errors)")
    #expect(file.answers().last?.string("display") == shown)
    #expect(file.answers().last?.string("value") == "2026-11-23")
  }

  @Test(arguments: ["en_US@calendar=islamic-civil", "en-US-u-ca-islamic-civil"])
  func theDemosDeliveryDateIsInTheCalendarNamed(id: String) throws {
    let run = try ReplBinary.json(
      ["focus delivery", "paste 2026-11-23"], arguments: ["--locale", id])
    #expect(run.status == 0, "\(run.errors)")
    let display = try #require(run.answers().last?.string("display"))
    #expect(display.contains("1448"), "\(display)")  // the Islamic year, no Gregorian 2026
    #expect(!display.contains("2026"), "\(display)")
  }

  @Test(arguments: [
    ("he_IL@calendar=hebrew", "'hebrew'"), ("en-US-u-ca-foo", "'foo'"),
    ("ja_JP@calendar=japanese", "'japanese'"),
  ])
  func aCalendarDigitsCannotTypeIsRefusedWithItsCode(id: String, calendar: String) throws {
    let option = try ReplBinary.json(["show"], arguments: ["--locale", id])
    #expect(option.status == 2)
    #expect(option.errors.hasSuffix("[unsupported-calendar]\n"), "\(option.errors)")
    #expect(option.errors.contains(calendar), "\(option.errors)")
    #expect(!option.errors.contains("unknown locale"), "\(option.errors)")
    #expect(!option.errors.contains("--list-locales"), "the locale is known: \(option.errors)")
    let command = try ReplBinary.json(
      ["focus delivery", "type 1225", "locale \(id)", "show"], arguments: ["--locale", "en_US"]
    ).answers()
    try #require(command.count == 4)
    #expect(command[2].string("error") == "unsupported-calendar")
    #expect(command[3].string("locale") == "en_US", "a refused locale changes nothing")
    #expect(command[3].string("display") == "12/25")
    let file = try ReplBinary.run(
      form: #"{"fields":[{"name":"d","kind":"date"}]}"#, options: ["--locale", id], input: "show\n")
    #expect(file.status == 2)
    #expect(file.errors.contains("[form-invalid-value]"), "\(file.errors)")
    #expect(
      file.errors.contains("its calendar \(calendar)")
        || file.errors.contains("calendar \(calendar)"))
  }
}
