/// A time of day, typed in the locale's hour cycle, pattern, digits and day
/// periods.
///
/// The pattern is ICU's best pattern for the skeleton `jmm` (`jmmss` with
/// seconds) in the locale, whose `j` is the locale's hour cycle or the one
/// its id names (`-u-hc-h12`, `@hours=h23`): `h:mm a` in en_US, `HH:mm` in
/// de_DE, `H.mm` in fi_FI, `a h:mm` in ko_KR, `h:mm a` in ar_EG with Arabic
/// digits and `ص`/`م`.
///
/// Digits fill the hour, the minutes and the seconds in the pattern's
/// order, as a date's segments do: a first digit that cannot start a
/// two-digit hour or minute (`7` on any clock, `3` on a 24-hour one) completes
/// it, shown after a `0` as formatting where the pattern writes two digits
/// (`07` in de_DE, `7` in en_US); a literal typed after a segment of one
/// digit completes it with a typed `0` (`7:30` is `07:30` in de_DE); an
/// hour, minutes or seconds the clock never shows are refused as typed
/// (`invalid-hour`, `invalid-minute`, `invalid-second`).
///
/// On a 12-hour clock the day period is a mark beside the typed digits, no
/// typed character: the day-period key (``Key/dayPeriod``) chooses AM, then
/// the other one; a typed character that starts one marker alone (`a`, `p`
/// in en_US, `م` in ar_EG) chooses it. It shows ICU's markers
/// (``dayPeriods``) where the pattern puts them.
///
/// The value is the time on ISO 8601's 24-hour clock (``FieldValue/time(_:)``),
/// once the time and its day period are typed. Done refuses an incomplete
/// time (`incomplete-time`), a time before ``min`` (`before-min`), after
/// ``max`` (`after-max`) or off the ``step`` (`step-mismatch`). See
/// <doc:Dates>.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let format = try TimeFormat(locale: "en_US")
/// let en = try NumberSymbols.locale("en_US")
/// format.pattern                              // "h:mm\u{202F}a"
/// format.layout(of: "730p", symbols: en).text  // "7:30\u{202F}PM"
/// format.check("13")                          // .invalidHour
/// format.value(of: "730p")                    // .time(TimeOfDay(hour: 19, minute: 30)!)
/// ```
@_spi(Engine) public struct TimeFormat: EngineKindFormat {
  /// The locale's time of day, from ICU.
  let clock: TimeClock
  /// The earliest time Done takes, or `nil`.
  public let min: TimeOfDay?
  /// The latest time Done takes, or `nil`.
  public let max: TimeOfDay?
  /// The minutes between the times Done takes, counted from ``min`` (or
  /// from midnight), or `nil`.
  public let step: Int?

  /// Creates the format of a locale's times of day.
  ///
  /// - Parameters:
  ///   - locale: An ICU id or a BCP 47 tag; its `hours` keyword
  ///     (`@hours=h12`, `-u-hc-h12`) chooses the hour cycle.
  ///   - seconds: Whether seconds are typed.
  ///   - min: The earliest time Done takes.
  ///   - max: The latest time Done takes.
  ///   - step: The minutes between the times Done takes, from `min`.
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try TimeFormat(locale: "de-DE-u-hc-h12").pattern  // "h:mm\u{202F}a"
  /// try TimeFormat(locale: "en_US@hours=h23").pattern  // "HH:mm"
  /// ```
  public init(
    locale: String, seconds: Bool = false, min: TimeOfDay? = nil, max: TimeOfDay? = nil,
    step: Int? = nil
  ) throws(LocaleError) {
    clock = try TimeClock.locale(locale, seconds: seconds)
    self.min = min
    self.max = max
    self.step = step
  }

  /// `time`.
  public var kindName: String { "time" }

  /// The ICU locale id the times are in, such as `de_DE@hours=h12`.
  public var localeID: String { clock.localeID }

  /// ICU's pattern, such as `h:mm a`.
  public var pattern: String { clock.pattern }

