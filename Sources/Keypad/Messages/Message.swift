/// One of Keypad's sentences before it is put into words: a message id of
/// the catalogs (``MessageCatalog``) and the values of its arguments by
/// name.
///
/// ```swift
/// let message = Message(
///   "validation.below-min", [.text("label", "Betrag"), .text("bound", "1,00 €")])
/// message.words(locale: "de_DE").text  // "Betrag muss mindestens 1,00 € sein"
/// ```
package struct Message: Sendable {
  /// The id, such as `validation.below-min`.
  package let id: String
  /// The arguments, in the order given.
  package let arguments: [MessageArgument]

  /// A message with its arguments.
  package init(_ id: String, _ arguments: [MessageArgument] = []) {
    self.id = id
    self.arguments = arguments
  }

  /// The message in words in a locale: the pattern of its language in its
  /// script (`scriptCatalog(locale:language:)`, Traditional Chinese in
  /// `zh_TW`), else its language's, or the English one where the language
  /// has none (the words then say so).
  ///
  /// Only when ICU fails (memory running out) is the text the id itself.
  /// The words of a message without arguments (a refusal's reason, a
  /// deleted separator's name, which a key may ask for each time) are kept
  /// once formatted, by locale and id, until a catalog is registered.
  package func words(locale: String) -> MessageWords {
    #if !KEYPAD_CATALOGS_FROM_HOST
    if arguments.isEmpty {
      let key = UTF8Key(locale + "\u{0}" + id)
      if let kept = MessageCatalog.keptWords.withLock({ $0[key] }) { return kept }
      let words = formatted(locale: locale)
      return MessageCatalog.keptWords.withLock { $0.insert(words, forKey: key) }
    }
    #endif
    return formatted(locale: locale)
  }

  /// The message formatted in a locale, as ``words(locale:)`` says.
  private func formatted(locale: String) -> MessageWords {
    let language = (try? ICULocaleCalls.language(locale)) ?? ""
    #if KEYPAD_CATALOGS_FROM_HOST
    // The browser's module carries no catalog: the host chooses the
    // locale's (an empty language: its language in its script where it has
    // that catalog, else its language's, as `scriptCatalog` does here
    // natively), formats from it, and answers with a warning when it took
    // the English one.
    if case (let text, let isFallback)? = try? ICUMessages.format(
      pattern: nil, id: id, language: "", locale: locale, arguments: arguments)
    {
      return MessageWords(
        text: text, language: isFallback ? "en" : language, isFallback: isFallback)
    }
    #else
    let scripted = Self.scriptCatalog(locale: locale, language: language)
    for catalog in [scripted, language] where !catalog.isEmpty {
      if let pattern = MessageCatalog.pattern(of: id, language: catalog),
        case (let text, _)? = try? ICUMessages.format(
          pattern: pattern, id: id, language: catalog, locale: locale, arguments: arguments)
      {
        return MessageWords(text: text, language: language, isFallback: false)
      }
    }
    if let pattern = MessageCatalog.pattern(of: id, language: "en"),
      case (let text, _)? = try? ICUMessages.format(
        pattern: pattern, id: id, language: "en", locale: locale, arguments: arguments)
    {
      return MessageWords(text: text, language: "en", isFallback: !language.hasSameUTF8(as: "en"))
    }
    #endif
    return MessageWords(text: id, language: "en", isFallback: true)
  }

  #if !KEYPAD_CATALOGS_FROM_HOST
  /// The catalog of a locale's language in the locale's script.
  ///
  /// The script is the one the id names, else the likely one ICU adds
  /// (`uloc_addLikelySubtags`): `zh_Hant` for `zh_TW`, `zh_HK`, `zh_MO`
  /// and `zh_Hant`, `zh_Hans` for `zh_CN`, `zh_SG` and `zh`; empty without
  /// a language or a script. A locale is worded in that catalog where there
  /// is one (Keypad's `zh_Hant`, or an app's), else in its language's
  /// (`zh`, `de`), else in English.
  static func scriptCatalog(locale: String, language: String) -> String {
    guard !language.isEmpty, let script = try? ICULocaleCalls.likelyScript(locale),
      !script.isEmpty
    else { return "" }
    return language + "_" + script
  }
  #endif
}

/// A message's argument: its name and its value.
package enum MessageArgument: Sendable {
  /// Text, put in as it is.
  case text(String, String)
  /// A whole number: `#` and `{name, number}` write it in the locale's
  /// digits, `{name, plural, …}` chooses by it.
  case number(String, Int)

  /// The name the pattern uses, such as `label`.
  package var name: String {
    switch self {
    case .text(let name, _), .number(let name, _): name
    }
  }
}

/// A message in words, and the language of its words.
package struct MessageWords: Sendable, Hashable {
  /// The words.
  package let text: String
  /// The language subtag of the pattern: the locale's, or `en`.
  package let language: String
  /// Whether the locale's language has no pattern for the message, so that
  /// the words are English.
  package let isFallback: Bool
}
