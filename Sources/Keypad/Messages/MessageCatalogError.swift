#if !KEYPAD_CATALOGS_FROM_HOST
/// A catalog ``MessageCatalog/register(_:)`` refused, naming the pattern.
///
/// ```swift
/// var refused: MessageCatalogError?
/// do {
///   try MessageCatalog.register(MessageCatalog(language: "sv", patterns: [
///     "validation.required": "Fyll i {fält}",
///   ]))
/// } catch {
///   refused = error
/// }
/// refused?.code  // "invalid-message-catalog"
/// refused?.description
/// // "sv validation.required: ICU cannot format the pattern (U_ILLEGAL_ARGUMENT_ERROR)"
/// ```
public struct MessageCatalogError: CodedError, Hashable {
  /// What is wrong with the pattern.
  public enum Reason: Sendable, Hashable {
    /// Keypad has no message with this id.
    case unknownMessage
    /// ICU cannot format the pattern: its status, such as
    /// `U_PATTERN_SYNTAX_ERROR`, or `U_ILLEGAL_ARGUMENT_ERROR` for an
    /// argument the message does not have.
    case invalidPattern(icuStatus: String)
  }

  /// The catalog's language.
  public let language: String
  /// The message id of the pattern.
  public let id: String
  /// What is wrong with it.
  public let reason: Reason

  /// Always `invalid-message-catalog`.
  public var code: String { "invalid-message-catalog" }

  /// The language, the id and the reason.
  public var description: String {
    switch reason {
    case .unknownMessage: "\(language) \(id): Keypad has no message with this id"
    case .invalidPattern(let status): "\(language) \(id): ICU cannot format the pattern (\(status))"
    }
  }
}
#endif
