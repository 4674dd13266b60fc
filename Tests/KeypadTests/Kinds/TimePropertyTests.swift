import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Times of day in every ICU locale, against ICU's own pattern generator,
/// day periods and formatting called directly (the reference), not through
/// the library.
@Suite struct TimePropertyTests {
  static func field(_ locale: String, seconds: Bool = false) throws -> KeypadField {
    try KeypadField(locale: locale, rules: FieldRules(kind: try .time(seconds: seconds)))
  }

  /// The digits ICU shows in a formatted time, each run at two digits (an
  /// hour of one digit typed with its zero), in the runs' order: what a
  /// person types for it, unambiguous on every clock.
  static func typedDigits(of text: String) -> (digits: String, widths: [Int]) {
    var digits = ""
    var widths: [Int] = []
    var run = ""
    func end() {
      guard !run.isEmpty else { return }
      widths.append(run.count)
      digits += (run.count == 1 ? "0" : "") + run
      run = ""
    }
    for scalar in text.unicodeScalars {
      if let digit = scalar.properties.numericType == .decimal
        ? scalar.properties.numericValue : nil
      {
        run += String(Int(digit))
      } else {
        end()
      }
    }
    end()
    return (digits, widths)
  }

  /// Types a time as a person reads ICU's text: its digits, then the day
  /// period by the day-period key (once for AM, twice for PM).
  static func type(_ reference: ICUReferenceTime, hour: Int, into field: inout KeypadField) {
    for character in typedDigits(of: reference.text).digits {
      #expect(field.type(character) == .accepted, "\(reference.text)")
    }
    if !field.dayPeriods.isEmpty {
      field.press(.dayPeriod)
      if hour >= 12 { field.press(.dayPeriod) }
    }
  }

  /// The times each locale is checked with: midnight's hour, the morning,
  /// noon's hour, the evening, the last minute.
  static let times = [(0, 5), (7, 30), (9, 59), (10, 0), (12, 0), (12, 45), (19, 30), (23, 59)]

  @Test func everyLocalesPatternAndDayPeriodsAreICUs() throws {
    for locale in NumberSymbols.availableLocales {
      let reference = try icuTime(hour: 19, minute: 30, seconds: false, locale: locale)
      let format = try TimeFormat(locale: locale)
      #expect(format.pattern == reference.pattern, "\(locale)")
      // A 12-hour clock's pattern has a day period, `a`, outside quotes.
      let unquoted = reference.pattern.split(separator: "'", omittingEmptySubsequences: false)
        .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
      let twelveHour = unquoted.contains("a")
      #expect(format.dayPeriods == (twelveHour ? reference.dayPeriods : []), "\(locale)")
    }
  }

  @Test func everyLocaleShowsATypedTimeAsICUFormatsIt() throws {
    for locale in NumberSymbols.availableLocales {
      for (hour, minute) in Self.times {
        let reference = try icuTime(hour: hour, minute: minute, seconds: false, locale: locale)
        var field = try Self.field(locale)
        Self.type(reference, hour: hour, into: &field)
        #expect(field.display(editing: false) == reference.text, "\(locale) \(hour):\(minute)")
        #expect(field.value == .time(try #require(TimeOfDay(hour: hour, minute: minute))))
        // While editing too, where ICU writes every number with two digits:
        // a typed zero is shown, where ICU's pattern has none, until the
        // field is left.
        if Self.typedDigits(of: reference.text).widths.allSatisfy({ $0 == 2 }) {
          #expect(field.display(editing: true) == reference.text, "\(locale) \(hour):\(minute)")
        }
      }
    }
  }

  @Test func secondsAsICUFormatsThem() async {
    await checkProperty(count: 300, input: Generators.locale, Gen.int(in: 0...86_399)) {
      locale, second in
      let (hour, minute, rest) = (second / 3600, second / 60 % 60, second % 60)
      let reference = try icuTime(
        hour: hour, minute: minute, second: rest, seconds: true, locale: locale)
      var field = try Self.field(locale, seconds: true)
      Self.type(reference, hour: hour, into: &field)
      #expect(field.display(editing: false) == reference.text, "\(locale) \(second)")
      #expect(field.value?.text == TimeOfDay(hour: hour, minute: minute, second: rest)?.text)
    }
  }

  /// A time typed, then set again from its ISO value, shows the same, at
  /// rest and while editing, and has the same value; so does its ISO text
  /// pasted, and the field's own display pasted.
  @Test func aTypedTimeReadBackFromItsISOValueShowsTheSame() async {
    await checkProperty(count: 400, input: Generators.locale, Gen.int(in: 0...1439)) {
      locale, minuteOfDay in
      let (hour, minute) = (minuteOfDay / 60, minuteOfDay % 60)
      let reference = try icuTime(hour: hour, minute: minute, seconds: false, locale: locale)
      var typed = try Self.field(locale)
      Self.type(reference, hour: hour, into: &typed)
      let value = try #require(typed.value, "\(locale) \(reference.text)")
      #expect(value.text == TimeOfDay(hour: hour, minute: minute)?.description)
      var set = try Self.field(locale)
      try set.setValue(value)
      #expect(set.value == value)
      #expect(set.display(editing: false) == typed.display(editing: false), "\(locale)")
      var pasted = try Self.field(locale)
      #expect(pasted.paste(value.text) == .accepted, "\(locale) \(value.text)")
      #expect(pasted.display(editing: false) == typed.display(editing: false), "\(locale)")
      var shown = try Self.field(locale)
      #expect(
        shown.paste(typed.display(editing: false)) == .accepted, "\(locale) \(reference.text)")
      #expect(shown.value == value, "\(locale) \(reference.text)")
    }
  }
}

extension TimeOfDay {
  /// The ISO text, as a value's: for the comparisons above.
  fileprivate var text: String { description }
}
