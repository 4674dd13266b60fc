import Testing

@_spi(Engine) @testable import Keypad

/// The engine members for kinds like phone numbers (`EngineKindFormat`), on a kind of the
/// tests' own: a leading `+` and a paste read the kind's way.
@Suite struct LeadingPlusKindTests {
  /// Digits after an optional `+`, shown as typed; a paste of `00…` is
  /// read as `+…`, and refused (empty) without digits after `00`.
  struct International: EngineKindFormat {
    var kindName: String { "international" }
    func check(_ typed: String) -> EntryRejection? { typed.count > 8 ? .maxLength : nil }
    func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
      var text = FormattedText()
      for character in typed { text.appendTyped(String(character)) }
      return text
    }
    var takesLeadingPlus: Bool { true }
    func typedCharacters(pasting text: String) -> String? {
      guard text.hasPrefix("00") else { return nil }
      let digits = text.dropFirst(2).filter(\.isNumber)
      return digits.isEmpty ? "" : "+" + digits
    }
  }

  static func field() throws -> KeypadField {
    try KeypadField(locale: "en_US", rules: FieldRules(kind: .custom(International())))
  }

  @Test func theSignKeyAndATypedPlusTypeIt() throws {
    var field = try Self.field()
    #expect(field.press(.sign) == .accepted)
    #expect(field.display(editing: true) == "+")
    #expect(field.press(.backspace) == .accepted)
    #expect(field.type("＋") == .accepted)
    #expect(field.type("4") == .accepted)
    #expect(field.display(editing: true) == "+4")
  }

  @Test func aPlusOnlyStandsFirst() throws {
    var field = try Self.field()
    field.type("1")
    #expect(field.type("+") == .rejected(.digitsOnly))
    #expect(field.display(editing: true) == "1")
    #expect(field.select(utf16Range: 0..<0) == .accepted)
    #expect(field.type("+") == .accepted)
    #expect(field.display(editing: true) == "+1")
    // A second plus, or a digit before the plus, is refused.
    #expect(field.select(utf16Range: 0..<0) == .accepted)
    #expect(field.type("+") == .rejected(.digitsOnly))
    #expect(field.type("2") == .rejected(.digitsOnly))
    #expect(field.display(editing: true) == "+1")
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1")
  }

  /// As the sign key toggles a decimal field's minus from any caret.
  @Test func theSignKeyPutsThePlusFirstOrTakesItAwayFromAnyCaret() throws {
    var field = try Self.field()
    for character in "123" { field.type(character) }
    #expect(field.select(utf16Range: 2..<2) == .accepted)  // 12|3
    #expect(field.press(.sign) == .accepted)
    #expect(field.display(editing: true) == "+123")
    #expect(field.selection == 3..<3)  // +12|3
    #expect(field.select(utf16Range: 1..<3) == .accepted)  // +[12]3
    #expect(field.press(.sign) == .accepted)
    #expect(field.display(editing: true) == "123")
    #expect(field.selection == 0..<2)  // [12]3
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "+123")
    #expect(field.selection == 1..<3)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "123")
    #expect(field.selection == 2..<2)
  }

  @Test func aPasteIsReadTheKindsWayOrTheFieldsWay() throws {
    var field = try Self.field()
    #expect(field.paste("0049 30") == .accepted)
    #expect(field.display(editing: true) == "+4930")
    #expect(field.paste("12 34") == .accepted)
    #expect(field.display(editing: true) == "1234")
    #expect(field.paste("00") == .rejected(.unparseable))
    #expect(field.display(editing: true) == "1234")
  }

  @Test func otherKindsStillRefuseTheSignAndThePlus() throws {
    var field = try KeypadField(
      locale: "en_US", rules: FieldRules(kind: .digits(pattern: "####")))
    #expect(field.press(.sign) == .rejected(.digitsOnly))
    #expect(field.type("+") == .rejected(.invalidCharacter))
    #expect(field.replace(utf16Range: 0..<0, with: "+") == .rejected(.invalidCharacter))
    #expect(try DigitsFormat(pattern: "##").takesLeadingPlus == false)
    #expect(try DigitsFormat(pattern: "##").typedCharacters(pasting: "12") == nil)
  }
}
