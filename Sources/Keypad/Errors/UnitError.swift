/// A unit of measure that Keypad cannot show.
///
/// ```swift
/// try MeasureUnit("furlongs")  // throws UnitError.self: unit "furlongs", reason .unknown
/// ```
public struct UnitError: CodedError, Hashable {
  /// Why a unit was refused; the raw value is the stable code.
  public enum Reason: String, Sendable, Hashable {
    /// ICU knows no unit of this identifier.
    case unknown = "unknown-unit"
    /// ICU knows the unit, but the browser's `Intl` does not format it:
    /// ECMA-402 sanctions fewer units than ICU has (Keypad in the browser
    /// only).
    case unsupportedInBrowser = "unit-unsupported-in-browser"
  }

  /// The identifier as it was given.
  public var unit: String
  /// Why it was refused.
  public var reason: Reason

  /// Creates an error for a refused unit identifier.
  @_spi(Engine) public init(unit: String, reason: Reason) {
    self.unit = unit
    self.reason = reason
  }

  /// `unknown-unit` or `unit-unsupported-in-browser`.
  public var code: String { reason.rawValue }

  /// A sentence naming the identifier.
  public var description: String {
    switch reason {
    case .unknown:
      "unknown unit '\(unit)': expected a CLDR unit identifier such as kilometer or celsius"
    case .unsupportedInBrowser:
      "the unit '\(unit)' is not one the browser's Intl formats"
    }
  }
}
