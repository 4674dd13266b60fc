import Foundation
import Testing

@_spi(Engine) @testable import Keypad

/// Done: validation codes and bounds, the submitted values and their JSON.
@Suite struct FormValidationTests {
  @Test func doneReportsEveryFailureAndFocusesTheFirstInChainOrder() throws {
    var form = try FormFixtures.example()
    try form.enter("0", in: "people")
    try form.enter("-", in: "tip")
    #expect(
      form.doneRequested() == [
        .validationFailed([
          ValidationFailure(field: "amount", label: "Amount", code: .required),
          ValidationFailure(field: "people", label: "People", code: .belowMin, bound: 1),
        ]),
        .focusChanged(from: "tip", to: "amount"),
      ])
    #expect(
      form.failure(for: "people")
        == ValidationFailure(field: "people", label: "People", code: .belowMin, bound: 1))
    #expect(form.failure(for: "tip") == nil)
    #expect(form.failure(for: "note") == nil)
    #expect(form.failures.map(\.code.rawValue) == ["required", "below-min"])
  }

  @Test func unchainedFieldsAreValidatedAfterTheChain() throws {
    var form = try FormFixtures.form([
      FormField(name: "first", tag: -2, isRequired: true),
      FormField(name: "second", tag: 9, isRequired: true),
    ])
    #expect(
      form.doneRequested() == [
        .validationFailed([
          ValidationFailure(field: "second", code: .required),
          ValidationFailure(field: "first", code: .required),
        ]),
        .focusChanged(from: nil, to: "second"), .returnKeyChanged(.done),
      ])
  }

  @Test func boundsAreInclusiveAndExact() throws {
    func rules(min: ExactDecimal? = nil, max: ExactDecimal? = nil) throws -> FieldRules {
      try FieldRules(maxFractionDigits: 3, allowNegative: true, min: min, max: max)
    }
    let low = try FormFixtures.decimal("-1.5")
    let high = try FormFixtures.decimal("10.00")
    var form = try FormFixtures.form([
      FormField(name: "x", tag: 1, rules: try rules(min: low, max: high))
    ])
    try form.enter("-1.500", in: "x")
    #expect(
      form.doneRequested().doneOutcome
        == .submitted(FormValues(decimals: ["x": try FormFixtures.decimal("-1.500")])))
    try form.focus("x")
    try form.paste("10.000")
    #expect(
      form.doneRequested().doneOutcome
        == .submitted(FormValues(decimals: ["x": try FormFixtures.decimal("10.000")])))
    try form.focus("x")
    // Beyond a maximum at or above 0, or a minimum at or below 0, the field
    // refuses the change as it is typed; Done checks the other bounds.
    #expect(try form.paste("10.001") == [.inputRejected(field: "x", reason: .aboveMax)])
    #expect(try form.paste("-1.501") == [.inputRejected(field: "x", reason: .belowMin)])
    let positiveMin = try FormFixtures.decimal("1.5")
    let negativeMax = try FormFixtures.decimal("-1.5")
    var done = try FormFixtures.form([
      FormField(name: "up", tag: 1, rules: try rules(min: positiveMin)),
      FormField(name: "down", tag: 2, rules: try rules(max: negativeMax)),
    ])
    try done.enter("1.499", in: "up")
    try done.enter("-1.499", in: "down")
    #expect(
      done.doneRequested().doneOutcome
        == .validationFailed([
          ValidationFailure(field: "up", code: .belowMin, bound: positiveMin),
          ValidationFailure(field: "down", code: .aboveMax, bound: negativeMax),
        ]))
    #expect(done.activeFieldName == "up")
    #expect(done.failures.map(\.code) == [.belowMin, .aboveMax])
    try done.paste("1.500")
    try done.focus("down")
    try done.paste("-1.500")
    let events = done.doneRequested()
    #expect(
      events == [
        .valueCommitted(field: "down", value: try FormFixtures.value("-1.5")),
        .submitted(
          FormValues(decimals: [
            "up": try FormFixtures.decimal("1.5"), "down": try FormFixtures.decimal("-1.5"),
          ])),
        .focusChanged(from: "down", to: nil), .returnKeyChanged(nil),
      ])
    guard case .submitted(let values)? = events.doneOutcome else { return }
    #expect(values["up"]?.description == "1.500")
    #expect(values["down"]?.description == "-1.500")
    #expect(done.activeFieldName == nil)
    #expect(done.failures == [])
  }

  @Test func anEmptyOptionalFieldPassesAndALoneMinusIsEmpty() throws {
    var form = try FormFixtures.form([
      FormField(name: "x", tag: 1, rules: try FieldRules(allowNegative: true, min: 5)),
      FormField(name: "y", tag: 2, rules: try FieldRules(allowNegative: true), isRequired: true),
    ])
    try form.enter("-", in: "y")
    #expect(
      form.doneRequested().doneOutcome
        == .validationFailed([ValidationFailure(field: "y", code: .required)]))
  }

  @Test func disabledAndHiddenFieldsAreNotValidatedNorSubmitted() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1, isRequired: true, isEnabled: false),
      FormField(name: "b", tag: 2, isRequired: true, isHidden: true),
      FormField(name: "c", tag: 3),
    ])
    #expect(
      form.doneRequested() == [.submitted(FormValues(decimals: ["c": nil]))])
  }

  @Test func doneSubmitsEveryValueAndEndsEditing() throws {
    var form = try FormFixtures.example()
    try form.enter("12.50", in: "amount")
    try form.enter("4", in: "people")
    let submitted = FormValues(decimals: [
      "people": 4, "amount": try FormFixtures.decimal("12.5"), "note": nil, "tip": nil,
    ])
    #expect(
      form.doneRequested() == [
        .valueCommitted(field: "people", value: .decimal(4)), .submitted(submitted),
        .focusChanged(from: "people", to: nil), .returnKeyChanged(nil),
      ])
    #expect(form.field(named: "amount")?.value?.description == "12.50")
    #expect(form.failures == [])
  }

  @Test func submittedValuesEncodeAsJSON() throws {
    var form = try FormFixtures.example()
    try form.enter("12.50", in: "amount")
    try form.enter("4", in: "people")
    guard case .submitted(let values) = form.doneRequested().doneOutcome else {
      Issue.record("not submitted")
      return
    }
    // Definition order: people, amount, note, (discount disabled), tip.
    #expect(values.json == #"{"people":"4","amount":"12.50","note":null,"tip":null}"#)
    #expect(values["amount"]?.text == "12.50")
    #expect(values.contains("tip") && values["tip"] == nil)
    #expect(!values.contains("discount"))
  }

  @Test func failuresEncodeAsJSONWithCodeAndBound() throws {
    let failures = [
      ValidationFailure(field: "tip", code: .aboveMax, bound: try FormFixtures.decimal("100.00")),
      ValidationFailure(field: "amount", code: .required),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(failures), as: UTF8.self)
    #expect(
      json
        == #"[{"bound":"100.00","code":"above-max","field":"tip","label":"tip"},"#
        + #"{"code":"required","field":"amount","label":"amount"}]"#
    )
    #expect(try JSONDecoder().decode([ValidationFailure].self, from: Data(json.utf8)) == failures)
  }

  @Test func editingAFieldClearsItsFailure() throws {
    var form = try FormFixtures.example()
    try form.enter("120", in: "tip")
    form.doneRequested()
    try form.focus("tip")
    try form.press(.backspace)
    #expect(form.failure(for: "tip") == nil)
    #expect(
      form.failure(for: "amount")
        == ValidationFailure(field: "amount", label: "Amount", code: .required))
  }

  @Test func disablingAFieldClearsItsFailure() throws {
    var form = try FormFixtures.example()
    form.doneRequested()
    try form.setEnabled(false, for: "people")
    #expect(form.failures == [ValidationFailure(field: "amount", label: "Amount", code: .required)])
  }
}
