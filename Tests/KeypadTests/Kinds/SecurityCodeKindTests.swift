import Testing

@_spi(Engine) @testable import Keypad

/// The security code kind: 3 digits, 4 for a linked American Express card.
@Suite struct SecurityCodeKindTests {
  func form() throws -> KeypadForm {
    try KeypadForm(
      fields: [
        FormField(name: "number", tag: 1, rules: FieldRules(kind: .card)),
        FormField(name: "cvc", tag: 2, rules: FieldRules(kind: .securityCode(card: "number"))),
      ], symbols: .locale("en_US"))
  }

  @Test func threeDigitsForMostCardsFourForAmericanExpress() throws {
    var form = try form()
    try form.focus("number")
    try form.paste("4242424242424242")
    try form.focus("cvc")
    try form.paste("1234")
    #expect(
      form.doneRequested().contains(
        .validationFailed([ValidationFailure(field: "cvc", code: .invalidSecurityCode)])))
    try form.focus("cvc")
    try form.paste("123")
    #expect(form.doneRequested().contains { if case .submitted = $0 { true } else { false } })

    var amex = try self.form()
    try amex.focus("number")
    try amex.paste("378282246310005")
    try amex.focus("cvc")
    try amex.paste("123")
    #expect(
      amex.doneRequested().contains(
        .validationFailed([ValidationFailure(field: "cvc", code: .invalidSecurityCode)])))
    try amex.focus("cvc")
    try amex.paste("1234")
    #expect(amex.doneRequested().contains { if case .submitted = $0 { true } else { false } })
  }

  @Test func aCodeTakesAtMostFourDigits() throws {
    var cvc = try KeypadField(locale: "ar_EG", rules: FieldRules(kind: .securityCode()))
    for character in "1234" { cvc.type(character) }
    #expect(cvc.type("5") == .rejected(.maxLength))
    #expect(cvc.display(editing: true) == "1234")
    #expect(cvc.value == .secureDigits("1234"))
  }
}
