extension NumberSymbols {
  /// The symbols of a locale, read from ICU on first use and cached.
  ///
  /// Accepts ICU ids (`de_CH`, `ar_EG@numbers=latn`) and BCP 47 tags
  /// (`de-CH`, `ar-EG-u-nu-latn`). Safe to call from any thread.
  ///
  /// The id is first reduced to what changes number symbols (language,
  /// script, region, variant and the `numbers` keyword); other keywords are
  /// accepted and ignored, so `de_DE@calendar=japanese` and `de-DE-u-ca-japanese`
  /// share `de_DE`'s symbols and its ``localeID``. The cache holds at most
  /// 2,048 locales and 1,024 other spellings of them; when full it evicts an
  /// entry not used lately, so no sequence of ids makes it grow without
  /// bound.
  ///
  /// ```swift
  /// try NumberSymbols.locale("fr_FR").groupingSeparator  // "\u{202F}"
  /// try NumberSymbols.locale("de_DE@kp=x").localeID      // "de_DE"
  /// try NumberSymbols.locale("xx_YY")  // throws LocaleError.self: unknownLanguage
  /// ```
  ///
  /// - Throws: ``LocaleError`` when the id is malformed or ICU has no data
  ///   for it; never falls back to another locale silently.
  public static func locale(_ id: String) throws(LocaleError) -> NumberSymbols {
    try locale(id, in: cache)
  }

  /// The symbols of a locale, looked up in and added to `cache`.
  static func locale(_ id: String, in cache: Locked<SymbolsCache>) throws(LocaleError)
    -> NumberSymbols
  {
    if let cached = cache.withLock({ $0.symbols(forSpelling: id) }) { return cached }
    let (reducedID, numberingSystem) = try LocaleResolver.resolve(id)
    if let cached = cache.withLock({ $0.symbols(forReducedID: reducedID, spelling: id) }) {
      return cached
    }
    let symbols = try read(icuID: reducedID, numberingSystem: numberingSystem)
    return cache.withLock { $0.insert(symbols, reducedID: reducedID, spelling: id) }
  }

  /// The most locales the cache keeps symbols for; further ones evict.
  ///
  /// Room for all of ICU's 805 locales in their default numbering systems
  /// and as many again in other numbering systems or regions, out of the
  /// 54,740 reduced ids of ICU's locales and numbering systems (see
  /// docs/RELIABILITY.md for what a full cache costs).
  static let symbolsCacheCapacity = 2048

  /// The most other spellings (`de-DE`, `de_DE@kp=x`) the cache remembers,
  /// so that asking again skips the id checks; each holds the spelling and a
  /// reference to symbols, never symbols of its own.
  static let spellingsCacheCapacity = 1024

  /// How many entries each cache holds now.
  static var cacheCounts: (symbols: Int, spellings: Int) {
    cache.withLock { ($0.byID.count, $0.bySpelling.count) }
  }

  /// Loaded symbols by reduced id, and other spellings of those ids.
  private static let cache = Locked(
    SymbolsCache(symbolsCapacity: symbolsCacheCapacity, spellingsCapacity: spellingsCacheCapacity))
}

/// The two bounded maps behind ``NumberSymbols/locale(_:)``.
struct SymbolsCache {
  /// Symbols by reduced id (`de_DE`, `ar_EG@numbers=latn`): one entry per
  /// distinct locale and numbering system.
  var byID: BoundedCache<UTF8Key, NumberSymbols>
  /// Symbols by a spelling that is not itself a reduced id (`de-DE`).
  var bySpelling: BoundedCache<UTF8Key, NumberSymbols>

  /// Empty maps of at most these many entries.
  init(symbolsCapacity: Int, spellingsCapacity: Int) {
    byID = BoundedCache(capacity: symbolsCapacity)
    bySpelling = BoundedCache(capacity: spellingsCapacity)
  }

  /// The symbols cached for a spelling as asked, reduced or not.
  mutating func symbols(forSpelling spelling: String) -> NumberSymbols? {
    byID[UTF8Key(spelling)] ?? bySpelling[UTF8Key(spelling)]
  }

  /// The symbols cached for a reduced id, remembering the spelling that led
  /// to it.
  mutating func symbols(forReducedID id: String, spelling: String) -> NumberSymbols? {
    guard let symbols = byID[UTF8Key(id)] else { return nil }
    if !spelling.hasSameUTF8(as: id) { bySpelling.insert(symbols, forKey: UTF8Key(spelling)) }
    return symbols
  }

  /// Keeps newly read symbols, unless another thread cached that id first.
  ///
  /// - Returns: The symbols now cached for the id.
  mutating func insert(_ symbols: NumberSymbols, reducedID: String, spelling: String)
    -> NumberSymbols
  {
    let kept = byID.insert(symbols, forKey: UTF8Key(reducedID))
    if !spelling.hasSameUTF8(as: reducedID) {
      bySpelling.insert(kept, forKey: UTF8Key(spelling))
    }
    return kept
  }
}
