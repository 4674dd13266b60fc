import Testing

@_spi(Engine) @testable import Keypad

/// Building a form and the Next chain, one test per rule.
@Suite struct FormTests {
  // MARK: Building

  @Test func theChainIsOrderedByTagAscending() throws {
    let form = try FormFixtures.example()
    #expect(form.chainOrder == ["amount", "tip", "discount", "people"])
    #expect(form.activeFieldName == nil)
    #expect(form.returnKey == nil)
  }

  @Test func duplicateTagsNameBothFields() throws {
    let error = #expect(throws: FormError.self) {
      try FormFixtures.form([
        FormField(name: "a", tag: 1), FormField(name: "b", tag: 4), FormField(name: "c", tag: 4),
      ])
    }
    #expect(error == .duplicateTag(4, first: "b", second: "c"))
    #expect(error?.code == "duplicate-tag")
    #expect(error?.description == "fields 'b' and 'c' both have tag 4")
  }

  @Test func duplicateNamesNameBothFields() throws {
    let error = #expect(throws: FormError.self) {
      try FormFixtures.form([
        FormField(name: "a", tag: 1), FormField(name: "b", tag: 2), FormField(name: "a", tag: 3),
      ])
    }
    #expect(error == .duplicateName("a", firstIndex: 0, secondIndex: 2))
    #expect(error?.code == "duplicate-name")
    #expect(error?.description == "fields 0 and 2 are both named 'a'")
  }

  @Test func tagsOfZeroOrLessMayRepeat() throws {
    let form = try FormFixtures.form([
      FormField(name: "a", tag: 0), FormField(name: "b", tag: 0),
      FormField(name: "c", tag: -1), FormField(name: "d", tag: -1),
    ])
    #expect(form.chainOrder == [])
  }

  @Test func boundsAreCheckedWhereTheyAreSetInTheRules() throws {
    let error = #expect(throws: RulesError.self) { try FieldRules(min: 10, max: 5) }
    #expect(error == .invalidBounds(min: 10, max: 5))
    // A bound the field could never reach is refused there too.
    let half = try FormFixtures.decimal("0.5")
    #expect(throws: RulesError.self) { try FieldRules(maxFractionDigits: 0, min: half) }
  }

  @Test func minEqualToMaxIsAllowed() throws {
    let form = try FormFixtures.form([
      FormField(name: "tip", tag: 1, rules: try FieldRules(min: 5, max: 5))
    ])
    #expect(form.fields.count == 1)
  }

  @Test func anInitialValueThatBreaksTheRulesNamesFieldAndRule() throws {
    let tooFine = try FormFixtures.decimal("1.234")
    let fraction = #expect(throws: FormError.self) {
      try FormFixtures.form([FormField(name: "price", tag: 1, initialValue: .decimal(tooFine))])
    }
    #expect(fraction == .invalidInitialValue(field: "price", rule: .maxFractionDigits))
    #expect(fraction?.code == "invalid-initial-value")
    let negative = #expect(throws: FormError.self) {
      try FormFixtures.form([FormField(name: "count", tag: 1, initialValue: .decimal(-3))])
    }
    #expect(negative == .invalidInitialValue(field: "count", rule: .negativeNotAllowed))
  }

  @Test func theInitialValueIsShown() throws {
    let form = try FormFixtures.form([
      FormField(name: "price", tag: 1, initialValue: try FormFixtures.value("1234.50"))
    ])
    #expect(form.field(named: "price")?.display == "1,234.50")
    #expect(form.field(named: "price")?.value?.description == "1234.50")
  }

  @Test func anEmptyFormSubmitsNoValues() throws {
    var form = try FormFixtures.form([])
    #expect(form.doneRequested() == [.submitted(FormValues([]))])
    #expect(form.nextRequested() == [.submitted(FormValues([]))])
  }

  @Test func errorCodesAreStable() {
    let codes = [
      FormError.duplicateName("a", firstIndex: 0, secondIndex: 1),
      .duplicateTag(1, first: "a", second: "b"),
      .invalidInitialValue(field: "a", rule: .unparseable),
      .unknownCardField(field: "a", card: "b"), .notACardField(field: "a", card: "b", kind: "c"),
      .unknownField("a"), .fieldDisabled("a"), .fieldHidden("a"), .noActiveField,
    ].map(\.code)
    #expect(
      codes == [
        "duplicate-name", "duplicate-tag", "invalid-initial-value", "unknown-card-field",
        "not-a-card-field", "unknown-field", "field-disabled", "field-hidden", "no-active-field",
      ])
  }

  // MARK: Next and Previous

  @Test func nextSkipsAGapInTags() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "b", tag: 7), FormField(name: "c", tag: 30),
    ])
    try form.focus("a")
    #expect(form.nextRequested() == [.focusChanged(from: "a", to: "b")])
    #expect(
      form.nextRequested() == [.focusChanged(from: "b", to: "c"), .returnKeyChanged(.done)])
  }

  @Test func nextSkipsADisabledField() throws {
    var form = try FormFixtures.example()
    try form.focus("tip")
    #expect(
      form.nextRequested() == [.focusChanged(from: "tip", to: "people"), .returnKeyChanged(.done)])
  }

  @Test func aHiddenFieldIsSkipped() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "b", tag: 2, isHidden: true),
      FormField(name: "c", tag: 3),
    ])
    try form.focus("a")
    form.nextRequested()
    #expect(form.activeFieldName == "c")
    form.previousRequested()
    #expect(form.activeFieldName == "a")
    #expect(throws: FormError.fieldHidden("b")) { try form.focus("b") }
  }

  @Test func nextOnTheLastActsAsDone() throws {
    var form = try FormFixtures.form([FormField(name: "a", tag: 1), FormField(name: "b", tag: 2)])
    try form.enter("3", in: "b")
    #expect(
      form.nextRequested() == [
        .valueCommitted(field: "b", value: .decimal(3)),
        .submitted(FormValues(decimals: ["a": nil, "b": 3])),
        .focusChanged(from: "b", to: nil), .returnKeyChanged(nil),
      ])
  }

  @Test func previousMovesBackSkippingGapsAndDisabledFields() throws {
    var form = try FormFixtures.example()
    try form.focus("people")
    #expect(
      form.previousRequested() == [
        .focusChanged(from: "people", to: "tip"), .returnKeyChanged(.next),
      ])
    #expect(form.previousRequested() == [.focusChanged(from: "tip", to: "amount")])
  }

  @Test func previousOnTheFirstStaysAndSaysSo() throws {
    var form = try FormFixtures.example()
    try form.focus("amount")
    #expect(form.previousRequested() == [.alreadyAtFirstField("amount")])
    #expect(form.activeFieldName == "amount")
  }

  @Test func withNoActiveFieldNextEntersTheChainAtTheFirstField() throws {
    var form = try FormFixtures.example()
    #expect(
      form.nextRequested() == [.focusChanged(from: nil, to: "amount"), .returnKeyChanged(.next)])
  }

  @Test func withNoActiveFieldPreviousEntersTheChainAtTheLastField() throws {
    var form = try FormFixtures.example()
    #expect(
      form.previousRequested() == [
        .focusChanged(from: nil, to: "people"), .returnKeyChanged(.done),
      ])
  }

  @Test func aFieldOutsideTheChainIsFocusableAndNextLeavesItForTheFirst() throws {
    var form = try FormFixtures.example()
    #expect(
      try form.focus("note") == [.focusChanged(from: nil, to: "note"), .returnKeyChanged(.next)])
    #expect(form.nextRequested() == [.focusChanged(from: "note", to: "amount")])
    try form.focus("note")
    form.previousRequested()
    #expect(form.activeFieldName == "people")
  }

  @Test func nextIsDoneFromAFieldOutsideAChainWithNoAvailableField() throws {
    var form = try FormFixtures.form([
      FormField(name: "solo", tag: 0), FormField(name: "off", tag: 1, isEnabled: false),
    ])
    try form.enter("4", in: "solo")
    #expect(
      form.nextRequested() == [
        .valueCommitted(field: "solo", value: .decimal(4)),
        .submitted(FormValues(decimals: ["solo": 4])),
        .focusChanged(from: "solo", to: nil),
        .returnKeyChanged(nil),
      ])
  }

  @Test func aSingleFieldIsFirstAndLast() throws {
    var form = try FormFixtures.form([FormField(name: "only", tag: 1)])
    #expect(
      try form.focus("only") == [.focusChanged(from: nil, to: "only"), .returnKeyChanged(.done)])
    #expect(form.previousRequested() == [.alreadyAtFirstField("only")])
    #expect(
      form.nextRequested() == [
        .submitted(FormValues(decimals: ["only": nil])), .focusChanged(from: "only", to: nil),
        .returnKeyChanged(nil),
      ])
  }

  @Test func whenAllFieldsAreDisabledNothingCanBeFocused() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1, isEnabled: false),
      FormField(name: "b", tag: 2, isEnabled: false),
    ])
    #expect(form.previousRequested() == [.alreadyAtFirstField(nil)])
    #expect(form.nextRequested() == [.submitted(FormValues([]))])
    #expect(form.activeFieldName == nil)
    #expect(throws: FormError.fieldDisabled("a")) { try form.focus("a") }
  }

  @Test func theArticlesWorkedExampleHolds() throws {
    var form = try FormFixtures.example()
    #expect(
      form.nextRequested() == [.focusChanged(from: nil, to: "amount"), .returnKeyChanged(.next)])
    #expect(form.nextRequested() == [.focusChanged(from: "amount", to: "tip")])
    #expect(
      form.nextRequested() == [.focusChanged(from: "tip", to: "people"), .returnKeyChanged(.done)])
    #expect(
      form.previousRequested() == [
        .focusChanged(from: "people", to: "tip"), .returnKeyChanged(.next),
      ])
    #expect(form.previousRequested() == [.focusChanged(from: "tip", to: "amount")])
    #expect(form.previousRequested() == [.alreadyAtFirstField("amount")])
    #expect(
      try form.focus("note") == [.focusChanged(from: "amount", to: "note")])
    #expect(form.nextRequested() == [.focusChanged(from: "note", to: "amount")])
    #expect(throws: FormError.fieldDisabled("discount")) { try form.focus("discount") }
    try form.enter("120", in: "tip")
    #expect(form.field(named: "tip")?.value?.decimal == 12)
    #expect(
      form.doneRequested() == [
        .valueCommitted(field: "tip", value: .decimal(12)),
        .validationFailed([
          ValidationFailure(field: "amount", label: "Amount", code: .required),
          ValidationFailure(field: "people", label: "People", code: .required),
        ]),
        .focusChanged(from: "tip", to: "amount"),
      ])
    try form.typeText("12.50")
    try form.enter("4", in: "people")
    try form.focus("tip")
    try form.press(.clear)
    let values = FormValues(decimals: [
      "people": 4, "amount": try FormFixtures.decimal("12.50"), "note": nil, "tip": nil,
    ])
    #expect(
      form.doneRequested() == [
        .valueCommitted(field: "tip", value: nil), .submitted(values),
        .focusChanged(from: "tip", to: nil), .returnKeyChanged(nil),
      ])
  }

  @Test func tenThousandFieldsAreVisitedInTagOrder() throws {
    let count = 10_000
    let fields = (0..<count).map { FormField(name: "f\($0)", tag: count - $0) }
    var form = try FormFixtures.form(fields)
    var visited: [String] = []
    for _ in 0..<count {
      form.nextRequested()
      visited.append(form.activeFieldName ?? "-")
    }
    #expect(visited == (0..<count).reversed().map { "f\($0)" })
    let everyFieldEmpty = FormValues(
      (0..<count).map { FormValues.Entry(name: "f\($0)", value: nil) })
    #expect(form.nextRequested().doneOutcome == .submitted(everyFieldEmpty))
  }
}
