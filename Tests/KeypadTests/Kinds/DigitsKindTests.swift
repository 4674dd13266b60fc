import Testing

@_spi(Engine) @testable import Keypad

/// The digits kind, with the issue's examples.
@Suite struct DigitsKindTests {
  func field(_ pattern: String, minLength: Int? = nil, locale: String = "en_US") throws
    -> KeypadField
  {
    try KeypadField(
      locale: locale, rules: FieldRules(kind: .digits(pattern: pattern, minLength: minLength)))
  }

  @Test func aLiteralAppearsOnceTheDigitAfterItIsTyped() throws {
    var postcode = try field("### ###")
    for character in "123" { postcode.type(character) }
    #expect(postcode.display(editing: true) == "123")
    postcode.type("4")
    #expect(postcode.display(editing: true) == "123 4")
    for character in "56" { postcode.type(character) }
    #expect(postcode.display(editing: true) == "123 456")
    #expect(postcode.value == .digits("123456"))
  }

  @Test func aPatternWithSeveralLiterals() throws {
    var account = try field("##-####-##")
    for character in "12345678" { account.type(character) }
    #expect(account.display(editing: true) == "12-3456-78")
    #expect(account.selection == 10..<10)
  }

  @Test func typingTheNextLiteralIsAcceptedAndIgnored() throws {
    var account = try field("##-####-##")
    for character in "12" { account.type(character) }
    #expect(account.type("-") == .accepted)
    #expect(account.display(editing: true) == "12")
    #expect(account.canUndo)
    account.type("3")
    #expect(account.display(editing: true) == "12-3")
    // Not the next literal: a minus is no digit.
    #expect(account.type("-") == .rejected(.digitsOnly))
    #expect(account.display(editing: true) == "12-3")
    #expect(account.replace(utf16Range: 4..<4, with: " ") == .rejected(.invalidCharacter))
  }

  @Test func theMaximumLengthIsEnforcedWhileTyping() throws {
    var postcode = try field("### ###")
    for character in "123456" { postcode.type(character) }
    #expect(postcode.type("7") == .rejected(.maxLength))
    #expect(postcode.display(editing: true) == "123 456")
    #expect(try DigitsFormat(pattern: "### ###").check("1234567") == .maxLength)
  }

  @Test func backspaceAfterALiteralDeletesTheDigitBeforeIt() throws {
    var card = try field("#### ####")
    for character in "42424242" { card.type(character) }
    #expect(card.display(editing: true) == "4242 4242")
    #expect(card.replace(utf16Range: 4..<5, with: "") == .accepted)
    #expect(card.display(editing: true) == "4244 242")
    #expect(card.selection == 3..<3)
    card.undo()
    #expect(card.display(editing: true) == "4242 4242")
    #expect(card.select(utf16Range: 5..<5) == .accepted)
    #expect(card.selection == 4..<4)
    #expect(card.press(.backspace) == .accepted)
    #expect(card.display(editing: true) == "4244 242")
  }

  @Test func theDecimalAndSignKeysAreRefused() throws {
    var postcode = try field("### ###")
    #expect(postcode.press(.decimal) == .rejected(.digitsOnly))
    #expect(postcode.press(.sign) == .rejected(.digitsOnly))
    #expect(!postcode.canPress(.decimal))
    #expect(postcode.canPress(.digit(1)))
    #expect(postcode.increment() == .rejected(.digitsOnly))
    #expect(postcode.display(editing: true).isEmpty)
  }

  @Test func pasteTakesTheDigitsWithOrWithoutLiterals() throws {
    var account = try field("##-####-##")
    #expect(account.paste("12-3456-78") == .accepted)
    #expect(account.value == .digits("12345678"))
    #expect(account.paste(" 87654321 ") == .accepted)
    #expect(account.display(editing: true) == "87-6543-21")
    #expect(account.paste("12/34") == .rejected(.unparseable))
    #expect(account.paste("123456789") == .rejected(.maxLength))
    #expect(account.display(editing: true) == "87-6543-21")
    #expect(account.replace(utf16Range: 0..<10, with: "12.5") == .rejected(.unparseable))
  }

  @Test func theDisplayShowsTheLocalesDigits() throws {
    var postcode = try field("### ###", locale: "ar_EG")
    for character in "1234" { postcode.type(character) }
    #expect(postcode.display(editing: true) == "١٢٣ ٤")
    #expect(postcode.value == .digits("1234"))
  }

  @Test func digitsAreSpokenOneByOneInTheirGroups() throws {
    var postcode = try field("### ###")
    for character in "12345" { postcode.type(character) }
    #expect(postcode.spokenValue?.text == "one two three, four five")
  }

  @Test func invalidPatternsAndLengthsAreRefused() {
    #expect(throws: RulesError.invalidPattern("#1#")) { try DigitsFormat(pattern: "#1#") }
    #expect(throws: RulesError.invalidPattern("--")) { try DigitsFormat(pattern: "--") }
    #expect(throws: RulesError.invalidLength(min: 4, max: 3)) {
      try DigitsFormat(pattern: "###", minLength: 4)
    }
    #expect(throws: RulesError.invalidLength(min: 1, max: 4)) {
      try DigitsFormat(pattern: "###", minLength: 1, maxLength: 4)
    }
  }

  /// A literal may not be a digit of any script (general category Nd, as
  /// ICU answers), nor hold one among its scalars; a number that is no
  /// digit a key types (a fraction, a numeral letter) may.
  @Test func aDigitOfAnyScriptIsNoLiteral() throws {
    for digit in ["1", "\u{663}", "\u{966}", "\u{FF15}", "\u{1D7D9}", "e\u{663}"] {
      #expect(throws: RulesError.invalidPattern("##\(digit)#")) {
        try DigitsFormat(pattern: "##\(digit)#")
      }
    }
    for literal in ["\u{BD}", "\u{2163}", "\u{4E94}", "-", "e\u{301}"] {
      #expect(try DigitsFormat(pattern: "##\(literal)#").pattern == "##\(literal)#")
    }
  }

  @Test func aKindDefinedOutsideTheLibraryPlugsIn() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .custom(PairsFormat())))
    for character in "12345" { field.type(character) }
    #expect(field.display(editing: true) == "12.34.5")
    #expect(field.rules.kind.name == "pairs")
    field.select(utf16Range: 3..<3)
    field.press(.backspace)
    #expect(field.display(editing: true) == "13.45")
  }
}
