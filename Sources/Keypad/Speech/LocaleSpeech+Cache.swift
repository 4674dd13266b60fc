extension LocaleSpeech {
  /// The speech rules of an ICU locale id, loaded on first use and cached.
  ///
  /// The id is a ``NumberSymbols/localeID``. An ICU without spellout rules
  /// (a browser's `Intl`) answers `U_UNSUPPORTED_ERROR`, which is kept too,
  /// so that it is not asked again on every key; another failure (memory
  /// running out) is not kept. Safe to call from any thread.
  ///
  /// Built with `KEYPAD_ICU_WITHOUT_SPELLOUT` (Web/build.sh: the ICU the
  /// browser's module calls is `Intl`, which has no spellout), the answer
  /// `U_UNSUPPORTED_ERROR` is known when building, and the speech rules are
  /// left out of the module.
  static func forLocale(_ localeID: String) throws(ICUFailure) -> LocaleSpeech {
    #if KEYPAD_ICU_WITHOUT_SPELLOUT
    throw ICUFailure(name: "U_UNSUPPORTED_ERROR")
    #else
    if let cached = cache.withLock({ $0[UTF8Key(localeID)] }) { return try cached.get() }
    let speech: Result<LocaleSpeech, ICUFailure>
    do {
      speech = .success(try LocaleSpeech(localeID: localeID))
    } catch {
      guard error.name.hasSameUTF8(as: "U_UNSUPPORTED_ERROR") else { throw error }
      speech = .failure(error)
    }
    return try cache.withLock { entries in
      let key = UTF8Key(localeID)
      if let kept = entries[key] { return kept }
      if entries.count >= cacheLimit { entries.remove(at: entries.startIndex) }
      entries[key] = speech
      return speech
    }.get()
    #endif
  }

  /// The most locales kept: more than ICU has (805), so that only ids with
  /// unusual keywords ever evict one.
  static let cacheLimit = 1024

  /// Loaded rules, or ICU's answer that it has none, by ICU locale id.
  private static let cache = Locked<[UTF8Key: Result<LocaleSpeech, ICUFailure>]>([:])
}
