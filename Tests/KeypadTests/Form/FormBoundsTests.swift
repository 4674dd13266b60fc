import Testing

@_spi(Engine) @testable import Keypad

/// A form's fields with ``BoundsBehavior/clamp`` and ``BoundsBehavior/report``
/// (issue 24): clamped as one step of undo when left, or reported by Done.
@Suite struct FormBoundsTests {
  @Test func aFormClampsAFieldWhenItIsLeftAndSaysSo() throws {
    let tip = try FieldRules(maxFractionDigits: 2, max: 100, bounds: .clamp)
    var form = try FormFixtures.form([
      FormField(name: "tip", tag: 1, rules: tip), FormField(name: "people", tag: 2),
    ])
    try form.enter("150", in: "tip")
    #expect(
      form.nextRequested() == [
        .valueChanged(field: "tip", value: .decimal(100), display: "100"),
        .valueClamped(field: "tip", value: .decimal(100), code: .aboveMax),
        .valueCommitted(field: "tip", value: .decimal(100)),
        .focusChanged(from: "tip", to: "people"), .returnKeyChanged(.done),
      ])
    try form.focus("tip")
    #expect(try form.undo() == [.valueChanged(field: "tip", value: .decimal(150), display: "150")])
    // Every way of leaving clamps: Previous, a tap on another field, dismiss, Done.
    form.previousRequested()
    #expect(form.field(named: "tip")?.value?.decimal == 150)  // already on the first field
    try form.focus("people")
    #expect(form.field(named: "tip")?.value?.decimal == 100)
    try form.focus("tip")
    try form.paste("300")
    form.dismissRequested()
    #expect(form.field(named: "tip")?.value?.decimal == 100)
    try form.focus("tip")
    try form.paste("400")
    let done = form.doneRequested()
    #expect(done.doneOutcome == .submitted(FormValues(decimals: ["tip": 100, "people": nil])))
    #expect(done.contains(.valueClamped(field: "tip", value: .decimal(100), code: .aboveMax)))
  }

  @Test func aFormClampsBelowAMinimumAboveZero() throws {
    let rules = try FieldRules(maxFractionDigits: 0, min: 10, bounds: .clamp)
    var form = try FormFixtures.form([FormField(name: "n", tag: 1, rules: rules)])
    try form.enter("3", in: "n")
    let events = form.dismissRequested()
    #expect(events.contains(.valueClamped(field: "n", value: .decimal(10), code: .belowMin)))
    #expect(form.field(named: "n")?.display == "10")
  }

  @Test func reportKeepsTheValueAndDoneReportsIt() throws {
    let rules = try FieldRules(maxFractionDigits: 2, max: 100, bounds: .report)
    var form = try FormFixtures.form([FormField(name: "tip", tag: 1, rules: rules)])
    try form.enter("150", in: "tip")
    #expect(
      form.doneRequested().doneOutcome
        == .validationFailed([ValidationFailure(field: "tip", code: .aboveMax, bound: 100)]))
    #expect(form.field(named: "tip")?.value?.decimal == 150)
  }
}
