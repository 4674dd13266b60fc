import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// `increment()`, `decrement()` and `revert()`.
@Suite struct StepTests {
  func field(_ rules: FieldRules, typing text: String = "") throws -> KeypadField {
    var field = try KeypadField(locale: "en_US", rules: rules)
    for character in text { field.type(character) }
    return field
  }

  @Test func aTenthSteppedTenTimesIsExactlyOne() throws {
    var field = try field(FieldRules(maxFractionDigits: 1, step: #require(ExactDecimal("0.1"))))
    for _ in 0..<10 { #expect(field.increment() == .accepted) }
    #expect(field.value?.description == "1.0")
    #expect(field.display(editing: true) == "1.0")
    for _ in 0..<10 { #expect(field.decrement() == .accepted) }
    #expect(field.value?.description == "0.0")
  }

  @Test func stepsAreClampedToTheBounds() throws {
    var field = try field(FieldRules(min: 1, max: 10, step: 4), typing: "9")
    field.increment()
    #expect(field.value?.decimal == 10)
    field.increment()
    #expect(field.value?.decimal == 10)
    var low = try self.field(FieldRules(min: 1, max: 10, step: 4))
    low.decrement()
    #expect(low.value?.decimal == 1)
  }

  @Test func aStepThatBreaksTheDigitLimitsIsRejected() throws {
    var full = try field(FieldRules(maxIntegerDigits: 2), typing: "99")
    #expect(full.increment() == .rejected(.maxIntegerDigits))
    #expect(full.value?.decimal == 99)
    var positive = try field(.standard)
    #expect(positive.decrement() == .rejected(.negativeNotAllowed))
    #expect(positive.value == nil)
  }

  @Test func aStepOrBoundTheFieldCannotHoldIsRefusedWithTheRules() throws {
    let fine = try #require(ExactDecimal("0.05"))
    #expect(throws: RulesError.unreachableStep(fine, maxFractionDigits: 1)) {
      try FieldRules(maxFractionDigits: 1, step: fine)
    }
    let halfCent = try #require(ExactDecimal("0.005"))
    #expect(throws: RulesError.unreachableStep(halfCent, maxFractionDigits: 2)) {
      try FieldRules(maxFractionDigits: 2, entryMode: .cents, step: halfCent)
    }
    let tenAndAHalf = try #require(ExactDecimal("10.5"))
    #expect(throws: RulesError.unreachableMax(tenAndAHalf, maxFractionDigits: 0)) {
      try FieldRules(maxFractionDigits: 0, max: tenAndAHalf)
    }
    #expect(throws: RulesError.unreachableMin(tenAndAHalf, maxFractionDigits: 0)) {
      try FieldRules(maxFractionDigits: 0, min: tenAndAHalf)
    }
    let trailingZeros = try #require(ExactDecimal("2.500"))
    #expect(throws: Never.self) { try FieldRules(maxFractionDigits: 1, max: trailingZeros) }
    #expect(RulesError.unreachableStep(fine, maxFractionDigits: 1).code == "invalid-rules")
  }

  @Test func stepsCrossZeroAndWorkInCentsMode() throws {
    var signed = try field(FieldRules(allowNegative: true, step: 2), typing: "-1")
    signed.increment()
    #expect(signed.value?.description == "1")
    var cents = try field(FieldRules(maxFractionDigits: 2, entryMode: .cents), typing: "123")
    cents.increment()
    #expect(cents.value?.description == "2.23")
  }

  @Test func theFormRevertsToTheValueAtFocus() throws {
    var form = try KeypadForm(
      fields: [
        FormField(name: "a", tag: 1, initialValue: .decimal(7)), FormField(name: "b", tag: 2),
      ], symbols: .locale("en_US"))
    try form.focus("a")
    try form.typeText("3")
    try form.increment()
    #expect(form.field(named: "a")?.value?.decimal == 74)
    let events = try form.revert()
    #expect(events == [.valueChanged(field: "a", value: .decimal(7), display: "7")])
    form.nextRequested()
    try form.typeText("5")
    form.previousRequested()
    try form.typeText("1")
    try form.revert()
    #expect(form.field(named: "a")?.value?.decimal == 7)
    #expect(form.field(named: "b")?.value?.decimal == 5)
  }

  /// Exact sums against integer arithmetic on values scaled to a common
  /// number of fraction digits.
  @Test func sumsMatchIntegerArithmetic() async {
    let operand = zip(Gen.int(in: -99_999...99_999), Gen.int(in: 0...3))
    await checkProperty(count: 500, input: operand, operand) { left, right in
      let scale = max(left.1, right.1)
      func decimal(_ pair: (Int, Int)) throws -> ExactDecimal {
        try #require(ExactDecimal(Self.text(pair.0, scale: pair.1)))
      }
      func scaled(_ pair: (Int, Int)) -> Int {
        pair.0 * Int(pow10(scale - pair.1))
      }
      let sum = try decimal(left).adding(try decimal(right))
      #expect(sum.description == Self.text(scaled(left) + scaled(right), scale: scale))
      let difference = try decimal(left).subtracting(try decimal(right))
      #expect(difference.description == Self.text(scaled(left) - scaled(right), scale: scale))
    }
  }

  /// An integer count of 10^-scale as canonical text: 1234 at scale 2 is
  /// `12.34`, -5 at scale 1 is `-0.5`, 0 is never negative.
  static func text(_ units: Int, scale: Int) -> String {
    let digits = String(units.magnitude)
    let padded = String(repeating: "0", count: max(scale + 1 - digits.count, 0)) + digits
    let integer = padded.dropLast(scale)
    let fraction = padded.suffix(scale)
    return (units < 0 ? "-" : "") + integer + (scale > 0 ? "." + fraction : "")
  }
}

private func pow10(_ exponent: Int) -> Int {
  (0..<exponent).reduce(1) { value, _ in value * 10 }
}
