import Testing

@_spi(Engine) @testable import Keypad

/// The date kind, with the issue's examples.
@Suite struct DateKindTests {
  func date(_ locale: String, min: DateBound? = nil, max: DateBound? = nil) throws
    -> KeypadField
  {
    try KeypadField(
      locale: locale, rules: FieldRules(kind: .date(locale: locale, min: min, max: max)))
  }

  func typed(_ digits: String, in locale: String) throws -> KeypadField {
    var field = try date(locale)
    for character in digits { #expect(field.type(character) == .accepted, "\(character)") }
    return field
  }

  @Test func theLocalesOwnPatternFromICU() throws {
    let patterns = [
      "en_US": "MM/dd/yyyy", "de_DE": "dd.MM.yyyy", "ja_JP": "yyyy/MM/dd",
      "ko_KR": "yyyy. MM. dd.", "hu_HU": "yyyy. MM. dd.", "sv_SE": "yyyy-MM-dd",
      "fr_CA": "yyyy-MM-dd", "bg_BG": "dd.MM.yyyy\u{202F}'г'.",
      "ar_EG": "dd\u{200F}/MM\u{200F}/yyyy",
    ]
    for (locale, pattern) in patterns {
      #expect(try DateFormat(locale: locale).pattern == pattern, "\(locale)")
    }
  }

  @Test func typingADateInEachExampleLocale() throws {
    // 23 November 2026 in each locale's order, calendar and digits.
    let examples: [(String, String, String)] = [
      ("en_US", "11232026", "11/23/2026"),
      ("de_DE", "23112026", "23.11.2026"),
      ("ja_JP", "20261123", "2026/11/23"),
      ("ko_KR", "20261123", "2026. 11. 23."),
      ("sv_SE", "20261123", "2026-11-23"),
      ("bg_BG", "23112026", "23.11.2026\u{202F}г."),
      ("ar_EG", "23112026", "٢٣\u{200F}/١١\u{200F}/٢٠٢٦"),
      ("fa_IR", "14050902", "۱۴۰۵/۰۹/۰۲"),
      ("th_TH", "23112569", "23/11/2569"),
      ("ar_SA", "13061448", "١٣\u{200F}/٠٦\u{200F}/١٤٤٨ هـ"),
      ("th_TH@calendar=gregorian", "23112026", "23/11/2026"),
    ]
    for (locale, digits, display) in examples {
      let field = try typed(digits, in: locale)
      #expect(field.display(editing: true) == display, "\(locale)")
      #expect(field.value == .date(try #require(CalendarDay("2026-11-23"))), "\(locale)")
      #expect(field.value?.description == "2026-11-23", "\(locale)")
      #expect(field.isComplete, "\(locale)")
    }
  }

  @Test func aGregorianDateIsTheSameISODateInEveryYear() throws {
    // 10 October 1582 fell in the ten days the Julian calendar skipped;
    // ISO 8601 counts it (a Sunday) as every other Gregorian day.
    let examples: [(String, String, String)] = [
      ("en_US", "10101582", "10/10/1582"),
      ("de_DE", "10101582", "10.10.1582"),
      ("ja_JP", "15821010", "1582/10/10"),
      ("ko_KR", "15821010", "1582. 10. 10."),
      ("ar_EG", "10101582", "١٠\u{200F}/١٠\u{200F}/١٥٨٢"),
      ("th_TH@calendar=gregorian", "10101582", "10/10/1582"),
      ("th_TH", "10102125", "10/10/2125"),  // Buddhist: 1582 + 543
    ]
    let day = try #require(CalendarDay("1582-10-10"))
    for (locale, digits, display) in examples {
      let field = try typed(digits, in: locale)
      #expect(field.display(editing: true) == display, "\(locale)")
      #expect(field.value == .date(day), "\(locale)")
      var pasted = try date(locale)
      #expect(pasted.paste("1582-10-10") == .accepted)
      #expect(pasted.display(editing: true) == display, "\(locale)")
    }
    let format = try DateFormat(locale: "en_US")
    #expect(format.spokenText(of: "10101582", locale: "en_US") == "Sunday, October 10, 1582")
    #expect(format.spokenText(of: "03111500", locale: "en_US") == "Sunday, March 11, 1500")
    let thai = try DateFormat(locale: "th_TH")
    #expect(thai.spokenText(of: "10102125", locale: "th_TH") == "วันอาทิตย์ที่ 10 ตุลาคม พ.ศ. 2125")
    // Before 1582: Persian 20 Esfand 878 is the proleptic 1500-03-11.
    let persian = try typed("08781220", in: "fa_IR")
    #expect(persian.value?.description == "1500-03-11")
    var back = try date("fa_IR")
    #expect(back.paste("1500-03-11") == .accepted)
    #expect(back.display(editing: true) == "۰۸۷۸/۱۲/۲۰")
  }

  @Test func aDayBeforeTheFieldsEraIsRefused() throws {
    // Minguo years start in 1912; a day before is in the era before it.
    var field = try date("zh_TW@calendar=roc")
    #expect(field.paste("1911-12-31").rejection != nil)
    #expect(field.display(editing: true).isEmpty)
    #expect(field.paste("1912-01-01") == .accepted)
    #expect(field.value?.description == "1912-01-01")
  }

  @Test func aLiteralAppearsOnceTheNextSegmentStarts() throws {
    var field = try date("en_US")
    field.type("1")
    field.type("2")
    #expect(field.display(editing: true) == "12")
    #expect(field.type("/") == .accepted)
    #expect(field.display(editing: true) == "12")
    field.type("2")
    #expect(field.display(editing: true) == "12/2")
    for character in "5202" { field.type(character) }
    #expect(field.display(editing: true) == "12/25/202")
    #expect(field.value == nil)
    field.type("6")
    #expect(field.display(editing: true) == "12/25/2026")
    #expect(field.type("1") == .rejected(.maxLength))
  }

  @Test func aSeparatorAfterOneDigitCompletesTheSegmentWithALeadingZero() throws {
    // Issue 50's examples: 1.2.2030 was 12.02.030, the first `.` refused.
    let examples: [(String, String, String, String)] = [
      ("de_DE", "1.2.2030", "01.02.2030", "2030-02-01"),
      ("en_US", "2/3/2030", "02/03/2030", "2030-02-03"),
      ("en_US", "1/9/2030", "01/09/2030", "2030-01-09"),
      ("ja_JP", "2030/1/20", "2030/01/20", "2030-01-20"),
      ("ar_EG", "1/2/2030", "٠١\u{200F}/٠٢\u{200F}/٢٠٣٠", "2030-02-01"),
    ]
    for (locale, text, display, value) in examples {
      let field = try typed(text, in: locale)
      #expect(field.display(editing: true) == display, "\(locale) \(text)")
      #expect(field.value?.text == value, "\(locale) \(text)")
    }
    // The caret stays after the digit; the zero is a typed one, deleted as
    // any other, and the step is undone as one.
    var field = try typed("1.", in: "de_DE")
    #expect(field.typed.text == "01")
    #expect(field.selection == 2..<2)
    #expect(field.undo() == .accepted)
    #expect(field.display(editing: true) == "1")
    #expect(field.redo() == .accepted)
    #expect(field.display(editing: true) == "01")
    // Not after a complete segment (ignored, as before), not after two
    // digits of a year, and not another character than the literal.
    #expect(field.type(".") == .accepted)
    #expect(field.typed.text == "01")
    var year = try typed("2030/1", in: "ja_JP")
    #expect(year.type(".") == .rejected(.digitsOnly))
    #expect(year.typed.text == "20301")
    var german = try typed("11.20", in: "de_DE")
    #expect(german.type(".") == .rejected(.digitsOnly))
    // A zero alone is no day: `0.` is refused as the day `00` would be.
    var zero = try typed("0", in: "de_DE")
    #expect(zero.type(".") == .rejected(.invalidDay))
    #expect(zero.typed.text == "0")
  }

  @Test func aSeparatorTypedAtACaretReplacesNothingAndCompletesTheSegment() throws {
    // GTK's and the browser's typing arrives as a replacement at the caret.
    var field = try date("de_DE")
    #expect(field.replace(utf16Range: 0..<0, with: "1") == .accepted)
    #expect(field.replace(utf16Range: 1..<1, with: ".") == .accepted)
    #expect(field.display(editing: true) == "01")
    #expect(field.selection == 2..<2)
  }

  @Test func aFirstDigitThatCannotStartTheSegmentCompletesIt() throws {
    var field = try date("en_US")
    field.type("5")
    #expect(field.display(editing: true) == "05")
    #expect(field.selection == 2..<2)
    field.type("4")
    #expect(field.display(editing: true) == "05/04")
    field.type("3")
    #expect(field.display(editing: true) == "05/04/3")
    field.press(.backspace)
    field.press(.backspace)
    #expect(field.display(editing: true) == "05")
    field.press(.backspace)
    #expect(field.display(editing: true).isEmpty)
    var german = try date("de_DE")
    german.type("3")
    #expect(german.display(editing: true) == "3")
    german.type("1")
    #expect(german.type("2") == .rejected(.invalidDay))  // 31.02
    german.type("1")
    #expect(german.display(editing: true) == "31.1")
  }

  @Test func valuesNoSegmentHoldsAreRefusedAsTyped() throws {
    var field = try date("en_US")
    field.type("1")
    #expect(field.type("3") == .rejected(.invalidMonth))
    var zero = try date("en_US")
    zero.type("0")
    #expect(zero.type("0") == .rejected(.invalidMonth))
    var day = try date("de_DE")
    day.type("3")
    #expect(day.type("2") == .rejected(.invalidDay))
    #expect(day.display(editing: true) == "3")
    var year = try date("ja_JP")
    for character in "000" { year.type(character) }
    #expect(year.type("0") == .rejected(.invalidYear))
  }

  @Test func aDayTheMonthLacksIsRefusedOnceItIsDecided() throws {
    var february = try date("en_US")
    february.type("0")
    february.type("2")
    february.type("3")
    #expect(february.type("0") == .rejected(.invalidDay))
    var april = try date("de_DE")
    for character in "310" { april.type(character) }
    #expect(april.type("4") == .rejected(.invalidDay))
    // 29 February: taken until the year is complete, then checked.
    var leap = try date("en_US")
    for character in "0229202" { leap.type(character) }
    #expect(leap.type("5") == .rejected(.invalidDay))
    #expect(leap.type("4") == .accepted)
    #expect(leap.value?.description == "2024-02-29")
  }

  @Test func persianEsfand30OnlyInALeapYear() throws {
    // 1403 is a Persian leap year, 1404 a common one.
    var leap = try date("fa_IR")
    for character in "1403123" { leap.type(character) }
    #expect(leap.type("0") == .accepted)
    #expect(leap.value?.description == "2025-03-20")
    var common = try date("fa_IR")
    for character in "1404123" { common.type(character) }
    #expect(common.type("0") == .rejected(.invalidDay))
    #expect(common.type("1") == .rejected(.invalidDay))
  }

  @Test func islamicMonthsHave29Or30Days() throws {
    var field = try date("ar_SA")
    field.type("3")
    #expect(field.type("1") == .rejected(.invalidDay))
    // Months of 29 days: DatePropertyTests.persianAndIslamicMonthLengthsComeFromTheCalendar.
  }

  @Test func anEraInThePatternIsShownNotTyped() throws {
    let field = try typed("13061448", in: "ar_SA")
    #expect(field.display(editing: true).hasSuffix(" هـ"))
    let kurdish = try typed("1405", in: "ckb_IR")
    #expect(!kurdish.display(editing: true).hasPrefix("1"))
  }

  @Test func doneRefusesAnIncompleteDateAndOneOutsideTheBounds() throws {
    let today = try #require(CalendarDay("2026-11-23"))
    let context = ValidationContext(today: today, values: FormValues([]))
    let format = try DateFormat(locale: "en_US", min: .today, max: DateBound("2027-01-31"))
    #expect(format.validate("1123202", in: context) == .incompleteDate)
    #expect(format.validate("11222026", in: context) == .beforeMin)
    #expect(format.validate("11232026", in: context) == nil)
    #expect(format.validate("01312027", in: context) == nil)
    #expect(format.validate("02012027", in: context) == .afterMax)
    #expect(ValidationCode.incompleteDate.rawValue == "incomplete-date")
    #expect(ValidationCode.beforeMin.rawValue == "before-min")
    #expect(ValidationCode.afterMax.rawValue == "after-max")
  }

  @Test func notEditingShowsTheMediumDateAndTheFullDateIsSpoken() throws {
    let format = try DateFormat(locale: "en_US")
    let symbols = try NumberSymbols.locale("en_US")
    #expect(format.displayWhenNotEditing(of: "11232026", symbols: symbols) == "Nov 23, 2026")
    #expect(format.spokenText(of: "11232026", locale: "en_US") == "Monday, November 23, 2026")
    #expect(format.displayWhenNotEditing(of: "1123", symbols: symbols) == "11/23")
    #expect(format.spokenText(of: "1123", locale: "en_US") == nil)
    #expect(format.spokenGroups(of: "11232") == ["11", "23", "2"])
    let german = try DateFormat(locale: "de_DE")
    #expect(
      german.displayWhenNotEditing(of: "23112026", symbols: try .locale("de_DE")) == "23.11.2026")
  }

