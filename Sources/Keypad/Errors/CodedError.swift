/// An error with a stable, machine-readable code.
///
/// Every error Keypad reports carries a code that does not change between
/// releases, so front ends and scripts can match on it, and a sentence in
/// plain words for people.
///
/// ```swift
/// var code = ""
/// do { _ = try NumberSymbols.locale("xx_YY") } catch { code = error.code }
/// code  // "unknown-locale"
/// ```
public protocol CodedError: Error, Sendable, CustomStringConvertible {
  /// The stable code, such as `duplicate-decimal` or `unknown-locale`.
  var code: String { get }

  /// The sentence for people in a locale's language, from the message
  /// catalogs (see ``MessageCatalog``): a refusal's reason, such as
  /// `nur ein Dezimaltrennzeichen` for ``EntryRejection/duplicateDecimal``
  /// in de_DE. By default, and for the errors of a form's configuration
  /// (which a developer reads), the error's `description`.
  ///
  /// ```swift
  /// EntryRejection.duplicateDecimal.message(locale: "fr_FR")  // "un seul séparateur décimal"
  /// ```
  func message(locale: String) -> String
}

extension CodedError {
  /// The error's `description`, in English.
  public func message(locale: String) -> String { description }
}
