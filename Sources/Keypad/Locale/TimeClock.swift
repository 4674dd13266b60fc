import KeypadICU

/// A locale's time of day, read from ICU once and cached: the order of the
/// hour, minutes and seconds, the literal text around them, the hour cycle,
/// where the day period stands and its two markers.
///
/// Everything a keystroke needs is read when the locale is first loaded;
/// only the display at rest and the spoken time call ICU again.
final class TimeClock: Sendable {
  /// A typed part of a time.
  enum Segment: Sendable, Hashable {
    case hour, minute, second
  }

  /// Where the day period stands: before the first segment or after the
  /// last one, as in every pattern of ICU 72 that has one.
  enum DayPeriodPlace: Sendable, Hashable {
    /// First (`a h:mm` in ko_KR), after the text `before` it.
    case first(before: String)
    /// Last (`h:mm a` in en_US), before the text `after` it.
    case last(after: String)
  }

  /// The ICU id, such as `de_DE@hours=h12`.
  let localeID: String
  /// ICU's best pattern for `jmm` or `jmmss`, such as `h:mm a`.
  let pattern: String
  /// Whether the pattern has seconds.
  let hasSeconds: Bool
  /// The segments in the pattern's order.
  let segments: [Segment]
  /// The text before each segment and after the last one.
  ///
  /// One more than the segments. The day period is in none of them: the
  /// text between it and the segment next to it is the first (the day
  /// period first) or the last (the day period last).
  let literals: [String]
  /// The hours the clock shows: 1...12 (`h`), 0...11 (`K`), 0...23 (`H`)
  /// or 1...24 (`k`).
  let hours: ClosedRange<Int>
  /// Whether the pattern writes the hour with two digits (`HH`, `hh`).
  let twoDigitHour: Bool
  /// Where the day period stands, or `nil` on a 24-hour clock.
  let dayPeriod: DayPeriodPlace?
  /// The markers of AM and PM, such as `AM` and `PM` (en_US) or `ص` and
  /// `م` (ar_EG); empty on a 24-hour clock.
  let dayPeriods: [String]
  /// The locale's ten digits, zero first.
  let digits: [String]
  /// ICU's format of the pattern, for the display at rest.
  private let icu: Locked<ICUTimes>

  /// Whether the clock shows 12 hours and a day period.
  var isTwelveHour: Bool { dayPeriod != nil }

  /// Reads and checks a locale's times; the object is made once they pass,
  /// as ``DateCalendar``'s is.
  private convenience init(localeID: String, seconds: Bool) throws(LocaleError) {
    let times: ICUTimes
    let pattern: String
    let markers: [String]
    do throws(ICUFailure) {
      times = try ICUTimes(locale: localeID, seconds: seconds)
      pattern = try times.pattern()
      markers = [try times.dayPeriod(0), try times.dayPeriod(1)]
    } catch {
      throw LocaleError(id: localeID, reason: .icuFailure)
    }
    guard let parsed = Self.parse(pattern) else {
      throw LocaleError(id: localeID, reason: .icuFailure)
    }
    self.init(
      localeID: localeID, pattern: pattern, parsed: parsed, markers: markers, times: times,
      digits: try NumberSymbols.locale(localeID).digits)
  }

  /// The clock of a pattern read and checked.
  private init(
    localeID: String, pattern: String, parsed: Parsed, markers: [String], times: ICUTimes,
    digits: [String]
  ) {
    self.localeID = localeID
    self.pattern = pattern
    segments = parsed.segments
    hasSeconds = parsed.segments.contains(.second)
    literals = parsed.literals
    hours = parsed.hours
    twoDigitHour = parsed.twoDigitHour
    dayPeriod = parsed.dayPeriod
    dayPeriods = parsed.dayPeriod == nil ? [] : markers
    self.digits = digits
    icu = Locked(times)
  }

  /// A pattern read into its parts.
  struct Parsed: Equatable {
    var segments: [Segment] = []
    var literals = [""]
    var hours = 0...23
    var twoDigitHour = false
    var dayPeriod: DayPeriodPlace?
  }

