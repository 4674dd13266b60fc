import Testing

@_spi(Engine) @testable import Keypad

/// The card number kind against the networks' published test numbers
/// (Stripe's testing page, https://docs.stripe.com/testing, lists them by
/// brand), and the issue's examples.
@Suite struct CardKindTests {
  /// Published test numbers by brand; each passes Luhn.
  static let testNumbers: [(String, CardBrand)] = [
    ("4242424242424242", .visa), ("4000056655665556", .visa), ("4012888888881881", .visa),
    ("5555555555554444", .mastercard), ("2223003122003222", .mastercard),
    ("5200828282828210", .mastercard), ("5105105105105100", .mastercard),
    ("378282246310005", .amex), ("371449635398431", .amex),
    ("6011111111111117", .discover), ("6011000990139424", .discover),
    ("6011981111111113", .discover),
    ("3056930009020004", .diners), ("36227206271667", .diners),
    ("3566002020360505", .jcb),
    ("6200000000000005", .unionpay), ("6205500000000000004", .unionpay),
    ("6759649826438453", .maestro),
  ]

  func card() throws -> KeypadField {
    try KeypadField(locale: "en_US", rules: FieldRules(kind: .card))
  }

  @Test(arguments: testNumbers)
  func theBrandComesFromTheLeadingDigits(number: String, brand: CardBrand) throws {
    #expect(CardBrand.of(number) == brand)
    #expect(CardFormat.passesLuhn(number))
    #expect(CardFormat().validate(number) == nil)
    var field = try card()
    for character in number { #expect(field.type(character) == .accepted) }
    #expect(field.cardBrand == brand)
    #expect(field.value == .cardNumber(number))
  }

  /// Every run of up to five leading digits, and each followed by more
  /// digits, has the brand of the longest of the table's prefixes it
  /// starts with (the first listed, of two as long), compared as text.
  @Test func everyRunOfLeadingDigitsHasTheLongestMatchingPrefixsBrand() {
    var brandOfPrefix: [String: CardBrand] = [:]
    for range in CardBrand.issuerRanges {
      for prefix in range.low...range.high where brandOfPrefix[String(prefix)] == nil {
        brandOfPrefix[String(prefix)] = range.brand
      }
    }
    func expected(_ run: String) -> CardBrand? {
      var brand: CardBrand?
      for length in 1...max(1, min(run.count, 6)) where length <= run.count {
        brand = brandOfPrefix[String(run.prefix(length))] ?? brand
      }
      return brand
    }
    var runs = [""]
    var longest = [""]
    for _ in 1...5 {
      longest = longest.flatMap { run in "0123456789".map { run + String($0) } }
      runs += longest
    }
    #expect(runs.count == 111_111)
    for run in runs {
      #expect(CardBrand.of(run) == expected(run), "\(run)")
      let longer = run + "9876543210"
      #expect(CardBrand.of(longer) == expected(longer), "\(longer)")
    }
  }

  @Test func theBrandIsUpdatedAsDigitsCome() throws {
    var field = try card()
    field.type("5")
    #expect(field.cardBrand == nil)
    field.type("0")
    #expect(field.cardBrand == nil)
    field.type("1")
    #expect(field.cardBrand == nil)
    field.type("8")
    #expect(field.cardBrand == .maestro)
    field.press(.backspace)
    #expect(field.cardBrand == nil)
    #expect(field.paste("2221") == .accepted)
    #expect(field.cardBrand == .mastercard)
    #expect(field.paste("2720") == .accepted)
    #expect(field.cardBrand == .mastercard)
    #expect(field.paste("2721") == .accepted)
    #expect(field.cardBrand == nil)
  }

  @Test func numbersAreGroupedAsTheBrandPrintsThem() throws {
    var visa = try card()
    for character in "4242424242424242" { visa.type(character) }
    #expect(visa.display(editing: true) == "4242 4242 4242 4242")
    var amex = try card()
    for character in "378282246310005" { amex.type(character) }
    #expect(amex.display(editing: true) == "3782 822463 10005")
    var diners = try card()
    for character in "36227206271667" { diners.type(character) }
    #expect(diners.display(editing: true) == "3622 720627 1667")
    var unionpay = try card()
    for character in "6205500000000000004" { unionpay.type(character) }
    #expect(unionpay.display(editing: true) == "6205 5000 0000 0000 004")
  }

  @Test func theBrandsMaximumLengthIsEnforcedWhileTyping() throws {
    var amex = try card()
    for character in "378282246310005" { amex.type(character) }
    #expect(amex.type("1") == .rejected(.maxLength))
    var mastercard = try card()
    for character in "5555555555554444" { mastercard.type(character) }
    #expect(mastercard.type("1") == .rejected(.maxLength))
    #expect(mastercard.display(editing: true) == "5555 5555 5555 4444")
  }

  @Test func backspaceAfterASpaceDeletesTheDigitBefore() throws {
    var field = try card()
    for character in "42424242" { field.type(character) }
    #expect(field.display(editing: true) == "4242 4242")
    field.select(utf16Range: 5..<5)
    field.press(.backspace)
    #expect(field.display(editing: true) == "4244 242")
    #expect(field.selection == 3..<3)
  }

  @Test func pasteTakesTheNumberWithOrWithoutSpacesAndHyphens() throws {
    var field = try card()
    #expect(field.paste("4242-4242-4242-4242") == .accepted)
    #expect(field.value == .cardNumber("4242424242424242"))
    #expect(field.paste("4242 4242 4242 4242") == .accepted)
    #expect(field.display(editing: true) == "4242 4242 4242 4242")
    #expect(field.paste("37828224631000512") == .rejected(.maxLength))
    #expect(field.paste("4242/4242") == .rejected(.unparseable))
    #expect(field.display(editing: true) == "4242 4242 4242 4242")
  }

  @Test func doneRefusesLuhnFailuresAndLengthsTheBrandDoesNotIssue() {
    let format = CardFormat()
    #expect(format.validate("4242424242424241") == .invalidCardNumber)
    // 15 digits passing Luhn, but Visa issues 13, 16 and 19.
    #expect(CardFormat.passesLuhn("424242424242424"))
    #expect(format.validate("424242424242424") == .invalidCardNumber)
    #expect(format.validate("4222222222222") == nil)
  }

  @Test func aValidNumberIsComplete() {
    let format = CardFormat()
    #expect(format.isComplete("4242424242424242"))
    #expect(!format.isComplete("4242424242424241"))
    #expect(format.isComplete("378282246310005"))
    #expect(!format.isComplete("424242424242424"))
  }

  @Test func theSpokenValueNamesTheBrand() throws {
    var field = try card()
    for character in "37828" { field.type(character) }
    #expect(field.spokenValue?.text == "American Express, three seven eight two, eight")
  }

  @Test func aSpaceIsIgnoredWhereTheGroupsPutOne() throws {
    var field = try card()
    for character in "3782" { field.type(character) }
    #expect(field.type(" ") == .accepted)
    #expect(field.display(editing: true) == "3782")
    field.type("8")
    #expect(field.type(" ") == .rejected(.invalidCharacter))
  }
}
