import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Dates in every ICU locale, against ICU's own formatting and calendar
/// called directly (the reference), not through the library.
@Suite struct DatePropertyTests {
  /// A day from 1900-01-01 to 2100-12-31, as noon UTC in milliseconds.
  static let noon = Gen.int(in: 0...73_414).map { day in
    (Double(day) - 25_567) * 86_400_000 + 43_200_000
  }

  /// The digits that type a day in a pattern's order: the year's four
  /// digits, the month's two, the day's two, read from where `y`, `M` and
  /// `d` first stand in the pattern.
  static func digits(of date: ICUReferenceDate) throws -> String {
    let pattern = Array(date.pattern)
    let places = try ["y", "M", "d"].map { letter in
      try #require(pattern.firstIndex(of: Character(letter)), "\(date.pattern)")
    }
    let widths = [4, 2, 2]
    return (0..<3).sorted { places[$0] < places[$1] }.map { index in
      let text = String(date.local[index])
      return String(repeating: "0", count: max(0, widths[index] - text.count)) + text
    }.joined()
  }

  static func field(_ locale: String) throws -> KeypadField {
    try KeypadField(locale: locale, rules: FieldRules(kind: .date(locale: locale)))
  }

  @Test func typingADaysDigitsShowsICUsFormattingOfIt() async {
    await checkProperty(count: 400, input: Generators.locale, Self.noon) { locale, millis in
      let reference = try icuDate(at: millis, locale: locale)
      var field = try Self.field(locale)
      for character in try Self.digits(of: reference) {
        #expect(field.type(character) == .accepted, "\(locale) \(reference.text)")
      }
      #expect(field.display(editing: true) == reference.text, "\(locale)")
      #expect(field.isComplete)
    }
  }

