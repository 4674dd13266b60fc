import KeypadFrontEnd

/// The key just pressed and whether the field took it, for highlighting it
/// on the drawn pad.
struct PadPress: Sendable, Hashable {
  /// The key.
  let key: PadKey
  /// Whether it was accepted.
  let accepted: Bool
}

/// A line of feedback under the form: what the last input did.
struct Feedback: Sendable, Hashable {
  /// The text, in plain words.
  let text: String
  /// Whether it reports a failure (drawn in red, with ✗).
  let isError: Bool
  /// The stable code of the failure, shown after the text when it fits.
  var code: String?
}
