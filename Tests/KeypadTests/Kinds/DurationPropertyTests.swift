import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Durations in every ICU locale, against ICU's own unit formatting and
/// unit lists called directly (the reference, with the `unit/hour`
/// skeletons), not through the library.
@Suite struct DurationPropertyTests {
  static func field(_ locale: String, units: DurationUnits = .hoursMinutesSeconds) throws
    -> KeypadField
  {
    try KeypadField(locale: locale, rules: FieldRules(kind: .duration(units: units)))
  }

  /// What ICU writes for hours, minutes and seconds in a locale: each unit
  /// that is not zero (the smallest for none) formatted with ICU's
  /// `unit/hour` (or minute, second) skeleton, then ICU's unit list of the
  /// same width.
  static func reference(
    _ parts: [(unit: String, value: Int)], long: Bool, locale: String
  ) throws -> String {
    var shown = parts.filter { $0.value != 0 }
    if shown.isEmpty, let last = parts.last { shown = [last] }
    let width = long ? "unit-width-full-name" : "unit-width-short"
    let items = try shown.map { part in
      try ICUNumberFormatter(skeleton: "unit/\(part.unit) \(width)", locale: locale)
        .format(String(part.value))
    }
    return try icuUnitList(items, width: long ? 0 : 1, locale: locale)
  }

  /// The digits a person types on a kitchen timer for hours, minutes and
  /// seconds: each unit's two digits, the leading zeros left out.
  static func kitchenTimerDigits(_ values: [Int]) -> String {
    let digits = values.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
    let trimmed = digits.drop { $0 == "0" }
    return trimmed.isEmpty ? "0" : String(trimmed)
  }

  /// The text between the hour and the minutes of ICU's time pattern for
  /// `jmm` (the reference's), when it is one character that is neither a
  /// letter nor white space, bidi marks aside; else `:`.
  static func timeSeparator(_ locale: String) throws -> String {
    let pattern = try icuTime(hour: 7, minute: 30, seconds: false, locale: locale).pattern
    let hourLetters: Set<Character> = ["h", "H", "k", "K"]
    let afterHour = pattern.drop { !hourLetters.contains($0) }.drop { hourLetters.contains($0) }
    let bidiMarks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]
    let between = afterHour.prefix { $0 != "m" }.filter { !bidiMarks.contains($0) }
    guard between.count == 1, let character = between.first, !character.isLetter,
      !character.isWhitespace
    else { return ":" }
    return String(character)
  }

  static let samples = [(1, 5, 30), (0, 1, 30), (2, 0, 0), (0, 0, 0), (0, 0, 45), (12, 34, 56)]

  @Test func everyLocaleShowsATypedDurationAsICUJoinsItsUnits() throws {
    for locale in NumberSymbols.availableLocales {
      for (hours, minutes, seconds) in Self.samples {
        var field = try Self.field(locale)
        for character in Self.kitchenTimerDigits([hours, minutes, seconds]) {
          #expect(field.type(character) == .accepted, "\(locale)")
        }
        let parts = [("hour", hours), ("minute", minutes), ("second", seconds)]
        #expect(
          field.display(editing: false) == (try Self.reference(parts, long: false, locale: locale)),
          "\(locale) \(hours):\(minutes):\(seconds)")
        #expect(
          field.spokenValue?.text == (try Self.reference(parts, long: true, locale: locale)),
          "\(locale) \(hours):\(minutes):\(seconds)")
      }
    }
  }

  @Test func theUnitsAFieldNamesAsICUJoinsThem() async {
    await checkProperty(
      count: 300, input: Generators.locale, Gen.int(in: 0...99), Gen.int(in: 0...59)
    ) { locale, large, small in
      var minutesSeconds = try Self.field(locale, units: .minutesSeconds)
      var hoursMinutes = try Self.field(locale, units: .hoursMinutes)
      for character in Self.kitchenTimerDigits([large, small]) {
        #expect(minutesSeconds.type(character) == .accepted)
        #expect(hoursMinutes.type(character) == .accepted)
      }
      #expect(
        minutesSeconds.display(editing: false)
          == (try Self.reference(
            [("minute", large), ("second", small)], long: false, locale: locale)),
        "\(locale)")
      #expect(
        hoursMinutes.display(editing: false)
          == (try Self.reference([("hour", large), ("minute", small)], long: false, locale: locale)),
        "\(locale)")
    }
  }

  /// A duration typed digit by digit (any digits, 59 passed or not), then
  /// set again from its ISO value, shows the same at rest and has the same
  /// value; so does its ISO text pasted.
  @Test func aTypedDurationReadBackFromItsISOValueShowsTheSame() async {
    await checkProperty(
      count: 400, input: Generators.locale, Gen.int(in: 1...999_999)
    ) { locale, number in
      var typed = try Self.field(locale)
      for character in String(number) { #expect(typed.type(character) == .accepted) }
      let value = try #require(typed.value, "\(locale) \(number)")
      // The model: each unit's two digits from the right.
      let (hours, minutes, seconds) = (number / 10_000, number / 100 % 100, number % 100)
      #expect(
        value
          == .duration(try #require(ISODuration(seconds: hours * 3600 + minutes * 60 + seconds))))
      var set = try Self.field(locale)
      try set.setValue(value)
      #expect(set.value == value)
      #expect(set.display(editing: false) == typed.display(editing: false), "\(locale) \(number)")
      var pasted = try Self.field(locale)
      #expect(pasted.paste(value.text) == .accepted, "\(locale) \(value.text)")
      #expect(pasted.display(editing: false) == typed.display(editing: false), "\(locale)")
    }
  }

  /// The editing display is the typed digits in the locale's digits, two
  /// for each unit from the right, joined by one separator.
  @Test func theKitchenTimerFillsFromTheRight() async {
    await checkProperty(
      count: 300, input: Generators.locale, Gen.int(in: 1...999_999)
    ) { locale, number in
      var field = try Self.field(locale)
      let digits = String(number)
      for character in digits { #expect(field.type(character) == .accepted) }
      let symbols = try NumberSymbols.locale(locale)
      let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
      let separator = try Self.timeSeparator(locale)
      var expected = ""
      for (index, digit) in padded.enumerated() {
        if index > 0, (padded.count - index) % 2 == 0 { expected += separator }
        expected += symbols.digits[Int(String(digit)) ?? 0]
      }
      #expect(field.display(editing: true) == expected, "\(locale) \(digits)")
    }
  }
}
