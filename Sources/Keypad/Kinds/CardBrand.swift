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
public enum CardBrand: String, Sendable, Hashable, CaseIterable {
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
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// CardBrand.visa.lengths  // [13, 16, 19]
  /// ```
  var lengths: [Int] {
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
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// CardBrand.amex.groups(count: 15)    // [4, 6, 5]
  /// CardBrand.diners.groups(count: 14)  // [4, 6, 4]
  /// CardBrand.visa.groups(count: 16)    // [4, 4, 4, 4, 3]
  /// ```
  func groups(count: Int) -> [Int] {
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
  /// - Complexity: O(1): the table's answers for every run of leading
  ///   digits are computed once.
  @_spi(Engine) public static func of(_ digits: some StringProtocol) -> CardBrand? {
    // The bytes in place: iterating a string's UTF-8 view by index costs
    // several times more.
    if let brand = digits.utf8.withContiguousStorageIfAvailable({ of(utf8: $0) }) {
      return brand
    }
    return Array(digits.utf8.prefix(6)).withUnsafeBufferPointer { of(utf8: $0) }
  }

  /// The brand of a card number's leading digits, given as ASCII bytes.
  ///
  /// - Complexity: O(1): one look-up in ``brandOfLeadingDigits``.
  static func of(utf8 digits: UnsafeBufferPointer<UInt8>) -> CardBrand? {
    let count = min(digits.count, leadingDigitsTold)
    var leading = 0
    // Runs of `count` digits start after those of 0 to `count - 1`: at
    // (10^count - 1) / 9, the number of `count` ones.
    var start = 0
    for index in 0..<count {
      let digit = digits[index] &- 0x30
      guard digit <= 9 else { return matching(digits) }
      leading = leading &* 10 &+ Int(digit)
      start = start &* 10 &+ 1
    }
    return brandOfLeadingDigits[start &+ leading]
  }

  /// The most leading digits any range of the table looks at (at most
  /// six).
  static let leadingDigitsTold = min(issuerRanges.map { $0.length }.max() ?? 0, 6)

  /// The brand of every run of up to ``leadingDigitsTold`` digits, the
  /// empty one first, then each length in numeric order: the table's
  /// answers (11,111 of them) marked once, so that a key asks no range.
  static let brandOfLeadingDigits: [CardBrand?] = {
    var brands = [CardBrand?](repeating: nil, count: (powersOfTen[leadingDigitsTold + 1] - 1) / 9)
    // Each range marks the runs that start with it; a longer range marks
    // after a shorter one, and of two of the same length the one first in
    // the table marks last: the longest match wins, as in
    // `matching(leading:count:)`.
    let order = issuerRanges.indices.sorted {
      (issuerRanges[$0].length, $1) < (issuerRanges[$1].length, $0)
    }
    for range in order.map({ issuerRanges[$0] }) where range.length <= leadingDigitsTold {
      for count in range.length...leadingDigitsTold {
        let scale = powersOfTen[count - range.length]
        let start = (powersOfTen[count] - 1) / 9
        for leading in (range.low * scale)..<((range.high + 1) * scale) {
          brands[start + leading] = range.brand
        }
      }
    }
    return brands
  }()

  /// The brand of the longest range whose prefix the first (at most) six
  /// bytes start with, by going through the table.
  static func matching(_ digits: UnsafeBufferPointer<UInt8>) -> CardBrand? {
    var leading = 0
    var count = 0
    for byte in digits.prefix(6) {
      leading = leading * 10 + Int(byte) - 0x30
      count += 1
    }
    return matching(leading: leading, count: count)
  }

  /// The brand of the longest range whose prefix `leading`, a number of
  /// `count` digits (at most six), starts with.
  ///
  /// - Complexity: O(r) in the ranges of the table.
  private static func matching(leading: Int, count: Int) -> CardBrand? {
    var best: CardBrand?
    var bestLength = 0
    for range in issuerRanges where range.length <= count && range.length > bestLength {
      // A range of `length` digits compares with the first `length` ones.
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
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// CardBrand.amex.maxLength  // 15
  /// ```
  var maxLength: Int {
    switch self {
    case .mastercard: 16
    case .amex: 15
    case .visa, .discover, .jcb, .unionpay, .diners, .maestro: 19
    }
  }

  /// Whether a number of `count` digits printed by this brand (or, for
  /// `nil`, by no known brand) has a space after its first `index` digits.
  static func groupEnds(after index: Int, brand: CardBrand?, count: Int) -> Bool {
    groupEnds(after: index, in: groupEnds(brand: brand, count: count))
  }

  /// Whether `ends`, from ``groupEnds(brand:count:)``, has a space after
  /// the first `index` digits.
  @inline(__always)
  static func groupEnds(after index: Int, in ends: UInt32) -> Bool {
    index < 32 && ends &>> UInt32(index) & 1 != 0
  }

  /// Where a number of `count` digits printed by this brand (or, for
  /// `nil`, by no known brand) has its spaces: bit `i` set for a space
  /// after its first `i` digits.
  @inline(__always)
  static func groupEnds(brand: CardBrand?, count: Int) -> UInt32 {
    switch brand {
    case .amex: 1 << 4 | 1 << 10
    case .diners where count <= 14: 1 << 4 | 1 << 10
    default: 1 << 4 | 1 << 8 | 1 << 12 | 1 << 16
    }
  }
}

#if !hasFeature(Embedded)
extension CardBrand: Codable {}
#endif
