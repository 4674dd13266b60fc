/// A card's security code: 3 digits, or 4 for American Express.
///
/// The field takes up to 4 digits while typing, shown as ASCII digits. Done
/// takes 3, or 4 when the form links the code to a card field whose number
/// is an American Express one (`card`, the card field's name; a form
/// refuses a name that is no card field of its own when it is built); a
/// code of another length is `invalid-security-code`. Its value is
/// ``FieldValue/secureDigits(_:)``: whole in what the form submits, never
/// in a log.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let cvc = SecurityCodeFormat(card: "number")
/// let amex = ValidationContext(values: ["number": .cardNumber("378282246310005")])
/// cvc.validate("123", in: amex)   // .invalidSecurityCode
/// cvc.validate("1234", in: amex)  // nil
/// cvc.value(of: "123")            // .secureDigits("123")
/// ```
@_spi(Engine) public struct SecurityCodeFormat: EngineKindFormat {
  /// The name of the card field the code belongs to, if any.
  public let card: String?

  /// Creates the format, linked to a card field by name or to none.
  public init(card: String? = nil) {
    self.card = card
  }

  /// `securityCode`.
  public var kindName: String { "securityCode" }

  /// `max-length` beyond 4 digits.
  public func check(_ typed: String) -> EntryRejection? {
    typed.utf8.count > 4 ? .maxLength : nil
  }

  /// The ASCII digits.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    for character in typed { text.appendTyped(String(character)) }
    return text
  }

  /// The digits as ``FieldValue/secureDigits(_:)``, so that no log prints
  /// them; `nil` when none is typed.
  public func value(of typed: String) -> FieldValue? {
    typed.isEmpty ? nil : .secureDigits(typed)
  }

  /// `invalid-security-code` unless the code has 3 digits.
  public func validate(_ typed: String) -> ValidationCode? {
    typed.utf8.count == 3 ? nil : .invalidSecurityCode
  }

  /// `invalid-security-code` unless the code has the linked card's length.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    typed.utf8.count == length(in: context) ? nil : .invalidSecurityCode
  }

  /// 4 for a linked American Express number, else 3.
  func length(in context: ValidationContext) -> Int {
    guard let card, let number = context.values[card]?.text else { return 3 }
    return CardBrand.of(number) == .amex ? 4 : 3
  }

  /// Whether 4 digits are typed: a 3-digit code cannot tell it is complete
  /// without the card.
  public func isComplete(_ typed: String) -> Bool { typed.utf8.count == 4 }

  /// `security code`.
  public func description(of typed: String) -> KindDescription {
    KindDescription(name: Message("kind.security-code"))
  }
}
