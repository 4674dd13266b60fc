import Testing

@_spi(Engine) @testable import Keypad

/// The examples of "Edit anywhere in the number", one locale at a time, with
/// the UTF-16 offsets written out.
@Suite struct CaretEditingTests {
  /// A field in `locale` after typing `text` at the end.
  private func typed(
    _ text: String, _ locale: String = "en_US", rules: FieldRules = .standard
  ) throws -> KeypadField {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in text { field.type(character) }
    return field
  }

  private var negative: FieldRules { get throws { try rules(negative: true) } }

  @Test func aNewFieldHasTheCaretAtTheEnd() throws {
    #expect(try KeypadField(locale: "en_US").selection == 0..<0)
    #expect(try typed("1234").selection == 5..<5)
  }

  // MARK: The caret never jumps

  @Test func typingAtTheEndAddsAGroupSeparatorAndTheCaretStaysAtTheEnd() throws {
    var field = try typed("999")
    field.type("9")
    #expect(field.display(editing: true) == "9,999")
    #expect(field.selection == 5..<5)
  }

  @Test func insertingBeforeAGroupSeparatorKeepsTheCaretBeforeIt() throws {
    var field = try typed("1234")  // 1|,234
    #expect(field.select(utf16Range: 1..<1) == .accepted)
    #expect(field.type("9") == .accepted)
    #expect(field.display(editing: true) == "19,234")
    #expect(field.selection == 2..<2)  // 19|,234
  }

  @Test func insertingThatAddsASeparatorBeforeTheCaretMovesItPastTheSeparator() throws {
    // react-number-format #382: 123|,456 + 4 gives 1,234|,456, not 1,23|4,456.
    var field = try typed("123456")
    field.select(utf16Range: 3..<3)
    field.type("4")
    #expect(field.display(editing: true) == "1,234,456")
    #expect(field.selection == 5..<5)
  }

  @Test func deletingThatRemovesASeparatorKeepsTheDigitsAfterTheCaret() throws {
    var field = try typed("1234")  // 1,2|34
    field.select(utf16Range: 3..<3)
    field.deleteBackward()
    #expect(field.display(editing: true) == "134")
    #expect(field.selection == 1..<1)  // 1|34
  }

  @Test func aCaretInsideFormattingIsReadAsAfterTheTypedCharacterBeforeIt() throws {
    var field = try typed("1234")
    field.select(utf16Range: 2..<2)  // 1,|234
    #expect(field.selection == 1..<1)
  }

  @Test func aLocaleSwitchKeepsTheTypedCharactersAfterTheCaret() throws {
    var field = try typed("1234567.5")  // 1,234|,567.5
    field.select(utf16Range: 5..<5)
    try field.setLocale("de_DE")
    #expect(field.display(editing: true) == "1.234.567,5")
    #expect(field.selection == 5..<5)
    try field.setLocale("en_IN")  // 12,34|,567.5
    #expect(field.display(editing: true) == "12,34,567.5")
    #expect(field.selection == 5..<5)
  }

  // MARK: Deleting

  @Test func backspaceAfterAGroupSeparatorDeletesTheDigitBeforeIt() throws {
    var field = try typed("1234")
    field.select(utf16Range: 2..<2)  // 1,|234
    #expect(field.deleteBackward() == .accepted)
    #expect(field.display(editing: true) == "234")
    #expect(field.selection == 0..<0)
  }

  @Test func uikitsBackspaceOverAGroupSeparatorDeletesTheDigitBeforeIt() throws {
    // react-number-format #626: UIKit sends the separator's range and "".
    var field = try typed("1234")
    #expect(field.replace(utf16Range: 1..<2, with: "") == .accepted)
    #expect(field.display(editing: true) == "234")
    #expect(field.selection == 0..<0)
  }

  @Test func deleteForwardSkipsTheGroupSeparator() throws {
    var field = try typed("1234")
    field.select(utf16Range: 1..<1)  // 1|,234
    #expect(field.deleteForward() == .accepted)
    #expect(field.display(editing: true) == "134")
    #expect(field.selection == 1..<1)
  }

  @Test func deletingASelectionRemovesTheTypedCharactersInIt() throws {
    var field = try typed("1234567")  // 1,[234,5]67
    field.select(utf16Range: 2..<7)
    #expect(field.deleteBackward() == .accepted)
    #expect(field.display(editing: true) == "167")
    #expect(field.selection == 1..<1)
  }

  @Test func backspaceKeyIsDeleteBackward() throws {
    var field = try typed("1234")
    field.select(utf16Range: 2..<2)
    field.press(.backspace)
    #expect(field.display(editing: true) == "234")
  }

