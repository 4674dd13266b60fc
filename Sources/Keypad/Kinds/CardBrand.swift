/// A payment card network, told from a card number's leading digits.
///
/// The raw value is the stable name forms and the REPL use.
///
/// ```swift
/// CardBrand.of("4242")      // .visa
/// CardBrand.of("34")        // .amex
/// CardBrand.of("5")         // nil: Mastercard or Maestro, not yet known
/// CardBrand.amex.rawValue   // "amex"
/// ```
public enum CardBrand: String, Sendable, Hashable, CaseIterable, Codable {
  /// Visa.
  case visa
  /// Mastercard, including the 2-series (2221–2720).
  case mastercard
  /// American Express.
  case amex
  /// Discover.
  case discover
  /// Diners Club.
  case diners
  /// JCB.
  case jcb
  /// UnionPay.
  case unionpay
  /// Maestro.
  case maestro

  /// The brand's name as printed and spoken, such as `American Express`.
  ///
  /// ```swift
  /// CardBrand.amex.name  // "American Express"
  /// ```
  public var name: String {
    switch self {
    case .visa: "Visa"
    case .mastercard: "Mastercard"
    case .amex: "American Express"
    case .discover: "Discover"
    case .diners: "Diners Club"
    case .jcb: "JCB"
    case .unionpay: "UnionPay"
    case .maestro: "Maestro"
    }
  }

  /// The lengths the brand issues, in digits.
  ///
  /// ```swift
  /// CardBrand.visa.lengths  // [13, 16, 19]
  /// ```
  public var lengths: [Int] {
    switch self {
    case .visa: [13, 16, 19]
    case .mastercard: [16]
    case .amex: [15]
    case .discover, .jcb, .unionpay: Array(16...19)
    case .diners: Array(14...19)
    case .maestro: Array(12...19)
    }
  }

  /// The groups the brand prints a number of `count` digits in.
  ///
  /// ```swift
  /// CardBrand.amex.groups(count: 15)    // [4, 6, 5]
  /// CardBrand.diners.groups(count: 14)  // [4, 6, 4]
  /// CardBrand.visa.groups(count: 16)    // [4, 4, 4, 4, 3]
  /// ```
  public func groups(count: Int) -> [Int] {
    switch self {
    case .amex: [4, 6, 5]
    case .diners where count <= 14: [4, 6, 4]
    default: Self.unknownGroups
    }
  }

  /// The groups of a number whose brand is not known: 4-4-4-4-3.
  static let unknownGroups = [4, 4, 4, 4, 3]

  /// The brand of a card number's leading digits (ASCII), or `nil` while
  /// they match no range of the table, or none yet.
  ///
  /// The longest range prefix that matches wins.
  ///
  /// - Complexity: O(r) in the ranges of the table.
  public static func of(_ digits: some StringProtocol) -> CardBrand? {
    var best: (brand: CardBrand, length: Int)?
    let bytes = Array(digits.utf8.prefix(6))
    for range in issuerRanges where range.length <= bytes.count {
      var prefix = 0
      for byte in bytes.prefix(range.length) { prefix = prefix * 10 + Int(byte) - 0x30 }
      guard range.low <= prefix, prefix <= range.high else { continue }
      if range.length > best?.length ?? 0 { best = (range.brand, range.length) }
    }
    return best?.brand
  }
}
