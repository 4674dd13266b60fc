/// A locale's durations, read from ICU once and cached: the digits and the
/// separator a duration is typed with, and ICU's unit formatting of one at
/// rest (short) and in words (long).
///
/// A keystroke asks ICU nothing: the digits come from the locale's
/// ``NumberSymbols`` and the separator from its time pattern (``TimeClock``).
final class DurationClock: Sendable {
  /// The reduced ICU id, such as `ar_EG@numbers=latn`.
  let localeID: String
  /// The locale's ten digits, zero first.
  let digits: [String]
  /// The text between the units while typing: the locale's time separator
  /// where its time pattern has one character there that is no letter
  /// (`:` in en_US, `.` in fi_FI), else `:` (fr_CA's `HH 'h' mm`).
  let separator: String
  /// ICU's unit formatting: short (`1 hr, 5 min, 30 sec`) and long
  /// (`1 hour, 5 minutes, 30 seconds`).
  private let short: Locked<ICUDurations>
  private let long: Locked<ICUDurations>

  /// Reads a locale's durations; the object is made once ICU opened them.
  private init(localeID: String) throws(LocaleError) {
    do throws(ICUFailure) {
      short = Locked(try ICUDurations(locale: localeID, width: .short))
      long = Locked(try ICUDurations(locale: localeID, width: .long))
    } catch {
      throw LocaleError(id: localeID, reason: .icuFailure)
    }
    self.localeID = localeID
    digits = try NumberSymbols.locale(localeID).digits
    separator = Self.separator(of: try TimeClock.locale(localeID, seconds: false))
  }

  /// The separator of a time pattern's hour and minutes, when it is one
  /// character that is no letter or white space; else `:`.
  static func separator(of clock: TimeClock) -> String {
    var kept: Unicode.Scalar?
    for scalar in clock.literals[1].unicodeScalars where !DisplayText.isBidiMark(scalar) {
      guard kept == nil else { return ":" }
      kept = scalar
    }
    guard let scalar = kept, !scalar.isAlphabetic, !isWhiteSpace(scalar) else { return ":" }
    return String(scalar)
  }

  /// A duration's units as ICU joins them: `shown` names them (4 hours, 2
  /// minutes, 1 seconds); `nil` should ICU fail.
  func format(hours: Int, minutes: Int, seconds: Int, shown: Int32, long: Bool) -> String? {
    (long ? self.long : short).withLock {
      try? $0.format(hours: hours, minutes: minutes, seconds: seconds, shown: shown)
    }
  }

  // MARK: Cache

  private static let cache = Locked(BoundedCache<UTF8Key, DurationClock>(capacity: 256))

  /// The durations of a locale id (ICU style or BCP 47), loaded once.
  ///
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses.
  static func locale(_ id: String) throws(LocaleError) -> DurationClock {
    let key = UTF8Key(id)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let reduced = try LocaleResolver.resolve(id).id
    let reducedKey = UTF8Key(reduced)
    if let cached = cache.withLock({ $0[reducedKey] }) {
      cache.withLock { _ = $0.insert(cached, forKey: key) }
      return cached
    }
    let loaded: DurationClock
    do throws(LocaleError) {
      loaded = try DurationClock(localeID: reduced)
    } catch {
      throw LocaleError(id: id, reason: error.reason)
    }
    return cache.withLock {
      let stored = $0.insert(loaded, forKey: reducedKey)
      $0.insert(stored, forKey: key)
      return stored
    }
  }
}
