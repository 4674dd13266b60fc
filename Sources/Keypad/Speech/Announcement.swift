/// What a listener should hear after an input, beyond the echo of the key
/// they pressed: why a key was refused, what Backspace deleted, that a
/// field is complete and which comes next, a card's brand, a secure code's
/// count.
///
/// ``KeypadForm/apply(_:)`` puts one in every ``FormResult`` that has
/// something new to say, and `nil` in the others: a digit typed and the
/// number regrouped around it says nothing beyond the digit the reader
/// already echoed. Its ``content`` says what happened, as values, with a
/// stable ``code``; ``text`` says it in the form's language, from the
/// message catalogs (``MessageCatalog``), or in English where the language
/// has none (``isFallback``). A value, a deleted digit, is spelled by ICU in
/// the field's locale (see <doc:SayTheNumber>), and a secure code's digits
/// are never named.
///
/// ```swift
/// var form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "en_US")
/// form.apply(.focus("amount"))
/// form.apply(.characters("12.5")).announcement  // nil: the reader echoed the keys
/// form.apply(.key(.decimal)).announcement?.text
/// // "refused, only one decimal separator"
/// form.apply(.key(.backspace)).announcement?.text  // "five deleted"
/// ```
public struct Announcement: Sendable, Hashable, CustomStringConvertible {
  /// What an announcement says, as values.
  public enum Content: Sendable, Hashable {
    /// The input was refused and changed nothing (in part, for a `00`
    /// whose second zero did not fit).
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
    /// A redo: the value it restored, spoken, or `nil` when the field is
    /// now empty.
    case redone(String?)
    /// A card number's brand became known or changed.
    case cardBrand(CardBrand)
    /// A field became complete: its label, and the label of the field the
    /// form moved to, if it moved.
    case complete(field: String, next: String?)
    /// A field became complete with a value its kind refuses (a card
    /// number that fails the Luhn check, an expired date), and the label of
    /// the field the form moved to, if it moved.
    // The two cases that hold a failure are boxed: they are rare, and the
    // others, which a key may make, stay small to copy.
    indirect case invalid(ValidationFailure, next: String?)
    /// A secure code changed: how many digits it holds, and how many it
    /// takes when that is one number; both are spelled by ICU in the text.
    case secureCount(Int, of: Int?)
    /// Done found fields to fix: how many, and the first one's failure,
    /// which is the field that became active.
    indirect case notSubmitted(count: Int, first: ValidationFailure)
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
  }

  /// What happened, as values.
  public let content: Content
  /// The locale the announcement is worded in: the form's.
  let locale: String

  /// An announcement of content, worded in a locale.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// Announcement(.submitted, locale: "de_DE").text  // "gesendet"
  /// ```
  @_spi(Engine) public init(_ content: Content, locale: String) {
    self.content = content
    self.locale = locale
  }

  /// The stable code of the content, such as `refused` or `card-brand`.
  public var code: String { content.code }

  /// What to say, in the form's language with the values as ICU spelled
  /// them: `refused, only one decimal separator`, `five deleted`, `Card
  /// number complete, Expiry` in English; `abgelehnt, nur ein
  /// Dezimaltrennzeichen` in German.
  public var text: String { words.text }

  /// The language subtag of ``text``'s words: the form's language, or `en`
  /// where Keypad has no catalog for it (``isFallback``).
  public var language: String { words.language }

  /// Whether ``text`` is in English because the form's language has no
  /// catalog (or no pattern for this announcement): an app can then word
  /// ``content`` itself, or register a catalog (``MessageCatalog``).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// Announcement(.submitted, locale: "sv_SE").isFallback  // true: no Swedish catalog
  /// ```
  public var isFallback: Bool { words.isFallback }

  /// Whether the text says what a field holds: the characters Backspace
  /// deleted, or the value an undo, a redo, a step or a clamp left, spoken.
  ///
  /// In a card field or a security code those are its digits, in words: a
  /// front end's log leaves such a text out for a field whose digits stay
  /// out of logs (``KeypadField/hidesDigitsInLogs``), and ``description``
  /// leaves it out always.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// Announcement(.deleted("four"), locale: "en_US").speaksFieldContent  // true
  /// Announcement(.cardBrand(.visa), locale: "en_US").speaksFieldContent  // false
  /// ```
  public var speaksFieldContent: Bool {
    switch content {
    case .deleted, .stepped, .clamped, .undone, .redone: true
    case .refused, .cardBrand, .complete, .invalid, .secureCount, .notSubmitted, .submitted: false
    }
  }

  /// The code and the text, such as `refused: refused, only one decimal
  /// separator`, for logs: an announcement that says what a field holds
  /// (``speaksFieldContent``) is its code alone, as that may be a card's
  /// digits in words.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// Announcement(.cardBrand(.visa), locale: "en_US").description  // "card-brand: Visa"
  /// Announcement(.deleted("four"), locale: "en_US").description   // "deleted"
  /// ```
  public var description: String { speaksFieldContent ? code : code + ": " + text }

  /// The words of the content in the locale.
  package var words: MessageWords { message.words(locale: locale) }

  /// The catalogs' message for the content.
  private var message: Message {
    switch content {
    case .refused(let refusal):
      return Message("announcement.refused", [.text("reason", refusal.message(locale: locale))])
    case .deleted(let names): return Message("announcement.deleted", [.text("names", names)])
    case .stepped(let value): return Message("announcement.stepped", [.text("value", value)])
    case .clamped(let value, let bound):
      return Message(
        "announcement.clamped",
        [.text("value", value), .text("bound", bound == .belowMin ? "min" : "max")])
    case .undone(let value):
      guard let value else { return Message("announcement.undone-empty") }
      return Message("announcement.undone", [.text("value", value)])
    case .redone(let value):
      guard let value else { return Message("announcement.redone-empty") }
      return Message("announcement.redone", [.text("value", value)])
    case .cardBrand(let brand):
      return Message("announcement.card-brand", [.text("brand", brand.name)])
    case .complete(let field, let next):
      guard let next else { return Message("announcement.complete", [.text("label", field)]) }
      return Message("announcement.complete-next", [.text("label", field), .text("next", next)])
    case .invalid(let failure, let next):
      guard let next else { return failure.catalogMessage }
      return Message(
        "announcement.invalid-next", [.text("message", failure.message), .text("next", next)])
    case .secureCount(let count, let length):
      guard let length else {
        return Message(
          "announcement.secure-count", [.number("count", count), .text("words", spelled(count))])
      }
      return Message(
        "announcement.secure-count-of",
        [
          .number("count", count), .text("words", spelled(count)), .number("length", length),
          .text("lengthWords", spelled(length)),
        ])
    case .notSubmitted(let count, let first):
      return Message(
        "announcement.not-submitted", [.number("count", count), .text("message", first.message)])
    case .submitted: return Message("announcement.submitted")
    }
  }

  /// A count as ICU spells it in the locale, so that a secure code's count
  /// is never a digit a listener would take for one typed; in ASCII digits
  /// without ICU's spellout (a browser).
  private func spelled(_ count: Int) -> String {
    (try? LocaleSpeech.forLocale(locale).spell(count: count)) ?? String(count)
  }
}
