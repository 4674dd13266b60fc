import Keypad

extension JSONAnswer {
  /// A spoken value as `{"text":...,"language":...,"fallback":...}`, or
  /// `null` when there is nothing to say (no active field, an empty field or
  /// a lone minus).
  ///
  /// ```json
  /// {"text":"twelve point five euros","language":"en","fallback":false}
  /// ```
  static func spoken(_ value: SpokenValue?) -> JSONOutput {
    guard let value else { return .null }
    return .object([
      ("text", .string(value.text)),
      ("language", .string(value.language)),
      ("fallback", .bool(value.isFallback)),
    ])
  }
}
