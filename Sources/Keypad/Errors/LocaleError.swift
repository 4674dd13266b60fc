/// A locale id that Keypad cannot use.
///
/// ICU does not fail on an unknown locale: it silently falls back to a parent
/// or to the root locale. Keypad checks the id first and throws this error
/// instead of showing root-locale numbers as if they were the requested ones.
///
/// ```swift
/// try NumberSymbols.locale("xx_YY")  // throws LocaleError.self
/// // its id "xx_YY", its reason .unknownLanguage
/// ```
public struct LocaleError: CodedError, Hashable {
  /// Why a locale id was refused.
  public enum Reason: String, Sendable, Hashable {
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
    /// era per reign (`japanese`). See <doc:Dates>.
    case unsupportedCalendar = "unsupported-calendar"
    /// The `calendar` keyword (`-u-ca-`) names a calendar ICU does not
    /// have (`en_US@calendar=foo`): ICU would silently use the locale's
    /// own. See <doc:Dates>.
    case unknownCalendar = "unknown-calendar"
  }

  /// The id as it was given.
  public var id: String
  /// Why it was refused.
  public var reason: Reason
  /// The calendar refused, such as `hebrew`, for
  /// ``Reason/unsupportedCalendar`` and ``Reason/unknownCalendar``.
  public var calendar: String?

  /// Creates an error for a refused locale id: the engine's, and its
  /// tests'.
  @_spi(Engine) public init(id: String, reason: Reason, calendar: String? = nil) {
    self.id = id
    self.reason = reason
    self.calendar = calendar
  }

  /// `unsupported-calendar` when the locale is known but its calendar is
  /// refused (``Reason/unsupportedCalendar``, ``Reason/unknownCalendar``),
  /// else `unknown-locale`; ``reason`` tells the cases apart.
  ///
  /// ```swift
  /// var codes: [String] = []
  /// do { _ = try NumberSymbols.locale("xx_YY") } catch { codes.append(error.code) }
  /// do {
  ///   _ = try KeypadField(locale: "he_IL@calendar=hebrew", rules: FieldRules(kind: .date()))
  /// } catch { codes.append(error.code) }
  /// codes  // ["unknown-locale", "unsupported-calendar"]
  /// ```
  public var code: String {
    switch reason {
    case .unsupportedCalendar, .unknownCalendar: "unsupported-calendar"
    case .malformed, .unknownLanguage, .unknownRegion, .unknownVariant, .unknownNumberingSystem,
      .algorithmicNumberingSystem, .icuFailure:
      "unknown-locale"
    }
  }

  /// A sentence naming the id and the reason.
  ///
  /// ```swift
  /// var sentence = ""
  /// do {
  ///   _ = try KeypadField(locale: "he_IL@calendar=hebrew", rules: FieldRules(kind: .date()))
  /// } catch { sentence = error.description }
  /// sentence
  /// // "locale 'he_IL@calendar=hebrew': its calendar 'hebrew' cannot be typed on digits: it has leap months"
  /// ```
  public var description: String {
    let id = Self.quoted(id)
    let named = calendar.map { " '\(Self.quoted($0))'" } ?? ""
    switch reason {
    case .unsupportedCalendar:
      let why =
        switch UTF8Key(calendar ?? "") {
        case "hebrew", "chinese", "dangi": "it has leap months"
        case "japanese": "it has an era per reign"
        default: "its dates are not all digits in the locale's pattern"
        }
      return "locale '\(id)': its calendar\(named) cannot be typed on digits: \(why)"
    case .unknownCalendar:
      return "locale '\(id)': ICU has no calendar\(named)"
    case .malformed, .unknownLanguage, .unknownRegion, .unknownVariant, .unknownNumberingSystem,
      .algorithmicNumberingSystem, .icuFailure:
      break
    }
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
    case .icuFailure, .unsupportedCalendar, .unknownCalendar: why = "could not be loaded from ICU"
    }
    return "unknown locale '\(id)': it \(why)"
  }

  /// The refusal of a locale in a locale's language (the form's, which
  /// stays), from the message catalogs (`refusal.unknown-locale`,
  /// `refusal.unsupported-calendar`; see ``MessageCatalog``), naming the id.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// LocaleError(id: "xx_YY", reason: .unknownLanguage).message(locale: "fr_FR")
  /// // "paramètres régionaux inconnus\u{A0}: xx_YY"
  /// ```
  public func message(locale: String) -> String {
    let id = MessageArgument.text("locale", Self.quoted(self.id))
    switch reason {
    case .unsupportedCalendar, .unknownCalendar:
      return Message("refusal.unsupported-calendar", [id]).words(locale: locale).text
    case .malformed, .unknownLanguage, .unknownRegion, .unknownVariant, .unknownNumberingSystem,
      .algorithmicNumberingSystem, .icuFailure:
      return Message("refusal.unknown-locale", [id]).words(locale: locale).text
    }
  }

  /// Text from outside (a page's URL, a form file, an attribute) as a
  /// message quotes it: its first 40 characters (Unicode scalars), then `…`,
  /// with every control character written visibly (`\u{0}`), so that a
  /// message stays one short line whatever was given.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// LocaleError.quoted("x\u{0}")                   // "x\\u{0}"
  /// LocaleError.quoted(String(repeating: "a", count: 41)).unicodeScalars.count  // 41
  /// ```
  static func quoted(_ text: String) -> String {
    let limit = 40
    var scalars = String.UnicodeScalarView()
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index == limit {
        scalars.append("…")
        break
      }
      scalars.append(scalar)
    }
    return DisplayText.escapingControls(String(scalars))
  }
}

#if !hasFeature(Embedded)
extension LocaleError.Reason: Codable {}
#endif