  @Test func deletingTheLeadingDigitDropsTheZerosItLeaves() throws {
    var field = try typed("1000")
    field.select(utf16Range: 1..<1)  // 1|,000
    field.deleteBackward()
    #expect(field.display(editing: true) == "0")
    #expect(field.value?.description == "0")
    #expect(field.selection == 0..<0)
  }

  @Test func deletingTheIntegerPartBeforeTheSeparatorLeavesAZero() throws {
    var field = try typed("5.25")
    field.select(utf16Range: 1..<1)  // 5|.25
    field.deleteBackward()
    #expect(field.display(editing: true) == "0.25")
    #expect(field.selection == 1..<1)  // 0|.25
  }

  @Test func deletingTheSeparatorIsCheckedAsAWhole() throws {
    var field = try typed("123.45", rules: try rules(integer: 4))
    field.select(utf16Range: 4..<4)  // 123.|45
    #expect(field.deleteBackward() == .rejected(.maxIntegerDigits))
    #expect(field.display(editing: true) == "123.45")
    #expect(field.selection == 4..<4)
  }

  // MARK: Range replacement

  @Test func pastingAGroupedNumberDropsTheGroupSeparators() throws {
    var field = try typed("5")
    #expect(field.replace(utf16Range: 1..<1, with: "1,234") == .accepted)
    #expect(field.display(editing: true) == "51,234")
    #expect(field.selection == 6..<6)
  }

  @Test func aCharacterThatIsNoTypedCharacterRejectsTheWholeEdit() throws {
    var field = try typed("12")
    #expect(field.replace(utf16Range: 0..<2, with: "x") == .rejected(.invalidCharacter))
    #expect(field.replace(utf16Range: 0..<2, with: "3x") == .rejected(.unparseable))
    #expect(field.display(editing: true) == "12")
    #expect(field.selection == 2..<2)
  }

  @Test func replacingASelectionPutsTheCaretAfterTheInsertion() throws {
    var field = try typed("1234567")  // 1,[234],567
    #expect(field.replace(utf16Range: 2..<5, with: "9") == .accepted)
    #expect(field.display(editing: true) == "19,567")
    #expect(field.selection == 2..<2)
  }

  @Test func aSecondSeparatorIsADuplicateDecimal() throws {
    var field = try typed("12.5")
    #expect(field.replace(utf16Range: 1..<1, with: ".") == .rejected(.duplicateDecimal))
    #expect(field.display(editing: true) == "12.5")
  }

  @Test func aSeparatorThatLeavesTooManyFractionDigitsIsRejected() throws {
    var field = try typed("12345")
    #expect(field.replace(utf16Range: 1..<1, with: ".") == .rejected(.maxFractionDigits))
    #expect(field.replace(utf16Range: 4..<4, with: ".") == .accepted)  // 123|45
    #expect(field.display(editing: true) == "123.45")
    #expect(field.selection == 4..<4)
  }

  @Test func tooManyIntegerDigitsAreRejected() throws {
    var field = try typed("123", rules: try rules(integer: 3))
    #expect(field.replace(utf16Range: 0..<0, with: "9") == .rejected(.maxIntegerDigits))
  }

  @Test func aSeparatorWithNothingBeforeItGetsAZero() throws {
    var field = try typed("5")
    field.select(utf16Range: 0..<0)
    #expect(field.type(".") == .accepted)
    #expect(field.display(editing: true) == "0.5")
    #expect(field.selection == 2..<2)  // 0.|5
  }

  @Test func anInvalidRangeChangesNothing() throws {
    var field = try typed("12")
    #expect(field.replace(utf16Range: 0..<3, with: "") == .rejected(.invalidRange))
    #expect(field.select(utf16Range: 3..<3) == .rejected(.invalidRange))
    #expect(field.select(utf16Range: -1..<0) == .rejected(.invalidRange))
    #expect(field.display(editing: true) == "12")
    #expect(field.selection == 2..<2)
  }

  // MARK: Negative numbers

  @Test func aMinusIsAllowedOnlyAtTheStart() throws {
    var field = try typed("1234", rules: try negative)
    #expect(field.replace(utf16Range: 1..<1, with: "-") == .rejected(.misplacedMinus))
    #expect(field.replace(utf16Range: 0..<0, with: "-") == .accepted)
    #expect(field.display(editing: true) == "-1,234")
    #expect(field.selection == 1..<1)
  }

  @Test func aMinusInAFieldWithoutNegativesIsRejected() throws {
    var field = try typed("1234")
    #expect(field.replace(utf16Range: 0..<0, with: "-") == .rejected(.negativeNotAllowed))
  }

  @Test func backspaceAfterTheMinusRemovesIt() throws {
    var field = try typed("-1234", rules: try negative)  // -|1,234
    field.select(utf16Range: 1..<1)
    field.deleteBackward()
    #expect(field.display(editing: true) == "1,234")
    #expect(field.selection == 0..<0)
  }

