import Testing

@_spi(Engine) @testable import Keypad

/// The decimal (calculator-style) entry rules, one test per rule.
@Suite struct DecimalEntryTests {
  let rules: FieldRules

  init() throws {
    rules = try FieldRules(maxIntegerDigits: 4, maxFractionDigits: 2, allowNegative: true)
  }

  func state(_ keys: [Key]) -> EntryState {
    var state = EntryState()
    for key in keys { state.apply(key, rules: rules) }
    return state
  }

  @Test func digitsAppendAtTheEnd() {
    #expect(state([.digit(1), .digit(2), .digit(3)]).text == "123")
  }

  @Test func aDigitReplacesALoneZero() {
    var entry = state([.digit(0)])
    #expect(entry.apply(.digit(7), rules: rules) == .accepted)
    #expect(entry.text == "7")
  }

  @Test func zeroOnALoneZeroIsAnAcceptedNoOp() {
    var entry = state([.digit(0)])
    #expect(entry.apply(.digit(0), rules: rules) == .accepted)
    #expect(entry.text == "0")
  }

  @Test func aDigitReplacesTheZeroAfterAMinus() {
    #expect(state([.sign, .digit(0), .digit(5)]).text == "-5")
  }

  @Test func zerosAfterTheSeparatorAreKept() {
    #expect(state([.digit(0), .decimal, .digit(0), .digit(0)]).text == "0.00")
  }

  @Test func integerDigitsBeyondTheLimitAreRejected() {
    var entry = state([.digit(1), .digit(2), .digit(3), .digit(4)])
    #expect(entry.apply(.digit(5), rules: rules) == .rejected(.maxIntegerDigits))
    #expect(entry.text == "1234")
  }

  @Test func fractionDigitsBeyondTheLimitAreRejected() {
    var entry = state([.digit(1), .decimal, .digit(2), .digit(3)])
    #expect(entry.apply(.digit(4), rules: rules) == .rejected(.maxFractionDigits))
    #expect(entry.text == "1.23")
  }

  @Test func doubleZeroEntersTwoZeros() {
    #expect(state([.digit(5), .doubleZero]).text == "500")
    #expect(state([.digit(5), .decimal, .doubleZero]).text == "5.00")
  }

  @Test func doubleZeroOnAnEmptyFieldGivesZero() {
    #expect(state([.doubleZero]).text == "0")
  }

  @Test func doubleZeroTypesTheZerosThatFit() {
    var integer = state([.digit(1), .digit(2), .digit(3)])
    #expect(integer.apply(.doubleZero, rules: rules) == .partlyAccepted(.maxIntegerDigits))
    #expect(integer.text == "1230")
    #expect(integer.apply(.doubleZero, rules: rules) == .rejected(.maxIntegerDigits))
    #expect(integer.text == "1230")
    var fraction = state([.digit(1), .decimal, .digit(5)])
    #expect(fraction.apply(.doubleZero, rules: rules) == .partlyAccepted(.maxFractionDigits))
    #expect(fraction.text == "1.50")
  }

  @Test func aSecondSeparatorIsRejected() {
    var entry = state([.digit(1), .decimal])
    #expect(entry.apply(.decimal, rules: rules) == .rejected(.duplicateDecimal))
    #expect(entry.text == "1.")
  }

  @Test func decimalIsRejectedWhenTheFieldTakesNoFraction() throws {
    let integerOnly = try FieldRules(maxFractionDigits: 0)
    var entry = EntryState()
    entry.apply(.digit(4), rules: integerOnly)
    #expect(entry.apply(.decimal, rules: integerOnly) == .rejected(.wholeNumbersOnly))
    #expect(entry.text == "4")
  }

  @Test func decimalOnAnEmptyFieldEntersZeroAndTheSeparator() {
    #expect(state([.decimal]).text == "0.")
    #expect(state([.sign, .decimal]).text == "-0.")
  }

  @Test func backspaceRemovesDigitSeparatorThenMinus() {
    var entry = state([.sign, .digit(1), .decimal, .digit(5)])
    let expected = ["-1.", "-1", "-", "", ""]
    for text in expected {
      #expect(entry.apply(.backspace, rules: rules) == .accepted)
      #expect(entry.text == text)
    }
  }

  @Test func clearEmptiesTheField() {
    var entry = state([.sign, .digit(1), .decimal, .digit(5)])
    entry.apply(.clear, rules: rules)
    #expect(entry == EntryState())
    #expect(entry.isEmpty)
  }

  @Test func signTogglesTheMinus() {
    var entry = state([.digit(8)])
    entry.apply(.sign, rules: rules)
    #expect(entry.text == "-8")
    entry.apply(.sign, rules: rules)
    #expect(entry.text == "8")
  }

  @Test func signOnAnEmptyFieldGivesALoneMinus() {
    let entry = state([.sign])
    #expect(entry.text == "-")
    #expect(entry.value(rules: rules) == nil)
  }

  @Test func signIsRejectedWhenNegativesAreNotAllowed() {
    var entry = EntryState()
    entry.apply(.digit(3), rules: .standard)
    #expect(entry.apply(.sign, rules: .standard) == .rejected(.negativeNotAllowed))
    #expect(entry.text == "3")
  }

  @Test func aDigitKeyOutsideZeroToNineIsRejected() {
    var entry = state([.digit(1)])
    #expect(entry.apply(.digit(10), rules: rules) == .rejected(.invalidCharacter))
    #expect(entry.text == "1")
  }

  @Test func valueDropsATrailingSeparatorAndKeepsTypedZeros() {
    #expect(state([.digit(1), .digit(2), .decimal]).value(rules: rules)?.description == "12")
    #expect(
      state([.sign, .digit(1), .decimal, .digit(5), .digit(0)]).value(rules: rules)?.description
        == "-1.50")
    #expect(EntryState().value(rules: rules) == nil)
  }
}
