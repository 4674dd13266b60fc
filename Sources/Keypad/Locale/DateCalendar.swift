import KeypadICU

/// A locale's numeric date, read from ICU once and cached: the order of
/// the year, month and day, the literal text around them, the calendar's
/// limits, and ICU's calendar for what depends on a whole date.
///
/// Everything a keystroke needs is read when the locale is first loaded;
/// only a complete date calls ICU again (the days of its month, the
/// conversion to the Gregorian calendar).
final class DateCalendar: Sendable {
  /// A typed part of a date.
  enum Segment: Sendable, Hashable {
    case year, month, day
  }

  /// The ICU id, such as `th_TH@calendar=gregorian`.
  let localeID: String
  /// ICU's best pattern for `yyyyMMdd`, such as `MM/dd/yyyy`.
  let pattern: String
  /// The calendar's type, such as `gregorian` or `persian`.
  let calendarType: String
  /// The three segments in the pattern's order.
  let segments: [Segment]
  /// The text before each segment, and after the last one (four texts);
  /// an era field is in it as ICU formats it.
  let literals: [String]
  /// The locale's ten digits, zero first.
  let digits: [String]
  /// The years a year segment takes: the calendar's, within 1...9999.
  let years: ClosedRange<Int>
  /// The calendar's months, from 1.
  let months: ClosedRange<Int>
  /// The calendar's days of a month, from 1 to the most any month has.
  let days: ClosedRange<Int>
  /// The most days each month has in any year (index: month - 1).
  let monthDays: [Int]
  /// The era typed years are in: the era of 1 January 2000 (`roc`'s
  /// Minguo, not the years before it).
  let era: Int
  /// ICU's calendar and formats, for complete dates.
  private let icu: Locked<ICUDates>

  /// The digits a year segment takes.
  static let yearDigits = 4

  /// Reads and checks a locale's dates; the object is made once they pass
  /// (``init(localeID:read:segments:literals:digits:)``): Embedded Swift's
  /// runtime does not free an object whose initializer throws before its
  /// last stored property is set, so each refused calendar leaked one in the
  /// browser.
  private convenience init(localeID: String) throws(LocaleError) {
    let read: Read
    do throws(ICUFailure) {
      read = try Self.read(localeID)
    } catch {
      throw LocaleError(id: localeID, reason: .icuFailure)
    }
    // ICU opens the locale's own calendar for a name it does not know.
    // ICU's calendar types are lowercase ASCII without a `k` (`gregorian`,
    // `islamic-umalqura`): compared with them, lowering A to Z alone lowers
    // as `lowercased()` does, whose only non-ASCII letter lowered to ASCII
    // is the Kelvin sign, and keeps Unicode's case tables out of the
    // WebAssembly module.
    let requested = (try? ICULocaleCalls.keyword("calendar", of: localeID)) ?? ""
    guard
      requested.isEmpty || requested.asciiCased(upper: false).hasSameUTF8(as: read.calendarType)
    else {
      throw LocaleError(id: localeID, reason: .unknownCalendar, calendar: requested)
    }
    // Leap months cannot be typed as a number; one era per reign cannot be
    // told from the year's digits.
    guard !["hebrew", "chinese", "dangi"].contains(where: read.calendarType.hasSameUTF8(as:)),
      read.limits[0] <= 1,
      read.limits[3] == 1, read.limits[5] == 1, read.limits[4] <= 99, read.limits[6] <= 99,
      let (segments, literals) = Self.parse(read.pattern, era: read.era)
    else {
      throw LocaleError(id: localeID, reason: .unsupportedCalendar, calendar: read.calendarType)
    }
    self.init(
      localeID: localeID, read: read, segments: segments, literals: literals,
      digits: try NumberSymbols.locale(localeID).digits)
  }

  /// The calendar of dates read and checked.
  private init(
    localeID: String, read: Read, segments: [Segment], literals: [String], digits: [String]
  ) {
    self.localeID = localeID
    pattern = read.pattern
    calendarType = read.calendarType
    self.segments = segments
    self.literals = literals
    years = Swift.max(read.limits[1], 1)...Swift.min(read.limits[2], 9999)
    months = 1...read.limits[4]
    // The most days a month has in ICU's calendar, which may be fewer than
    // the calendar's generic limit (30 in the Islamic calendars, not 31).
    days = 1...(read.monthDays.max() ?? read.limits[6])
    monthDays = read.monthDays
    era = read.referenceEra
    self.digits = digits
    icu = Locked(read.dates)
  }

  /// What ICU says of a locale's dates.
  private struct Read {
    var dates: ICUDates
    var pattern: String
    var calendarType: String
    var limits: [Int]
    var era: String
    var referenceEra: Int
    var monthDays: [Int]
  }

