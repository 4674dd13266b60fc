import Testing

@_spi(Engine) @testable import Keypad

/// The decimal key when the number already has a separator (issue 24):
/// refused by default, or a jump of the caret into the fraction.
@Suite struct SecondDecimalTests {
  static func field(_ option: SecondDecimalKey, locale: String = "en_US") throws -> KeypadField {
    try KeypadField(locale: locale, rules: FieldRules(allowNegative: true, secondDecimal: option))
  }

  @Test func theDefaultRefusesASecondSeparator() throws {
    #expect(FieldRules.standard.secondDecimal == .duplicateDecimal)
    var field = try Self.field(.duplicateDecimal)
    for character in "12.3" { field.type(character) }
    #expect(field.press(.decimal) == .rejected(.duplicateDecimal))
  }

  @Test func jumpPutsTheCaretRightAfterTheSeparatorAndChangesNothingElse() throws {
    var field = try Self.field(.jump)
    for character in "1234.5" { field.type(character) }  // 1,234.5|
    field.select(utf16Range: 1..<1)  // 1|,234.5
    #expect(field.press(.decimal) == .accepted)
    #expect(field.display(editing: true) == "1,234.5")
    #expect(field.selection == 6..<6)  // 1,234.|5
    field.type("0")
    #expect(field.display(editing: true) == "1,234.05")
    // No step of undo: one undo takes back the 0, the next the 5.
    field.undo()
    #expect(field.display(editing: true) == "1,234.5")
    field.undo()
    #expect(field.display(editing: true) == "1,234.")
  }

  @Test func jumpFromTheEndAndFromTheFractionStaysAfterTheSeparator() throws {
    var field = try Self.field(.jump, locale: "de_DE")
    for character in "-12,34" { field.type(character) }
    #expect(field.type(",") == .accepted)
    #expect(field.selection == 4..<4)  // -12,|34
    #expect(field.press(.decimal) == .accepted)
    #expect(field.selection == 4..<4)
    #expect(field.canPress(.decimal))
  }

  @Test func jumpDoesNotChangeAFieldWithoutSeparatorOrASelectionOverIt() throws {
    var field = try Self.field(.jump)
    for character in "12" { field.type(character) }
    #expect(field.press(.decimal) == .accepted)
    #expect(field.display(editing: true) == "12.")
    for character in "5" { field.type(character) }
    field.select(utf16Range: 1..<3)  // 1[2.]5
    #expect(field.press(.decimal) == .accepted)
    #expect(field.display(editing: true) == "1.5")
  }

  @Test func aSeparatorTypedAtACaretAsUIKitSendsItJumpsToo() throws {
    var field = try Self.field(.jump, locale: "de_DE")
    for character in "1234,5" { field.type(character) }  // 1.234,5
    #expect(field.replace(utf16Range: 1..<1, with: ",") == .accepted)
    #expect(field.display(editing: true) == "1.234,5")
    #expect(field.selection == 6..<6)
    #expect(field.replace(utf16Range: 0..<0, with: ",5") == .rejected(.duplicateDecimal))
    var refusing = try Self.field(.duplicateDecimal)
    for character in "1.5" { refusing.type(character) }
    #expect(refusing.replace(utf16Range: 1..<1, with: ".") == .rejected(.duplicateDecimal))
  }

  @Test func centsModeStillRefusesTheDecimalKey() throws {
    var field = try KeypadField(
      locale: "en_US", rules: FieldRules(entryMode: .cents, secondDecimal: .jump))
    field.type("5")
    #expect(field.press(.decimal) == .rejected(.decimalNotAllowed))
  }
}
