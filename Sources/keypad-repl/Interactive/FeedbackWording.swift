import Keypad

/// Turns an ``Answer`` into the feedback line of the interactive screen.
enum FeedbackWording {
  /// The feedback for an answer, or `nil` when the input just worked.
  ///
  /// - Parameters:
  ///   - answer: What the input did.
  ///   - input: How to name the input in a rejection, such as `'5'`.
  ///   - form: The form after the input.
  /// - Returns: The line to show, or `nil`.
  static func feedback(for answer: Answer, input: String?, form: NumberForm) -> Feedback? {
    switch answer.submission {
    case .submitted(let values):
      let count = values.count
      let empty = values.emptyCount
      let emptyNote = empty == 0 ? "" : " (\(empty) empty)"
      return Feedback(
        text: "✓ Submitted \(count) value\(count == 1 ? "" : "s")\(emptyNote); Tab edits again",
        isError: false)
    case .notSubmitted(let failures):
      let count = failures.count
      return Feedback(
        text: "✗ Not submitted: \(count) field\(count == 1 ? "" : "s") to fix (marked ✗)",
        isError: true)
    case nil:
      break
    }
    if let error = answer.error {
      return Feedback(
        text: "✗ " + sentence(for: error, input: input), isError: true, code: error.code)
    }
    for event in answer.events {
      switch event {
      case .localeChanged(let id):
        let separator = DisplayText.withoutBidiMarks(form.symbols.decimalSeparator)
        return Feedback(
          text: "Locale \(id): the decimal key shows \(separator)", isError: false)
      default:
        continue
      }
    }
    return nil
  }

  /// The failure in plain words.
  private static func sentence(for error: any CodedError, input: String?) -> String {
    if let rejection = error as? EntryRejection {
      return (input.map { "\($0): " } ?? "") + rejection.description
    }
    if let formError = error as? FormError, formError == .noActiveField {
      return "No field is active: Tab starts at the first field"
    }
    return error.description
  }
}
