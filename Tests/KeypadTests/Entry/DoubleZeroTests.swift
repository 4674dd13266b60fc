import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The `00` key types the zeros that fit, as two `0` keys would, and says
/// when the second did not fit: `.partlyAccepted` with the second zero's
/// rejection.
@Suite struct DoubleZeroTests {
  func typed(_ text: String, _ rules: FieldRules, locale: String = "en_US") throws -> KeypadField {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in text { field.type(character) }
    return field
  }

  @Test func anAmountWithOneFreeFractionPlaceTakesOneZero() throws {
    let rules = try FieldRules(maxFractionDigits: 2)
    var field = try typed("1.5", rules)
    #expect(field.press(.doubleZero) == .partlyAccepted(.maxFractionDigits))
    #expect(field.display(editing: true) == "1.50")
    #expect(field.value?.description == "1.50")
    let twoKeys = try typed("1.500", rules)
    #expect(field.display(editing: true) == twoKeys.display(editing: true))
  }

  @Test func aPercentFieldWithOneFractionDigitTakesOneZero() throws {
    let rules = try FieldRules(maxFractionDigits: 1, style: .percent)
    var field = try typed("5.", rules)
    #expect(field.press(.doubleZero) == .partlyAccepted(.maxFractionDigits))
    #expect(field.display(editing: true) == "5.0%")
  }

  @Test func aFourDigitCodeAt123Takes1230() throws {
    var field = try typed("123", FieldRules(kind: .code(length: 4...4)))
    #expect(field.press(.doubleZero) == .partlyAccepted(.maxLength))
    #expect(field.display(editing: true) == "1230")
  }

  @Test func aZeroAtTheCaretThatFitsOnceGoesInOnce() throws {
    let rules = try FieldRules(maxIntegerDigits: 4, maxFractionDigits: 2)
    var field = try typed("123.5", rules)
    field.select(utf16Range: 3..<3)
    #expect(field.press(.doubleZero) == .partlyAccepted(.maxIntegerDigits))
    #expect(field.display(editing: true) == "1,230.5")
  }

  @Test func aCentsAmountOneDigitFromItsLimitTakesOneZero() throws {
    let rules = try FieldRules(maxIntegerDigits: 3, maxFractionDigits: 2, entryMode: .cents)
    var field = try typed("1234", rules)
    #expect(field.press(.doubleZero) == .partlyAccepted(.maxIntegerDigits))
    #expect(field.value?.description == "123.40")
  }

  @Test func aBoundThatTheSecondZeroPassesKeepsTheFirst() throws {
    let rules = try FieldRules(maxFractionDigits: 0, max: 50)
    var field = try typed("1", rules)
    #expect(field.press(.doubleZero) == .partlyAccepted(.aboveMax))
    #expect(field.value?.description == "10")
  }

  @Test func aFirstZeroThatDoesNotFitIsRefusedAndChangesNothing() throws {
    var field = try typed("1234", FieldRules(kind: .code(length: 4...4)))
    #expect(field.press(.doubleZero) == .rejected(.maxLength))
    #expect(field.display(editing: true) == "1234")
    let outcome = KeyOutcome.partlyAccepted(.maxLength)
    #expect(outcome.isAccepted)
    #expect(outcome.rejection == .maxLength)
  }

  @Test func aPartlyTakenDoubleZeroIsOneStepOfUndo() throws {
    var field = try typed("1.5", FieldRules(maxFractionDigits: 2))
    field.press(.doubleZero)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1.5")
  }

  /// Undo puts back what the key replaced, selection and all, even when
  /// its first zero typed over a zero and changed no text.
  @Test func undoAfterDoubleZeroOverASelectedZeroRestoresTheSelection() throws {
    var field = try typed("10", FieldRules(maxIntegerDigits: 5), locale: "uz_Latn")
    field.select(utf16Range: 1..<2)
    #expect(field.press(.doubleZero) == .accepted)
    #expect(field.display(editing: true) == "100")
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "10")
    #expect(field.selection == 1..<2)
  }

  /// `00` over two selected zeros leaves the text as it was: no step of undo.
  ///
  /// As a `0` typed over a selected `0` is none, undo then undoes the
  /// change before it, and what could be redone still can be.
  @Test func doubleZeroOverTwoSelectedZerosIsNoStepOfUndo() throws {
    var field = try typed("10005", FieldRules(maxIntegerDigits: 5))
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1,000")
    field.select(utf16Range: 3..<5)
    #expect(field.press(.doubleZero) == .accepted)
    #expect(field.display(editing: true) == "1,000")
    #expect(field.selection == 5..<5)
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "10,005")
    #expect(field.undo() == .accepted)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "100")
  }

  /// Rules of every kind the key acts in: decimal and cents amounts,
  /// bounded ones, codes.
  static let rules: [FieldRules] = [
    try? FieldRules(maxIntegerDigits: 3, maxFractionDigits: 2),
    try? FieldRules(maxIntegerDigits: 2, maxFractionDigits: 1, allowNegative: true),
    try? FieldRules(maxIntegerDigits: 3, maxFractionDigits: 2, entryMode: .cents),
    try? FieldRules(maxFractionDigits: 1, max: 50),
    try? FieldRules(maxFractionDigits: 2, style: .percent),
    try? FieldRules(kind: .code(length: 4...4)),
    try? FieldRules(kind: .code(length: 3...6)),
    FieldRules(kind: .expiry),
  ].compactMap { $0 }

  /// After any keys and any caret, `00` leaves the field as two `0` keys
  /// do, and is refused when the first is, partly taken when only the
  /// second is.
  @Test func doubleZeroIsTwoZeroKeys() async {
    await checkProperty(
      count: 400, input: Generators.keys, Gen.int(in: 0...(Self.rules.count - 1)),
      Gen.int(in: 0...12)
    ) { keys, index, caret in
      var field = try KeypadField(locale: "en_US", rules: Self.rules[index])
      for key in keys { field.press(key) }
      field.select(utf16Range: caret..<caret)
      var twice = field
      let first = twice.press(.digit(0))
      let second = first.rejection == nil ? twice.press(.digit(0)) : .accepted
      let outcome = field.press(.doubleZero)
      #expect(field.display(editing: true) == twice.display(editing: true), "\(keys) \(caret)")
      #expect(field.value == twice.value, "\(keys) \(caret)")
      switch (first, second) {
      case (.rejected(let reason), _):
        #expect(outcome == .rejected(reason))
      case (_, .rejected(let reason)):
        #expect(outcome == .partlyAccepted(reason))
      default:
        #expect(outcome == .accepted)
      }
    }
  }
}
