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
    // The first (at most) six digits as one number; a range of `length`
    // digits compares with its first `length` digits. No allocation: a
    // card field asks this on every key.
    var leading = 0
    var count = 0
    for byte in digits.utf8.prefix(6) {
      leading = leading * 10 + Int(byte) - 0x30
      count += 1
    }
    var best: CardBrand?
    var bestLength = 0
    for range in issuerRanges where range.length <= count && range.length > bestLength {
      let prefix = leading / powersOfTen[count - range.length]
      guard range.low <= prefix, prefix <= range.high else { continue }
      best = range.brand
      bestLength = range.length
    }
    return best
  }

  /// 10⁰ to 10⁶.
  private static let powersOfTen = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// The longest length the brand issues: the last of ``lengths``.
  ///
  /// ```swift
  /// CardBrand.amex.maxLength  // 15
  /// ```
  public var maxLength: Int {
    switch self {
    case .mastercard: 16
    case .amex: 15
    case .visa, .discover, .jcb, .unionpay, .diners, .maestro: 19
    }
  }

  /// Whether a number of `count` digits printed by this brand (or, for
  /// `nil`, by no known brand) has a space after its first `index` digits.
  static func groupEnds(after index: Int, brand: CardBrand?, count: Int) -> Bool {
    switch brand {
    case .amex: return index == 4 || index == 10
    case .diners where count <= 14: return index == 4 || index == 10
    default: return index == 4 || index == 8 || index == 12 || index == 16
    }
  }
}
