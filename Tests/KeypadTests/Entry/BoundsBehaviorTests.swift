import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Bounds per field: refuse (the default), clamp when the field is left,
/// or report on Done (issue 24).
@Suite struct BoundsBehaviorTests {
  static func field(_ bounds: BoundsBehavior, min: ExactDecimal? = nil, max: ExactDecimal? = nil)
    throws -> KeypadField
  {
    try KeypadField(
      locale: "en_US",
      rules: FieldRules(
        maxFractionDigits: 2, allowNegative: true, min: min, max: max, bounds: bounds))
  }

  @Test func refuseIsTheDefaultAndRefusesWhatTypingCannotRepair() throws {
    #expect(try FieldRules(max: 100).bounds == .refuse)
    var field = try Self.field(.refuse, max: 100)
    for character in "15" { field.type(character) }
    #expect(field.type("0") == .rejected(.aboveMax))
    #expect(field.display(editing: true) == "15")
  }

  @Test(arguments: [BoundsBehavior.clamp, .report])
  func clampAndReportNeverRefuseTypingForABound(_ bounds: BoundsBehavior) throws {
    var high = try Self.field(bounds, max: 100)
    for character in "150" { #expect(high.type(character) == .accepted) }
    #expect(high.display(editing: true) == "150")
    var low = try Self.field(bounds, min: -5)
    for character in "-70" { #expect(low.type(character) == .accepted) }
    #expect(low.display(editing: true) == "-70")
    #expect(low.paste("-1,000") == .accepted)
    #expect(low.display(editing: true) == "-1,000")
    #expect(low.replace(utf16Range: 0..<0, with: "9") == .rejected(.misplacedMinus))
  }

  @Test func clampToBoundsSetsTheBoundKeepingTheFractionDigitsAsOneStep() throws {
    var field = try Self.field(.clamp, min: -5, max: 100)
    for character in "150.5" { field.type(character) }
    field.select(utf16Range: 0..<0)
    #expect(field.clampToBounds() == .aboveMax)
    #expect(field.display(editing: true) == "100.0")
    #expect(field.selection == 5..<5)
    #expect(field.clampToBounds() == nil)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "150.5")
    #expect(field.selection == 0..<0)
    #expect(field.paste("-7") == .accepted)
    #expect(field.clampToBounds() == .belowMin)
    #expect(field.display(editing: true) == "-5")
  }

  @Test func clampToBoundsLeavesAValueWithinTheBoundsAndAnEmptyField() throws {
    var field = try Self.field(.clamp, min: 10, max: 20)
    #expect(field.clampToBounds() == nil)
    field.type("1")
    field.type("5")
    #expect(field.clampToBounds() == nil)
    #expect(!field.canUndo || field.display(editing: true) == "15")
  }

  @Test func aBoundFinerThanTheFieldIsRefusedRatherThanNeverClamped() throws {
    let max = try #require(ExactDecimal("9.99"))
    #expect(throws: RulesError.unreachableMax(max, maxFractionDigits: 1)) {
      try FieldRules(maxFractionDigits: 1, max: max, bounds: .clamp)
    }
  }

  static let keys = Generators.key.array(of: 0...25)
  static let behaviors = Gen.element(of: [BoundsBehavior.clamp, .report]).compactMap { $0 }

  @Test func withClampOrReportNoKeyIsEverRefusedForABound() async {
    await checkProperty(count: 300, input: Self.keys, Self.behaviors, Gen.int(in: -50...50)) {
      keys, bounds, bound in
      let limit = ExactDecimal(String(bound))
      var field = try Self.field(
        bounds, min: limit.map { $0 < 0 ? $0 : 0 }, max: limit.map { $0 < 0 ? 0 : $0 })
      for key in keys {
        let outcome = field.press(key)
        #expect(outcome != .rejected(.aboveMax) && outcome != .rejected(.belowMin), "\(key)")
      }
    }
  }

  @Test func afterClampingTheValueIsWithinTheBounds() async {
    await checkProperty(count: 300, input: Self.keys, Gen.int(in: -50...0), Gen.int(in: 0...50)) {
      keys, low, high in
      let (min, max) = (ExactDecimal(String(low)), ExactDecimal(String(high)))
      var field = try Self.field(.clamp, min: min, max: max)
      for key in keys { field.press(key) }
      let before = field.value?.decimal
      let code = field.clampToBounds()
      guard let value = field.value?.decimal, let min, let max else { return }
      #expect(value >= min && value <= max, "\(before?.description ?? "-")")
      // The independent reading: which bound the typed value was beyond.
      let expected: ValidationCode? =
        before.map { $0 > max ? .aboveMax : $0 < min ? .belowMin : nil } ?? nil
      #expect(code == expected)
    }
  }
}
