/// An ISO 4217 currency, with its default fraction digits from ICU.
///
/// ```swift
/// try Currency("JPY").fractionDigits  // 0
/// try Currency("eur").fractionDigits  // 2 (codes are case-insensitive)
/// try Currency("BHD").fractionDigits  // 3
/// ```
public struct Currency: Sendable, Hashable, CustomStringConvertible {
  /// The upper-case three-letter code, such as `EUR`.
  public let code: String
  /// How many fraction digits the currency uses by default.
  public let fractionDigits: Int

  /// Looks up a currency by its three-letter code.
  ///
  /// - Throws: ``CurrencyError`` when the code is not three ASCII letters or
  ///   ICU does not know it.
  public init(_ code: String) throws(CurrencyError) {
    let upper = code.asciiCased(upper: true)
    guard upper.utf8.count == 3, upper.utf8.allSatisfy({ (0x41...0x5A).contains($0) }),
      ICULocaleCalls.currencyExists(upper),
      let digits = try? ICULocaleCalls.currencyFractionDigits(upper)
    else {
      throw CurrencyError(currency: code)
    }
    self.code = upper
    self.fractionDigits = digits
  }

  /// The currency of a locale's region, from ICU's data.
  ///
  /// ```swift
  /// Currency.of(try .locale("de_CH"))?.code  // "CHF"
  /// Currency.of(try .locale("ja_JP"))?.code  // "JPY"
  /// Currency.of(try .locale("de"))           // nil: no region, no currency
  /// ```
  ///
  /// - Returns: The currency, or `nil` when the locale names no region or
  ///   ICU knows no currency for it.
  public static func of(_ symbols: NumberSymbols) -> Currency? {
    ICULocaleCalls.currencyCode(forLocale: symbols.localeID).flatMap { try? Currency($0) }
  }

  /// The code, such as `EUR`.
  public var description: String { code }
}

#if !hasFeature(Embedded)
extension Currency: Codable {
  /// Decodes a currency from its code, checking it with ICU.
  public init(from decoder: any Decoder) throws {
    let code = try decoder.singleValueContainer().decode(String.self)
    try self.init(code)
  }

  /// Encodes the currency as its code.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
#endif
