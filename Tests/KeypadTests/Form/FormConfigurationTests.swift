import Testing

@testable import Keypad

/// Mistakes in a form's definition are refused when the form is built, with
/// a stable code and the names involved, never found at Done.
@Suite struct FormConfigurationTests {
  static let card = FormField(name: "card", tag: 1, rules: FieldRules(kind: .card))
  static let expiry = FormField(name: "expiry", tag: 2, rules: FieldRules(kind: .expiry))

  static func securityCode(card: String?) -> FormField {
    FormField(name: "cvc", tag: 3, rules: FieldRules(kind: .securityCode(card: card)))
  }

  static func build(_ fields: [FormField]) -> FormError? {
    do {
      _ = try KeypadForm(fields: fields, locale: "en_US")
      return nil
    } catch {
      return error
    }
  }

  @Test func aSecurityCodeWhoseCardFieldIsMisspeltIsRefused() {
    let error = Self.build([Self.card, Self.expiry, Self.securityCode(card: "crad")])
    #expect(error == .unknownCardField(field: "cvc", card: "crad"))
    #expect(error?.code == "unknown-card-field")
    #expect(
      error?.description
        == "security code 'cvc' belongs to the card field 'crad', but no field is named 'crad'")
  }

  @Test func aSecurityCodeWhoseCardFieldIsNoCardIsRefused() {
    let error = Self.build([Self.card, Self.expiry, Self.securityCode(card: "expiry")])
    #expect(error == .notACardField(field: "cvc", card: "expiry", kind: "expiry"))
    #expect(error?.code == "not-a-card-field")
    #expect(
      error?.description
        == "security code 'cvc' belongs to 'expiry', a field of kind expiry, not a card field")
    let decimal = Self.build([FormField(name: "card", tag: 1), Self.securityCode(card: "card")])
    #expect(decimal == .notACardField(field: "cvc", card: "card", kind: "decimal"))
  }

  /// Names are compared by their UTF-8 bytes, as everywhere in a form.
  @Test func aCardFieldIsNamedByItsBytes() {
    let card = FormField(name: "caf\u{E9}", tag: 1, rules: FieldRules(kind: .card))
    #expect(Self.build([card, Self.securityCode(card: "cafe\u{301}")]) != nil)
    #expect(Self.build([card, Self.securityCode(card: "caf\u{E9}")]) == nil)
  }

  @Test func aSecurityCodeLinkedToACardFieldOrToNoneIsBuilt() {
    #expect(Self.build([Self.card, Self.expiry, Self.securityCode(card: "card")]) == nil)
    #expect(Self.build([Self.securityCode(card: nil)]) == nil)
    // The card field may come after its code, and be disabled.
    let disabled = FormField(
      name: "card", tag: 4, rules: FieldRules(kind: .card), isEnabled: false)
    #expect(Self.build([Self.securityCode(card: "card"), disabled]) == nil)
  }

  /// The case: with the link right, an American Express number
  /// takes a code of 4 digits and refuses one of 3.
  @Test func aLinkedCodeHasTheCardsLength() throws {
    var form = try KeypadForm(
      fields: [Self.card, Self.expiry, Self.securityCode(card: "card")], locale: "en_US")
    form.apply(.focus("card"))
    form.apply(.paste("378282246310005"))
    form.apply(.focus("cvc"))
    form.apply(.paste("123"))
    let failed = form.apply(.done).events.contains {
      $0 == .validationFailed([ValidationFailure(field: "cvc", code: .invalidSecurityCode)])
    }
    #expect(failed)
  }

  @Test func duplicateNamesAreRefusedBeforeTheCardLink() {
    let error = Self.build([
      Self.card, FormField(name: "card", tag: 2), Self.securityCode(card: "card"),
    ])
    #expect(error == .duplicateName("card", firstIndex: 0, secondIndex: 1))
    #expect(error?.code == "duplicate-name")
  }

  @Test func aDateFieldWhoseFixedBoundsLeaveNoDayIsRefused() throws {
    let first = try #require(CalendarDay(year: 2030, month: 12, day: 31))
    let last = try #require(CalendarDay(year: 2030, month: 1, day: 1))
    func due(_ min: DateBound?, _ max: DateBound?) -> FormField {
      FormField(name: "due", tag: 1, rules: FieldRules(kind: .date(min: min, max: max)))
    }
    let error = Self.build([due(.day(first), .day(last))])
    #expect(error == .emptyDateRange(field: "due", min: first, max: last))
    #expect(error?.code == "empty-date-range")
    #expect(
      error?.description
        == "date field 'due' has min 2030-12-31 after max 2030-01-01: no day can be submitted")
    // One day, a bound that moves with the day, or no bound: built.
    #expect(Self.build([due(.day(first), .day(first))]) == nil)
    #expect(Self.build([due(.today, .day(last))]) == nil)
    #expect(Self.build([due(.day(last), .day(first))]) == nil)
    #expect(Self.build([due(.day(first), nil)]) == nil)
  }
}
