import Testing

@_spi(Engine) @testable import Keypad

/// Pasting whole strings in a field's locale.
@Suite struct PasteTests {
  func pasted(_ text: String, _ locale: String, rules: FieldRules? = nil) throws -> String? {
    var field = try KeypadField(
      locale: locale, rules: rules ?? FieldRules(maxIntegerDigits: 12, allowNegative: true))
    #expect(field.paste(text) == .accepted)
    return field.value?.description
  }

  @Test(arguments: [
    ("1,234.5", "en_US", "1234.5"),
    ("1.234,5", "de_DE", "1234.5"),
    (" 1\u{202F}234,5 ", "fr_FR", "1234.5"),
    ("1 234,5", "fr_FR", "1234.5"),
    ("1\u{2019}234.50", "de_CH", "1234.50"),
    ("1'234.50", "de_CH", "1234.50"),
    ("12,34,567.89", "en_IN", "1234567.89"),
    ("\u{061C}-١٬٢٣٤٫٥", "ar_EG", "-1234.5"),
    ("\u{200E}\u{2212}۱٬۲۳۴٫۵", "fa_IR", "-1234.5"),
    ("১২,৩৪,৫৬৭.৮৯", "bn_BD", "1234567.89"),
    ("１２３", "ja_JP", "123"),
    ("\t-42\n", "en_US", "-42"),
    ("+7", "en_US", "7"),
    (".5", "en_US", "0.5"),
    ("007", "en_US", "7"),
    ("1234", "es_ES", "1234"),
    ("12.345", "es_ES", "12345"),
    ("1234.5", "ar_EG", "1234.5"),
  ])
  func validNumbersReplaceTheValue(text: String, locale: String, expected: String) throws {
    #expect(try pasted(text, locale) == expected)
  }

  @Test(arguments: [
    ("", "en_US"), ("   ", "en_US"), ("-", "en_US"), ("abc", "en_US"), ("1.2.3", "en_US"),
    ("1234,567", "en_US"), ("1,,234", "en_US"), (",123", "en_US"),
    ("1,234,", "en_US"), ("12-3", "en_US"), ("1e5", "en_US"),
    ("1 234", "en_US"), ("1,234.5.", "en_US"), ("--5", "en_US"), ("5-", "en_US"),
    ("\u{FFFD}", "en_US"), ("$5", "en_US"),
  ])
  func malformedTextIsUnparseable(text: String, locale: String) throws {
    var field = try KeypadField(locale: locale, rules: FieldRules(allowNegative: true))
    field.type("9")
    #expect(field.paste(text) == .rejected(.unparseable))
    #expect(field.value?.description == "9")
  }

  @Test func numbersOutsideTheRulesAreRefusedWithTheRule() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(maxIntegerDigits: 3))
    #expect(field.paste("12.5") == .accepted)
    #expect(field.paste("1,234") == .rejected(.maxIntegerDigits))
    #expect(field.paste("1.234") == .rejected(.maxFractionDigits))
    #expect(field.paste("-1") == .rejected(.negativeNotAllowed))
    #expect(field.value?.description == "12.5")
  }

  @Test func leadingZerosDoNotCountAgainstTheLimit() throws {
    #expect(try pasted("0000000000000042", "en_US") == "42")
  }

  @Test func pasteIntoCentsModeKeepsTheFixedFraction() throws {
    let cents = try FieldRules(maxIntegerDigits: 5, entryMode: .cents)
    #expect(try pasted("12.5", "en_US", rules: cents) == "12.50")
    #expect(try pasted("0", "en_US", rules: cents) == "0.00")
  }

  @Test func megabytesOfTextAreHandled() throws {
    var field = try KeypadField(locale: "en_US")
    let digits = String(repeating: "9", count: 2_000_000)
    #expect(field.paste(digits) == .rejected(.maxIntegerDigits))
    #expect(field.paste(digits + "x") == .rejected(.unparseable))
    #expect(field.value == nil)
  }

  @Test func invalidUTF8IsUnparseable() throws {
    var field = try KeypadField(locale: "en_US")
    let bytes: [UInt8] = [0x31, 0xFF, 0xFE, 0x32]
    #expect(field.paste(String(decoding: bytes, as: UTF8.self)) == .rejected(.unparseable))
    #expect(field.value == nil)
  }
}

/// Typed characters mapped to keys.
@Suite struct KeyCharacterTests {
  @Test(arguments: [
    ("7", "en_US", Key.digit(7)), ("٣", "ar_EG", .digit(3)), ("۵", "fa_IR", .digit(5)),
    ("৯", "bn_BD", .digit(9)), ("４", "en_US", .digit(4)), (".", "de_DE", .decimal),
    (",", "en_US", .decimal), ("٫", "ar_EG", .decimal), ("-", "sv_SE", .sign),
    ("\u{2212}", "en_US", .sign),
  ])
  func charactersMapToKeys(character: Character, locale: String, key: Key) throws {
    #expect(Key(character: character, symbols: try NumberSymbols.locale(locale)) == key)
  }

  @Test(arguments: ["a", " ", "+", "e", "½", "Ⅻ"])
  func otherCharactersAreRejected(character: Character) throws {
    var field = try KeypadField(locale: "en_US")
    field.type("1")
    #expect(field.type(character) == .rejected(.invalidCharacter))
    #expect(field.display(editing: true) == "1")
  }

  @Test func commaLocalesCanTypeADecimalWithEitherMark() throws {
    for mark: Character in [",", "."] {
      var field = try KeypadField(locale: "de_DE")
      for character in "2" { field.type(character) }
      field.type(mark)
      field.type("5")
      #expect(field.display(editing: true) == "2,5")
      #expect(field.value?.description == "2.5")
    }
  }

  @Test func keyNamesRoundTrip() {
    let keys: [Key] =
      (0...9).map { .digit(UInt8($0)) } + [
        .doubleZero, .decimal, .backspace, .clear, .sign,
      ]
    for key in keys { #expect(Key(name: key.name) == key) }
    #expect(Key(name: "10") == nil)
    #expect(Key(name: "") == nil)
  }
}
