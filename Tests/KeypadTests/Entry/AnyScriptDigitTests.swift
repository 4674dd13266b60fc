import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Digits of every script (general category Nd), valued by ICU, in keys,
/// typed characters, edits and paste (issue 24); the display keeps the
/// field's own digits.
@Suite struct AnyScriptDigitTests {
  @Test(arguments: [
    ("٣", "en_US", 3), ("𝟙", "en_US", 1), ("۷", "de_DE", 7), ("৯", "en_US", 9),
    ("๕", "fr_FR", 5), ("᠒", "en_US", 2), ("７", "ar_EG", 7), ("3", "ar_EG", 3),
  ])
  func aDigitOfAnyScriptIsADigitKey(character: Character, locale: String, value: Int) throws {
    #expect(
      Key(character: character, symbols: try .locale(locale)) == .digit(UInt8(value)))
  }

  @Test func typedDigitsShowInTheFieldsOwnDigits() throws {
    var english = try KeypadField(locale: "en_US")
    for character in "١٢٣٤" { #expect(english.type(character) == .accepted) }
    #expect(english.display(editing: true) == "1,234")
    var arabic = try KeypadField(locale: "ar_EG")
    for character in "𝟙𝟚" { arabic.type(character) }
    #expect(arabic.display(editing: true) == "١٢")
  }

  @Test func aPasteAndAnEditTakeTheDigitsOfOneScript() throws {
    var field = try KeypadField(locale: "en_US")
    #expect(field.paste("١,٢٣٤.٥") == .accepted)
    #expect(field.value?.description == "1234.5")
    #expect(field.paste("𝟏𝟐.𝟓") == .accepted)
    #expect(field.value?.description == "12.5")
    #expect(field.replace(utf16Range: 0..<0, with: "٩") == .accepted)
    #expect(field.display(editing: true) == "912.5")
  }

  @Test(arguments: ["1٢3", "١2", "１2", "𝟙2.5", "12.٥", "1,2٣4"])
  func aPasteMixingTwoScriptsIsRefused(text: String) throws {
    var field = try KeypadField(locale: "en_US")
    #expect(field.paste("7") == .accepted)
    #expect(field.paste(text) == .rejected(.unparseable))
    #expect(field.value?.description == "7")
  }

  @Test func anEditMixingTwoScriptsIsRefused() throws {
    var field = try KeypadField(locale: "en_US")
    field.type("5")
    #expect(field.replace(utf16Range: 1..<1, with: "1٢") == .rejected(.unparseable), "as paste")
    #expect(field.display(editing: true) == "5")
    #expect(field.replace(utf16Range: 1..<1, with: "١٢") == .accepted)
    #expect(field.display(editing: true) == "512")
    #expect(field.replace(utf16Range: 0..<0, with: "٣") == .accepted)  // one character
    #expect(field.display(editing: true) == "3,512")
  }

  @Test func aPasteInTheLocalesOwnDigitsAndASCIIStillWorks() throws {
    var field = try KeypadField(locale: "ar_EG")
    #expect(field.paste("١٢٣") == .accepted)
    #expect(field.value?.description == "123")
    #expect(field.paste("456") == .accepted)
    #expect(field.value?.description == "456")
  }

  /// Every scalar Swift's own Unicode tables call a decimal digit, of a
  /// Unicode version ICU 72 knows (15.0), is the digit key of its numeric
  /// value; and no other scalar is a digit key in en_US.
  @Test func everyDecimalDigitOfUnicodeIsItsDigitKey() throws {
    let symbols = try NumberSymbols.locale("en_US")
    var checked = 0
    for value in UInt32(0)...0x1FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      guard let age = properties.age, age.major < 15 || (age.major == 15 && age.minor == 0)
      else { continue }
      let key = Key(character: Character(scalar), symbols: symbols)
      if properties.generalCategory == .decimalNumber, let number = properties.numericValue {
        #expect(key == .digit(UInt8(number)), "U+\(String(value, radix: 16))")
        checked += 1
      } else if case .digit = key {
        Issue.record("U+\(String(value, radix: 16)) is no decimal digit but a digit key")
      }
    }
    #expect(checked >= 650)
  }

  static let scripts: [UInt32] = [0x30, 0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10, 0x1D7CE]

  @Test func aNumberInAnyOneScriptPastesAsInASCII() async {
    await checkProperty(
      count: 200, input: Gen.int(in: 0...99_999_999), Gen.int(in: 0...(Self.scripts.count - 1)),
      Gen.int(in: 0...(Self.scripts.count - 1))
    ) { number, first, second in
      let ascii = String(number)
      func written(in zero: UInt32) -> String {
        String(
          String.UnicodeScalarView(
            ascii.unicodeScalars.compactMap { Unicode.Scalar(zero + $0.value - 0x30) }))
      }
      var field = try KeypadField(locale: "en_US", rules: try FieldRules(maxIntegerDigits: 12))
      #expect(field.paste(written(in: Self.scripts[first])) == .accepted)
      #expect(field.value?.description == ascii)
      // The same number with its last digit in another script is refused.
      guard first != second, ascii.count > 1 else { return }
      let mixed =
        String(written(in: Self.scripts[first]).dropLast())
        + written(in: Self.scripts[second]).suffix(1)
      #expect(field.paste(mixed) == .rejected(.unparseable))
    }
  }
}
