import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Bounds enforced while typing: a maximum that refuses the key, a minimum
/// that never blocks typing.
@Suite struct BoundsTests {
  func typed(_ text: String, rules: FieldRules) throws -> (KeypadField, [KeyOutcome]) {
    var field = try KeypadField(symbols: symbols, rules: rules)
    let outcomes = text.map { field.type($0) }
    return (field, outcomes)
  }

  let symbols: NumberSymbols

  init() throws {
    symbols = try NumberSymbols.locale("en_US")
  }

  @Test func aMaximumRefusesTheKey() throws {
    let rules = try FieldRules(maxFractionDigits: 1, min: 0, max: 100)
    let (field, outcomes) = try typed("1005", rules: rules)
    #expect(outcomes == [.accepted, .accepted, .accepted, .rejected(.aboveMax)])
    #expect(field.value?.decimal == 100)
    let (fraction, _) = try typed("100.5", rules: rules)
    #expect(fraction.typed.text == "100.")
  }

  @Test func aMinimumAboveZeroNeverBlocksTyping() throws {
    let rules = try FieldRules(min: 10, max: 99)
    let (field, outcomes) = try typed("15", rules: rules)
    #expect(outcomes == [.accepted, .accepted])
    #expect(field.value?.decimal == 15)
  }

  @Test func aMinimumAtOrBelowZeroRefusesWhatDigitsCannotRepair() throws {
    let rules = try FieldRules(allowNegative: true, min: -90, max: 60)
    let (field, outcomes) = try typed("-95", rules: rules)
    #expect(outcomes == [.accepted, .accepted, .rejected(.belowMin)])
    #expect(field.typed.text == "-9")
    var signed = try KeypadField(symbols: symbols, rules: rules)
    for character in "70" { signed.type(character) }
    #expect(signed.typed.text == "7")
    signed.press(.sign)
    #expect(signed.typed.text == "-7")
  }

  @Test func aMaximumBelowZeroIsLeftToDone() throws {
    let rules = try FieldRules(allowNegative: true, max: -5)
    let (field, outcomes) = try typed("3", rules: rules)
    #expect(outcomes == [.accepted])
    #expect(field.value?.decimal == 3)
  }

  @Test func pasteAndSetValueAreCheckedToo() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(max: 100))
    #expect(field.paste("150") == .rejected(.aboveMax))
    #expect(throws: EntryRejection.aboveMax) { try field.setValue(.decimal(101)) }
    #expect(field.value == nil)
  }

  @Test func boundsInTheWrongOrderAreRefused() {
    #expect(throws: RulesError.invalidBounds(min: 5, max: 1)) {
      try FieldRules(min: 5, max: 1)
    }
  }

  /// Random bounded rules: a minimum from -60 to 20 and a maximum from
  /// -20 to 300, in order, each sometimes absent.
  static let boundedRules = zip(
    Gen.int(in: 1...4), Gen.int(in: 0...2), Gen.int(in: -60...20), Gen.int(in: -20...300),
    Gen.int(in: 0...3)
  ).compactMap { integer, fraction, low, high, absent -> FieldRules? in
    try? FieldRules(
      maxIntegerDigits: integer, maxFractionDigits: fraction, allowNegative: true,
      min: absent == 1 ? nil : ExactDecimal(integerLiteral: low),
      max: absent == 2 ? nil : ExactDecimal(integerLiteral: high))
  }

  @Test func rejectedChangesAreBeyondRepairAndAcceptedEndsPassDone() async {
    await checkProperty(count: 400, input: Generators.keys, Self.boundedRules) { keys, rules in
      var state = EntryState()
      for key in keys {
        var unbounded = state
        let limitOutcome = unbounded.applyWithinLimits(key, rules: rules)
        let outcome = state.apply(key, rules: rules)
        switch outcome {
        case .rejected(.aboveMax):
          let value = unbounded.value(rules: rules)
          // The limits took the key, or of `00` at least the first zero.
          #expect(limitOutcome.isAccepted)
          #expect(rules.max.map { $0 >= 0 } == true)
          #expect(value.flatMap { v in rules.max.map { v > $0 } } == true)
          #expect(Self.noDigitRepairs(unbounded, rules: rules) { $0 > (rules.max ?? 0) })
        case .rejected(.belowMin):
          let value = unbounded.value(rules: rules)
          // The limits took the key, or of `00` at least the first zero.
          #expect(limitOutcome.isAccepted)
          #expect(rules.min.map { $0 <= 0 } == true)
          #expect(value.flatMap { v in rules.min.map { v < $0 } } == true)
          #expect(Self.noDigitRepairs(unbounded, rules: rules) { $0 < (rules.min ?? 0) })
        case .partlyAccepted(.aboveMax), .partlyAccepted(.belowMin):
          // A `00` whose second zero no digit could repair: the limits
          // took both zeros, the bounds kept the first.
          #expect(key == .doubleZero)
          #expect(limitOutcome == .accepted)
        default:
          #expect(outcome == limitOutcome)
        }
      }
      guard let value = state.value(rules: rules) else { return }
      if let min = rules.min, value < min { return }
      if let max = rules.max, value > max { return }
      var form = try KeypadForm(
        fields: [FormField(name: "x", tag: 1, rules: rules)], symbols: .locale("en_US"))
      try form.focus("x")
      for key in keys { try form.press(key) }
      #expect(form.field(named: "x")?.typed == state.typed)
      let events = form.doneRequested()
      #expect(events.contains { if case .submitted = $0 { true } else { false } })
    }
  }

  /// Whether every digit key appended to `state` (within the digit limits)
  /// still gives a value that `isBeyond` says is out of range.
  static func noDigitRepairs(
    _ state: EntryState, rules: FieldRules, isBeyond: (ExactDecimal) -> Bool
  ) -> Bool {
    (0...9).allSatisfy { digit in
      var next = state
      guard next.applyWithinLimits(.digit(UInt8(digit)), rules: rules) == .accepted,
        let value = next.value(rules: rules)
      else { return true }
      return isBeyond(value)
    }
  }
}