  /// Whether seconds are typed.
  public var hasSeconds: Bool { clock.hasSeconds }

  /// The markers of AM and PM as ICU writes them (`AM`, `PM`), empty on a
  /// 24-hour clock.
  public var dayPeriods: [String] { clock.dayPeriods }

  // MARK: Reading the typed digits

  /// The typed digits read into segments, in the pattern's order, and the
  /// day period's mark.
  struct Typed {
    /// Each segment's value so far, its typed digits and its length.
    var values = [0, 0, 0]
    var counts = [0, 0, 0]
    var lengths = [2, 2, 2]
    /// How many segments the pattern has.
    var segmentCount = 2
    /// Whether digits remain after the last segment.
    var overflows = false
    /// The day period's mark (`a`, `p`), or 0.
    var mark: UInt8 = 0

    func isComplete(_ index: Int) -> Bool { counts[index] == lengths[index] }
    /// Whether every segment is typed.
    var digitsComplete: Bool { (0..<segmentCount).allSatisfy(isComplete) }
    /// How many digits are typed.
    var digitCount: Int { counts.reduce(0, +) }
  }

  /// The greatest value of a segment.
  private func greatest(_ segment: TimeClock.Segment) -> Int {
    segment == .hour ? clock.hours.upperBound : 59
  }

  /// Reads typed ASCII digits, and the mark after them, into segments.
  func read(_ typed: String) -> Typed {
    var result = Typed()
    result.segmentCount = clock.segments.count
    var segment = 0
    for byte in typed.utf8 {
      guard isDigit(byte) else {
        result.mark = byte
        continue
      }
      let digit = Int(byte) - 0x30
      guard segment < clock.segments.count else {
        result.overflows = true
        break
      }
      if result.counts[segment] == 0 {
        result.lengths[segment] = digit * 10 > greatest(clock.segments[segment]) ? 1 : 2
      }
      result.values[segment] = result.values[segment] * 10 + digit
      result.counts[segment] += 1
      if result.counts[segment] == result.lengths[segment] { segment += 1 }
    }
    return result
  }

  /// The hour, minute and second on the 24-hour clock, once the time and
  /// its day period are typed.
  func time(_ typed: Typed) -> TimeOfDay? {
    guard typed.digitsComplete else { return nil }
    var (hour, minute, second) = (0, 0, 0)
    for (index, segment) in clock.segments.enumerated() {
      switch segment {
      case .hour: hour = typed.values[index]
      case .minute: minute = typed.values[index]
      case .second: second = typed.values[index]
      }
    }
    if clock.isTwelveHour {
      guard typed.mark == TypedText.am || typed.mark == TypedText.pm else { return nil }
      hour = hour % 12 + (typed.mark == TypedText.pm ? 12 : 0)
    } else {
      hour %= 24
    }
    return TimeOfDay(hour: hour, minute: minute, second: hasSeconds ? second : nil)
  }

  /// The marker a typed text's mark chooses, or `nil`.
  private func marker(of typed: Typed) -> String? {
    guard clock.isTwelveHour else { return nil }
    switch typed.mark {
    case TypedText.am: return clock.dayPeriods[0]
    case TypedText.pm: return clock.dayPeriods[1]
    default: return nil
    }
  }

  // MARK: EngineKindFormat

  /// `max-length` past the last segment; `invalid-hour`, `invalid-minute`
  /// or `invalid-second` for a complete segment the clock never shows;
  /// `no-day-period` for a mark on a 24-hour clock.
  public func check(_ typed: String) -> EntryRejection? {
    let read = read(typed)
    if read.overflows { return .maxLength }
    if read.mark != 0, !clock.isTwelveHour { return .noDayPeriod }
    for (index, segment) in clock.segments.enumerated() where read.isComplete(index) {
      let value = read.values[index]
      switch segment {
      case .hour: if !clock.hours.contains(value) { return .invalidHour }
      case .minute: if value > 59 { return .invalidMinute }
      case .second: if value > 59 { return .invalidSecond }
      }
    }
    return nil
  }