  @Test func pasteTakesTheLocalesFormatOrISO() throws {
    var field = try date("en_US")
    #expect(field.paste("12/25/2026") == .accepted)
    #expect(field.value?.description == "2026-12-25")
    #expect(field.paste("2026-11-23") == .accepted)
    #expect(field.display(editing: true) == "11/23/2026")
    for refused in ["1/2/2026", "23.11.2026", "2026-02-30", "12/25/26", "tomorrow"] {
      #expect(field.paste(refused).rejection != nil, "\(refused)")
      #expect(field.display(editing: true) == "11/23/2026")
    }
    var persian = try date("fa_IR")
    #expect(persian.paste("2026-11-23") == .accepted)
    #expect(persian.display(editing: true) == "۱۴۰۵/۰۹/۰۲")
    #expect(persian.paste("۱۴۰۵/۰۹/۰۳") == .accepted)
    #expect(persian.value?.description == "2026-11-24")
  }

  @Test func anUnsupportedCalendarIsRefused() {
    let hebrew = LocaleError(
      id: "he_IL@calendar=hebrew", reason: .unsupportedCalendar, calendar: "hebrew")
    #expect(throws: hebrew) { try DateFormat(locale: "he_IL@calendar=hebrew") }
    #expect(hebrew.code == "unsupported-calendar")
    #expect(hebrew.description.contains("its calendar 'hebrew' cannot be typed on digits"))
    #expect(!hebrew.description.contains("unknown locale"))
    #expect(
      throws: LocaleError(
        id: "ja_JP@calendar=japanese", reason: .unsupportedCalendar, calendar: "japanese")
    ) {
      try DateFormat(locale: "ja_JP@calendar=japanese")
    }
    #expect(throws: LocaleError(id: "xx_YY", reason: .unknownLanguage)) {
      try DateFormat(locale: "xx_YY")
    }
    #expect(LocaleError(id: "xx_YY", reason: .unknownLanguage).code == "unknown-locale")
  }

  @Test func aCalendarICUDoesNotHaveIsRefusedNotReplaced() {
    // ICU opens the locale's own calendar for these; so no field does.
    for (id, calendar) in [
      ("en_US@calendar=foo", "foo"), ("en-US-u-ca-foo", "foo"),
      ("en_US@calendar=islamicc", "islamicc"),
    ] {
      #expect(throws: LocaleError(id: id, reason: .unknownCalendar, calendar: calendar)) {
        try DateFormat(locale: id)
      }
    }
    #expect(LocaleError(id: "x", reason: .unknownCalendar).code == "unsupported-calendar")
  }

  @Test func aCalendarKeywordIsMatchedWhateverItsCase() throws {
    for (id, calendar) in [
      ("en_US@calendar=PERSIAN", "persian"), ("th_TH@calendar=Gregorian", "gregorian"),
      ("ar_SA@calendar=Islamic-Civil", "islamic-civil"),
    ] {
      #expect(try DateFormat(locale: id).calendarType == calendar, "\(id)")
    }
  }

  @Test func theTypeableCalendarsAreThoseWithNumberedMonthsAndOneEra() throws {
    // Every calendar ICU 72 has: those whose months are numbered 1 to 12
    // or 13 every year and whose typed years need no era are typed.
    let typed = [
      "gregorian", "buddhist", "roc", "persian", "islamic", "islamic-civil", "islamic-umalqura",
      "islamic-tbla", "indian", "coptic", "ethiopic", "ethiopic-amete-alem",
    ]
    for calendar in typed {
      #expect(
        try DateFormat(locale: "en_US@calendar=\(calendar)").calendarType == calendar,
        "\(calendar)")
    }
    for calendar in ["hebrew", "chinese", "dangi", "japanese"] {
      #expect(
        throws: LocaleError(
          id: "en_US@calendar=\(calendar)", reason: .unsupportedCalendar, calendar: calendar)
      ) { try DateFormat(locale: "en_US@calendar=\(calendar)") }
    }
    // ICU 72 computes `islamic-rgsa` as `islamic`: not the calendar named.
    #expect(
      throws: LocaleError(
        id: "en_US@calendar=islamic-rgsa", reason: .unknownCalendar, calendar: "islamic-rgsa")
    ) { try DateFormat(locale: "en_US@calendar=islamic-rgsa") }
  }

  @Test func hyphenatedCalendarsTypeTheirOwnDays() throws {
    // 23 November 2026 is 13/06/1448 in the Umm al-Qura calendar.
    for id in ["ar_SA@calendar=islamic-umalqura", "ar-SA-u-ca-islamic-umalqura"] {
      let field = try typed("13061448", in: id)
      #expect(field.display(editing: true) == "١٣\u{200F}/٠٦\u{200F}/١٤٤٨ هـ", "\(id)")
      #expect(field.value?.description == "2026-11-23", "\(id)")
    }
    for id in ["en_US@calendar=islamic-civil", "en-US-u-ca-islamic-civil"] {
      #expect(try DateFormat(locale: id).calendarType == "islamic-civil", "\(id)")
    }
  }

  @Test func editingInTheMiddleKeepsTheFieldsMachinery() throws {
    var field = try typed("11232026", in: "en_US")
    field.select(utf16Range: 3..<5)
    #expect(field.type("1") == .accepted)
    #expect(field.display(editing: true) == "11/12/026")
    field.undo()
    #expect(field.display(editing: true) == "11/23/2026")
    field.select(utf16Range: 0..<2)
    #expect(field.type("1") == .rejected(.invalidDay))  // 12/32
    #expect(field.display(editing: true) == "11/23/2026")
  }
}

