extension CardBrand {
  /// A range of issuer identification number prefixes of one length.
  struct IssuerRange: Sendable {
    let low: Int
    let high: Int
    /// Digits in `low` and `high`.
    let length: Int
    let brand: CardBrand
  }

  /// The prefixes of each brand.
  ///
  /// Source: the issuer identification number table of Wikipedia's
  /// "Payment card number" article
  /// (https://en.wikipedia.org/wiki/Payment_card_number#Issuer_identification_number_(IIN)),
  /// which cites each network's own documents; the lengths in ``lengths``
  /// come from the same table. Discover's 622126–622925 are UnionPay
  /// cards co-branded with Discover: they show as UnionPay, the issuer, as
  /// all of 62 does.
  static let issuerRanges: [IssuerRange] = [
    IssuerRange(low: 4, high: 4, length: 1, brand: .visa),
    IssuerRange(low: 51, high: 55, length: 2, brand: .mastercard),
    IssuerRange(low: 2221, high: 2720, length: 4, brand: .mastercard),
    IssuerRange(low: 34, high: 34, length: 2, brand: .amex),
    IssuerRange(low: 37, high: 37, length: 2, brand: .amex),
    IssuerRange(low: 6011, high: 6011, length: 4, brand: .discover),
    IssuerRange(low: 644, high: 649, length: 3, brand: .discover),
    IssuerRange(low: 65, high: 65, length: 2, brand: .discover),
    IssuerRange(low: 300, high: 305, length: 3, brand: .diners),
    IssuerRange(low: 3095, high: 3095, length: 4, brand: .diners),
    IssuerRange(low: 36, high: 36, length: 2, brand: .diners),
    IssuerRange(low: 38, high: 39, length: 2, brand: .diners),
    IssuerRange(low: 3528, high: 3589, length: 4, brand: .jcb),
    IssuerRange(low: 62, high: 62, length: 2, brand: .unionpay),
    IssuerRange(low: 5018, high: 5018, length: 4, brand: .maestro),
    IssuerRange(low: 5020, high: 5020, length: 4, brand: .maestro),
    IssuerRange(low: 5038, high: 5038, length: 4, brand: .maestro),
    IssuerRange(low: 5893, high: 5893, length: 4, brand: .maestro),
    IssuerRange(low: 6304, high: 6304, length: 4, brand: .maestro),
    IssuerRange(low: 6759, high: 6759, length: 4, brand: .maestro),
    IssuerRange(low: 6761, high: 6763, length: 4, brand: .maestro),
  ]
}
