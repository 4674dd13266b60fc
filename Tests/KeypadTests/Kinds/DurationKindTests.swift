import Testing

@_spi(Engine) @testable import Keypad

/// The duration kind, with issue 50's examples: a kitchen timer's digits.
@Suite struct DurationKindTests {
  func duration(
    _ locale: String = "en_US", units: DurationUnits = .hoursMinutesSeconds, max: String? = nil
  ) throws -> KeypadField {
    let kind = FieldKind.duration(units: units, max: max.flatMap(ISODuration.init))
    return try KeypadField(locale: locale, rules: FieldRules(kind: kind))
  }

  func typed(
    _ text: String, in locale: String = "en_US", units: DurationUnits = .hoursMinutesSeconds
  ) throws -> KeypadField {
    var field = try duration(locale, units: units)
    for character in text { #expect(field.type(character) == .accepted, "\(locale) \(character)") }
    return field
  }

  @Test func digitsFillFromTheRightAsOnAKitchenTimer() throws {
    let steps = ["", "0:01", "0:13", "1:30", "13:05", "1:30:52", "13:05:20"]
    var field = try duration()
    #expect(field.display(editing: true) == steps[0])
    for (index, character) in "130520".enumerated() {
      #expect(field.type(character) == .accepted)
      #expect(field.display(editing: true) == steps[index + 1])
    }
    #expect(field.type("9") == .rejected(.maxLength))
    #expect(field.display(editing: true) == "13:05:20")
    #expect(field.value?.text == "PT13H5M20S")
    #expect(field.isComplete)
  }

  @Test func oneThreeZeroIsOneAndAHalfMinutes() throws {
    let field = try typed("130")
    #expect(field.display(editing: true) == "1:30")
    #expect(field.value == .duration(try #require(ISODuration("PT1M30S"))))
    #expect(field.display(editing: false) == "1 min, 30 sec")
    #expect(field.spokenValue?.text == "1 minute, 30 seconds")
  }

  @Test func eachUnitsTwoDigits() throws {
    #expect(try typed("130", units: .minutesSeconds).value?.text == "PT1M30S")
    #expect(try typed("130", units: .hoursMinutes).value?.text == "PT1H30M")
    #expect(try typed("130", units: .hoursMinutes).display(editing: false) == "1 hr, 30 min")
    var short = try typed("9999", units: .minutesSeconds)
    #expect(short.type("1") == .rejected(.maxLength))
  }

  @Test func theLongestTypedIsTypedBack() throws {
    var field = try duration()
    #expect(field.paste("PT100H40M39S") == .accepted)
    #expect(field.display(editing: true) == "99:99:99")
    #expect(field.paste("PT100H") == .accepted)
    #expect(field.display(editing: true) == "99:60:00")
    #expect(field.display(editing: false) == "100 hr")
  }

  @Test func secondsPast59AreCarriedAtRest() throws {
    // A kitchen timer takes 0:90 and runs it as 1:30.
    let field = try typed("90", units: .minutesSeconds)
    #expect(field.display(editing: true) == "0:90")
    #expect(field.value?.text == "PT1M30S")
    #expect(field.display(editing: false) == "1 min, 30 sec")
    // The largest unit holds what the others do not: 99:99 is 100 minutes.
    let most = try typed("9999", units: .minutesSeconds)
    #expect(most.value?.text == "PT1H40M39S")
    #expect(most.display(editing: false) == "100 min, 39 sec")
  }

  @Test func zeroUnitsAreLeftOutAtRest() throws {
    #expect(try typed("10000").display(editing: false) == "1 hr")
    #expect(try typed("10005").display(editing: false) == "1 hr, 5 sec")
    #expect(try typed("0").display(editing: false) == "0 sec")
    #expect(try typed("0").value?.text == "PT0S")
    #expect(try typed("0", units: .hoursMinutes).display(editing: false) == "0 min")
  }

  @Test func theLocalesDigitsAndTimeSeparator() throws {
    let examples: [(String, String, String)] = [
      ("de_DE", "10530", "1:05:30"),
      ("fi_FI", "10530", "1.05.30"),
      ("ar_EG", "10530", "١:٠٥:٣٠"),
      ("fr_CA", "10530", "1:05:30"),
      ("ar-EG-u-nu-latn", "130", "1:30"),
    ]
    for (locale, text, display) in examples {
      #expect(try typed(text, in: locale).display(editing: true) == display, "\(locale)")
    }
    #expect(try typed("10530", in: "de_DE").display(editing: false) == "1 Std., 5 Min. und 30 Sek.")
  }

  @Test func aSeparatorTypedIsIgnored() throws {
    var field = try duration()
    for character in "1:30" { #expect(field.type(character) == .accepted) }
    #expect(field.display(editing: true) == "1:30")
    #expect(field.value?.text == "PT1M30S")
  }

  @Test func theISOValuePastedOrSetInEveryLocale() throws {
    for locale in ["en_US", "de_DE", "ar_EG", "fa_IR", "ja_JP"] {
      var field = try duration(locale)
      #expect(field.paste("PT1M30S") == .accepted, "\(locale)")
      #expect(field.value?.text == "PT1M30S", "\(locale)")
      var set = try duration(locale)
      try set.setValue(.duration(try #require(ISODuration("PT1H5M30S"))))
      #expect(set.value?.text == "PT1H5M30S", "\(locale)")
      #expect(
        set.display(editing: false) == (try typed("10530", in: locale)).display(editing: false))
    }
    var field = try duration()
    #expect(field.paste("PT90M") == .accepted)
    #expect(field.display(editing: true) == "1:30:00")
    #expect(field.paste("pt5s") == .accepted)
    #expect(field.display(editing: true) == "0:05")
    #expect(field.paste("1:05:30") == .accepted)
    #expect(field.value?.text == "PT1H5M30S")
  }

  @Test func aPasteTheUnitsCannotHoldChangesNothing() throws {
    var field = try typed("130")
    #expect(field.paste("PT1.5S") == .rejected(.unparseable))
    #expect(field.paste("P1M") == .rejected(.unparseable))
    #expect(field.paste("1:5") == .rejected(.unparseable))
    // 99:99:99 is the longest typed, PT100H40M39S.
    #expect(field.paste("PT100H40M40S") == .rejected(.maxLength))
    var hoursMinutes = try typed("130", units: .hoursMinutes)
    #expect(hoursMinutes.paste("PT30S") == .rejected(.unparseable))
    #expect(field.value?.text == "PT1M30S")
    #expect(hoursMinutes.value?.text == "PT1H30M")
  }

  @Test func doneRefusesADurationPastItsMax() throws {
    let kind = FieldKind.duration(units: .minutesSeconds, max: ISODuration("PT2M"))
    var form = try KeypadForm(
      fields: [FormField(name: "rest", label: "Rest", tag: 1, rules: FieldRules(kind: kind))],
      locale: "en_US")
    form.apply(.focus("rest"))
    form.apply(.characters("201"))
    let failure = try #require(form.validationFailures().first)
    #expect(failure.code == .durationTooLong)
    #expect(failure.code.rawValue == "duration-too-long")
    #expect(failure.bound == 120)
    #expect(failure.shownBound == "2 min")
    #expect(failure.message == "Rest must be at most 2 min")
    form.apply(.key(.backspace))
    form.apply(.key(.backspace))
    form.apply(.characters("00"))
    #expect(form.display(of: "rest") == "2:00")
    #expect(form.validationFailures().isEmpty)
  }

  @Test func isoDurationsReadAndWritten() throws {
    #expect(ISODuration("PT1H5M30S")?.seconds == 3930)
    #expect(ISODuration("P1DT2H")?.seconds == 93_600)
    #expect(ISODuration("P2D")?.text == "PT48H")
    #expect(ISODuration("PT0S")?.text == "PT0S")
    for bad in [
      "", "P", "PT", "P1DT", "PT1S1M", "PT1H1H", "P1H", "PT-1S", "PT1.5S", "1M", "PT1W",
      "PT9999999999S", "P1Y", "P1W",
    ] {
      #expect(ISODuration(bad) == nil, "\(bad)")
    }
    #expect(ISODuration(seconds: -1) == nil)
  }

  @Test func aDurationFollowsItsFormsLocale() throws {
    var field = try typed("10530")
    try field.setLocale("fi_FI")
    #expect(field.display(editing: true) == "1.05.30")
    #expect(field.value?.text == "PT1H5M30S")
    try field.setLocale("ar_EG")
    #expect(field.display(editing: true) == "١:٠٥:٣٠")
  }

  @Test func spokenAndDescribed() throws {
    #expect(try typed("10530").spokenValue?.text == "1 hour, 5 minutes, 30 seconds")
    let described = try duration("fi_FI", units: .minutesSeconds, max: "PT2H").kindDescription
    #expect(
      described == KindDescription(name: "duration", pattern: "m.ss", notes: ["up to PT2H"]))
  }
}
