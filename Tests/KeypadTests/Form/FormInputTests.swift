import Testing

@_spi(Engine) @testable import Keypad

/// Keys, characters and pastes, dismiss and locale switches.
@Suite struct FormInputTests {
  @Test func inputWithNoActiveFieldIsRejected() throws {
    var form = try FormFixtures.example()
    let error = #expect(throws: FormError.self) { try form.press(.digit(1)) }
    #expect(error?.code == "no-active-field")
    #expect(throws: FormError.noActiveField) { try form.type("1") }
    #expect(throws: FormError.noActiveField) { try form.paste("12") }
  }

  @Test func inputGoesToTheActiveField() throws {
    var form = try FormFixtures.example()
    try form.focus("amount")
    #expect(
      try form.press(.digit(1)) == [
        .valueChanged(field: "amount", value: .decimal(1), display: "1")
      ])
    #expect(
      try form.paste("1,234.5") == [
        .valueChanged(
          field: "amount", value: try FormFixtures.value("1234.5"), display: "1,234.5")
      ])
    #expect(form.field(named: "tip")?.value == nil)
  }

  @Test func aRejectedInputNamesTheFieldAndReason() throws {
    var form = try FormFixtures.example()
    try form.enter("1.", in: "tip")
    #expect(try form.press(.decimal) == [.inputRejected(field: "tip", reason: .duplicateDecimal)])
    #expect(try form.type("x") == [.inputRejected(field: "tip", reason: .invalidCharacter)])
    #expect(try form.paste("1,2,3") == [.inputRejected(field: "tip", reason: .unparseable)])
    #expect(form.field(named: "tip")?.display == "1.")
  }

  @Test func anAcceptedNoOpReportsNothing() throws {
    var form = try FormFixtures.example()
    try form.enter("0", in: "tip")
    #expect(try form.press(.digit(0)) == [])
  }

  @Test func dismissEndsEditingAndKeepsValues() throws {
    var form = try FormFixtures.example()
    try form.enter("42", in: "tip")
    #expect(
      form.dismissRequested() == [
        .valueCommitted(field: "tip", value: .decimal(42)), .focusChanged(from: "tip", to: nil),
        .returnKeyChanged(nil),
      ])
    #expect(form.activeFieldName == nil)
    #expect(form.field(named: "tip")?.value?.decimal == 42)
    #expect(form.failures == [])
    #expect(form.dismissRequested() == [])
  }

  @Test func aLocaleSwitchKeepsValuesAndRerenders() throws {
    var form = try FormFixtures.example()
    try form.enter("1234.5", in: "amount")
    try form.enter("7", in: "tip")
    #expect(try form.setLocale("de_DE") == [.localeChanged("de_DE")])
    #expect(form.locale == "de_DE")
    #expect(form.field(named: "amount")?.display == "1.234,5")
    #expect(form.field(named: "amount")?.value?.description == "1234.5")
    #expect(form.activeFieldName == "tip")
    #expect(try form.type(",") == [.textChanged(field: "tip", display: "7,")])
  }

  @Test func anUnknownLocaleLeavesTheFormUnchanged() throws {
    var form = try FormFixtures.example()
    #expect(throws: LocaleError.self) { try form.setLocale("xx_YY") }
    #expect(form.locale == "en_US")
  }
}
