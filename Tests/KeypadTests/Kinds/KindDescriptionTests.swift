@_spi(Engine) import Keypad
import KeypadPhone
import Testing

/// Each kind describes itself to a front end: its name in words, the
/// pattern it shows, and what its rules and typed digits tell.
@Suite struct KindDescriptionTests {
  func field(_ rules: FieldRules, locale: String = "en_US", typing typed: String = "") throws
    -> KeypadField
  {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { field.type(character) }
    return field
  }

  @Test func aDecimalFieldIsNamedByItsDigits() throws {
    #expect(try field(.standard).kindDescription == KindDescription(name: "12+2 digits"))
    let whole = try FieldRules(maxIntegerDigits: 9, maxFractionDigits: 0, allowNegative: true)
    #expect(
      try field(whole).kindDescription
        == KindDescription(name: "whole, 9 digits", notes: ["negatives ok"]))
    let cents = try FieldRules(maxIntegerDigits: 7, entryMode: .cents, min: 0)
    #expect(
      try field(cents).kindDescription
        == KindDescription(name: "7+2 digits", notes: ["cents entry"]))
  }

  @Test func patternsAndCodesNameTheirShape() throws {
    #expect(
      try field(FieldRules(kind: .digits(pattern: "### ###"))).kindDescription
        == KindDescription(name: "digits", pattern: "### ###"))
    #expect(
      try field(FieldRules(kind: .code(length: 4...6, secure: true))).kindDescription
        == KindDescription(name: "4-6 digit code", notes: ["hidden"]))
    #expect(
      try field(FieldRules(kind: .code(length: 6...6))).kindDescription
        == KindDescription(name: "6 digit code"))
    #expect(
      try field(FieldRules(kind: .expiry)).kindDescription
        == KindDescription(name: "expiry", pattern: "MM/YY"))
    #expect(
      try field(FieldRules(kind: .securityCode())).kindDescription
        == KindDescription(name: "security code"))
  }

  @Test func aCardNamesItsBrandOnceTheDigitsTellIt() throws {
    let rules = FieldRules(kind: .card)
    #expect(try field(rules, typing: "5").kindDescription.notes == [])
    #expect(try field(rules, typing: "37").kindDescription.notes == ["American Express"])
    #expect(try field(rules, typing: "4242").kindDescription.name == "card number")
  }

  @Test func aDateNamesItsPatternCalendarAndBounds() throws {
    let persian = try field(FieldRules(kind: .date(min: .today)), locale: "fa_IR")
    let description = persian.kindDescription
    #expect(description.name == "date")
    #expect(description.pattern == persian.format(as: DateFormat.self)?.pattern)
    #expect(description.notes == ["persian", "from today"])
    let day = try #require(CalendarDay("2027-12-31"))
    #expect(
      try field(FieldRules(kind: .date(max: .day(day)))).kindDescription.notes
        == ["until 2027-12-31"])
  }

  @Test func aPhoneNumberNamesTheRegionItIsReadIn() throws {
    let rules = FieldRules(kind: try .phone(region: "US"))
    #expect(try field(rules).kindDescription.notes == ["region US", "± toggles +"])
    #expect(try field(rules, typing: "+4930").kindDescription.notes.first == "region DE")
  }

  /// A kind of one's own is named by its kind name unless it says more.
  @Test func aCustomKindIsNamedByItsKindName() throws {
    let pairs = try field(FieldRules(kind: .custom(PairsFormat())))
    #expect(pairs.kindDescription == KindDescription(name: pairs.rules.kind.name))
  }
}
