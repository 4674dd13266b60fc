/// A locale id that Keypad cannot use.
///
/// ICU does not fail on an unknown locale: it silently falls back to a parent
/// or to the root locale. Keypad checks the id first and throws this error
/// instead of showing root-locale numbers as if they were the requested ones.
///
/// ```swift
/// try NumberSymbols.locale("xx_YY")
/// // LocaleError(id: "xx_YY", reason: .unknownLanguage)
/// ```
public struct LocaleError: CodedError, Hashable {
  /// Why a locale id was refused.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// The id is empty or not a well-formed ICU id or BCP 47 tag.
    case malformed
    /// ICU has no data for the language (with its script, if any).
    case unknownLanguage = "unknown-language"
    /// The region is not a known region code.
    case unknownRegion = "unknown-region"
    /// The variant is not one of ICU's available locales.
    case unknownVariant = "unknown-variant"
    /// The `numbers` keyword (`-u-nu-`) names no numbering system ICU knows.
    case unknownNumberingSystem = "unknown-numbering-system"
    /// The numbering system is algorithmic (Roman, Hebrew or Greek
    /// numerals, spelled-out Chinese numbers): a number's characters depend
    /// on its whole value, not one per digit, so ten keys cannot type it.
    /// Every other system, `hanidec`'s `〇一二…` included, has ten digits.
    case algorithmicNumberingSystem = "algorithmic-numbering-system"
    /// ICU failed to load the locale's number data.
    case icuFailure = "icu-failure"
    /// A date field's calendar numbers its months or years in a way digits
    /// alone cannot type: leap months (`hebrew`, `chinese`, `dangi`) or one
    /// era per reign (`japanese`). See ``DateFormat``.
    case unsupportedCalendar = "unsupported-calendar"
  }

  /// The id as it was given.
  public var id: String
  /// Why it was refused.
  public var reason: Reason

  /// Creates an error for a refused locale id.
  public init(id: String, reason: Reason) {
    self.id = id
    self.reason = reason
  }

  /// Always `unknown-locale`; ``reason`` tells the cases apart.
  public var code: String { "unknown-locale" }

  /// A sentence naming the id and the reason.
  public var description: String {
    let why: String
    switch reason {
    case .malformed: why = "is not a well-formed locale id (use de_CH or de-CH)"
    case .unknownLanguage: why = "names a language ICU has no data for"
    case .unknownRegion: why = "names an unknown region"
    case .unknownVariant: why = "names a variant ICU does not have"
    case .unknownNumberingSystem: why = "names an unknown numbering system"
    case .algorithmicNumberingSystem:
      why =
        "uses an algorithmic numbering system, which writes a number by its whole value"
        + " rather than one digit a place, so ten keys cannot type it"
    case .icuFailure: why = "could not be loaded from ICU"
    case .unsupportedCalendar: why = "has a calendar whose dates digits alone cannot type"
    }
    return "unknown locale '\(id)': it \(why)"
  }
}
