import Testing

@_spi(Engine) @testable import Keypad

/// One value type for every kind: what a form submits, what its events
/// carry, what a field starts with, and what a log shows of a secure code.
@Suite struct FormValuesTests {
  /// A decimal, a card, a secure PIN, a date, an expiry date, and an empty
  /// decimal, declared in that order but chained in another.
  static func form() throws -> KeypadForm {
    try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 6),
        FormField(name: "card", tag: 5, rules: FieldRules(kind: .card)),
        FormField(name: "pin", tag: 4, rules: FieldRules(kind: .code(length: 4...4, secure: true))),
        FormField(name: "d", tag: 3, rules: FieldRules(kind: .date(locale: "en_US"))),
        FormField(name: "expiry", tag: 2, rules: FieldRules(kind: .expiry)),
        FormField(name: "note", tag: 1),
      ], symbols: .locale("en_US"))
  }

  @Test func doneSubmitsEveryKindsValueInDefinitionOrder() throws {
    var form = try Self.form()
    try form.enter("12.50", in: "amount")
    try form.enter("4111111111111111", in: "card")
    try form.enter("0042", in: "pin")
    try form.enter("12252026", in: "d")
    try form.enter("1227", in: "expiry")
    guard
      case .submitted(let values)? = form.doneRequested().first(where: { $0.kind == "submitted" })
    else {
      Issue.record("not submitted")
      return
    }
    #expect(
      values.json
        == #"{"amount":"12.50","card":"4111111111111111","pin":"0042","d":"2026-12-25","#
        + #""expiry":"2027-12","note":null}"#)
    #expect(values.entries.map(\.name) == ["amount", "card", "pin", "d", "expiry", "note"])
    #expect(values["amount"]?.decimal == ExactDecimal("12.5"))
    #expect(values["card"] == .cardNumber("4111111111111111"))
    #expect(values["pin"] == .secureDigits("0042"))
    #expect(values["d"] == CalendarDay(year: 2026, month: 12, day: 25).map(FieldValue.date))
    #expect(values["expiry"] == .yearMonth(year: 2027, month: 12))
    #expect(values.contains("note") && values["note"] == nil)
    #expect(values.emptyCount == 1)
  }

  @Test func committedEventsCarryEveryKindsValue() throws {
    var form = try Self.form()
    try form.enter("4111", in: "card")
    try form.enter("0042", in: "pin")
    try form.enter("12252026", in: "d")
    let committed = form.nextRequested().filter { $0.kind == "value-committed" }
    #expect(
      committed == [
        .valueCommitted(
          field: "d", value: CalendarDay(year: 2026, month: 12, day: 25).map(FieldValue.date))
      ])
  }

  @Test func eachValueChangedCarriesTheValueOfItsMoment() throws {
    var form = try Self.form()
    try form.focus("card")
    let values = try "4111".map { character in try form.type(character).compactMap(\.value) }
    #expect(
      values == [
        [.cardNumber("4")], [.cardNumber("41")], [.cardNumber("411")], [.cardNumber("4111")],
      ])
  }

  @Test func aKindsTextBeforeItHasAValueChangesTheTextOnly() throws {
    var form = try Self.form()
    try form.focus("d")
    #expect(try form.type("1") == [.textChanged(field: "d", display: "1")])
    try form.focus("amount")
    try form.typeText("12")
    #expect(try form.type(".") == [.textChanged(field: "amount", display: "12.")])
    #expect(try form.type("0") == [.textChanged(field: "amount", display: "12.0")])
    #expect(
      try form.type("5") == [
        .valueChanged(field: "amount", value: try FormFixtures.value("12.05"), display: "12.05")
      ])
  }

  @Test func aPINCanBeAnInitialValueWithItsLeadingZeros() throws {
    let form = try KeypadForm(
      fields: [
        FormField(
          name: "pin", tag: 1, rules: FieldRules(kind: .code(length: 4...4)),
          initialValue: .digits("0042"))
      ], symbols: .locale("en_US"))
    #expect(form.field(named: "pin")?.value == .digits("0042"))
    #expect(form.values.json == #"{"pin":"0042"}"#)
  }

  @Test func aSecureCodeIsRedactedInEveryDescription() throws {
    var form = try Self.form()
    try form.focus("pin")
    let events = try form.type("7") + form.type("3") + form.nextRequested()
    let logged =
      "\(events)" + events.map(\.description).joined() + "\(form.values)"
      + String(reflecting: form.values["pin"])
    #expect(!logged.contains("7") && !logged.contains("73"), "\(logged)")
    #expect(logged.contains("<2 secure digits>"))
    #expect(form.values["pin"]?.text == "73")
    #expect(form.values.json.contains(#""pin":"73""#))
  }

  @Test func aLiteralKeepsItsOrder() {
    let values: FormValues = ["b": .digits("2"), "a": nil, "c": .decimal(3)]
    #expect(values.entries.map(\.name) == ["b", "a", "c"])
    #expect(values.json == #"{"b":"2","a":null,"c":"3"}"#)
    #expect(values.description == #"["b": 2, "a": nil, "c": 3]"#)
  }

  @Test func namesAndTextsAreEscaped() {
    let values: FormValues = ["a\"b": .custom("x\\y\n\u{202E}")]
    #expect(values.json == #"{"a\"b":"x\\y\n\u202e"}"#)
  }
}
