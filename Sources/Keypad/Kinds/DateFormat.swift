import KeypadICU

/// A date, typed in the locale's own order, separators and calendar.
///
/// The order, separators and widths are ICU's best pattern for the skeleton
/// `yyyyMMdd` in the locale: `MM/dd/yyyy` in en_US, `dd.MM.yyyy` in de_DE,
/// `yyyy/MM/dd` in ja_JP. Dates are in the locale's calendar (Persian in
/// fa_IR, Buddhist in th_TH, Islamic Umm al-Qura in ar_SA) or the one its id
/// names (`th_TH@calendar=gregorian`), shown in its digits; an era in the
/// pattern is shown as ICU formats it and is not typed.
///
/// Digits fill the year (four digits, the full year of the calendar), the
/// month and the day in the pattern's order. A literal appears once the
/// segment after it starts. A first digit that cannot start a two-digit
/// month or day (its tenfold passes the calendar's greatest, from ICU: 2
/// to 9 for a month, 4 to 9 for a day in the Gregorian calendar) completes
/// the segment: a `0` is shown before it, as formatting. A literal typed
/// after a month or a day of one digit completes it with a typed `0`
/// (`1.2.2030` in de_DE is `01.02.2030`). A month or a day no
/// month has is refused as typed (`invalid-month`, `invalid-day`); a day the
/// month lacks is refused once the month and day are typed, and once the
/// year is too for a day only some years have (29 February), asked of ICU's
/// calendar.
///
/// The value is the day in the proleptic Gregorian calendar of ISO 8601
/// (``FieldValue/date(_:)``), once the date is complete: `10/10/1582` in
/// en_US is 1582-10-10, no Julian day. Done refuses an incomplete date
/// (`incomplete-date`), a day before ``min`` (`before-min`) or after
/// ``max`` (`after-max`). See <doc:Dates>.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let format = try DateFormat(locale: "en_US")
/// let en = try NumberSymbols.locale("en_US")
/// format.pattern                              // "MM/dd/yyyy"
/// format.layout(of: "1225", symbols: en).text  // "12/25"
/// format.layout(of: "5", symbols: en).text     // "05"
/// format.check("13")                          // .invalidMonth
/// format.value(of: "12252026")  // .date(CalendarDay(year: 2026, month: 12, day: 25)!)
/// ```
@_spi(Engine) public struct DateFormat: EngineKindFormat {
  /// The locale's dates, from ICU.
  let calendar: DateCalendar
  /// The earliest day Done takes, or `nil`.
  public let min: DateBound?
  /// The latest day Done takes, or `nil`.
  public let max: DateBound?

  /// Creates the format of a locale's dates.
  ///
  /// - Parameters:
  ///   - locale: An ICU id or a BCP 47 tag; its `calendar` keyword
  ///     (`@calendar=gregorian`, `-u-ca-gregorian`) chooses the calendar.
  ///   - min: The earliest day Done takes.
  ///   - max: The latest day Done takes.
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses, ``LocaleError/Reason/unsupportedCalendar`` for a calendar
  ///   with leap months or an era per reign, or
  ///   ``LocaleError/Reason/unknownCalendar`` for a calendar ICU does not
  ///   have; both with the code `unsupported-calendar`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DateFormat(locale: "th_TH").calendarType  // "buddhist"
  /// try DateFormat(locale: "ar_SA@calendar=islamic-umalqura").calendarType
  /// // "islamic-umalqura"
  /// let hebrew = "he_IL@calendar=hebrew"
  /// try DateFormat(locale: hebrew)
  /// // throws LocaleError(id: hebrew, reason: .unsupportedCalendar, calendar: "hebrew")
  /// try DateFormat(locale: "en_US@calendar=foo")
  /// // throws LocaleError(id: "en_US@calendar=foo", reason: .unknownCalendar, calendar: "foo")
  /// ```
  public init(locale: String, min: DateBound? = nil, max: DateBound? = nil)
    throws(LocaleError)
  {
    calendar = try DateCalendar.locale(locale)
    self.min = min
    self.max = max
  }

