import Testing

@_spi(Engine) @testable import Keypad

/// The time-of-day kind, with issue 50's examples.
@Suite struct TimeKindTests {
  func time(
    _ locale: String, seconds: Bool = false, min: String? = nil, max: String? = nil,
    step: Int? = nil
  ) throws -> KeypadField {
    let kind = try FieldKind.time(
      seconds: seconds, min: min.flatMap(TimeOfDay.init), max: max.flatMap(TimeOfDay.init),
      step: step)
    return try KeypadField(locale: locale, rules: FieldRules(kind: kind))
  }

  func typed(_ text: String, in locale: String, seconds: Bool = false) throws -> KeypadField {
    var field = try time(locale, seconds: seconds)
    for character in text { #expect(field.type(character) == .accepted, "\(locale) \(character)") }
    return field
  }

  @Test func theLocalesPatternInItsHourCycle() throws {
    let patterns = [
      "en_US": "h:mm\u{202F}a", "de_DE": "HH:mm", "fi_FI": "H.mm", "ja_JP": "H:mm",
      "ar_EG": "h:mm a", "ko_KR": "a h:mm", "fr_CA": "HH 'h' mm",
      "en_US@hours=h23": "HH:mm", "de-DE-u-hc-h12": "h:mm\u{202F}a", "ja_JP@hours=h11": "aK:mm",
    ]
    for (locale, pattern) in patterns {
      #expect(try TimeFormat(locale: locale).pattern == pattern, "\(locale)")
    }
    #expect(try TimeFormat(locale: "de_DE", seconds: true).pattern == "HH:mm:ss")
  }

  @Test func typingATimeInEachExampleLocale() throws {
    // 19:30 in each locale's clock, digits and day periods; on a 12-hour
    // clock the day-period key pressed twice, AM then PM.
    let examples: [(String, String, String)] = [
      ("en_US", "730", "7:30\u{202F}PM"),
      ("de_DE", "1930", "19:30"),
      ("fi_FI", "1930", "19.30"),
      ("ar_EG", "730", "٧:٣٠ م"),
      ("ko_KR", "730", "오후 7:30"),
      ("ja_JP", "1930", "19:30"),
      ("fr_CA", "1930", "19 h 30"),
      ("de-DE-u-hc-h12", "730", "7:30\u{202F}PM"),
      ("ja_JP@hours=h11", "730", "午後7:30"),
    ]
    for (locale, text, display) in examples {
      var field = try typed(text, in: locale)
      if !field.dayPeriods.isEmpty {
        field.press(.dayPeriod)
        field.press(.dayPeriod)
      }
      #expect(field.display(editing: true) == display, "\(locale)")
      #expect(field.display(editing: false) == display, "\(locale)")
      #expect(field.value == .time(try #require(TimeOfDay("19:30"))), "\(locale)")
      #expect(field.value?.text == "19:30", "\(locale)")
      #expect(field.isComplete, "\(locale)")
    }
  }

  @Test func theDayPeriodKeyChoosesAMThenTheOther() throws {
    var field = try typed("730", in: "en_US")
    #expect(field.value == nil)
    #expect(!field.isComplete)
    #expect(field.dayPeriods == ["AM", "PM"])
    #expect(field.press(.dayPeriod) == .accepted)
    #expect(field.display(editing: true) == "7:30\u{202F}AM")
    #expect(field.value?.text == "07:30")
    #expect(field.press(.dayPeriod) == .accepted)
    #expect(field.value?.text == "19:30")
    // The mark is no typed character: the caret stays after the digits,
    // Backspace deletes the last digit, undo restores the period.
    #expect(field.selection == 4..<4)
    #expect(field.press(.backspace) == .accepted)
    #expect(field.display(editing: true) == "7:3\u{202F}PM")
    #expect(field.undo() == .accepted)
    #expect(field.undo() == .accepted)
    #expect(field.value?.text == "07:30")
    #expect(field.press(.clear) == .accepted)
    #expect(field.display(editing: true).isEmpty)
    var german = try time("de_DE")
    #expect(german.dayPeriods.isEmpty)
    #expect(german.press(.dayPeriod) == .rejected(.noDayPeriod))
    #expect(!german.canPress(.dayPeriod))
    var amount = try KeypadField(locale: "en_US")
    #expect(amount.press(.dayPeriod) == .rejected(.noDayPeriod))
  }

  @Test func aAndPOnAKeyboardChooseTheDayPeriodWhereTheMarkersStartWithThem() throws {
    var field = try typed("1205", in: "en_US")
    #expect(field.type("p") == .accepted)
    #expect(field.value?.text == "12:05")
    #expect(field.type("A") == .accepted)
    #expect(field.value?.text == "00:05")
    // The rest of the marker is accepted and changes nothing: `7:30 PM`
    // typed as it is written.
    let written = try typed("7:30 PM", in: "en_US")
    #expect(written.value?.text == "19:30")
    let spanish = try typed("7:30 p. m.", in: "es_US")
    #expect(spanish.value?.text == "19:30")
    // Arabic's markers by their own first letters.
    var arabic = try typed("٧٣٠", in: "ar_EG")
    #expect(arabic.type("ص") == .accepted)
    #expect(arabic.value?.text == "07:30")
    // Markers that start alike choose nothing.
    var german = try typed("730", in: "de_DE")
    #expect(german.type("p") == .rejected(.invalidCharacter))
  }

  @Test func digitsThatCannotBeAnHourOrMinuteAreRefused() throws {
    var english = try time("en_US")
    english.type("1")
    #expect(english.type("3") == .rejected(.invalidHour))
    #expect(english.display(editing: true) == "1")
    var zero = try time("en_US")
    zero.type("0")
    #expect(zero.type("0") == .rejected(.invalidHour))
    var german = try time("de_DE")
    german.type("2")
    #expect(german.type("4") == .rejected(.invalidHour))
    german.type("3")
    #expect(german.display(editing: true) == "23")
    german.type("5")
    german.type("9")
    #expect(german.type("1") == .rejected(.maxLength))
    var minutes = try time("de_DE")
    for character in "127" { minutes.type(character) }
    #expect(minutes.display(editing: true) == "12:07")
    var seconds = try time("de_DE", seconds: true)
    for character in "12306" { seconds.type(character) }
    #expect(seconds.display(editing: true) == "12:30:06")
    #expect(seconds.value?.text == "12:30:06")
    #expect(EntryRejection.invalidHour.code == "invalid-hour")
  }

  @Test func aFirstDigitThatCannotStartTheHourCompletesIt() throws {
    // Shown after a formatting 0 where the pattern writes two digits.
    let german = try typed("7", in: "de_DE")
    #expect(german.display(editing: true) == "07")
    #expect(german.typed.text == "7")
    let english = try typed("7", in: "en_US")
    #expect(english.display(editing: true) == "7")
    let finnish = try typed("730", in: "fi_FI")
    #expect(finnish.display(editing: true) == "7.30")
    #expect(finnish.value?.text == "07:30")
  }

  @Test func aSeparatorAfterOneDigitCompletesTheSegmentWithALeadingZero() throws {
    // Issue 50's example: 7:30 in de_DE is 07:30.
    let german = try typed("7:30", in: "de_DE")
    #expect(german.display(editing: true) == "07:30")
    #expect(german.value?.text == "07:30")
    let one = try typed("1:30", in: "de_DE")
    #expect(one.display(editing: true) == "01:30")
    #expect(one.typed.text == "0130")
    let english = try typed("1:05p", in: "en_US")
    #expect(english.display(editing: false) == "1:05\u{202F}PM")
    #expect(english.value?.text == "13:05")
    // The typed zero shows where the pattern writes one digit; at rest
    // ICU's format does not.
    let finnish = try typed("1.05", in: "fi_FI")
    #expect(finnish.display(editing: true) == "01.05")
    #expect(finnish.display(editing: false) == "1.05")
    let seconds = try typed("12:3:7", in: "de_DE", seconds: true)
    #expect(seconds.display(editing: true) == "12:03:07")
  }

  @Test func anISOTimeIsReadInEveryLocale() throws {
    for locale in [
      "en_US", "de_DE", "ar_EG", "ko_KR", "fi_FI", "ja_JP@hours=h11", "en_US@hours=h24",
    ] {
      var field = try time(locale)
      #expect(field.paste("19:30") == .accepted, "\(locale)")
      #expect(field.value?.text == "19:30", "\(locale)")
      var midnight = try time(locale)
      #expect(midnight.paste("00:05") == .accepted, "\(locale)")
      #expect(midnight.value?.text == "00:05", "\(locale)")
      var set = try time(locale)
      try set.setValue(.time(try #require(TimeOfDay("12:00"))))
      #expect(set.value?.text == "12:00", "\(locale)")
    }
    var noSeconds = try time("de_DE")
    #expect(noSeconds.paste("19:30:05") == .rejected(.unparseable))
    #expect(noSeconds.paste("19:30:00") == .accepted)
    #expect(noSeconds.value?.text == "19:30")
    var seconds = try time("de_DE", seconds: true)
    #expect(seconds.paste("19:30") == .accepted)
    #expect(seconds.value?.text == "19:30:00")
  }

  @Test func theLocalesOwnTextPastesBack() throws {
    let examples: [(String, String)] = [
      ("en_US", "7:30 PM"), ("en_US", "7:30 pm"), ("de_DE", "19:30"), ("fi_FI", "19.30"),
      ("ar_EG", "٧:٣٠ م"), ("ko_KR", "오후 7:30"),
    ]
    for (locale, text) in examples {
      var field = try time(locale)
      #expect(field.paste(text) == .accepted, "\(locale) \(text)")
      #expect(field.value?.text == "19:30", "\(locale) \(text)")
    }
    var field = try time("en_US")
    #expect(field.paste("7:30") == .rejected(.unparseable), "no day period")
  }

  @Test func doneChecksTheBoundsAndTheStep() throws {
    let context = ValidationContext(today: CalendarDay("2026-11-27"), values: FormValues([]))
    func code(_ text: String, min: String? = nil, max: String? = nil, step: Int? = nil) throws
      -> ValidationCode?
    {
      var field = try time("de_DE", min: min, max: max, step: step)
      for character in text { field.type(character) }
      return field.kind.validate(field.typed, rules: field.rules, in: context)
    }
    #expect(try code("193") == .incompleteTime)
    #expect(try code("0759", min: "08:00") == .beforeMin)
    #expect(try code("0800", min: "08:00") == nil)
    #expect(try code("1801", max: "18:00") == .afterMax)
    #expect(try code("1015", step: 15) == nil)
    #expect(try code("1010", step: 15) == .stepMismatch)
    #expect(try code("0810", min: "08:10", step: 15) == nil)
    #expect(try code("0825", min: "08:10", step: 15) == nil)
    #expect(try code("0820", min: "08:10", step: 15) == .stepMismatch)
    #expect(ValidationCode.stepMismatch.rawValue == "step-mismatch")
    #expect(ValidationCode.incompleteTime.rawValue == "incomplete-time")
    #expect(throws: RulesError.invalidStep(0)) { try FieldKind.time(step: 0) }
  }

  @Test func aFormReportsTheStepAsTheFailuresBound() throws {
    let rules = FieldRules(kind: try .time(step: 15))
    var form = try KeypadForm(
      fields: [FormField(name: "at", label: "Pick-up", tag: 1, rules: rules)], locale: "de_DE")
    form.apply(.focus("at"))
    form.apply(.characters("1010"))
    let failure = try #require(form.validationFailures().first)
    #expect(failure.code == .stepMismatch)
    #expect(failure.bound == 15)
    #expect(failure.message == "Pick-up muss in Schritten von 15 Minuten sein")
  }

  @Test func aFormsTimeBoundIsNamedAsTheFieldShowsIt() throws {
    let rules = FieldRules(
      kind: try .time(min: TimeOfDay("08:00"), max: TimeOfDay("20:00")))
    var form = try KeypadForm(
      fields: [FormField(name: "at", label: "Pick-up", tag: 1, rules: rules)], locale: "en_US")
    form.apply(.focus("at"))
    form.apply(.characters("830p"))
    let late = try #require(form.validationFailures().first)
    #expect(late.code == .afterMax)
    #expect(late.shownBound == "8:00\u{202F}PM")
    #expect(late.message == "Pick-up must be at 8:00\u{202F}PM or earlier")
    form.apply(.key(.clear))
    form.apply(.characters("730a"))
    let early = try #require(form.validationFailures().first)
    #expect(early.code == .beforeMin)
    #expect(early.message == "Pick-up must be at 8:00\u{202F}AM or later")

    // A time is named with the words for a time, not a day's.
    var german = try KeypadForm(
      fields: [FormField(name: "at", label: "Abholung", tag: 1, rules: rules)], locale: "de_DE")
    german.apply(.focus("at"))
    german.apply(.characters("0730"))
    #expect(german.validationFailures().first?.message == "Abholung frühestens um 08:00")
  }

  @Test func aTimeFollowsItsFormsLocale() throws {
    var field = try typed("730p", in: "en_US")
    try field.setLocale("de_DE")
    #expect(field.display(editing: true) == "19:30")
    #expect(field.value?.text == "19:30")
    try field.setLocale("ar_EG")
    #expect(field.display(editing: true) == "٧:٣٠ م")
    var half = try typed("7", in: "en_US")
    try half.setLocale("de_DE")
    #expect(half.display(editing: true) == "7", "an hour with no day period stays as it was")
  }

  @Test func spokenAndDescribed() throws {
    let field = try typed("730p", in: "en_US")
    #expect(field.spokenValue?.text == "7:30\u{202F}PM")
    // In the field's language; the pattern as ICU writes it.
    let described = try time("de_DE", min: "08:00", step: 15).kindDescription
    #expect(
      described
        == KindDescription(
          name: "Uhrzeit", pattern: "HH:mm", notes: ["ab 08:00", "alle 15 Minuten"]))
    let english = try time("en_US", min: "08:00", step: 1).kindDescription
    #expect(english.name == "time")
    #expect(english.notes == ["from 08:00", "every 1 minute"])
  }
}
