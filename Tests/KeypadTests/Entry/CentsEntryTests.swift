import Testing

@_spi(Engine) @testable import Keypad

/// The cents (ATM-style) entry rules.
@Suite struct CentsEntryTests {
  let rules: FieldRules

  init() throws {
    rules = try FieldRules(
      maxIntegerDigits: 3, maxFractionDigits: 2, allowNegative: true, entryMode: .cents)
  }

  func values(typing keys: [Key]) -> [String?] {
    var entry = EntryState()
    return keys.map { key in
      entry.apply(key, rules: rules)
      return entry.value(rules: rules)?.description
    }
  }

  @Test func digitsShiftInFromTheRight() {
    #expect(values(typing: [.digit(1), .digit(2), .digit(3)]) == ["0.01", "0.12", "1.23"])
  }

  @Test func backspaceShiftsTheLastDigitOut() {
    #expect(
      values(typing: [.digit(1), .digit(2), .digit(3), .backspace, .backspace, .backspace])
        == ["0.01", "0.12", "1.23", "0.12", "0.01", nil])
  }

  @Test func leadingZerosNeverAccumulate() {
    #expect(
      values(typing: [.digit(0), .digit(0), .doubleZero, .digit(7)])
        == ["0.00", "0.00", "0.00", "0.07"])
  }

  @Test func theDecimalKeyIsRejected() {
    var entry = EntryState()
    entry.apply(.digit(5), rules: rules)
    #expect(entry.apply(.decimal, rules: rules) == .rejected(.decimalNotAllowed))
    #expect(entry.value(rules: rules)?.description == "0.05")
  }

  @Test func integerDigitsAreLimited() {
    var entry = EntryState()
    for digit: UInt8 in [1, 2, 3, 4, 5] { entry.apply(.digit(digit), rules: rules) }
    #expect(entry.value(rules: rules)?.description == "123.45")
    #expect(entry.apply(.digit(6), rules: rules) == .rejected(.maxIntegerDigits))
    #expect(entry.apply(.doubleZero, rules: rules) == .rejected(.maxIntegerDigits))
    #expect(entry.value(rules: rules)?.description == "123.45")
  }

  @Test func signMakesTheAmountNegative() {
    #expect(values(typing: [.digit(4), .sign]) == ["0.04", "-0.04"])
  }

  @Test func displayShowsTheFixedFraction() throws {
    var amount = try KeypadField(locale: "de_DE", rules: rules)
    #expect(amount.display(editing: true) == "")
    amount.press(.digit(5))
    #expect(amount.display(editing: true) == "0,05")
    for digit: UInt8 in [0, 0, 0] { amount.press(.digit(digit)) }
    #expect(amount.display(editing: true) == "50,00")
  }

  /// A select-all then a digit replaces the amount.
  ///
  /// As a select-all then Delete clears it: 1.23, the whole display
  /// replaced by 9, is 0.09, one step of undo. A character over part of it
  /// still goes in at the end as its key.
  @Test func aCharacterOverTheWholeDisplayReplacesIt() throws {
    var field = try KeypadField(locale: "en_US", rules: rules)
    for character in "123" { field.type(character) }
    #expect(field.replace(utf16Range: 0..<4, with: "9") == .accepted)
    #expect(field.display(editing: true) == "0.09")
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1.23")
    #expect(field.replace(utf16Range: 0..<4, with: "") == .accepted)
    #expect(field.display(editing: true) == "")
    #expect(field.undo() == .accepted)
    #expect(field.replace(utf16Range: 2..<4, with: "9") == .accepted)
    #expect(field.display(editing: true) == "12.39")
  }
}
