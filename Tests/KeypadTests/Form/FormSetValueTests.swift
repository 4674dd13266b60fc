import Testing

@_spi(Engine) @testable import Keypad

/// A value set by name from the app's side (`FormInput.setValue`), and what
/// Done would find now (`validationFailures()`), as a web control reports its
/// validity while the person types.
@Suite struct FormSetValueTests {
  @Test func aValueSetByNameNeedsNoActiveField() throws {
    var form = try FormFixtures.example()
    let result = form.apply(.setValue(try FormFixtures.value("12.50"), field: "tip"))
    #expect(result.refusal == nil)
    #expect(
      result.events == [
        .valueChanged(field: "tip", value: try FormFixtures.value("12.50"), display: "12.50")
      ])
    #expect(form.activeFieldName == nil)
    #expect(form.field(named: "tip")?.value?.description == "12.50")
  }

  @Test func aSetValueIsOneStepOfUndo() throws {
    var form = try FormFixtures.example()
    try form.enter("7", in: "tip")
    _ = form.apply(.setValue(.decimal(42), field: "tip"))
    #expect(form.field(named: "tip")?.display == "42")
    _ = form.apply(.undo)
    #expect(form.field(named: "tip")?.display == "7")
  }

  @Test func aValueTheFieldCannotTakeChangesNothing() throws {
    var form = try FormFixtures.example()
    try form.enter("7", in: "tip")
    let aboveMax = form.apply(.setValue(.decimal(150), field: "tip"))
    #expect(aboveMax.refusal?.code == "above-max")
    let text = form.apply(.setValue(.custom("seven"), field: "tip"))
    #expect(text.refusal?.code == "unparseable")
    #expect(form.field(named: "tip")?.value == .decimal(7))
  }

  @Test func anUnknownNameIsRefused() throws {
    var form = try FormFixtures.example()
    #expect(form.apply(.setValue(nil, field: "nope")).refusal == .form(.unknownField("nope")))
  }

  @Test func nilEmptiesAndTheSameValueReportsNothing() throws {
    var form = try FormFixtures.example()
    _ = form.apply(.setValue(.decimal(5), field: "people"))
    #expect(form.apply(.setValue(.decimal(5), field: "people")).events == [])
    _ = form.apply(.setValue(nil, field: "people"))
    #expect(form.field(named: "people")?.value == nil)
  }

  @Test func anotherKindReadsTheValueAsItsText() throws {
    var form = try FormFixtures.form([
      FormField(name: "pin", tag: 1, rules: FieldRules(kind: try .code(length: 4...4))),
      FormField(name: "day", tag: 2, rules: FieldRules(kind: .date())),
    ])
    _ = form.apply(.setValue(.custom("0042"), field: "pin"))
    _ = form.apply(.setValue(.custom("2026-12-25"), field: "day"))
    #expect(form.field(named: "pin")?.value == .digits("0042"))
    #expect(form.field(named: "day")?.value?.text == "2026-12-25")
  }

  @Test func aSetValueClearsTheFieldsFailureFromDone() throws {
    var form = try FormFixtures.example()
    _ = form.apply(.done)
    #expect(form.failure(for: "amount")?.code == .required)
    _ = form.apply(.setValue(.decimal(3), field: "amount"))
    #expect(form.failure(for: "amount") == nil)
  }

  @Test func validationFailuresAreWhatDoneWouldFindWithoutDone() throws {
    var form = try FormFixtures.example()
    #expect(form.validationFailures().map(\.field) == ["amount", "people"])
    #expect(form.validationFailures().map(\.code) == [.required, .required])
    #expect(form.failures == [])
    _ = form.apply(.setValue(.decimal(0), field: "amount"))
    _ = form.apply(.setValue(.decimal(2), field: "people"))
    #expect(form.validationFailures().map(\.code) == [.belowMin])
    // Done finds the same, and a disabled field passes.
    let done = form.apply(.done)
    #expect(done.events.contains(.validationFailed(form.validationFailures())))
    _ = form.apply(.setEnabled(false, field: "amount"))
    #expect(form.validationFailures() == [])
  }
}
