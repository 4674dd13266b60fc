import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Gregorian days and their ISO 8601 text.
@Suite struct CalendarDayTests {
  @Test func aDayTheMonthLacksIsNoDay() {
    for text in ["2026-02-30", "2026-04-31", "2025-02-29", "1900-02-29", "2026-06-31"] {
      #expect(CalendarDay(text) == nil, "\(text)")
    }
    for text in ["2024-02-29", "2000-02-29", "2026-01-31", "1582-10-10", "0001-01-01"] {
      #expect(CalendarDay(text)?.description == text, "\(text)")
    }
    #expect(CalendarDay(year: 2026, month: 9, day: 31) == nil)
    #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
    #expect(CalendarDay(year: 0, month: 1, day: 1) == nil)
  }

  @Test func aDayExistsExactlyWhenICUsGregorianCalendarHasIt() async {
    // ICU's calendar is Julian before 1583 (1500-02-29 is one of its
    // days): the reference holds from 1583.
    await checkProperty(
      count: 400, input: Gen.int(in: 1583...9999), Gen.int(in: 1...12), Gen.int(in: 28...31)
    ) { year, month, day in
      let exists = try icuDateExists(
        year: year, month: month, day: day, locale: "en@calendar=gregorian")
      #expect((CalendarDay(year: year, month: month, day: day) != nil) == exists)
    }
  }

  @Test func aDateBoundIsAnISODayOrToday() {
    #expect(DateBound("2026-02-30") == nil)
    #expect(DateBound("2025-02-29") == nil)
    #expect(DateBound("2024-02-29")?.description == "2024-02-29")
    #expect(DateBound("today") == .today)
  }
}