/// A form's locale switch and its date fields.
@Suite struct DateLocaleSwitchTests {
  func form() throws -> KeypadForm {
    try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1),
        FormField(name: "day", tag: 2, rules: FieldRules(kind: .date())),
      ], symbols: .locale("en_US"))
  }

  @Test func aCompleteDateIsTypedAgainInTheNewLocale() throws {
    var form = try form()
    try form.focus("day")
    for character in "11232026" { try form.type(character) }
    try form.setLocale("de_DE")
    #expect(form.activeField?.display(editing: true) == "23.11.2026")
    #expect(form.activeField?.value?.description == "2026-11-23")
    try form.setLocale("fa_IR")
    #expect(form.activeField?.display(editing: true) == "۱۴۰۵/۰۹/۰۲")
    #expect(form.activeField?.value?.description == "2026-11-23")
    try form.type("1")
    #expect(form.activeField?.display(editing: true) == "۱۴۰۵/۰۹/۰۲")  // full: refused
  }

  func typing(_ digits: String, in locale: String) throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1),
        FormField(name: "day", tag: 2, rules: FieldRules(kind: .date())),
      ], locale: locale)
    try form.focus("day")
    for character in digits { try form.type(character) }
    return form
  }

  @Test func anIncompleteDateKeepsItsTypedSegmentsInTheNewOrder() throws {
    // The issue's example: 12/25 typed, then de_DE.
    var form = try typing("1225", in: "en_US")
    #expect(try form.setLocale("de_DE") == [.localeChanged("de_DE")])
    #expect(form.activeField?.display(editing: true) == "25.12")
    for character in "2026" { try form.type(character) }
    #expect(form.activeField?.display(editing: true) == "25.12.2026")
    #expect(form.activeField?.value?.description == "2026-12-25")
    // A year begun after the month and day comes along.
    var year = try typing("12252", in: "en_US")
    try year.setLocale("de_DE")
    #expect(year.activeField?.display(editing: true) == "25.12.2")
    try year.setLocale("en_PH")  // MM/dd/yyyy
    #expect(year.activeField?.display(editing: true) == "12/25/2")
    // A single digit completing its segment is carried as typed.
    var short = try typing("54", in: "en_US")  // 05/04
    try short.setLocale("de_DE")
    #expect(short.activeField?.display(editing: true) == "04.05")
  }

  @Test func digitsNoStartOfTheNewOrderHoldsLeaveTheFieldAsItWas() throws {
    // A month alone cannot start dd.MM.yyyy; a year alone cannot start
    // MM/dd/yyyy; a Gregorian month is no Persian one.
    let cases: [(String, String, String, String, String)] = [
      ("en_US", "12", "de_DE", "12", "12252026"),
      ("ja_JP", "2026", "en_US", "2026", "20261225"),
      ("ja_JP", "202612", "de_DE", "2026/12", "20261225"),
      ("en_US", "1225", "fa_IR", "12/25", "12252026"),
    ]
    for (from, digits, to, display, complete) in cases {
      var form = try typing(digits, in: from)
      #expect(try form.setLocale(to) == [.localeChanged(to)], "\(from) \(digits)")
      #expect(form.activeField?.display(editing: true) == display, "\(from) \(digits) \(to)")
      // Its undo history is kept: each digit undoes.
      let undone = try form.undo()
      #expect(!undone.contains(.inputRejected(field: "day", reason: .nothingToUndo)))
      #expect(
        form.activeField?.display(editing: true).count == display.count - 1, "\(from) \(digits)")
      try form.redo()
      for character in complete.dropFirst(digits.count) { try form.type(character) }
      #expect(form.activeField?.value?.description == "2026-12-25", "\(from) \(digits)")
    }
  }

  @Test func aCalendarDigitsCannotTypeIsRefusedAndChangesNothing() throws {
    var form = try typing("1225", in: "en_US")
    let before = form
    #expect(
      throws: LocaleError(
        id: "he_IL@calendar=hebrew", reason: .unsupportedCalendar, calendar: "hebrew")
    ) { try form.setLocale("he_IL@calendar=hebrew") }
    #expect(throws: LocaleError.self) { try form.setLocale("en_US@calendar=foo") }
    #expect(form.symbols.localeID == before.symbols.localeID)
    #expect(form.activeField?.display(editing: true) == "12/25")
    // A form without a date field takes the id: its numbers are he_IL's.
    var numbers = try KeypadForm(fields: [FormField(name: "a", tag: 1)], symbols: .locale("en_US"))
    #expect(try numbers.setLocale("he_IL@calendar=hebrew") == [.localeChanged("he_IL")])
  }

  @Test func theFieldsDefinitionIsKept() throws {
    let christmas = try #require(CalendarDay(year: 2026, month: 12, day: 25))
    var form = try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1),
        FormField(
          name: "day", label: "Day", tag: 2, rules: FieldRules(kind: .date()),
          isRequired: true, initialValue: .date(christmas)),
      ], symbols: .locale("en_US"))
    #expect(form.field(named: "day")?.display == "12/25/2026")
    try form.setLocale("de_DE")
    #expect(form.fields[1].initialValue == .date(christmas))
    #expect(form.field(named: "day")?.value == .date(christmas))
    #expect(form.field(named: "day")?.display == "25.12.2026")
    #expect(form.fields[1].label == "Day")
    #expect(form.fields[1].isRequired)
    #expect(form.field(named: "day")?.format(as: DateFormat.self)?.localeID == "de_DE")
    #expect(form.fields[1].rules.kind == .date())
  }
}

