import Testing

@_spi(Engine) @testable import Keypad

/// What a front end asks the form instead of deriving it: the first field,
/// the keys that can act, the wording of a failure.
@Suite struct FormHelperTests {
  @Test func theFirstAvailableFieldIsTheLowestAvailableTag() throws {
    // Navigation article: amount (1), tip (2), discount (3, disabled), people (5), note (0).
    var form = try FormFixtures.example()
    #expect(form.firstAvailableFieldName == "amount")
    try form.setEnabled(false, for: "amount")
    #expect(form.firstAvailableFieldName == "tip")
    try form.setHidden(true, for: "tip")
    #expect(form.firstAvailableFieldName == "people")
  }

  @Test func noChainedAvailableFieldMeansNoFirstField() throws {
    let form = try FormFixtures.form([
      FormField(name: "note", tag: 0),
      FormField(name: "off", tag: 1, isEnabled: false),
    ])
    #expect(form.firstAvailableFieldName == nil)
    #expect(try FormFixtures.form([]).firstAvailableFieldName == nil)
  }

  @Test func keysThatWouldBeRejectedCannotAct() throws {
    let whole = try FieldRules(maxIntegerDigits: 2, maxFractionDigits: 0)
    var form = try FormFixtures.form([
      FormField(name: "q", tag: 1, rules: whole),
      FormField(name: "d", tag: 2, rules: try FieldRules(allowNegative: true)),
    ])
    #expect(!form.canPress(.digit(1)), "no active field")
    try form.focus("q")
    #expect(!form.canPress(.decimal), "no fraction digits")
    #expect(!form.canPress(.sign), "negatives not allowed")
    #expect(form.canPress(.digit(4)))
    try form.typeText("42")
    #expect(!form.canPress(.digit(1)), "two integer digits at most")
    #expect(form.canPress(.backspace))
    #expect(form.field(named: "q")?.display == "42", "asking changes nothing")
    try form.focus("d")
    #expect(form.canPress(.sign))
    #expect(form.canPress(.decimal))
    try form.typeText("1.5")
    #expect(!form.canPress(.decimal), "one separator per field")
    #expect(form.field(named: "d")?.display == "1.5")
  }

  @Test func failuresAreWordedWithTheFieldAndTheBound() throws {
    #expect(ValidationFailure(field: "qty", code: .required).message == "qty is required")
    #expect(
      ValidationFailure(field: "tip", code: .belowMin, bound: 1).message
        == "tip must be at least 1")
    let bound = try FormFixtures.decimal("12.50")
    #expect(
      ValidationFailure(field: "tip", code: .aboveMax, bound: bound).message
        == "tip must be at most 12.50")
  }
}
