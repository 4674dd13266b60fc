import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// The expiry date kind, with the issue's examples.
@Suite struct ExpiryKindTests {
  func expiry() throws -> KeypadField {
    try KeypadField(locale: "en_US", rules: FieldRules(kind: .expiry))
  }

  @Test func aMonthAndAYearShowAsMMSlashYY() throws {
    var field = try expiry()
    for character in "12" { field.type(character) }
    #expect(field.display(editing: true) == "12")
    #expect(field.type("/") == .accepted)
    #expect(field.display(editing: true) == "12")
    field.type("2")
    #expect(field.display(editing: true) == "12/2")
    field.type("7")
    #expect(field.display(editing: true) == "12/27")
    #expect(field.value == .yearMonth(year: 2027, month: 12))
    #expect(field.value?.description == "2027-12")
    #expect(field.type("1") == .rejected(.maxLength))
  }

  @Test func aFirstMonthDigitOf2To9MeansZeroAndThatDigit() throws {
    var field = try expiry()
    field.type("5")
    #expect(field.display(editing: true) == "05")
    #expect(field.selection == 2..<2)
    for character in "27" { field.type(character) }
    #expect(field.display(editing: true) == "05/27")
    #expect(field.value == .yearMonth(year: 2027, month: 5))
    field.press(.backspace)
    field.press(.backspace)
    field.press(.backspace)
    #expect(field.display(editing: true).isEmpty)
  }

  @Test func month00And13To19AreRefusedAsTyped() throws {
    var field = try expiry()
    field.type("0")
    #expect(field.type("0") == .rejected(.invalidMonth))
    #expect(field.display(editing: true) == "0")
    var other = try expiry()
    other.type("1")
    for digit in "3456789" { #expect(other.type(digit) == .rejected(.invalidMonth)) }
    #expect(other.type("2") == .accepted)
    #expect(other.display(editing: true) == "12")
  }

  @Test func pasteTakesTheDateWithOrWithoutTheSlash() throws {
    var field = try expiry()
    #expect(field.paste("12/27") == .accepted)
    #expect(field.value == .yearMonth(year: 2027, month: 12))
    #expect(field.paste("0328") == .accepted)
    #expect(field.display(editing: true) == "03/28")
    #expect(field.paste("13/27") == .rejected(.invalidMonth))
    #expect(field.paste("12/273") == .rejected(.maxLength))
    #expect(field.display(editing: true) == "03/28")
  }

  @Test func aFourDigitYearAsAutofillWritesItIsReadAsItsLastTwo() throws {
    var field = try expiry()
    for (text, display) in [
      ("12/2027", "12/27"), ("05 / 2031", "05/31"), ("5/2031", "05/31"), ("1/2030", "01/30"),
      ("١٢/٢٠٢٧", "12/27"),
    ] {
      #expect(field.paste(text) == .accepted, "\(text)")
      #expect(field.display(editing: true) == display, "\(text)")
    }
    #expect(field.value == .yearMonth(year: 2027, month: 12))
    var edited = try expiry()
    #expect(edited.setText("12/2027") == .accepted)
    #expect(edited.display(editing: true) == "12/27")
    #expect(edited.value == .yearMonth(year: 2027, month: 12))
  }

  @Test func aFourDigitYearOutsideTheFieldsCenturyOrMonthIsRefused() throws {
    var field = try expiry()
    #expect(field.paste("03/28") == .accepted)
    #expect(field.paste("12/1999") == .rejected(.unparseable))
    #expect(field.paste("12/20277") == .rejected(.maxLength))
    #expect(field.paste("13/2027") == .rejected(.invalidMonth))
    #expect(field.paste("00/2027") == .rejected(.invalidMonth))
    #expect(field.display(editing: true) == "03/28")
  }

  @Test func doneRefusesAMonthBeforeTheCurrentOne() throws {
    let field = FormField(name: "expiry", tag: 1, rules: FieldRules(kind: .expiry))
    var form = try KeypadForm(fields: [field], symbols: .locale("en_US"))
    form.today = CalendarDay("2027-12-15")
    try form.focus("expiry")
    try form.paste("11/27")
    #expect(
      form.doneRequested().contains(
        .validationFailed([ValidationFailure(field: "expiry", code: .expired)])))
    try form.focus("expiry")
    try form.paste("12/27")
    #expect(
      form.doneRequested().contains(
        .submitted(["expiry": .yearMonth(year: 2027, month: 12)])))
    try form.focus("expiry")
    try form.paste("12/2")
    #expect(
      form.doneRequested().contains(
        .validationFailed([ValidationFailure(field: "expiry", code: .tooShort)])))
  }

  @Test func calendarDaysAreReadStrictly() {
    #expect(CalendarDay("2027-12-01") == CalendarDay(year: 2027, month: 12, day: 1))
    #expect(CalendarDay("2027-13-01") == nil)
    #expect(CalendarDay("2027-1-01") == nil)
    #expect(CalendarDay("2027-12-01x") == nil)
    #expect(CalendarDay("+027-12-01") == nil)
    #expect(CalendarDay("2027-12-01")?.description == "2027-12-01")
  }

  /// The issue's expiry rules as a model: `0#/##` once the first digit is 2
  /// to 9, else `##/##`; months 00 and 13 to 19 refused.
  static func shape(_ digits: [Character]) -> (pattern: [Character], maxLength: Int) {
    if let first = digits.first, "23456789".contains(first) { return (Array("0#/##"), 3) }
    return (Array("##/##"), 4)
  }

  static func reject(_ digits: [Character]) -> String? {
    guard digits.count >= 2, digits[0] == "0" || digits[0] == "1" else { return nil }
    let month = String(digits[0...1])
    return month == "00" || ("13"..."19").contains(month) ? "invalid-month" : nil
  }

  @Test func editsMatchTheModel() async {
    await checkProperty(count: 300, input: KindPropertyTests.operations) { operations in
      var field = try expiry()
      var model = KindModel(shape: Self.shape, pasteLiterals: [])
      model.reject = Self.reject
      for operation in operations {
        let outcome = KindPropertyTests.apply(operation, to: &field, model: &model)
        #expect(outcome.field == outcome.model, "\(operation)")
        #expect(field.display(editing: true) == model.display, "\(operation)")
        #expect(field.selection == model.selection, "\(operation)")
      }
      guard !field.display(editing: true).isEmpty else { return }
      var copy = field
      #expect(copy.paste(field.display(editing: true)) == .accepted)
      #expect(copy.display(editing: true) == field.display(editing: true))
    }
  }
}

/// The spoken expiry date, from ICU's date formatting.
@Suite struct SpokenExpiryTests {
  @Test func aCompleteDateSaysItsMonthAndYear() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .expiry))
    #expect(field.paste("12/27") == .accepted)
    #expect(field.spokenValue?.text == "December 2027")
  }

  @Test func theYearIsGregorianInEveryLocale() throws {
    // fa_IR counts years in the Persian calendar; a card's year is Gregorian.
    var field = try KeypadField(locale: "fa_IR", rules: FieldRules(kind: .expiry))
    #expect(field.paste("1227") == .accepted)
    let text = try #require(field.spokenValue?.text)
    #expect(text.contains("۲۰۲۷"))
  }
}
