import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Pastes at the caret, and edits inside a negative prefix.
///
/// A text of more than one character given to `replace(utf16Range:with:)`
/// is read by the rules of `paste(_:)`, then inserted. The examples are the
/// faults of hostile testing.
@Suite struct PasteAtCaretTests {
  func typed(
    _ typed: String, _ locale: String, rules: FieldRules = .standard
  ) throws -> KeypadField {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { #expect(field.type(character) == .accepted, "\(typed)") }
    return field
  }

  @Test func aPlainNumberWithADotIsADecimalInAGermanMoneyField() throws {
    let rules = try FieldRules(currency: Currency("EUR"), style: .currency())
    var amount = try typed("", "de_DE", rules: rules)  // " €"
    #expect(amount.replace(utf16Range: 0..<1, with: "0.25") == .accepted)
    #expect(amount.value?.decimal == ExactDecimal("0.25"))
    #expect(amount.display(editing: true) == "0,25\u{A0}€")
  }

  @Test func aPlainNumberWithACommaIsADecimalInEnglish() throws {
    var amount = try typed("", "en_US")
    #expect(amount.replace(utf16Range: 0..<0, with: "12,5") == .accepted)
    #expect(amount.value?.decimal == ExactDecimal("12.5"))
  }

  @Test func aTextTheRulesCannotReadIsRefusedAndChangesNothing() throws {
    var euros = try typed("7", "de_DE", rules: FieldRules(maxFractionDigits: 8))
    for text in ["1,234.5", "12abc", "1.2.3", "9 9", "--5"] {
      #expect(euros.replace(utf16Range: 1..<1, with: text) == .rejected(.unparseable), "\(text)")
      #expect(euros.display(editing: true) == "7")
      #expect(euros.selection == 1..<1)
    }
    #expect(euros.canUndo == true)
    euros.undo()
    #expect(euros.display(editing: true) == "", "the refused edits recorded no step")
  }

  @Test func theLocalesOwnFormatIsReadAndItsGroupsDropped() throws {
    var amount = try typed("2", "de_DE")
    #expect(amount.replace(utf16Range: 1..<1, with: "1.234,5") == .accepted)
    #expect(amount.value?.decimal == ExactDecimal("21234.5"))
    var dollars = try typed("", "en_US")
    #expect(dollars.replace(utf16Range: 0..<0, with: "1,234") == .accepted)
    #expect(dollars.value?.decimal == ExactDecimal("1234"))
  }

  @Test func surroundingWhiteSpaceIsTrimmed() throws {
    var amount = try typed("", "en_US")
    #expect(amount.replace(utf16Range: 0..<0, with: "12 ") == .accepted)
    #expect(amount.display(editing: true) == "12")
    #expect(amount.replace(utf16Range: 2..<2, with: "\n3\t") == .accepted)
    #expect(amount.display(editing: true) == "123")
  }

  @Test func leadingZerosOfAnInsertedNumberStay() throws {
    var amount = try typed("12", "en_US")
    amount.select(utf16Range: 1..<1)
    #expect(amount.replace(utf16Range: 1..<1, with: "05") == .accepted)
    #expect(amount.display(editing: true) == "1,052")
    #expect(amount.selection == 4..<4)
  }

  @Test func anInsertedNumberIsOneStepOfUndo() throws {
    var amount = try typed("9", "en_US")
    #expect(amount.replace(utf16Range: 1..<1, with: "8.25") == .accepted)
    #expect(amount.display(editing: true) == "98.25")
    #expect(amount.undo() == .accepted)
    #expect(amount.display(editing: true) == "9")
  }

  @Test func aPasteIntoACentsFieldIsAValue() throws {
    let rules = try FieldRules(maxFractionDigits: 2, entryMode: .cents)
    var tip = try typed("", "en_US", rules: rules)
    #expect(tip.replace(utf16Range: 0..<0, with: "4.56") == .accepted)
    #expect(tip.value?.decimal == ExactDecimal("4.56"))
    #expect(
      tip.replace(utf16Range: tip.selection, with: "7") == .accepted, "one character is still a key"
    )
    #expect(tip.value?.decimal == ExactDecimal("45.67"))
    #expect(tip.replace(utf16Range: tip.selection, with: "1.234") == .rejected(.maxFractionDigits))
    #expect(tip.value?.decimal == ExactDecimal("45.67"))
  }

  // MARK: Negative prefixes

  func negative(_ locale: String, _ style: DisplayStyle) throws -> KeypadField {
    let rules = try FieldRules(
      maxIntegerDigits: 9, allowNegative: true, currency: Currency("USD"), style: style)
    return try typed("-12", locale, rules: rules)
  }

