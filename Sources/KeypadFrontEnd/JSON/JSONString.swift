import Keypad

/// JSON string literals written as Keypad writes them everywhere: in
/// `FormValues.json`, in the REPL's answers, in the web module's answers,
/// in a front end's own JSON lines (`keypad-gtk --trace`); one rule, in
/// one place, for all of them.
///
/// Quotes and backslashes are escaped, and so are the control characters
/// (C0, DEL, C1, the bidi embeddings, overrides and isolates) and the two
/// line separators JavaScript reads as line breaks, so a line is safe on a
/// terminal and in a script; everything else is written as it is.
///
/// ```swift
/// JSONString.quoted("1.234,5 €")        // "\"1.234,5 €\""
/// JSONString.quoted("a\"b\u{202E}")     // "\"a\\\"b\\u202e\""
/// ```
public enum JSONString: Sendable {
  /// A string as a JSON string literal, in quotes.
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public static func quoted(_ text: String) -> String {
    var output = ""
    JSONText.writeString(text, to: &output)
    return output
  }
}
