import Testing

@_spi(Engine) @testable import Keypad

/// The decimal key in a field that takes whole numbers only.
@Suite struct WholeNumberEntryTests {
  @Test func theDecimalKeyIsRefusedBecauseTheFieldTakesWholeNumbers() throws {
    var quantity = try KeypadField(locale: "en_US", rules: FieldRules(maxFractionDigits: 0))
    quantity.type("3")
    #expect(quantity.press(.decimal) == .rejected(.wholeNumbersOnly))
    #expect(quantity.display(editing: true) == "3")
  }

  @Test func theCodeIsDecimalNotAllowedAndTheWordsSayWholeNumbers() {
    #expect(EntryRejection.wholeNumbersOnly.code == "decimal-not-allowed")
    #expect(EntryRejection.wholeNumbersOnly.description.contains("whole numbers"))
    #expect(EntryRejection.decimalNotAllowed.code == "decimal-not-allowed")
    #expect(
      EntryRejection.decimalNotAllowed.description == "the decimal separator is placed for you")
  }

  @Test func aYenAmountRefusesTheCommaAsWholeNumbers() throws {
    var yen = try KeypadField(locale: "ja_JP", rules: FieldRules(currency: Currency("JPY")))
    yen.type("5")
    #expect(yen.type(",") == .rejected(.wholeNumbersOnly))
  }
}