  /// The parts of an ICU time pattern: quoted text is literal (`''` is a
  /// quote); `h`, `K`, `H` or `k` is the hour, `m` the minutes, `s` the
  /// seconds, `a` the day period; `nil` for any other field, a segment
  /// missing or repeated, a day period between two segments or on a
  /// 24-hour clock's hour (or none on a 12-hour one).
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// TimeClock.parse("h:mm a")?.literals  // ["", ":", ""]: the day period last, after " "
  /// ```
  static func parse(_ pattern: String) -> Parsed? {
    let characters = Array(pattern)
    var parsed = Parsed()
    var quoted = false
    var index = 0
    // The text before the day period when it comes first.
    var beforeDayPeriod: String?
    var dayPeriodIsLast = false
    while index < characters.count {
      let character = characters[index]
      if character.hasSameUTF8(as: "'") {
        if index + 1 < characters.count, characters[index + 1].hasSameUTF8(as: "'") {
          parsed.literals[parsed.literals.count - 1].append("'")
          index += 2
        } else {
          quoted.toggle()
          index += 1
        }
        continue
      }
      guard !quoted, character.hasOnlyASCII, let byte = character.utf8.first, isLetter(byte) else {
        parsed.literals[parsed.literals.count - 1].append(character)
        index += 1
        continue
      }
      var width = 0
      while index < characters.count, characters[index].hasSameUTF8(as: character) {
        index += 1
        width += 1
      }
      let segment: Segment
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "K"), UInt8(ascii: "H"), UInt8(ascii: "k"):
        segment = .hour
        parsed.twoDigitHour = width >= 2
        parsed.hours =
          switch byte {
          case UInt8(ascii: "h"): 1...12
          case UInt8(ascii: "K"): 0...11
          case UInt8(ascii: "H"): 0...23
          default: 1...24
          }
      case UInt8(ascii: "m"): segment = .minute
      case UInt8(ascii: "s"): segment = .second
      case UInt8(ascii: "a"):
        guard beforeDayPeriod == nil, !dayPeriodIsLast else { return nil }
        if parsed.segments.isEmpty {
          // First: what stood before it is its own; the literal before
          // the first segment starts again after it.
          beforeDayPeriod = parsed.literals[0]
          parsed.literals[0] = ""
        } else {
          dayPeriodIsLast = true
          parsed.literals.append("")
        }
        continue
      default: return nil
      }
      guard !dayPeriodIsLast, !parsed.segments.contains(segment) else { return nil }
      parsed.segments.append(segment)
      parsed.literals.append("")
    }
    guard parsed.segments.first == .hour, parsed.segments.contains(.minute) else { return nil }
    if let beforeDayPeriod {
      parsed.dayPeriod = .first(before: beforeDayPeriod)
    } else if dayPeriodIsLast {
      // The text after the day period is the extra literal at the end.
      let after = parsed.literals.removeLast()
      parsed.dayPeriod = .last(after: after)
    }
    let twelveHour = parsed.hours.count == 12
    guard twelveHour == (parsed.dayPeriod != nil) else { return nil }
    return parsed
  }

  // MARK: ICU, for the display at rest

  /// A time of day (hour 0 to 23) as ICU formats it in the pattern.
  func format(hour: Int, minute: Int, second: Int) -> String? {
    icu.withLock { try? $0.format(hour: hour, minute: minute, second: second) }
  }

  // MARK: Cache

  private static let cache = Locked(BoundedCache<UTF8Key, TimeClock>(capacity: 256))

  /// The time of day of a locale id (ICU style or BCP 47), with seconds or
  /// without, loaded once.
  ///
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses.
  static func locale(_ id: String, seconds: Bool) throws(LocaleError) -> TimeClock {
    let key = UTF8Key((seconds ? "s " : "m ") + id)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let timeID = try LocaleResolver.timeID(id)
    let resolvedKey = UTF8Key((seconds ? "s " : "m ") + timeID)
    if let cached = cache.withLock({ $0[resolvedKey] }) {
      cache.withLock { _ = $0.insert(cached, forKey: key) }
      return cached
    }
    let loaded: TimeClock
    do throws(LocaleError) {
      loaded = try TimeClock(localeID: timeID, seconds: seconds)
    } catch {
      throw LocaleError(id: id, reason: error.reason)
    }
    return cache.withLock {
      let stored = $0.insert(loaded, forKey: resolvedKey)
      $0.insert(stored, forKey: key)
      return stored
    }
  }
}