  /// `date`.
  public var kindName: String { "date" }

  /// The ICU locale id the dates are in, such as `th_TH@calendar=gregorian`.
  public var localeID: String { calendar.localeID }

  /// ICU's pattern, such as `MM/dd/yyyy`.
  public var pattern: String { calendar.pattern }

  /// The calendar, such as `gregorian`, `persian` or `islamic-umalqura`.
  public var calendarType: String { calendar.calendarType }

  // MARK: Reading the typed digits

  /// The typed digits read into segments, in the pattern's order.
  struct Typed {
    /// Each segment's value so far, its typed digits and its length.
    var values = (0, 0, 0)
    var counts = (0, 0, 0)
    var lengths = (2, 2, 2)
    /// Whether digits remain after the last segment.
    var overflows = false

    subscript(value index: Int) -> Int {
      index == 0 ? values.0 : index == 1 ? values.1 : values.2
    }
    subscript(count index: Int) -> Int {
      index == 0 ? counts.0 : index == 1 ? counts.1 : counts.2
    }
    subscript(length index: Int) -> Int {
      index == 0 ? lengths.0 : index == 1 ? lengths.1 : lengths.2
    }
    func isComplete(_ index: Int) -> Bool { self[count: index] == self[length: index] }
    var isComplete: Bool { isComplete(0) && isComplete(1) && isComplete(2) }
  }

  /// The length of a segment that starts with `first`: four for a year;
  /// one for a month or day whose first digit's tenfold passes the
  /// calendar's greatest, else two.
  private func length(of segment: DateCalendar.Segment, first: Int) -> Int {
    switch segment {
    case .year: DateCalendar.yearDigits
    case .month: first * 10 > calendar.months.upperBound ? 1 : 2
    case .day: first * 10 > calendar.days.upperBound ? 1 : 2
    }
  }

  /// Reads typed ASCII digits into segments.
  func read(_ typed: String) -> Typed {
    var result = Typed()
    var segment = 0
    var value = 0
    var count = 0
    var length = 0
    func store() {
      switch segment {
      case 0: (result.values.0, result.counts.0, result.lengths.0) = (value, count, length)
      case 1: (result.values.1, result.counts.1, result.lengths.1) = (value, count, length)
      default: (result.values.2, result.counts.2, result.lengths.2) = (value, count, length)
      }
    }
    for byte in typed.utf8 {
      let digit = Int(byte) - 0x30
      if count == 0 {
        guard segment < 3 else {
          result.overflows = true
          break
        }
        length = self.length(of: calendar.segments[segment], first: digit)
      }
      value = value * 10 + digit
      count += 1
      if count == length {
        store()
        segment += 1
        (value, count) = (0, 0)
      }
    }
    if count > 0 { store() }
    return result
  }

  /// The year, month and day of typed digits, once complete.
  func parts(_ typed: Typed) -> (year: Int, month: Int, day: Int)? {
    guard typed.isComplete else { return nil }
    var parts = (year: 0, month: 0, day: 0)
    for (index, segment) in calendar.segments.enumerated() {
      switch segment {
      case .year: parts.year = typed[value: index]
      case .month: parts.month = typed[value: index]
      case .day: parts.day = typed[value: index]
      }
    }
    return parts
  }

  // MARK: EngineKindFormat

