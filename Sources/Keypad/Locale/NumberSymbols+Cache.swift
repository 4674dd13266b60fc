extension NumberSymbols {
  /// The symbols of a locale, read from ICU on first use and cached.
  ///
  /// Accepts ICU ids (`de_CH`, `ar_EG@numbers=latn`) and BCP 47 tags
  /// (`de-CH`, `ar-EG-u-nu-latn`). Safe to call from any thread.
  ///
  /// ```swift
  /// try NumberSymbols.locale("fr_FR").groupingSeparator  // "\u{202F}"
  /// try NumberSymbols.locale("xx_YY")  // throws LocaleError (unknownLanguage)
  /// ```
  ///
  /// - Throws: ``LocaleError`` when the id is malformed or ICU has no data
  ///   for it; never falls back to another locale silently.
  public static func locale(_ id: String) throws(LocaleError) -> NumberSymbols {
    if let cached = cache.withLock({ $0[id] }) { return cached }
    let (icuID, numberingSystem) = try LocaleResolver.resolve(id)
    if let cached = cache.withLock({ $0[icuID] }) {
      cache.withLock { $0[id] = cached }
      return cached
    }
    let symbols = try read(icuID: icuID, numberingSystem: numberingSystem)
    return cache.withLock { entries in
      let kept = entries[icuID] ?? symbols
      entries[icuID] = kept
      entries[id] = kept
      return kept
    }
  }

  /// Loaded symbols by the id they were asked for and by ICU id.
  private static let cache = Locked<[String: NumberSymbols]>([:])
}
