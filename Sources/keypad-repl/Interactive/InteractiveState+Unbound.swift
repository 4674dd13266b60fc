import KeypadFrontEnd

extension InteractiveState {
  /// The same words for every key bound to nothing (an unbound control
  /// key, a function key, PgUp), in the form's language (`locale`).
  static func unboundFeedback(_ name: String, locale: String) -> Feedback {
    Feedback(
      text: "✗ " + ScreenWords.text("repl.unbound-key", [.text("key", name)], locale: locale),
      isError: true, code: "unbound-key")
  }

  /// The text of a paste when it is one line: a paste whose later lines are
  /// all empty counts as its first line; `nil` when another line has text.
  static func singleLine(of text: String) -> String? {
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard let first = lines.first else { return "" }
    guard lines.dropFirst().allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\t" } }) else {
      return nil
    }
    return String(first)
  }

  /// The feedback for a fault of the REPL's own, with its code: in
  /// English, as the command language it shares with the scripted
  /// protocol is (``ScreenWords``).
  static func refusal(_ error: CommandError) -> Feedback {
    FeedbackWording.rejection(error, locale: "en")
  }
}