  @Test func theValueIsTheSameDayInTheGregorianCalendar() async {
    await checkProperty(count: 400, input: Generators.locale, Self.noon) { locale, millis in
      let reference = try icuDate(at: millis, locale: locale)
      var field = try Self.field(locale)
      for character in try Self.digits(of: reference) { field.type(character) }
      let iso = try #require(
        CalendarDay(
          year: reference.gregorian[1], month: reference.gregorian[2],
          day: reference.gregorian[3]))
      #expect(field.value == .date(iso), "\(locale) \(reference.text)")
      // And back: the ISO date pasted gives the same display.
      var pasted = try Self.field(locale)
      #expect(pasted.paste(iso.description) == .accepted)
      #expect(pasted.display(editing: true) == reference.text, "\(locale) \(iso)")
    }
  }

  /// The last days a month may have, in every locale's calendar: the field
  /// takes a day exactly when ICU's calendar has it.
  @Test func aDayIsTakenExactlyWhenTheCalendarHasIt() async {
    let day = Gen.int(in: 28...31)
    await checkProperty(count: 400, input: Generators.locale, Self.noon, day) {
      locale, millis, last in
      var reference = try icuDate(at: millis, locale: locale)
      let (year, month) = (reference.local[0], reference.local[1])
      reference.local[2] = last
      let exists = try icuDateExists(year: year, month: month, day: last, locale: locale)
      var field = try Self.field(locale)
      var accepted = true
      for character in try Self.digits(of: reference) where accepted {
        accepted = field.type(character) == .accepted
      }
      #expect(accepted == exists, "\(locale) \(year)-\(month)-\(last)")
    }
  }

  /// A day from 0800-01-01 to 1700-12-31 (proleptic Gregorian), across
  /// the Gregorian change of 1582, as noon UTC in milliseconds.
  static let aroundTheChange = Gen.int(in: -427_334...(-98_251)).map { day in
    Double(day) * 86_400_000 + 43_200_000
  }

  /// Calendars ICU counts from its Gregorian one with Julian days before
  /// 1582, which no plain ICU call makes proleptic: checked by arithmetic
  /// in `aBuddhistDateIsTheISODateWithItsYearCountedFrom543BC`.
  static let yearCounted: Set<String> = ["buddhist", "roc"]

  @Test func daysAroundTheGregorianChangeAreICUsProlepticDays() async {
    await checkProperty(count: 400, input: Generators.locale, Self.aroundTheChange) {
      locale, millis in
      guard !Self.yearCounted.contains(try DateFormat(locale: locale).calendarType) else {
        return
      }
      let reference = try icuDate(at: millis, locale: locale)
      var field = try Self.field(locale)
      for character in try Self.digits(of: reference) {
        #expect(field.type(character) == .accepted, "\(locale) \(reference.text)")
      }
      // A year below 1000 shows the typed leading zero where ICU's `y`
      // shows none (fa_IR's `۰۹۹۹/۱۲/۳۰`, ICU's `۹۹۹/۱۲/۳۰`).
      if reference.local[0] >= 1000 {
        #expect(field.display(editing: true) == reference.text, "\(locale)")
      }
      let iso = try #require(
        CalendarDay(
          year: reference.gregorian[1], month: reference.gregorian[2],
          day: reference.gregorian[3]))
      #expect(field.value == .date(iso), "\(locale) \(reference.text)")
      var pasted = try Self.field(locale)
      #expect(pasted.paste(iso.description) == .accepted)
      #expect(pasted.display(editing: true) == field.display(editing: true), "\(locale) \(iso)")
    }
  }

  /// The proleptic Gregorian day `days` after 1970-01-01, by the civil
  /// calendar's arithmetic (eras of 400 years), not by ICU.
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  @Test func aBuddhistDateIsTheISODateWithItsYearCountedFrom543BC() async {
    // Sunday first, as 1970-01-01 was a Thursday.
    let weekdays = [
      "วันอาทิตย์", "วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์",
    ]
    await checkProperty(count: 300, input: Gen.int(in: -500_382...(-98_251))) { days in
      let (year, month, day) = Self.civil(days)
      let iso = try #require(CalendarDay(year: year, month: month, day: day))
      let text = String(format: day, month, year + 543)
      var pasted = try Self.field("th_TH")
      #expect(pasted.paste(iso.description) == .accepted)
      #expect(pasted.display(editing: true) == text, "\(iso)")
      let digits = text.filter { $0 != "/" }
      var typed = try Self.field("th_TH")
      for character in digits { typed.type(character) }
      #expect(typed.value == .date(iso), "\(text)")
      let weekday = weekdays[((days % 7) + 7 + 4) % 7]
      let spoken = try DateFormat(locale: "th_TH").spokenText(of: digits, locale: "th_TH")
      #expect(spoken?.hasPrefix(weekday + "ที่ \(day) ") == true, "\(iso) \(spoken ?? "")")
      #expect(spoken?.hasSuffix(" พ.ศ. \(year + 543)") == true, "\(iso) \(spoken ?? "")")
    }
  }

  @Test func persianAndIslamicMonthLengthsComeFromTheCalendar() throws {
    // Esfand (month 12) has 30 days in a Persian leap year only.
    for (year, leap) in [(1399, true), (1400, false), (1403, true), (1404, false)] {
      #expect(try icuDateExists(year: year, month: 12, day: 30, locale: "fa_IR") == leap)
      var field = try Self.field("fa_IR")
      let outcomes = "\(year)1230".map { field.type($0) }
      #expect(outcomes.last == (leap ? .accepted : .rejected(.invalidDay)), "\(year)")
    }
    // Umm al-Qura months of 29 days refuse the 30th.
    var found = 0
    for year in 1440...1450 {
      for month in 1...12
      where !(try icuDateExists(year: year, month: month, day: 30, locale: "ar_SA")) {
        found += 1
        var field = try Self.field("ar_SA")
        let typed = String(format30: month, year: year)
        let outcomes = typed.map { field.type($0) }
        #expect(outcomes.last == .rejected(.invalidDay), "\(year)-\(month)")
      }
    }
    #expect(found > 20)
  }
}

extension String {
  /// The digits of day 30 of a month in ar_SA's order, `dd/MM/y`.
  fileprivate init(format30 month: Int, year: Int) {
    self = "30" + (month < 10 ? "0" : "") + String(month) + String(year)
  }
}

extension String {
  /// A day as th_TH shows it, `dd/MM/y`.
  fileprivate init(format day: Int, _ month: Int, _ year: Int) {
    self =
      (day < 10 ? "0" : "") + String(day) + "/" + (month < 10 ? "0" : "") + String(month)
      + "/" + String(year)
  }
}
