extension LocaleSpeech {
  /// The speech rules of an ICU locale id, loaded on first use and cached.
  ///
  /// The id is a ``NumberSymbols/localeID``. Safe to call from any thread.
  static func forLocale(_ localeID: String) throws(ICUFailure) -> LocaleSpeech {
    if let cached = cache.withLock({ $0[localeID] }) { return cached }
    let speech = try LocaleSpeech(localeID: localeID)
    return cache.withLock { entries in
      if let kept = entries[localeID] { return kept }
      if entries.count >= cacheLimit { entries.remove(at: entries.startIndex) }
      entries[localeID] = speech
      return speech
    }
  }

  /// The most locales kept: more than ICU has (805), so that only ids with
  /// unusual keywords ever evict one.
  static let cacheLimit = 1024

  /// Loaded rules by ICU locale id.
  private static let cache = Locked<[String: LocaleSpeech]>([:])
}
