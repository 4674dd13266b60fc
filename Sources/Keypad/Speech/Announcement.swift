/// What a listener should hear after an input, beyond the echo of the key
/// they pressed: why a key was refused, what Backspace deleted, that a
/// field is complete and which comes next, a card's brand, a secure code's
/// count.
///
/// ``KeypadForm/apply(_:)`` puts one in every ``FormResult`` that has
/// something new to say, and `nil` in the others: a digit typed and the
/// number regrouped around it says nothing beyond the digit the reader
/// already echoed. Each case has a stable ``code`` for an app that words
/// it in its own language, from the case's values; ``text`` is Keypad's
/// English wording. The numbers in both are spelled by ICU in the field's
/// locale (see <doc:SayTheNumber>), and a secure code's digits are never
/// named.
///
/// ```swift
/// var form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "en_US")
/// form.apply(.focus("amount"))
/// form.apply(.characters("12.5")).announcement  // nil: the reader echoed the keys
/// form.apply(.key(.decimal)).announcement?.text
/// // "refused, only one decimal separator"
/// form.apply(.key(.backspace)).announcement?.text  // "five deleted"
/// ```
public enum Announcement: Sendable, Hashable, CustomStringConvertible {
  /// The input was refused and changed nothing (in part, for a `00` whose
  /// second zero did not fit).
  case refused(FormRefusal)
  /// Characters were deleted: their spoken names, such as `five` or
  /// `decimal separator`, or how many when there are more than four.
  case deleted(String)
  /// A step changed the value: the new value, spoken.
  case stepped(String)
  /// Leaving a field clamped its value to a bound: the new value, spoken,
  /// and which bound (``ValidationCode/aboveMax`` for the maximum,
  /// ``ValidationCode/belowMin`` for the minimum).
  case clamped(String, bound: ValidationCode)
  /// An undo: the value it restored, spoken, or `nil` when the field is
  /// now empty.
  case undone(String?)
  /// A redo: the value it restored, spoken, or `nil` when the field is now
  /// empty.
  case redone(String?)
  /// A card number's brand became known or changed.
  case cardBrand(CardBrand)
  /// A field became complete: its label, and the label of the field the
  /// form moved to, if it moved.
  case complete(field: String, next: String?)
  /// A field became complete with a value its kind refuses (a card number
  /// that fails the Luhn check, an expired date), and the label of the
  /// field the form moved to, if it moved.
  case invalid(ValidationFailure, next: String?)
  /// A secure code changed: how many digits it holds, spelled, and how
  /// many it takes when that is one number.
  case secureCount(String, of: String?)
  /// Done found fields to fix: how many, spelled, and the first one's
  /// failure, which is the field that became active.
  case notSubmitted(count: String, first: ValidationFailure)
  /// Done submitted the form.
  case submitted

  /// The stable code, such as `refused` or `card-brand`.
  public var code: String {
    switch self {
    case .refused: "refused"
    case .deleted: "deleted"
    case .stepped: "stepped"
    case .clamped: "clamped"
    case .undone: "undone"
    case .redone: "redone"
    case .cardBrand: "card-brand"
    case .complete: "complete"
    case .invalid: "invalid"
    case .secureCount: "secure-count"
    case .notSubmitted: "not-submitted"
    case .submitted: "submitted"
    }
  }

  /// What to say, in English with the numbers as ICU spelled them:
  /// `refused, only one decimal separator`, `five deleted`, `Card number
  /// complete, Expiry`.
  public var text: String {
    switch self {
    case .refused(let refusal): "refused, " + Self.reason(refusal)
    case .deleted(let names): names + " deleted"
    case .stepped(let value): value
    case .clamped(let value, let bound):
      "set to \(value), the " + (bound == .belowMin ? "minimum" : "maximum")
    case .undone(let value): "undone, " + (value ?? "empty")
    case .redone(let value): "redone, " + (value ?? "empty")
    case .cardBrand(let brand): brand.name
    case .complete(let field, let next): field + " complete" + (next.map { ", " + $0 } ?? "")
    case .invalid(let failure, let next): failure.message + (next.map { ", " + $0 } ?? "")
    case .secureCount(let count, let length):
      length.map { "\(count) of \($0) digits" } ?? "\(count) digits"
    case .notSubmitted(let count, let first):
      "not submitted, \(count) to fix: " + first.message
    case .submitted: "submitted"
    }
  }

  /// The code and the text, such as `refused: refused, only one decimal
  /// separator`.
  public var description: String { code + ": " + text }

  /// Why an input was refused, in a few words.
  static func reason(_ refusal: FormRefusal) -> String {
    switch refusal {
    case .form(.noActiveField): return "no field is active"
    case .form(let error): return error.description
    case .locale(let error): return error.description
    case .entry(let rejection): return reason(rejection)
    }
  }

  /// Why a field refused an input, in a few words.
  static func reason(_ rejection: EntryRejection) -> String {
    switch rejection {
    case .maxIntegerDigits: "no more digits before the decimal separator"
    case .maxFractionDigits: "no more digits after the decimal separator"
    case .duplicateDecimal: "only one decimal separator"
    case .negativeNotAllowed: "no negative numbers"
    case .misplacedMinus: "minus only at the start"
    case .decimalNotAllowed: "the decimal separator is placed for you"
    case .wholeNumbersOnly: "whole numbers only"
    case .invalidCharacter: "not a digit"
    case .unparseable: "not a number"
    case .invalidRange: "outside the text"
    case .nothingToUndo: "nothing to undo"
    case .nothingToRedo: "nothing to redo"
    case .aboveMax: "above the maximum"
    case .belowMin: "below the minimum"
    case .maxLength: "the field is full"
    case .digitsOnly: "digits only"
    case .invalidMonth: "no such month"
    case .invalidDay: "no such day"
    case .invalidYear: "not a year this field takes"
    case .invalidHour: "no such hour"
    case .invalidMinute: "no such minute"
    case .invalidSecond: "no such second"
    case .noDayPeriod: "no AM or PM here"
    }
  }
}
