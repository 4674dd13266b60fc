/// What a front end tells a person after an input: a line of text, whether
/// it reports a failure, and the failure's stable code.
///
/// ```swift
/// let feedback = Feedback(text: "✗ '5': too many digits", isError: true, code: "max-fraction-digits")
/// feedback.isError  // true
/// ```
public struct Feedback: Sendable, Hashable {
  /// The text, in plain words, with `✓` or `✗` first.
  public let text: String
  /// Whether it reports a failure (a front end draws it as an error).
  public let isError: Bool
  /// The stable code of the failure, such as `duplicate-decimal`; `nil`
  /// for a success.
  public var code: String?

  /// Creates feedback.
  public init(text: String, isError: Bool, code: String? = nil) {
    self.text = text
    self.isError = isError
    self.code = code
  }
}
