import Foundation
import Testing

/// Phone fields in form files and the demo form, through the REPL's JSON
/// answers.
@Suite struct PhoneFormFileTests {
  private func run(_ contents: String, _ input: String, locale: String = "en_US") throws
    -> ReplRun
  {
    try ReplBinary.run(form: contents, options: ["--locale", locale], input: input)
  }

  @Test func aPhoneFieldShowsTheNumberAsLibphonenumberFormatsIt() throws {
    let result = try run(
      #"{"fields": [{"name": "phone", "kind": "phone", "region": "DE", "required": true}]}"#,
      "type 03012345678\npress done\n")
    #expect(result.status == 0)
    let answers = result.answers()
    try #require(answers.count == 2)
    #expect(answers[0].string("display") == "030 12345678")
    #expect(answers[0].string("value") == "+493012345678")
    let field = try #require(answers[0].object("fields")?.object("phone"))
    #expect(field.string("kind") == "phone")
    #expect(field.string("region") == "DE")
    #expect(field.bool("valid") == true)
    #expect(answers[1].object("values")?.string("phone") == "+493012345678")
  }

  @Test func plusFollowsTheCallingCodeAndDoneRefusesAnInvalidNumber() throws {
    let result = try run(
      #"{"fields": [{"name": "phone", "kind": "phone"}]}"#,
      "press sign\ntype 4930\npress done\n")
    let answers = result.answers()
    try #require(answers.count == 3)
    #expect(answers[0].string("display") == "+")
    #expect(answers[1].string("display") == "+49 30")
    let field = try #require(answers[1].object("fields")?.object("phone"))
    #expect(field.string("region") == "DE")
    #expect(field.bool("valid") == false)
    #expect(answers[2].string("error") == "invalid-phone-number")
  }

  @Test func theRegionDefaultsToTheLocales() throws {
    let result = try run(
      #"{"fields": [{"name": "phone", "kind": "phone"}]}"#, "type 0612345678\n",
      locale: "fr_FR")
    let answer = try #require(result.answers().first)
    #expect(answer.string("display") == "06 12 34 56 78")
    #expect(answer.object("fields")?.object("phone")?.string("region") == "FR")
  }

  @Test func pasteTakesInternationalTextOrChangesNothing() throws {
    let result = try run(
      #"{"fields": [{"name": "phone", "kind": "phone", "region": "DE"}]}"#,
      "paste 0049 30 12345678\npaste hello\n")
    let answers = result.answers()
    try #require(answers.count == 2)
    #expect(answers[0].string("display") == "+49 30 12345678")
    #expect(answers[1].string("error") == "unparseable")
    #expect(answers[1].string("display") == "+49 30 12345678")
  }

  @Test(arguments: [
    (#"{"fields":[{"name":"p","kind":"phone","region":"XX"}]}"#, "[form-invalid-value]"),
    (#"{"fields":[{"name":"p","kind":"phone","region":"de"}]}"#, "[form-invalid-value]"),
    (#"{"fields":[{"name":"p","kind":"phone","region":7}]}"#, "[form-wrong-type]"),
  ])
  func aRegionLibphonenumberDoesNotKnowIsRefusedWithItsPlace(contents: String, code: String)
    throws
  {
    let result = try run(contents, "show\n")
    #expect(result.status == 2)
    #expect(result.errors.contains(code), "\(result.errors)")
    #expect(result.errors.contains(":1:48: field \"p\""), "\(result.errors)")
  }

  @Test func aLocaleWithoutARegionNeedsOne() throws {
    let result = try run(
      #"{"fields":[{"name":"p","kind":"phone"}]}"#, "show\n", locale: "en_001")
    #expect(result.status == 2)
    #expect(result.errors.contains("[form-invalid-value]"))
    #expect(result.errors.contains("give a \"region\""), "\(result.errors)")
  }

  @Test func regionDoesNotApplyToOtherKinds() throws {
    let result = try run(#"{"fields":[{"name":"a","kind":"card","region":"DE"}]}"#, "show\n")
    #expect(result.status == 2)
    #expect(result.errors.contains("\"region\" does not apply to a \"card\" field"))
  }

  @Test func theDemoFormEndsWithAPhoneNumberOfTheLocalesRegion() throws {
    let answers = try ReplBinary.run(
      ["--json", "--locale", "en_US"], input: Data("focus phone\ntype 6502530000\n".utf8)
    ).answers()
    try #require(answers.count == 2)
    #expect(answers[1].string("display") == "(650) 253-0000")
    #expect(answers[1].string("value") == "+16502530000")
    #expect(answers[1].string("returnKey") == "done")
    #expect(answers[1].object("fields")?.object("phone")?.string("region") == "US")
  }
}