/// Which locale a date takes (the issue's 35.3): the form's or field's, at
/// construction and after every switch, unless the kind names its own.
@Suite struct DateLocaleRuleTests {
  func dateForm(_ kind: FieldKind, locale: String) throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [FormField(name: "day", tag: 1, rules: FieldRules(kind: kind))], locale: locale)
    try form.focus("day")
    for character in "24122026" { try form.type(character) }
    return form
  }

  @Test func aDateTakesItsFormsLocaleAtConstruction() throws {
    let form = try dateForm(.date(), locale: "de_DE")
    #expect(form.display(of: "day") == "24.12.2026")
    #expect(form.values["day"]?.description == "2026-12-24")
  }

  @Test func aDateOfItsOwnLocaleKeepsItAlways() throws {
    var form = try dateForm(.date(locale: "de_DE"), locale: "en_US")
    #expect(form.display(of: "day") == "24.12.2026")
    try form.setLocale("fr_FR")
    #expect(form.display(of: "day") == "24.12.2026")
    try form.setLocale("en_US")
    #expect(form.display(of: "day") == "24.12.2026")
    #expect(form.values["day"]?.description == "2026-12-24")
  }

  @Test func theIdsCalendarKeywordReachesTheDate() throws {
    let field = try KeypadField(
      locale: "ar_SA@calendar=islamic-umalqura", rules: FieldRules(kind: .date()))
    #expect(field.format(as: DateFormat.self)?.calendarType == "islamic-umalqura")
    let form = try KeypadForm(
      fields: [FormField(name: "day", tag: 1, rules: FieldRules(kind: .date()))],
      locale: "th_TH@calendar=gregorian")
    #expect(form.field(named: "day")?.format(as: DateFormat.self)?.calendarType == "gregorian")
  }

  @Test func aFieldOrFormInACalendarDigitsCannotTypeIsRefusedWhereItIsMade() throws {
    let rules = FieldRules(kind: .date())
    #expect(throws: LocaleError.self) {
      try KeypadField(locale: "he_IL@calendar=hebrew", rules: rules)
    }
    do throws(FormError) {
      _ = try KeypadForm(
        fields: [FormField(name: "day", tag: 1, rules: rules)], locale: "he_IL@calendar=hebrew")
      Issue.record("a Hebrew-calendar date form was built")
    } catch {
      guard case .unusableLocale(field: "day", let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.code == "unsupported-calendar")
      #expect(reason.code == "unsupported-calendar")
    }
    // A decimal field takes the same id.
    #expect(throws: Never.self) { try KeypadField(locale: "he_IL@calendar=hebrew") }
  }

  @Test func aFieldSwitchedAloneFollowsItsLocaleToo() throws {
    var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .date()))
    for character in "1225" { field.type(character) }
    try field.setLocale("de_DE")
    #expect(field.display(editing: true) == "25.12")
    #expect(throws: LocaleError.self) { try field.setLocale("he_IL@calendar=hebrew") }
    #expect(field.display(editing: true) == "25.12")
    #expect(field.symbols.localeID == "de_DE")
  }
}