  @Test func replacingTheDollarOfAnAccountingNumberKeepsTheSign() throws {
    var owed = try negative("en_US", .currency(accounting: true))
    #expect(owed.display(editing: true) == "($12)")
    #expect(owed.replace(utf16Range: 1..<2, with: "9") == .accepted)
    #expect(owed.display(editing: true) == "($912)")
    #expect(owed.value?.decimal == ExactDecimal("-912"))
  }

  @Test func replacingTheDollarAfterAMinusKeepsTheSign() throws {
    var owed = try negative("en_US", .currency())
    #expect(owed.display(editing: true) == "-$12")
    #expect(owed.replace(utf16Range: 1..<2, with: "9") == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-912"))
  }

  @Test func aCaretInsideTheNegativePrefixIsAfterTheSign() throws {
    var owed = try negative("en_US", .currency(accounting: true))
    #expect(owed.select(utf16Range: 1..<1) == .accepted)
    #expect(owed.selection == 2..<2, "after ($, not before the sign")
    #expect(owed.select(utf16Range: 0..<0) == .accepted)
    #expect(owed.selection == 0..<0, "the very start is before the sign")
  }

  @Test func replacingAMarkAfterTheArabicMinusKeepsTheSign() throws {
    var owed = try negative("ar_EG", .currency())
    let minus = try #require(Array(owed.display(editing: true).utf16).firstIndex(of: 0x2D))
    let start = try #require(owed.caretPositionAfterSign)
    #expect(start > minus + 1, "a mark stands between the minus and the digits")
    #expect(owed.replace(utf16Range: (start - 1)..<start, with: "9") == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-912"))
  }

  @Test func aPrefixWithoutTheSignIsFormattingWhenTheMinusFollowsTheNumber() throws {
    var owed = try negative("fy", .currency())
    #expect(owed.display(editing: true) == "US$\u{A0}12-")
    #expect(owed.replace(utf16Range: 0..<1, with: "9") == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-912"))
    #expect(owed.replace(utf16Range: 3..<4, with: "") == .accepted)
    #expect(
      owed.value?.decimal == ExactDecimal("-912"), "no typed character shows before the number")
  }

  @Test func replacingAFormattingCharacterBeforeTheMinusNeverFlipsTheSign() throws {
    var owed = try typed("-12", "ar_EG", rules: FieldRules(allowNegative: true))
    #expect(owed.display(editing: true).unicodeScalars.first == "\u{061C}")
    #expect(owed.replace(utf16Range: 0..<1, with: "9") == .rejected(.misplacedMinus))
    #expect(owed.value?.decimal == ExactDecimal("-12"))
  }

  @Test func editsOverFormattingInANegativePrefixKeepTheSignInEveryLocale() async {
    let style = Gen.element(of: [DisplayStyle.currency(), .currency(accounting: true), .decimal])
      .compactMap { $0 }
    await checkProperty(count: 200, input: Generators.locale, style) { locale, style in
      let owed = try negative(locale, style)
      let display = Array(owed.display(editing: true).unicodeScalars)
      let signEnd = try #require(owed.caretPositionAfterSign)
      var utf16 = 0
      for scalar in display {
        let width = scalar.utf16.count
        defer { utf16 += width }
        guard utf16 + width <= signEnd, !owed.symbols.isSign(scalar), scalar != "(" else {
          continue
        }
        var copy = owed
        let outcome = copy.replace(utf16Range: utf16..<(utf16 + width), with: "9")
        #expect(
          outcome != .accepted || copy.value?.decimal?.isNegative == true,
          "\(locale) \(style): replacing U+\(String(scalar.value, radix: 16)) in \(owed.display(editing: true).debugDescription)"
        )
      }
    }
  }

  // MARK: The reason for a character before the minus

  @Test func aDigitBeforeTheMinusIsAMisplacedMinus() throws {
    var temperature = try typed("-12", "en_US", rules: FieldRules(allowNegative: true))
    temperature.select(utf16Range: 0..<0)
    #expect(temperature.type("5") == .rejected(.misplacedMinus))
    #expect(temperature.press(.decimal) == .rejected(.misplacedMinus))
    #expect(temperature.press(.doubleZero) == .rejected(.misplacedMinus))
    #expect(temperature.display(editing: true) == "-12")
    #expect(EntryRejection.misplacedMinus.code == "misplaced-minus")
  }

  @Test func aMinusInAFieldWithoutNegativesIsStillNegativeNotAllowed() throws {
    var count = try typed("12", "en_US")
    #expect(count.replace(utf16Range: 1..<1, with: "-") == .rejected(.negativeNotAllowed))
  }
}

extension KeypadField {
  /// The UTF-16 offset where a caret right after the minus stands.
  fileprivate var caretPositionAfterSign: Int? {
    var copy = self
    copy.moveCaretToStart()
    copy.moveCaret(by: 1)
    return copy.selection.lowerBound
  }
}
