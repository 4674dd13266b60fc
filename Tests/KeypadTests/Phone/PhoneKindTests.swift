@_spi(Engine) import Keypad
import KeypadPhone
import Testing

/// The phone kind on the examples.
@Suite struct PhoneKindTests {
  static func field(_ region: String, locale: String = "en_US") throws -> KeypadField {
    try KeypadField(locale: locale, rules: FieldRules(kind: .phone(region: region)))
  }

  @Test func germanAndAmericanNumbersShowAsLibphonenumberFormatsThem() throws {
    var german = try Self.field("DE", locale: "de_DE")
    for character in "03012345678" { german.type(character) }
    #expect(german.display(editing: true) == "030 12345678")
    #expect(german.value == .phoneNumber("+493012345678"))
    var american = try Self.field("US")
    for character in "6502530000" { american.type(character) }
    #expect(american.display(editing: true) == "(650) 253-0000")
    #expect(american.value == .phoneNumber("+16502530000"))
  }

  @Test func theValueIsNoneUntilTheNumberIsPossible() throws {
    var field = try Self.field("US")
    for character in "650" { field.type(character) }
    #expect(field.value == nil)
  }

  /// Digits that leave a national number of 0 are no number.
  ///
  /// US `110000000000`: the calling code and the national prefix leave a
  /// national number of 0, which libphonenumber finds possible by length
  /// and formats as the raw input, without `+`. No value, and Done refuses
  /// it.
  @Test func digitsThatLeaveNoNationalNumberHaveNoValue() throws {
    var field = try Self.field("US")
    for character in "110000000000" { field.type(character) }
    #expect(field.value == nil)
    #expect(try PhoneFormat(region: "US").validate("110000000000") == .invalidPhoneNumber)
  }

  @Test func theSignKeyAndATypedPlusStartAnInternationalNumber() throws {
    var field = try Self.field("US")
    #expect(field.press(.sign) == .accepted)
    for character in "493012345678" { field.type(character) }
    #expect(field.display(editing: true) == "+49 30 12345678")
    #expect(field.value == .phoneNumber("+493012345678"))
    let format = try #require(field.format(as: PhoneFormat.self))
    #expect(format.region(of: "+493012345678") == "DE")
    var typed = try Self.field("DE")
    #expect(typed.type("+") == .accepted)
    for character in "16502530000" { typed.type(character) }
    #expect(typed.display(editing: true) == "+1 650-253-0000")
  }

  @Test func aPlusTypedAnywhereButFirstIsRefusedAndChangesNothing() throws {
    var field = try Self.field("US")
    for character in "650" { field.type(character) }
    #expect(field.type("+") == .rejected(.digitsOnly))
    #expect(field.display(editing: true) == "650")
    #expect(field.press(.decimal) == .rejected(.digitsOnly))
  }

  @Test func theSignKeyMakesANumberInternationalAndBackFromAnyCaret() throws {
    var field = try Self.field("US")
    for character in "4930123" { field.type(character) }
    #expect(field.press(.sign) == .accepted)
    #expect(field.display(editing: true) == PhoneReference.asYouType("+4930123", region: "US"))
    for character in "45678" { field.type(character) }
    #expect(field.value == .phoneNumber("+493012345678"))
    #expect(field.press(.sign) == .accepted)
    #expect(field.display(editing: true) == PhoneReference.asYouType("493012345678", region: "US"))
    #expect(field.selection.lowerBound == field.display(editing: true).utf16.count)
  }

  @Test func theRegionFollowsTheCountryCallingCode() throws {
    let format = try PhoneFormat(region: "US")
    #expect(format.region(of: "6502530000") == "US")
    #expect(format.region(of: "5062345678") == "US")
    #expect(format.region(of: "+4930") == "DE")
    #expect(format.region(of: "+15062345678") == "CA")
    #expect(try PhoneFormat(region: "DE").region(of: "00441632960001") == "GB")
  }

  @Test func doneRefusesANumberThatIsNotValid() throws {
    let format = try PhoneFormat(region: "US")
    #expect(format.validate("6502530000") == nil)
    #expect(format.validate("1234") == .invalidPhoneNumber)
    #expect(ValidationCode.invalidPhoneNumber.rawValue == "invalid-phone-number")
    var form = try KeypadForm(
      fields: [
        FormField(
          name: "phone", label: "Phone", tag: 1, rules: FieldRules(kind: .phone(region: "US")))
      ],
      symbols: .locale("en_US"))
    form.apply(.focus("phone"))
    form.apply(.characters("555"))
    form.apply(.done)
    #expect(form.failures.map(\.code) == [.invalidPhoneNumber])
  }

  @Test(arguments: [
    ("+49 30 12345678", "+49 30 12345678", "+493012345678"),
    ("(030) 123 456 78", "030 12345678", "+493012345678"),
    ("0049 30 12345678", "+49 30 12345678", "+493012345678"),
    ("０３０ １２３４５６７８", "030 12345678", "+493012345678"),
  ])
  func pasteTakesNationalAndInternationalText(text: String, display: String, value: String) throws {
    var field = try Self.field("DE", locale: "de_DE")
    #expect(field.paste(text) == .accepted)
    #expect(field.display(editing: true) == display)
    #expect(field.value == .phoneNumber(value))
  }