  /// `max-length` past the last segment; `invalid-year`, `invalid-month`
  /// or `invalid-day` for a complete segment the calendar never has, a day
  /// the month lacks, or a date outside the Gregorian years 1 to 9999.
  public func check(_ typed: String) -> EntryRejection? {
    let read = read(typed)
    if read.overflows { return .maxLength }
    var month: Int?
    var day: Int?
    for (index, segment) in calendar.segments.enumerated() where read.isComplete(index) {
      let value = read[value: index]
      switch segment {
      case .year:
        if !calendar.years.contains(value) { return .invalidYear }
      case .month:
        if !calendar.months.contains(value) { return .invalidMonth }
        month = value
      case .day:
        if !calendar.days.contains(value) { return .invalidDay }
        day = value
      }
    }
    guard let month, let day else { return nil }
    if day > calendar.monthDays[month - 1] { return .invalidDay }
    guard let parts = parts(read) else { return nil }
    guard let days = calendar.daysInMonth(year: parts.year, month: month), day <= days else {
      return .invalidDay
    }
    return calendar.gregorian(year: parts.year, month: month, day: day) == nil
      ? .invalidYear : nil
  }

  /// The segments in the locale's digits, each preceded by the literal
  /// before it; the trailing literal once the date is complete.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    let read = read(typed)
    let digits = calendar.digits
    var text = FormattedText()
    var bytes = typed.utf8.makeIterator()
    for index in 0..<3 {
      let count = read[count: index]
      guard count > 0 else { break }
      text.appendFormatting(calendar.literals[index])
      if read[length: index] == 1 { text.appendFormatting(digits[0]) }
      for _ in 0..<count {
        guard let byte = bytes.next() else { break }
        text.appendTyped(digits[Int(byte) - 0x30])
      }
    }
    if read.isComplete { text.appendFormatting(calendar.literals[3]) }
    return text
  }

  /// A character of the literal after a complete segment, typed right
  /// after it.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    let read = read(typed)
    var end = 0
    for index in 0..<2 {
      guard read.isComplete(index) else { return false }
      end += read[count: index]
      if end == count { return calendar.literals[index + 1].containsSameUTF8(character) }
    }
    return false
  }

  /// A character of the literal after a segment of one typed digit that
  /// takes two, typed right after it: the segment completed with a leading
  /// zero (`1` then `.` in de_DE is `01`).
  public func typed(typing character: Character, in typed: String, afterTyped count: Int)
    -> String?
  {
    let read = read(typed)
    var end = 0
    for index in 0..<2 {
      end += read[count: index]
      if end == count, read[count: index] == 1, !read.isComplete(index),
        calendar.literals[index + 1].containsSameUTF8(character)
      {
        return typed.insertingZero(at: count - 1)
      }
      if end >= count { return nil }
    }
    return nil
  }

  /// A character of one of the pattern's literals.
  public func isLiteral(_ character: Character) -> Bool {
    calendar.literals.contains { $0.containsSameUTF8(character) }
  }

  /// The Gregorian day once the date is complete.
  public func value(of typed: String) -> FieldValue? {
    guard let parts = parts(read(typed)),
      let day = calendar.gregorian(year: parts.year, month: parts.month, day: parts.day)
    else { return nil }
    return .date(day)
  }

  /// `incomplete-date` before every segment is typed.
  public func validate(_ typed: String) -> ValidationCode? {
    value(of: typed) == nil ? .incompleteDate : nil
  }

  /// `incomplete-date`, or `before-min` and `after-max` against the bounds
  /// on the context's day.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    guard case .date(let day)? = value(of: typed) else { return .incompleteDate }
    if let min, day < min.day(today: context.today) { return .beforeMin }
    if let max, max.day(today: context.today) < day { return .afterMax }
    return nil
  }

  /// Whether the year, the month and the day are typed.
  public func isComplete(_ typed: String) -> Bool { read(typed).isComplete }

  /// The segments as typed, each a group.
  public func spokenGroups(of typed: String) -> [String]? {
    let read = read(typed)
    var groups: [String] = []
    var rest = Substring(typed)
    for index in 0..<3 where read[count: index] > 0 {
      groups.append(String(rest.prefix(read[count: index])))
      rest = rest.dropFirst(read[count: index])
    }
    return groups
  }

  /// ICU's full date once complete (`Monday, November 23, 2026`).
  public func spokenText(of typed: String, locale: String) -> String? {
    guard let parts = parts(read(typed)) else { return nil }
    return calendar.format(
      style: KEYPAD_ICU_DATE_FULL, year: parts.year, month: parts.month, day: parts.day)
  }

  /// The full date as ICU writes it once complete, else the typed segments.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    if let text = spokenText(of: typed, locale: locale) { return .text(text) }
    return .digits(name: nil, groups: spokenGroups(of: typed) ?? [typed])
  }

  /// `date` in ICU's pattern, noted with a calendar other than the
  /// Gregorian one and with the bounds: `from today`, `until 2027-12-31`.
  public func description(of typed: String) -> KindDescription {
    var notes: [KindNote] = []
    if !calendarType.hasSameUTF8(as: "gregorian") { notes.append(.text(calendarType)) }
    if let min { notes.append(.message(Message("kind.from", [.text("bound", min.description)]))) }
    if let max { notes.append(.message(Message("kind.until", [.text("bound", max.description)]))) }
    return KindDescription(name: Message("kind.date"), pattern: pattern, notes: notes)
  }

  /// ICU's medium date once complete (`Nov 23, 2026`), else the editing
  /// display.
  public func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    guard let parts = parts(read(typed)),
      let text = calendar.format(
        style: KEYPAD_ICU_DATE_MEDIUM, year: parts.year, month: parts.month, day: parts.day)
    else { return layout(of: typed, symbols: symbols).text }
    return text
  }

  /// A pasted ISO 8601 date (`2026-11-23`) as the digits typed for it; the
  /// locale's own format (what the field shows) with each segment's full
  /// width; an empty text, which refuses the paste, for anything else.
  public func typedCharacters(pasting text: String) -> String? {
    let trimmed = text.trimmingWhiteSpace()
    if let iso = CalendarDay(trimmed) {
      guard let local = calendar.local(iso) else { return "" }
      return typedDigits(year: local.year, month: local.month, day: local.day)
    }
    return localDigits(trimmed) ?? ""
  }

  /// The digits that type a day of the calendar, each segment at its full
  /// width.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DateFormat(locale: "de_DE").typedDigits(year: 2026, month: 11, day: 3)
  /// // "03112026"
  /// ```
  public func typedDigits(year: Int, month: Int, day: Int) -> String {
    var digits = ""
    for segment in calendar.segments {
      let (value, width) =
        switch segment {
        case .year: (year, DateCalendar.yearDigits)
        case .month: (month, 2)
        case .day: (day, 2)
        }
      let text = String(value)
      digits += String(repeating: "0", count: Swift.max(0, width - text.utf8.count)) + text
    }
    return digits
  }

  /// The digits of a text in the locale's format: the literals (white
  /// space and bidi marks may differ or be missing) around three runs of
  /// digits of the segments' full widths.
  private func localDigits(_ text: String) -> String? {
    guard let runs = text.digitRuns(literal: isLiteral), runs.count == 3 else { return nil }
    for (run, segment) in zip(runs, calendar.segments)
    where run.utf8.count != (segment == .year ? DateCalendar.yearDigits : 2) {
      return nil
    }
    return runs.joined()
  }

  // MARK: Hashable

  /// Whether two formats are of the same locale and bounds.
  public static func == (lhs: DateFormat, rhs: DateFormat) -> Bool {
    lhs.localeID.hasSameUTF8(as: rhs.localeID) && lhs.min == rhs.min && lhs.max == rhs.max
  }

  /// Hashes the locale and the bounds.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(localeID))
    hasher.combine(min)
    hasher.combine(max)
  }
}

extension String {
  /// The ASCII text with a `0` inserted before the byte at `index`.
  func insertingZero(at index: Int) -> String {
    var bytes = Array(utf8)
    bytes.insert(0x30, at: index)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text without white space at either end.
  func trimmingWhiteSpace() -> String {
    String(drop { isWhiteSpace($0) }.reversed().drop { isWhiteSpace($0) }.reversed())
  }
}
