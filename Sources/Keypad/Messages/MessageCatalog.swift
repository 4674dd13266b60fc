#if !KEYPAD_CATALOGS_FROM_HOST
/// The patterns of Keypad's messages in one language: every sentence the
/// engine makes (a validation failure's message, a refusal's reason, an
/// announcement, the words a front end shows) is one of them, formatted
/// with ICU's MessageFormat in the field's locale.
///
/// Keypad has catalogs for English, German, French, Spanish, Italian,
/// Portuguese, Dutch, Arabic, Hebrew, Hindi, Japanese, and Chinese in
/// Simplified (`zh`) and Traditional (`zh_Hant`) characters
/// (``builtInLanguages``). A locale is worded in its language's catalog,
/// or in the catalog of its language and script where there is one: the
/// script written in the locale id or, where it names none, the likely one
/// ICU adds (`uloc_addLikelySubtags`), so that `zh_TW`, `zh_HK`, `zh_MO`
/// and `zh_Hant` read Traditional characters and `zh_CN`, `zh_SG` and `zh`
/// Simplified ones. A language without a catalog is worded in English, and
/// says so (``Announcement/isFallback``). A pattern names its arguments
/// (`{label} muss mindestens {bound} sein`) and may choose a plural form
/// (`{count, plural, one {# Feld} other {# Felder}}`) or a word
/// (`{bound, select, min {…} other {…}}`); <doc:Messages> lists every
/// message id, its arguments and Keypad's English pattern.
///
/// An app adds a language, or replaces some of a language's patterns,
/// with ``register(_:)``, before or after forms are made:
///
/// ```swift
/// try MessageCatalog.register(MessageCatalog(language: "sv", patterns: [
///   "validation.required": "Fyll i {label}",
///   "validation.below-min": "{label} måste vara minst {bound}",
/// ]))
/// var form = try KeypadForm(
///   fields: [FormField(name: "amount", label: "Belopp", tag: 1, isRequired: true)],
///   locale: "sv_SE")
/// form.apply(.done).events.first?.kind  // "validation-failed"
/// form.validationFailures().first?.message  // "Fyll i Belopp"
/// ```
///
/// A message the language's catalog lacks is worded in English.
public struct MessageCatalog: Sendable, Hashable {
  /// The language subtag, such as `de` or `sv`, or a language and a
  /// script, such as `zh_Hant`.
  public let language: String
  /// The patterns by message id, such as `validation.required`.
  public let patterns: [String: String]

  /// A catalog of patterns for a language.
  ///
  /// - Parameters:
  ///   - language: A language subtag, such as `sv`: the catalog words
  ///     every locale of that language (`sv_SE`, `sv_FI`). Or a language
  ///     and a script, such as `sr_Latn`: the catalog words the locales of
  ///     that language in that script, written or likely (`sr_Latn_RS`,
  ///     not `sr_RS`), in place of the language's.
  ///   - patterns: Patterns of ICU's MessageFormat by message id.
  public init(language: String, patterns: [String: String]) {
    self.language = language
    self.patterns = patterns
  }

  /// The languages Keypad has catalogs for: `ar`, `de`, `en`, `es`, `fr`,
  /// `he`, `hi`, `it`, `ja`, `nl`, `pt`, `zh` (Simplified Chinese) and
  /// `zh_Hant` (Traditional Chinese, for the locales whose script is
  /// `Hant`, such as `zh_TW` and `zh_HK`).
  public static var builtInLanguages: [String] { builtIn.keys.sorted() }

  /// Adds a catalog's patterns to its language's, each in place of the
  /// pattern with its id; the language's other patterns stay.
  ///
  /// Every pattern is checked first, and none is added when one is wrong:
  /// its id must be one of Keypad's messages, it may use only that
  /// message's arguments, and ICU must read it.
  ///
  /// ```swift
  /// try MessageCatalog.register(MessageCatalog(language: "de", patterns: [
  ///   "validation.required": "{label} fehlt noch",
  /// ]))
  /// ```
  ///
  /// Safe to call from any thread; forms worded afterwards use it.
  ///
  /// - Throws: ``MessageCatalogError`` naming the first wrong pattern.
  public static func register(_ catalog: MessageCatalog) throws(MessageCatalogError) {
    for id in catalog.patterns.keys.sorted() {
      guard let pattern = catalog.patterns[id] else { continue }
      guard let names = argumentNames[id] else {
        throw MessageCatalogError(language: catalog.language, id: id, reason: .unknownMessage)
      }
      // Every argument the message has, as text and as a number alike.
      let arguments = names.map { MessageArgument.number($0, 1) }
      do {
        _ = try ICUMessages.format(
          pattern: pattern, id: id, language: catalog.language, locale: catalog.language,
          arguments: arguments)
      } catch {
        throw MessageCatalogError(
          language: catalog.language, id: id, reason: .invalidPattern(icuStatus: error.name))
      }
    }
    registered.withLock { registered in
      registered[catalog.language, default: [:]].merge(catalog.patterns) { $1 }
    }
    keptWords.withLock { $0 = BoundedCache(capacity: keptWordsCapacity) }
  }

  /// The pattern of a message in a language: registered, else Keypad's;
  /// `nil` when the language has none.
  static func pattern(of id: String, language: String) -> String? {
    if let pattern = registered.withLock({ $0[language]?[id] }) { return pattern }
    return builtIn[language]?[id]
  }

  /// The patterns apps registered, by language, then by id.
  private static let registered = Locked<[String: [String: String]]>([:])

  /// The words of messages without arguments, by locale and id
  /// (``Message/words(locale:)``), emptied when a catalog is registered.
  static let keptWords = Locked(BoundedCache<UTF8Key, MessageWords>(capacity: keptWordsCapacity))

  /// The most words kept: every such message (about 40) in a few dozen
  /// locales.
  static let keptWordsCapacity = 1024
}
#endif