  /// The segments in the locale's digits, each after the literal before
  /// it; the day period's marker where the pattern puts it, once chosen.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    let read = read(typed)
    let marker = marker(of: read)
    let digits = clock.digits
    let typesDigits = read.digitCount > 0
    var text = FormattedText()
    var periodFirst = false
    if case .first(let before)? = clock.dayPeriod {
      periodFirst = true
      if let marker {
        text.appendFormatting(before + marker)
        if typesDigits { text.appendFormatting(clock.literals[0]) }
      }
    }
    var bytes = typed.utf8.makeIterator()
    for (index, segment) in clock.segments.enumerated() {
      let count = read.counts[index]
      guard count > 0 else { break }
      if index > 0 || !periodFirst { text.appendFormatting(clock.literals[index]) }
      if read.lengths[index] == 1, segment != .hour || clock.twoDigitHour {
        text.appendFormatting(digits[0])
      }
      for _ in 0..<count {
        guard let byte = bytes.next() else { break }
        text.appendTyped(digits[Int(byte) - 0x30])
      }
    }
    let last = clock.literals[clock.segments.count]
    if case .last(let after)? = clock.dayPeriod {
      if let marker {
        if typesDigits { text.appendFormatting(last) }
        text.appendFormatting(marker + after)
      }
    } else if read.digitsComplete {
      text.appendFormatting(last)
    }
    return text
  }

  /// A character of the literal after a complete segment, typed right
  /// after it; at the end of a complete time, a character of the literal
  /// before the day period or after the time, or of the chosen day
  /// period's marker (the `M` of `PM`).
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    let read = read(typed)
    var end = 0
    for index in 0..<read.segmentCount {
      guard read.isComplete(index) else { return false }
      end += read.counts[index]
      guard end == count else { continue }
      if Self.holds(clock.literals[index + 1], character) { return true }
      guard index == read.segmentCount - 1, let marker = marker(of: read) else { return false }
      return Self.holds(
        marker.asciiCased(upper: false), Character(String(character).asciiCased(upper: false)))
    }
    return false
  }

  /// A character of the literal after a segment of one typed digit that
  /// takes two, typed right after it: the segment completed with a leading
  /// zero (`7` then `:` is `07` on any clock).
  public func typed(typing character: Character, in typed: String, afterTyped count: Int)
    -> String?
  {
    let read = read(typed)
    var end = 0
    for index in 0..<(read.segmentCount - 1) {
      end += read.counts[index]
      if end == count, read.counts[index] == 1, !read.isComplete(index),
        Self.holds(clock.literals[index + 1], character)
      {
        return typed.insertingZero(at: count - 1)
      }
      if end >= count { return nil }
    }
    return nil
  }

  /// Whether a literal holds a typed character: itself, or any white space
  /// where the literal has some (a space typed for ICU's U+202F).
  private static func holds(_ literal: String, _ character: Character) -> Bool {
    literal.containsSameUTF8(character)
      || (isWhiteSpace(character) && literal.contains(where: isWhiteSpace))
  }

  /// A character of one of the pattern's literals.
  public func isLiteral(_ character: Character) -> Bool {
    clock.literals.contains { $0.containsSameUTF8(character) }
  }

  /// The time on the 24-hour clock, once it and its day period are typed.
  public func value(of typed: String) -> FieldValue? {
    time(read(typed)).map(FieldValue.time)
  }

  /// `incomplete-time`, or `before-min`, `after-max` and `step-mismatch`
  /// against the bounds.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    guard let time = time(read(typed)) else { return .incompleteTime }
    let seconds = time.secondsOfDay
    if let min, seconds < min.secondsOfDay { return .beforeMin }
    if let max, max.secondsOfDay < seconds { return .afterMax }
    if let step, step > 0, (seconds - (min?.secondsOfDay ?? 0)) % (step * 60) != 0 {
      return .stepMismatch
    }
    return nil
  }

  /// Whether the segments and, on a 12-hour clock, the day period are
  /// typed.
  public func isComplete(_ typed: String) -> Bool { time(read(typed)) != nil }

  /// Whether every segment is typed: no digit more is taken, with or
  /// without a day period.
  public func isFull(_ typed: String) -> Bool { read(typed).digitsComplete }

  /// The segments as typed, each a group.
  public func spokenGroups(of typed: String) -> [String] {
    let read = read(typed)
    var groups: [String] = []
    var rest = Substring(typed)
    for index in 0..<read.segmentCount where read.counts[index] > 0 {
      groups.append(String(rest.prefix(read.counts[index])))
      rest = rest.dropFirst(read.counts[index])
    }
    return groups
  }

  /// The time as ICU writes it once complete, else the typed segments.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    if let time = time(read(typed)), let text = format(time) { return .text(text) }
    return .digits(name: nil, groups: spokenGroups(of: typed))
  }

  /// `time` in ICU's pattern, noted with the bounds and the step: `from
  /// 08:00`, `until 18:00`, `every 15 minutes`.
  public func description(of typed: String) -> KindDescription {
    var notes: [KindNote] = []
    if let min { notes.append(.message(Message("kind.from", [.text("bound", min.description)]))) }
    if let max { notes.append(.message(Message("kind.until", [.text("bound", max.description)]))) }
    if let step { notes.append(.message(Message("kind.every-minutes", [.number("step", step)]))) }
    return KindDescription(name: Message("kind.time"), pattern: pattern, notes: notes)
  }

  /// ICU's format of the time once complete (`7:30 PM`), else the editing
  /// display.
  public func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    guard let time = time(read(typed)), let text = format(time) else {
      return layout(of: typed, symbols: symbols).text
    }
    return text
  }

  /// A time in ICU's format of the pattern.
  private func format(_ time: TimeOfDay) -> String? {
    clock.format(hour: time.hour, minute: time.minute, second: time.second ?? 0)
  }

  /// A pasted ISO 8601 time (`19:30`; `19:30:00` without seconds too) as
  /// the digits and day period typed for it; the locale's own format (what
  /// the field shows, its digits and marker); an empty text, which refuses
  /// the paste, for anything else.
  public func typedCharacters(pasting text: String) -> String? {
    let trimmed = text.trimmingWhiteSpace()
    if let time = TimeOfDay(trimmed) {
      guard hasSeconds || (time.second ?? 0) == 0 else { return "" }
      return typedDigits(time)
    }
    return localDigits(trimmed) ?? ""
  }

  /// The digits and day period that type a time of day: each segment in
  /// one digit when that digit alone completes it, else in two.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try TimeFormat(locale: "en_US").typedDigits(TimeOfDay(hour: 19, minute: 5)!)  // "705p"
  /// try TimeFormat(locale: "de_DE").typedDigits(TimeOfDay(hour: 9, minute: 30)!)  // "930"
  /// ```
  public func typedDigits(_ time: TimeOfDay) -> String {
    var hour = time.hour
    if clock.isTwelveHour {
      hour %= 12
      if clock.hours.lowerBound == 1, hour == 0 { hour = 12 }
    } else if clock.hours.lowerBound == 1, hour == 0 {
      hour = 24
    }
    var digits = ""
    for segment in clock.segments {
      let value =
        switch segment {
        case .hour: hour
        case .minute: time.minute
        case .second: time.second ?? 0
        }
      if value < 10, value * 10 > greatest(segment) {
        digits += String(value)
      } else {
        digits += (value < 10 ? "0" : "") + String(value)
      }
    }
    if clock.isTwelveHour {
      digits.unicodeScalars.append(Unicode.Scalar(time.hour < 12 ? TypedText.am : TypedText.pm))
    }
    return digits
  }

  /// The digits and day period of a text in the locale's format: the
  /// literals (white space and bidi marks may differ or be missing) around
  /// the segments' runs of one or two digits, and on a 12-hour clock one of
  /// the markers.
  private func localDigits(_ text: String) -> String? {
    var rest = text
    var mark: UInt8 = 0
    if clock.isTwelveHour {
      // The longer marker first, should one hold the other.
      let (am, pm) = (clock.dayPeriods[0], clock.dayPeriods[1])
      let pmFirst = pm.utf8.count > am.utf8.count
      for index in 0..<2 {
        let isPM = (index == 0) == pmFirst
        guard let without = rest.removingFirst(isPM ? pm : am) else { continue }
        rest = without
        mark = isPM ? TypedText.pm : TypedText.am
        break
      }
      guard mark != 0 else { return nil }
    }
    guard let runs = rest.digitRuns(literal: isLiteral), runs.count == clock.segments.count,
      runs.allSatisfy({ (1...2).contains($0.utf8.count) })
    else { return nil }
    // Each run at full width, so that a one-digit run is its own segment.
    var digits = ""
    for run in runs {
      digits += (run.utf8.count == 1 ? "0" : "") + run
    }
    if mark != 0 { digits.unicodeScalars.append(Unicode.Scalar(mark)) }
    return check(digits) == nil ? digits : nil
  }

  // MARK: The locale

  /// The format in the locale, when it differs from this one: a time that
  /// follows its field's locale is made anew in it.
  ///
  /// - Throws: ``LocaleError`` for a locale ``NumberSymbols/locale(_:)``
  ///   refuses.
  public func relocalized(to localeID: String) throws(LocaleError) -> TimeFormat? {
    let new = try TimeFormat(
      locale: localeID, seconds: hasSeconds, min: min, max: max, step: step)
    return new == self ? nil : new
  }

  /// The digits that type in this format what `typed` holds in `old`, or
  /// `nil` when no digits of this format hold it: a complete time is typed
  /// again on this clock; an incomplete one keeps its digits and day period
  /// when both clocks read them alike.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let us = try TimeFormat(locale: "en_US")
  /// try TimeFormat(locale: "de_DE").typed(carrying: "730p", from: us)  // "1930"
  /// try TimeFormat(locale: "de_DE").typed(carrying: "7", from: us)     // nil
  /// ```
  public func typed(carrying typed: String, from old: TimeFormat) -> String? {
    if typed.isEmpty { return "" }
    if let time = old.time(old.read(typed)) { return typedDigits(time) }
    guard clock.hours == old.clock.hours, clock.segments == old.clock.segments,
      check(typed) == nil
    else { return nil }
    return typed
  }

  // MARK: Hashable

  /// Whether two formats are of the same locale, seconds, bounds and step.
  public static func == (lhs: TimeFormat, rhs: TimeFormat) -> Bool {
    lhs.localeID.hasSameUTF8(as: rhs.localeID) && lhs.hasSeconds == rhs.hasSeconds
      && lhs.min == rhs.min && lhs.max == rhs.max && lhs.step == rhs.step
  }

  /// Hashes the locale, seconds, bounds and step.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(localeID))
    hasher.combine(hasSeconds)
    hasher.combine(min)
    hasher.combine(max)
    hasher.combine(step)
  }
}

extension String {
  /// The text without the first occurrence of `part`, its ASCII letters
  /// matched in either case; `nil` when it does not hold `part`.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// "7:30 pm".removingFirst("PM")  // "7:30 "
  /// ```
  fileprivate func removingFirst(_ part: String) -> String? {
    let bytes = Array(asciiCased(upper: false).utf8)
    let wanted = Array(part.asciiCased(upper: false).utf8)
    guard !wanted.isEmpty, wanted.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - wanted.count)
    where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
      let original = Array(utf8)
      return String(
        decoding: original[..<start] + original[(start + wanted.count)...], as: UTF8.self)
    }
    return nil
  }
}