  @Test func theSignKeyKeepsTheCaretBetweenTheSameDigits() throws {
    var field = try typed("1234", rules: try negative)
    field.select(utf16Range: 1..<1)  // 1|,234
    field.press(.sign)
    #expect(field.display(editing: true) == "-1,234")
    #expect(field.selection == 2..<2)  // -1|,234
  }

  // MARK: Other locales

  @Test func germanDeleteForwardAfterTheFirstDigit() throws {
    var field = try typed("1234,5", "de_DE")  // 1|.234,5
    field.select(utf16Range: 1..<1)
    field.deleteForward()
    #expect(field.display(editing: true) == "134,5")
    #expect(field.selection == 1..<1)
    #expect(field.value?.description == "134.5")
  }

  @Test func frenchNarrowNoBreakSpaceIsFormatting() throws {
    var field = try typed("1234", "fr_FR")
    #expect(field.display(editing: true) == "1\u{202F}234")
    #expect(field.replace(utf16Range: 1..<2, with: "") == .accepted)
    #expect(field.display(editing: true) == "234")
    field.select(utf16Range: 0..<0)
    field.replace(utf16Range: 0..<0, with: "1 000")  // any space is a group here
    #expect(field.display(editing: true) == "1\u{202F}000\u{202F}234")
    #expect(field.selection == 5..<5)
  }

  @Test func indianGroupingMovesTheCaretPastTheRightSeparators() throws {
    var field = try typed("123456", "en_IN")
    #expect(field.display(editing: true) == "1,23,456")
    field.select(utf16Range: 3..<3)  // 1,2|3,456
    field.type("9")
    #expect(field.display(editing: true) == "12,93,456")
    #expect(field.selection == 4..<4)  // 12,9|3,456
  }

  @Test func arabicOffsetsCountTheBidiMarkAndTheMinus() throws {
    // "\u{061C}-١٬٢٣٤": mark 0, minus 1, ١ 2, ٬ 3, ٢ 4, ٣ 5, ٤ 6, end 7... 8 units
    var field = try typed("-1234", "ar_EG", rules: try negative)
    #expect(field.display(editing: true) == "\u{061C}-١٬٢٣٤")
    #expect(field.selection == 7..<7)
    field.select(utf16Range: 1..<1)  // between the mark and the minus
    #expect(field.selection == 0..<0)
    field.select(utf16Range: 4..<4)  // after ٬: read as after ١
    #expect(field.selection == 3..<3)
    #expect(field.type("٩") == .accepted)
    #expect(field.display(editing: true) == "\u{061C}-١٩٬٢٣٤")
    #expect(field.selection == 4..<4)
  }

  @Test func arabicBackspaceOverTheGroupSeparatorAndAfterTheMinus() throws {
    var field = try typed("-1234", "ar_EG", rules: try negative)
    #expect(field.replace(utf16Range: 3..<4, with: "") == .accepted)
    #expect(field.display(editing: true) == "\u{061C}-٢٣٤")
    #expect(field.selection == 2..<2)
    field.deleteBackward()
    #expect(field.display(editing: true) == "٢٣٤")
    #expect(field.selection == 0..<0)
  }

  // MARK: Cents mode

  @Test func centsModeKeepsTheCaretAtTheEnd() throws {
    var field = try typed("123", rules: try rules(mode: .cents))
    #expect(field.display(editing: true) == "1.23")
    #expect(field.select(utf16Range: 0..<0) == .accepted)
    #expect(field.selection == 4..<4)
    field.type("4")
    #expect(field.display(editing: true) == "12.34")
    #expect(field.replace(utf16Range: 0..<1, with: "") == .accepted)
    #expect(field.display(editing: true) == "1.23")
    #expect(field.replace(utf16Range: 0..<4, with: "") == .accepted)
    #expect(field.display(editing: true) == "")
  }

  @Test func theReadmeCaretExample() throws {
    var amount = try typed("1234,56", "de_DE", rules: try rules(integer: 9, negative: true))
    try amount.setLocale("en_IN")
    #expect(amount.display(editing: true) == "1,234.56")
    amount.select(utf16Range: 1..<1)
    amount.type("9")
    #expect(amount.display(editing: true) == "19,234.56")
    #expect(amount.selection == 2..<2)
    amount.replace(utf16Range: 2..<3, with: "")
    #expect(amount.display(editing: true) == "1,234.56")
    #expect(amount.selection == 1..<1)
    amount.undo()
    #expect(amount.display(editing: true) == "19,234.56")
    #expect(amount.selection == 2..<2)
  }
}
