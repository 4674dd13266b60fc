import Testing

@_spi(Engine) @testable import Keypad

/// The code kind: PINs and one-time codes.
@Suite struct CodeKindTests {
  @Test func aCodeShowsItsDigitsWithoutGrouping() throws {
    var code = try KeypadField(
      locale: "ar_EG", rules: FieldRules(kind: .code(length: 6...6)))
    for character in "123456" { code.type(character) }
    // ASCII digits, as cards and codes print them.
    #expect(code.display(editing: true) == "123456")
    #expect(code.type("7") == .rejected(.maxLength))
    #expect(code.value == .digits("123456"))
    #expect(code.isComplete)
  }

  @Test func aSecureCodeNeverShowsOrSaysItsDigits() throws {
    var pin = try KeypadField(
      locale: "en_US", rules: FieldRules(kind: .code(length: 4...4, secure: true)))
    for character in "1234" { pin.type(character) }
    #expect(pin.display(editing: true) == "••••")
    #expect(pin.display(editing: false) == "••••")
    #expect(pin.spokenValue?.text == "four digits entered")
    #expect(pin.spokenValue?.omitsUnit == true)
    #expect(pin.accessibilityText == "••••")
    #expect(pin.value == .secureDigits("1234"))
    #expect(pin.value?.text == "1234")
    #expect(!"\(pin.value as Any)".contains("1234"))
    pin.select(utf16Range: 2..<2)
    pin.press(.backspace)
    #expect(pin.value == .secureDigits("134"))
    #expect(pin.selection == 1..<1)
  }

  @Test func leadingZerosAreKept() throws {
    var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 4...4)))
    for character in "0042" { pin.type(character) }
    #expect(pin.value?.description == "0042")
  }

  @Test func invalidLengthsAreRefused() {
    #expect(throws: RulesError.invalidLength(min: 0, max: 4)) { try CodeFormat(length: 0...4) }
    #expect(throws: RulesError.invalidLength(min: 1, max: 65)) { try CodeFormat(length: 1...65) }
  }

  @Test func doneRefusesACodeShorterThanItsLength() throws {
    let pin = FormField(
      name: "pin", tag: 1, rules: FieldRules(kind: try .code(length: 4...6)), isRequired: true)
    var form = try KeypadForm(fields: [pin], symbols: .locale("en_US"))
    try form.focus("pin")
    #expect(
      form.doneRequested().contains(
        .validationFailed([
          ValidationFailure(field: "pin", code: .required)
        ])))
    try form.focus("pin")
    for character in "123" { try form.type(character) }
    #expect(
      form.doneRequested().contains(
        .validationFailed([
          ValidationFailure(field: "pin", code: .tooShort)
        ])))
    try form.type("4")
    let events = form.doneRequested()
    #expect(events.contains(.submitted(["pin": .digits("1234")])))
  }

  @Test func aFieldThatAdvancesWhenCompleteMovesToNext() throws {
    let code = FormField(
      name: "code", tag: 1,
      rules: FieldRules(kind: try .code(length: 4...4), advancesWhenComplete: true))
    let amount = FormField(name: "amount", tag: 2)
    var form = try KeypadForm(fields: [code, amount], symbols: .locale("en_US"))
    try form.focus("code")
    for character in "123" { try form.type(character) }
    #expect(form.activeFieldName == "code")
    try form.type("4")
    #expect(form.activeFieldName == "amount")
    #expect(form.values["code"] == .digits("1234"))
    #expect(form.values["amount"] == nil)
  }

  @Test func theLastFieldDoesNotSubmitWhenComplete() throws {
    let code = FormField(
      name: "code", tag: 1,
      rules: FieldRules(kind: try .code(length: 4...4), advancesWhenComplete: true))
    var form = try KeypadForm(fields: [code], symbols: .locale("en_US"))
    try form.focus("code")
    let events = try form.paste("1234")
    #expect(form.activeFieldName == "code")
    #expect(!events.contains { if case .submitted = $0 { true } else { false } })
  }
}
