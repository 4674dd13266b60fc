import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The caret in currency and percent fields: affixes are formatting, so a
/// caret never rests inside them, an edit over them edits only the number,
/// and bounds, steps and revert follow the same rules as typing.
@Suite struct StyledCaretTests {
  func field(
    _ typed: String, _ locale: String, _ style: DisplayStyle = .currency(),
    currency: String = "USD", min: ExactDecimal? = nil, max: ExactDecimal? = nil
  ) throws -> KeypadField {
    let rules = try FieldRules(
      maxIntegerDigits: 9, allowNegative: true, currency: try Currency(currency), style: style,
      min: min, max: max)
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { #expect(field.type(character) == .accepted, "\(typed)") }
    return field
  }

  @Test func anEmptyMoneyFieldHasItsCaretAfterThePrefix() throws {
    let dollars = try field("", "en_US")
    #expect(dollars.display(editing: true) == "$")
    #expect(dollars.selection == 1..<1)
    let euros = try field("", "de_DE", currency: "EUR")
    #expect(euros.display(editing: true) == "\u{A0}€")
    #expect(euros.selection == 0..<0)
  }

  @Test func theCaretAfterTypingStandsBeforeTheSuffix() throws {
    let euros = try field("1234", "de_DE", currency: "EUR")
    #expect(euros.display(editing: true) == "1.234\u{A0}€")
    #expect(euros.selection == 5..<5)
  }

  @Test func aCaretSetInsideAnAffixIsReadAsTheNearestNumberPosition() throws {
    var dollars = try field("1234", "en_US")  // "$1,234"
    #expect(dollars.select(utf16Range: 0..<0) == .accepted)
    #expect(dollars.selection == 1..<1, "before the $ reads as before the 1")
    var euros = try field("1234", "de_DE", currency: "EUR")  // "1.234 €"
    #expect(euros.select(utf16Range: 7..<7) == .accepted)
    #expect(euros.selection == 5..<5, "after the € reads as after the 4")
    var owed = try field("-12", "en_US", .currency(accounting: true))  // "($12)"
    #expect(owed.display(editing: true) == "($12)")
    #expect(owed.select(utf16Range: 5..<5) == .accepted)
    #expect(owed.selection == 4..<4, "after the ) reads as after the 2")
  }

  @Test func typingAtACaretInsideAMoneyFieldKeepsTheTypedCharactersAfterIt() throws {
    var dollars = try field("1234", "en_US")  // "$1,234"
    dollars.select(utf16Range: 2..<2)  // $1|,234
    #expect(dollars.type("9") == .accepted)
    #expect(dollars.display(editing: true) == "$19,234")
    #expect(dollars.selection == 3..<3)
  }

  @Test func anEditOverTheAffixesEditsOnlyTheNumber() throws {
    var dollars = try field("1234", "en_US")
    #expect(dollars.replace(utf16Range: 0..<6, with: "5") == .accepted)
    #expect(dollars.display(editing: true) == "$5")
    #expect(dollars.selection == 2..<2)
    var percent = try field("12.5", "fr_FR", .percent)
    #expect(percent.display(editing: true) == "12,5\u{A0}%")
    #expect(percent.replace(utf16Range: 0..<6, with: "") == .accepted)
    #expect(percent.display(editing: true) == "\u{A0}%")
    #expect(percent.value == nil)
  }

  @Test func backspaceAfterTheSymbolDeletesNothingBeforeIt() throws {
    var dollars = try field("5", "en_US")
    dollars.select(utf16Range: 1..<1)  // $|5
    #expect(dollars.deleteBackward() == .accepted)
    #expect(dollars.display(editing: true) == "$5")
  }

  @Test func anEditAtTheCaretIsHeldToTheMaximum() throws {
    var field = try field("10", "en_US", max: 100)
    field.select(utf16Range: 2..<2)  // $1|0
    #expect(field.type("5") == .rejected(.aboveMax))
    #expect(field.display(editing: true) == "$10")
    #expect(field.selection == 2..<2)
    #expect(field.replace(utf16Range: 1..<3, with: "99") == .accepted)
    #expect(field.replace(utf16Range: 1..<1, with: "1") == .rejected(.aboveMax))
    #expect(field.display(editing: true) == "$99")
  }

  @Test func anEditAtTheCaretIsHeldToANegativeMinimum() throws {
    var field = try field("-10", "en_US", min: -50)  // "-$10"
    field.select(utf16Range: 3..<3)  // -$1|0
    #expect(field.type("0") == .rejected(.belowMin))
    #expect(field.display(editing: true) == "-$10")
  }

  @Test func stepsAndRevertAreStepsOfUndo() throws {
    let rules = try FieldRules(
      maxIntegerDigits: 9, allowNegative: true, currency: try Currency("USD"), style: .currency())
    var form = try KeypadForm(
      fields: [FormField(name: "a", tag: 1, rules: rules, initialValue: .decimal(12))],
      locale: "en_US")
    try form.focus("a")
    func shown() -> String? { form.display(of: "a") }
    try form.increment()
    #expect(shown() == "$13")
    #expect(form.field(named: "a")?.selection == 3..<3)
    try form.typeText("4")
    #expect(shown() == "$134")
    try form.revert()
    #expect(shown() == "$12")
    try form.undo()
    #expect(shown() == "$134")
    try form.undo()
    #expect(shown() == "$13")
    try form.undo()
    #expect(shown() == "$12")
    try form.redo()
    #expect(shown() == "$13")
  }

  // MARK: - In every locale

  static let styles: [DisplayStyle] = [
    .currency(), .currency(.narrow), .currency(.isoCode), .currency(accounting: true), .percent,
  ]

  /// After any edits, in any locale and style, each end of the selection
  /// lies in the number part (``KeypadField/numberRange``), or at the very
  /// start before a minus; reading it back changes nothing.
  @Test func theSelectionNeverRestsInsideAnAffix() async {
    await checkProperty(
      count: 200, input: EditPropertyTests.operations, Gen.int(in: 0...(Self.styles.count - 1)),
      Generators.locale
    ) { operations, styleIndex, locale in
      let rules = try FieldRules(
        maxIntegerDigits: 9, maxFractionDigits: 3, allowNegative: true,
        currency: try Currency("EUR"), style: Self.styles[styleIndex])
      var field = try KeypadField(locale: locale, rules: rules)
      for operation in operations {
        Self.apply(operation, to: &field)
        let range = field.numberRange
        let selection = field.selection
        for end in [selection.lowerBound, selection.upperBound] {
          let atStart = end == 0 && field.typed.text.hasPrefix("-")
          #expect(
            atStart || (range.lowerBound...range.upperBound).contains(end),
            "\(operation) in \(locale): \(end) outside \(range) of \(field.display(editing: true).debugDescription)"
          )
        }
        var again = field
        again.select(utf16Range: selection)
        #expect(again.selection == selection, "\(operation) in \(locale)")
      }
    }
  }

  /// Applies one operation to a field; offsets are reduced modulo the
  /// display's length + 1.
  static func apply(_ operation: EditPropertyTests.Operation, to field: inout KeypadField) {
    let length = field.display(editing: true).utf16.count + 1
    switch operation {
    case .key(let key): field.press(key)
    case .deleteForward: field.deleteForward()
    case .select(let first, let second):
      let (start, end) = (first % length, second % length)
      field.select(utf16Range: min(start, end)..<max(start, end))
    case .replace(let first, let second, let index):
      let (start, end) = (first % length, second % length)
      let text = EditPropertyTests.texts[index].replacingGroup(
        with: field.symbols.groupingSeparator)
      field.replace(utf16Range: min(start, end)..<max(start, end), with: text)
    case .undo: field.undo()
    case .redo: field.redo()
    }
  }
}
