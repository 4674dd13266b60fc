/// What a field's typed characters are worth: one value type for every kind.
///
/// A field's ``KeypadField/value``, the values an event carries, a field's
/// initial value and the values a form submits are all `FieldValue`s. A
/// decimal field's value is an ``ExactDecimal``; a field of digits or a code
/// holds its digits, leading zeros kept; a card number, a card's security
/// code and a secure code hold them too but never print them whole.
/// ``text`` is the value as forms and the front ends submit it (JSON, the
/// REPL's answers), whole in every case; ``description`` and
/// ``debugDescription``, what a log holds, are the same except for those
/// three: a security code or a secure code says only how many digits it
/// holds, and a card number shows at most its last four digits.
///
/// A kind says how a log shows its value by the case its format's
/// ``KindFormat/value(of:)`` makes: ``cardNumber(_:)`` for a card field,
/// ``secureDigits(_:)`` for a security code and a secure code.
///
/// ```swift
/// FieldValue.digits("0042").text                  // "0042"
/// FieldValue.decimal(ExactDecimal("12.5")!).text  // "12.5"
/// FieldValue.yearMonth(year: 2027, month: 3).text // "2027-03"
/// FieldValue.date(CalendarDay(year: 2026, month: 11, day: 23)!).text  // "2026-11-23"
/// FieldValue.time(TimeOfDay(hour: 19, minute: 30)!).text  // "19:30"
/// FieldValue.duration(ISODuration(seconds: 90)!).text  // "PT1M30S"
/// FieldValue.phoneNumber("+493012345678").text    // "+493012345678"
/// FieldValue.secureDigits("0042").text            // "0042"
/// FieldValue.secureDigits("0042").description     // "<4 secure digits>"
/// FieldValue.cardNumber("4000056655665556").text         // "4000056655665556"
/// FieldValue.cardNumber("4000056655665556").description  // "•••• 5556"
/// FieldValue.cardNumber("40000566").description          // "<8 card digits>"
/// ```
public enum FieldValue: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// A decimal field's exact value.
  case decimal(ExactDecimal)
  /// A string of ASCII digits, as typed: a code, patterned digits.
  case digits(String)
  /// A secure code's or a card's security code's ASCII digits, as typed:
  /// readable through ``text`` for submission, redacted in ``description``
  /// and ``debugDescription`` so that no log shows them.
  case secureDigits(String)
  /// A payment card number's ASCII digits, as typed: readable through
  /// ``text`` for submission, masked in ``description`` and
  /// ``debugDescription`` to its last four digits once it is complete, and
  /// to the count of its digits before, so that no log shows more.
  case cardNumber(String)
  /// A year and a month, such as a card's expiry date.
  case yearMonth(year: Int, month: Int)
  /// A day of the proleptic Gregorian calendar, such as a date field's: its
  /// text is the ISO 8601 date (`2026-11-23`).
  case date(CalendarDay)
  /// A time of day on the 24-hour clock, such as a time field's: its text
  /// is the ISO 8601 time (`19:30`, `19:30:05` with seconds).
  case time(TimeOfDay)
  /// A length of time in whole seconds, such as a duration field's: its
  /// text is the ISO 8601 duration (`PT1H5M30S`).
  case duration(ISODuration)
  /// A phone number in E.164 form (`+493012345678`).
  case phoneNumber(String)
  /// A value of a kind of one's own, as text.
  case custom(String)

  /// The value as text, as a form submits it: the decimal's canonical text,
  /// the digits (a secure code's and a card number's too), `2027-03`, the
  /// ISO date, the E.164 number, the ISO time, the ISO duration, or a custom
  /// kind's text.
  public var text: String {
    switch self {
    case .decimal(let value): value.description
    case .digits(let digits), .secureDigits(let digits), .cardNumber(let digits): digits
    case .yearMonth(let year, let month): "\(year)-\(month < 10 ? "0" : "")\(month)"
    case .date(let day): day.description
    case .time(let time): time.description
    case .duration(let duration): duration.text
    case .phoneNumber(let number): number
    case .custom(let text): text
    }
  }

  /// Whether two values are the same case with the same payload; text is
  /// compared by its UTF-8 bytes, as it is submitted, so that a custom
  /// kind's `"\u{E9}"` and `"e\u{301}"` are two values.
  ///
  /// ```swift
  /// FieldValue.digits("0042") == .digits("0042")        // true
  /// FieldValue.digits("0042") == .secureDigits("0042")  // false
  /// FieldValue.custom("\u{E9}") == .custom("e\u{301}")  // false
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.decimal(let left), .decimal(let right)): left == right
    case (.digits(let left), .digits(let right)),
      (.secureDigits(let left), .secureDigits(let right)),
      (.cardNumber(let left), .cardNumber(let right)),
      (.phoneNumber(let left), .phoneNumber(let right)),
      (.custom(let left), .custom(let right)):
      left.hasSameUTF8(as: right)
    case (.yearMonth(let leftYear, let leftMonth), .yearMonth(let rightYear, let rightMonth)):
      leftYear == rightYear && leftMonth == rightMonth
    case (.date(let left), .date(let right)): left == right
    case (.time(let left), .time(let right)): left == right
    case (.duration(let left), .duration(let right)): left == right
    default: false
    }
  }

  /// Hashes the payload, text by its UTF-8 bytes as ``==(_:_:)`` compares
  /// it (values of two cases may hash alike; `==` tells them apart).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .decimal(let value): hasher.combine(value)
    case .digits(let text), .secureDigits(let text), .cardNumber(let text), .phoneNumber(let text),
      .custom(let text):
      hasher.combine(UTF8Key(text))
    case .yearMonth(let year, let month):
      hasher.combine(year)
      hasher.combine(month)
    case .date(let day): hasher.combine(day)
    case .time(let time): hasher.combine(time)
    case .duration(let duration): hasher.combine(duration)
    }
  }

  /// The value as text for people and logs: ``text``, except that a secure
  /// code says only how many digits it holds (`<4 secure digits>`), and a
  /// card number shows `•••• ` and its last four digits once it is
  /// complete (``KeypadField/isComplete``: valid, at 16 digits or at its
  /// brand's length below that), and only how many digits it holds before
  /// (`<8 card digits>`).
  ///
  /// A log of every keystroke of a card field then holds no more than the
  /// last four digits of the number: the shorter numbers typed on the way
  /// show no digit, and so does a number of more than 16 digits, whose
  /// first 16 may have been complete.
  ///
  /// ```swift
  /// FieldValue.secureDigits("123").description            // "<3 secure digits>"
  /// FieldValue.cardNumber("378282246310005").description  // "•••• 0005"
  /// FieldValue.cardNumber("4242424242424241").description // "<16 card digits>": fails Luhn
  /// ```
  public var description: String {
    switch self {
    case .secureDigits(let digits):
      Self.counted(digits, "secure")
    #if !KEYPAD_NUMBERS_ONLY
    case .cardNumber(let digits) where CardFormat().isComplete(digits):
      "\u{2022}\u{2022}\u{2022}\u{2022} " + String(digits.suffix(4))
    #endif
    case .cardNumber(let digits):
      Self.counted(digits, "card")
    case .decimal, .digits, .yearMonth, .date, .time, .duration, .phoneNumber, .custom:
      text
    }
  }

  /// `<4 secure digits>`: how many digits, never which.
  private static func counted(_ digits: String, _ what: String) -> String {
    let count = digits.utf8.count
    return "<\(count) \(what) digit\(count == 1 ? "" : "s")>"
  }

  /// Whether ``description`` is the value's whole ``text``: `false` for a
  /// secure code's and a card number's, which a log holds masked.
  var isDescribedWhole: Bool {
    switch self {
    case .secureDigits, .cardNumber: false
    case .decimal, .digits, .yearMonth, .date, .time, .duration, .phoneNumber, .custom: true
    }
  }

  /// The case and its text, a secure code's and a card number's masked as
  /// in ``description``.
  ///
  /// ```swift
  /// FieldValue.digits("12").debugDescription        // ".digits(\"12\")"
  /// FieldValue.secureDigits("12").debugDescription  // ".secureDigits(<2 secure digits>)"
  /// FieldValue.cardNumber("4242").debugDescription  // ".cardNumber(<4 card digits>)"
  /// ```
  public var debugDescription: String {
    switch self {
    case .decimal: ".decimal(\(text))"
    case .digits: ".digits(\"\(text)\")"
    case .secureDigits: ".secureDigits(\(description))"
    case .cardNumber: ".cardNumber(\(description))"
    case .yearMonth: ".yearMonth(\(text))"
    case .date: ".date(\(text))"
    case .time: ".time(\(text))"
    case .duration: ".duration(\(text))"
    case .phoneNumber: ".phoneNumber(\"\(text)\")"
    case .custom: ".custom(\"\(text)\")"
    }
  }

  /// The decimal, for a decimal field's value; `nil` for other kinds.
  ///
  /// ```swift
  /// FieldValue.decimal(3).decimal      // 3
  /// FieldValue.digits("3").decimal     // nil
  /// ```
  public var decimal: ExactDecimal? {
    guard case .decimal(let value) = self else { return nil }
    return value
  }
}
