/// An error with a stable, machine-readable code.
///
/// Every error Keypad reports carries a code that does not change between
/// releases, so front ends and scripts can match on it, and a sentence in
/// plain words for people.
///
/// ```swift
/// do { _ = try NumberSymbols.locale("xx_YY") } catch { print(error.code) }
/// // unknown-locale
/// ```
public protocol CodedError: Error, Sendable, CustomStringConvertible {
  /// The stable code, such as `duplicate-decimal` or `unknown-locale`.
  var code: String { get }
}
