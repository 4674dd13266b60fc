import Keypad

/// The sentences every front end shows after an input: a rejection, a
/// submission, a failed Done, a locale change.
///
/// ```swift
/// FeedbackWording.rejection(EntryRejection.duplicateDecimal, input: "','").text
/// // "✗ ',': the number already has a decimal separator"
/// FeedbackWording.notSubmitted([ValidationFailure(field: "quantity", code: .required)]).text
/// // "✗ Not submitted: 1 field to fix (marked ✗)"
/// ```
public enum FeedbackWording: Sendable {
  /// A rejected input, or a refused command, with its code.
  ///
  /// - Parameters:
  ///   - error: Why it was refused.
  ///   - input: How to name what was refused, for a rejected key or
  ///     character: ``typed(_:)`` or ``input(_:)``; `nil` to name nothing.
  /// - Returns: `✗ '5': too many digits after the decimal separator`, or
  ///   the error's description after `✗`.
  public static func rejection(_ error: some CodedError, input: String? = nil) -> Feedback {
    // Told by the stable code, which every error of the package has its
    // own of: Embedded Swift (the browser's) has no dynamic casts.
    let sentence: String
    if EntryRejection.allCases.contains(where: { $0.code == error.code }) {
      sentence = (input.map { "\($0): " } ?? "") + error.description
    } else if error.code == FormError.noActiveField.code {
      sentence = "No field is active: Tab starts at the first field"
    } else {
      sentence = error.description
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
  /// others by what they are.
  ///
  /// ```swift
  /// FeedbackWording.input(.digit(5))  // "'5'"
  /// FeedbackWording.input(.decimal)   // "the decimal key"
  /// ```
  public static func input(_ key: Key) -> String {
    switch key {
    case .digit(let value): "'\(value)'"
    case .doubleZero: "'00'"
    case .decimal: "the decimal key"
    case .backspace: "Backspace"
    case .clear: "Clear"
    case .sign: "the sign key"
    case .dayPeriod: "the day-period key"
    }
  }

  /// A successful Done: how many values were submitted, how many of them
  /// empty.
  ///
  /// - Parameters:
  ///   - values: The values submitted.
  ///   - hint: What the person can do next, in the front end's keys, added
  ///     after a `;` (`Tab edits again`).
  /// - Returns: `✓ Submitted 10 values (8 empty); Tab edits again`.
  public static func submitted(_ values: FormValues, hint: String? = nil) -> Feedback {
    let count = values.entries.count
    let empty = values.emptyCount
    let emptyNote = empty == 0 ? "" : " (\(empty) empty)"
    let hintNote = hint.map { "; " + $0 } ?? ""
    return Feedback(
      text: "✓ Submitted \(count) value\(count == 1 ? "" : "s")\(emptyNote)\(hintNote)",
      isError: false)
  }

  /// A failed Done: how many fields to fix; each is marked with
  /// ``failure(_:)`` or a shorter note of the front end's, which carry the
  /// codes.
  ///
  /// - Returns: `✗ Not submitted: 2 fields to fix (marked ✗)`.
  public static func notSubmitted(_ failures: [ValidationFailure]) -> Feedback {
    let count = failures.count
    return Feedback(
      text: "✗ Not submitted: \(count) field\(count == 1 ? "" : "s") to fix (marked ✗)",
      isError: true)
  }

  /// One field of a failed Done, named by its label.
  ///
  /// ```swift
  /// FeedbackWording.failure(ValidationFailure(field: "tip", label: "Tip", code: .required)).text
  /// // "✗ Tip is required"
  /// ```
  public static func failure(_ failure: ValidationFailure) -> Feedback {
    Feedback(text: "✗ " + failure.message, isError: true, code: failure.code.rawValue)
  }

  /// A locale change: the new id and the separator the decimal key now
  /// shows (its ``PadLayout`` label).
  ///
  /// - Returns: `Locale fr_CH: the decimal key shows ,`.
  public static func localeChanged(to id: String, symbols: NumberSymbols) -> Feedback {
    let separator = PadLayout(symbols: symbols).label(of: .key(.decimal))
    return Feedback(text: "Locale \(id): the decimal key shows \(separator)", isError: false)
  }
}
