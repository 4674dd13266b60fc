/// A currency code that ICU does not know.
///
/// ```swift
/// try Currency("XYZ")  // throws CurrencyError.self: its currency "XYZ"
/// ```
public struct CurrencyError: CodedError, Hashable {
  /// The currency code as it was given.
  public var currency: String

  /// Creates an error for an unknown currency code.
  @_spi(Engine) public init(currency: String) { self.currency = currency }

  /// Always `unknown-currency`.
  public var code: String { "unknown-currency" }

  /// A sentence naming the code.
  public var description: String {
    "unknown currency '\(currency)': expected an ISO 4217 code such as EUR"
  }
}
