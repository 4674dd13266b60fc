import Keypad
import Testing

/// The usage example in README.md, line by line, so the README stays true.
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleHolds() throws {
    var amount = try NumberField(
      locale: "de_DE",
      rules: FieldRules(maxIntegerDigits: 9, allowNegative: true, currency: Currency("EUR")))

    for character in "-1234,5" { amount.type(character) }
    #expect(amount.display == "-1.234,5")
    #expect(amount.value?.description == "-1234.5")

    #expect(amount.press(.decimal) == .rejected(.duplicateDecimal))
    try amount.paste("1.234,56")
    #expect(amount.value?.description == "1234.56")

    try amount.setLocale("en_IN")
    #expect(amount.display == "1,234.56")
  }
}
