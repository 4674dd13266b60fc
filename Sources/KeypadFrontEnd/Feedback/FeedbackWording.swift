import Keypad

/// The sentences every front end shows after an input: a rejection, a
/// submission, a failed Done, a locale change, in the locale's language
/// from the engine's message catalogs (`feedback.*`; see `MessageCatalog`),
/// or in English where the language has none.
///
/// ```swift
/// FeedbackWording.rejection(EntryRejection.duplicateDecimal, input: "','", locale: "en_US").text
/// // "✗ ',': only one decimal separator"
/// FeedbackWording.rejection(EntryRejection.duplicateDecimal, input: "','", locale: "de_DE").text
/// // "✗ ',': nur ein Dezimaltrennzeichen"
/// let missing = [ValidationFailure(field: "quantity", code: .required)]
/// FeedbackWording.notSubmitted(missing, locale: "en_US").text
/// // "✗ Not submitted: 1 field to fix (marked ✗)"
/// ```
public enum FeedbackWording: Sendable {
  /// A rejected input, or a refused command, with its code.
  ///
  /// - Parameters:
  ///   - error: Why it was refused.
  ///   - input: How to name what was refused, for a rejected key or
  ///     character: ``typed(_:)`` or ``input(_:locale:)``; `nil` to name
  ///     nothing.
  ///   - locale: The form's locale, whose language the sentence is in.
  /// - Returns: `✗ '5': no more digits after the decimal separator`, or
  ///   the error's message (`CodedError.message(locale:)`) after `✗`.
  public static func rejection(
    _ error: some CodedError, input: String? = nil, locale: String
  ) -> Feedback {
    let reason = error.message(locale: locale)
    let sentence: String
    // Told by the stable code, which every error of the package has its
    // own of: Embedded Swift (the browser's) has no dynamic casts.
    if error.code.hasSameUTF8(as: FormError.noActiveField.code) {
      sentence = Message("feedback.no-active-field").words(locale: locale).text
    } else if let input,
      EntryRejection.allCases.contains(where: { $0.code.hasSameUTF8(as: error.code) })
    {
      sentence =
        Message("feedback.rejection", [.text("input", input), .text("reason", reason)])
        .words(locale: locale).text
    } else {
      sentence = reason
    }
    return Feedback(text: "✗ " + sentence, isError: true, code: error.code)
  }

  /// Typed or pasted text as a rejection names it: in quotes, without
  /// bidi marks.
  ///
  /// ```swift
  /// FeedbackWording.typed("\u{200F}٫")  // "'٫'"
  /// ```
  public static func typed(_ text: String) -> String {
    "'\(DisplayText.withoutBidiMarks(text))'"
  }

  /// A pad key as a rejection names it: a digit or `00` in quotes, the
  /// others by what they are, in the locale's language.
  ///
  /// ```swift
  /// FeedbackWording.input(.digit(5), locale: "en_US")   // "'5'"
  /// FeedbackWording.input(.decimal, locale: "en_US")    // "the decimal key"
  /// FeedbackWording.input(.decimal, locale: "de_DE")    // "die Dezimaltaste"
  /// ```
  public static func input(_ key: Key, locale: String) -> String {
    let id: String
    switch key {
    case .digit(let value): return "'\(value)'"
    case .doubleZero: return "'00'"
    case .decimal: id = "feedback.key.decimal"
    case .backspace: id = "feedback.key.backspace"
    case .clear: id = "feedback.key.clear"
    case .sign: id = "feedback.key.sign"
    case .dayPeriod: id = "feedback.key.day-period"
    }
    return Message(id).words(locale: locale).text
  }

  /// A successful Done: how many values were submitted, how many of them
  /// empty.
  ///
  /// - Parameters:
  ///   - values: The values submitted.
  ///   - tabEditsAgain: Whether to add that Tab edits the form again, for
  ///     a front end whose Tab does.
  ///   - locale: The form's locale.
  /// - Returns: `✓ Submitted 10 values (8 empty); Tab edits again`.
  public static func submitted(
    _ values: FormValues, tabEditsAgain: Bool = false, locale: String
  ) -> Feedback {
    let count = MessageArgument.number("count", values.entries.count)
    let empty = MessageArgument.number("empty", values.emptyCount)
    let message =
      tabEditsAgain
      ? Message(
        "feedback.submitted-hint",
        [
          count, empty,
          .text("hint", Message("feedback.tab-edits-again").words(locale: locale).text),
        ])
      : Message("feedback.submitted", [count, empty])
    return Feedback(text: "✓ " + message.words(locale: locale).text, isError: false)
  }

  /// A failed Done: how many fields to fix; each is marked with
  /// ``failure(_:)`` or a shorter note of the front end's, which carry the
  /// codes.
  ///
  /// - Returns: `✗ Not submitted: 2 fields to fix (marked ✗)`.
  public static func notSubmitted(_ failures: [ValidationFailure], locale: String) -> Feedback {
    let message = Message("feedback.not-submitted", [.number("count", failures.count)])
    return Feedback(text: "✗ " + message.words(locale: locale).text, isError: true)
  }

  /// One field of a failed Done, named by its label, in the words of its
  /// failure's `message`.
  ///
  /// ```swift
  /// FeedbackWording.failure(ValidationFailure(field: "tip", label: "Tip", code: .required)).text
  /// // "✗ Tip is required"
  /// ```
  public static func failure(_ failure: ValidationFailure) -> Feedback {
    Feedback(text: "✗ " + failure.message, isError: true, code: failure.code.rawValue)
  }

  /// A locale change: the new id and the separator the decimal key now
  /// shows (its ``PadLayout`` label), in the new locale's language.
  ///
  /// - Returns: `Locale fr_CH: the decimal key shows ,`.
  public static func localeChanged(to id: String, symbols: NumberSymbols) -> Feedback {
    let separator = PadLayout(symbols: symbols).label(of: .key(.decimal))
    let message = Message(
      "feedback.locale-changed", [.text("locale", id), .text("separator", separator)])
    return Feedback(text: message.words(locale: symbols.localeID).text, isError: false)
  }
}