  private static func read(_ localeID: String) throws(ICUFailure) -> Read {
    let dates = try ICUDates(locale: localeID)
    let limits = try dates.limits()
    // A day every calendar has, for the era's text and the month lengths.
    let reference = try dates.local(gregorianYear: 2000, month: 1, day: 1)
    let era = try dates.format(style: KEYPAD_ICU_DATE_ERA, year: reference[1], month: 1, day: 1)
    return Read(
      dates: dates, pattern: try dates.pattern(), calendarType: try dates.calendarType(),
      limits: limits, era: era, referenceEra: reference[0],
      monthDays: try monthDays(
        dates, months: 1...Swift.max(limits[4], 1), days: limits[5]...limits[6],
        from: reference[1]))
  }

  /// The most days each month has over 40 years from `year` (past a
  /// Gregorian 400-year exception, a Persian leap cycle, the varying
  /// Islamic months), asked of ICU's calendar.
  private static func monthDays(
    _ dates: ICUDates, months: ClosedRange<Int>, days: ClosedRange<Int>, from year: Int
  ) throws(ICUFailure) -> [Int] {
    var result: [Int] = []
    for month in months {
      var most = 0
      for offset in 0..<40 where most < days.upperBound {
        most = Swift.max(most, try dates.daysInMonth(year: year + offset, month: month))
      }
      result.append(most)
    }
    return result
  }

  /// The segments and literals of an ICU date pattern: quoted text is
  /// literal (`''` is a quote), `y`, `M` or `L` and `d` are the segments,
  /// `G` is the era's text; `nil` for any other field or a segment missing
  /// or repeated.
  static func parse(_ pattern: String, era: String) -> ([Segment], [String])? {
    let characters = Array(pattern)
    var segments: [Segment] = []
    var literals = [""]
    var quoted = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.hasSameUTF8(as: "'") {
        if index + 1 < characters.count, characters[index + 1].hasSameUTF8(as: "'") {
          literals[literals.count - 1].append("'")
          index += 2
        } else {
          quoted.toggle()
          index += 1
        }
        continue
      }
      guard !quoted, character.hasOnlyASCII, let byte = character.utf8.first, isLetter(byte) else {
        literals[literals.count - 1].append(character)
        index += 1
        continue
      }
      while index < characters.count, characters[index].hasSameUTF8(as: character) { index += 1 }
      let segment: Segment
      switch byte {
      case UInt8(ascii: "y"): segment = .year
      case UInt8(ascii: "M"), UInt8(ascii: "L"): segment = .month
      case UInt8(ascii: "d"): segment = .day
      case UInt8(ascii: "G"):
        literals[literals.count - 1] += era
        continue
      default: return nil
      }
      guard !segments.contains(segment) else { return nil }
      segments.append(segment)
      literals.append("")
    }
    guard segments.count == 3 else { return nil }
    return (segments, literals)
  }

  // MARK: ICU, for complete dates

  /// The days of a month of a year, from ICU's calendar.
  func daysInMonth(year: Int, month: Int) -> Int? {
    icu.withLock { try? $0.daysInMonth(year: year, month: month) }
  }

  /// The Gregorian day of a day of the calendar; `nil` when the month
  /// lacks the day or the day falls outside the years 1 to 9999.
  func gregorian(year: Int, month: Int, day: Int) -> CalendarDay? {
    guard let parts = icu.withLock({ try? $0.gregorian(year: year, month: month, day: day) }),
      parts[0] == 1
    else { return nil }
    return CalendarDay(year: parts[1], month: parts[2], day: parts[3])
  }

  /// The day of the calendar of a Gregorian day, as year, month and day;
  /// `nil` outside the field's era and years.
  func local(_ day: CalendarDay) -> (year: Int, month: Int, day: Int)? {
    guard
      let parts = icu.withLock({
        try? $0.local(gregorianYear: day.year, month: day.month, day: day.day)
      }), parts[0] == era, years.contains(parts[1])
    else { return nil }
    return (parts[1], parts[2], parts[3])
  }

  /// A day of the calendar in ICU's medium or full format.
  func format(style: Int32, year: Int, month: Int, day: Int) -> String? {
    icu.withLock { try? $0.format(style: style, year: year, month: month, day: day) }
  }

  // MARK: Cache

  private static let cache = Locked(BoundedCache<UTF8Key, DateCalendar>(capacity: 256))

  /// The numeric date of a locale id (ICU style or BCP 47), loaded once.
  ///
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses, or a calendar digits cannot type.
  static func locale(_ id: String) throws(LocaleError) -> DateCalendar {
    if let cached = cache.withLock({ $0[UTF8Key(id)] }) { return cached }
    let dateID = try LocaleResolver.dateID(id)
    if let cached = cache.withLock({ $0[UTF8Key(dateID)] }) {
      cache.withLock { _ = $0.insert(cached, forKey: UTF8Key(id)) }
      return cached
    }
    let loaded: DateCalendar
    do throws(LocaleError) {
      loaded = try DateCalendar(localeID: dateID)
    } catch {
      throw LocaleError(id: id, reason: error.reason, calendar: error.calendar)
    }
    return cache.withLock {
      let stored = $0.insert(loaded, forKey: UTF8Key(dateID))
      $0.insert(stored, forKey: UTF8Key(id))
      return stored
    }
  }
}