  /// libphonenumber strips a national prefix after a calling code, so
  /// `+60` and the national number of `+600000000001` reads as another
  /// number: such a paste is typed as written.
  @Test(arguments: [
    ("MY", "+600000000001", "+60000000001"), ("DE", "+49006984", "+4906984"),
  ])
  func anInternationalPasteKeepsItsNumber(region: String, text: String, value: String) throws {
    var field = try Self.field(region)
    for character in text { field.type(character) }
    #expect(field.value == .phoneNumber(value))
    var pasted = try Self.field(region)
    #expect(pasted.paste(field.display(editing: true)) == .accepted)
    #expect(pasted.display(editing: true) == field.display(editing: true))
    #expect(pasted.value == .phoneNumber(value))
  }

  @Test func aVanityNumberIsPastedAsItsDigits() throws {
    var field = try Self.field("US")
    #expect(field.paste("800-FLOWERS") == .accepted)
    #expect(field.display(editing: true) == "(800) 356-9377")
    #expect(field.paste("1-800-FLOWERS") == .accepted)
    #expect(field.display(editing: true) == "+1 800-356-9377")
  }

  @Test(arguments: ["hello", "030 123 ext. 4", "+", "", "650 253 0000 x12"])
  func pasteRefusesWhatIsNoNumberAndChangesNothing(text: String) throws {
    var field = try Self.field("US")
    for character in "650" { field.type(character) }
    #expect(field.paste(text) == .rejected(.unparseable))
    #expect(field.display(editing: true) == "650")
  }

  @Test func backspaceOverFormattingDeletesTheDigitBeforeIt() throws {
    var field = try Self.field("US")
    for character in "6502530000" { field.type(character) }
    // "(650) 253-0000": the caret after ") " deletes the 0 before it.
    #expect(field.select(utf16Range: 6..<6) == .accepted)
    #expect(field.press(.backspace) == .accepted)
    let display = try #require(PhoneReference.asYouType("652530000", region: "US"))
    #expect(field.display(editing: true) == display)
    let caret = PhoneReference.caretOffsets(of: "652530000", in: display)[2]
    #expect(field.selection == caret..<caret)
    #expect(field.value == nil)
  }

  @Test func anEditInTheMiddleKeepsTheCaretAfterTheSameDigit() throws {
    var field = try Self.field("US")
    for character in "650253000" { field.type(character) }
    // Caret after the 0 of 650; type 9: 6509253000.
    let caret = PhoneReference.caretOffsets(of: "650253000", in: field.display(editing: true))[3]
    #expect(field.select(utf16Range: caret..<caret) == .accepted)
    #expect(field.type("9") == .accepted)
    let display = try #require(PhoneReference.asYouType("6509253000", region: "US"))
    #expect(field.display(editing: true) == display)
    let after = PhoneReference.caretOffsets(of: "6509253000", in: display)[4]
    #expect(field.selection == after..<after)
  }

  @Test func digitsOfTheLocaleAndFullWidthAreTyped() throws {
    var arabic = try Self.field("EG", locale: "ar_EG")
    for character in "٠١٠٠١٢٣٤٥٦٧" { #expect(arabic.type(character) == .accepted) }
    #expect(arabic.display(editing: true) == PhoneReference.asYouType("01001234567", region: "EG"))
    var wide = try Self.field("US")
    for character in "６５０" { #expect(wide.type(character) == .accepted) }
    #expect(wide.display(editing: true) == "650")
  }

  @Test func aWidgetsInsertedPlusAndWholeTextAreTakenAsTyped() throws {
    // What a text widget sends: one character at a range, or its whole text.
    var field = try Self.field("US")
    #expect(field.replace(utf16Range: 0..<0, with: "+") == .accepted)
    #expect(field.display(editing: true) == "+")
    #expect(field.setText("+4", caret: 2) == .accepted)
    #expect(field.setText("+49", caret: 3) == .accepted)
    #expect(field.display(editing: true) == "+49 ")  // the formatter's space after the calling code
    #expect(field.replace(utf16Range: 1..<1, with: "+") == .rejected(.digitsOnly))
    #expect(field.replace(utf16Range: 0..<3, with: "+49 30 12345678") == .accepted)
    #expect(field.display(editing: true) == "+49 30 12345678")
  }

  @Test func typedFormattingIsAcceptedAndChangesNothing() throws {
    var field = try Self.field("US")
    for character in "(650) 253-0000" { #expect(field.type(character) == .accepted) }
    #expect(field.display(editing: true) == "(650) 253-0000")
  }

  @Test func theSpokenValueSaysTheDigitsInTheirGroups() throws {
    var field = try Self.field("US")
    for character in "6502530000" { field.type(character) }
    #expect(
      field.spokenValue?.text
        == "six five zero, two five three, zero zero zero zero")
  }

  @Test func regionsAreLibphonenumbers() throws {
    #expect(try PhoneFormat(region: "DE").region == "DE")
    #expect(throws: PhoneError.unknownRegion("XX")) { try PhoneFormat(region: "XX") }
    #expect(throws: PhoneError.unknownRegion("de")) { try PhoneFormat(region: "de") }
    #expect(PhoneError.unknownRegion("XX").code == "unknown-region")
    #expect(try PhoneFormat(locale: "de").region == "DE")
    #expect(try PhoneFormat(locale: "en_GB").region == "GB")
  }

  @Test func moreThanEighteenDigitsAreRefused() throws {
    var field = try Self.field("US")
    for _ in 0..<PhoneFormat.maxDigits { #expect(field.type("1") == .accepted) }
    #expect(field.type("1") == .rejected(.maxLength))
  }
}
