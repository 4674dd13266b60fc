import Testing

@_spi(Engine) @testable import Keypad

/// Focusing fields, return keys, and enabling or hiding fields at run time.
@Suite struct FormFocusTests {
  @Test func focusingAnUnknownOrDisabledFieldIsAnError() throws {
    var form = try FormFixtures.example()
    #expect(throws: FormError.unknownField("nope")) { try form.focus("nope") }
    #expect(throws: FormError.fieldDisabled("discount")) { try form.focus("discount") }
    #expect(form.activeFieldName == nil)
  }

  @Test func focusingTheActiveFieldChangesNothing() throws {
    var form = try FormFixtures.example()
    try form.focus("tip")
    #expect(try form.focus("tip") == [])
  }

  @Test func returnKeysAreNextExceptForTheLastChainedField() throws {
    let form = try FormFixtures.example()
    #expect(form.returnKey(for: "amount") == .next)
    #expect(form.returnKey(for: "tip") == .next)
    #expect(form.returnKey(for: "people") == .done)
    #expect(form.returnKey(for: "note") == .next)
    #expect(form.returnKey(for: "nope") == nil)
  }

  @Test func nextAndPreviousFieldNamesSayWhereTheChevronsLead() throws {
    // The Navigation article's example: chain amount, tip, (discount
    // disabled), people; note outside it.
    var form = try FormFixtures.example()
    #expect(form.nextFieldName == "amount")
    #expect(form.previousFieldName == "people")
    try form.focus("amount")
    #expect(form.previousFieldName == nil)
    #expect(form.nextFieldName == "tip")
    try form.focus("tip")
    #expect(form.previousFieldName == "amount")
    #expect(form.nextFieldName == "people")
    try form.focus("people")
    #expect(form.previousFieldName == "tip")
    #expect(form.nextFieldName == nil)
    try form.focus("note")
    #expect(form.previousFieldName == "people")
    #expect(form.nextFieldName == "amount")
    try form.setEnabled(true, for: "discount")
    try form.focus("people")
    #expect(form.previousFieldName == "discount")
  }

  @Test func disablingTheLastFieldMakesTheOneBeforeItDone() throws {
    var form = try FormFixtures.example()
    try form.focus("tip")
    #expect(try form.setEnabled(false, for: "people") == [.returnKeyChanged(.done)])
    #expect(form.returnKey(for: "tip") == .done)
    #expect(try form.setEnabled(true, for: "discount") == [.returnKeyChanged(.next)])
    #expect(
      form.nextRequested() == [
        .focusChanged(from: "tip", to: "discount"), .returnKeyChanged(.done),
      ])
  }

  @Test func disablingTheActiveFieldRemovesFocusAndKeepsItsValue() throws {
    var form = try FormFixtures.example()
    try form.enter("12", in: "tip")
    #expect(
      try form.setEnabled(false, for: "tip") == [
        .focusChanged(from: "tip", to: nil), .returnKeyChanged(nil),
      ])
    #expect(form.definition(named: "tip")?.isEnabled == false)
    #expect(form.field(named: "tip")?.value?.decimal == 12)
    try form.focus("amount")
    #expect(
      form.nextRequested() == [
        .focusChanged(from: "amount", to: "people"), .returnKeyChanged(.done),
      ])
  }

  @Test func hidingAndShowingAFieldAtRunTime() throws {
    var form = try FormFixtures.example()
    try form.focus("amount")
    #expect(try form.setHidden(true, for: "tip") == [])
    #expect(form.definition(named: "tip")?.isHidden == true)
    form.nextRequested()
    #expect(form.activeFieldName == "people")
    #expect(
      try form.setHidden(true, for: "people") == [
        .focusChanged(from: "people", to: nil), .returnKeyChanged(nil),
      ])
    #expect(form.returnKey(for: "amount") == .done)
    try form.setHidden(false, for: "tip")
    #expect(form.returnKey(for: "amount") == .next)
    #expect(throws: FormError.unknownField("nope")) { try form.setHidden(true, for: "nope") }
  }
}
