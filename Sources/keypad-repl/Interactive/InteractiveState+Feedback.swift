import Keypad
import KeypadFrontEnd

extension InteractiveState {
  /// The feedback line for an answer, in the words every front end uses
  /// (``FeedbackWording``): a rejection, a Done, a locale change, else
  /// what a listener hears beyond the key (``Announcement``) after `»`;
  /// `nil` when the input just worked.
  ///
  /// - Parameters:
  ///   - answer: What the input did.
  ///   - input: How to name the input in a rejection, such as `'5'`.
  ///   - form: The form after the input.
  /// - Returns: The line to show, or `nil`.
  static func feedback(for answer: Answer, input: String?, form: KeypadForm) -> Feedback? {
    let locale = form.symbols.localeID
    switch answer.submission {
    case .submitted(let values):
      return FeedbackWording.submitted(values, tabEditsAgain: true, locale: locale)
    case .notSubmitted(let failures):
      return FeedbackWording.notSubmitted(failures, locale: locale)
    case nil:
      break
    }
    if let error = answer.error {
      return FeedbackWording.rejection(error, input: input, locale: locale)
    }
    for case .localeChanged(let id) in answer.events {
      return FeedbackWording.localeChanged(to: id, symbols: form.symbols)
    }
    return answer.announcement.map { announcement in
      Feedback(text: "» " + announcement.text, isError: false, code: announcement.code)
    }
  }
}
