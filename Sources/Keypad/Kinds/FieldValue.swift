/// What a field's typed characters are worth: one value type for every kind.
///
/// A field's ``KeypadField/value``, the values an event carries, a field's
/// initial value and the values a form submits are all `FieldValue`s. A
/// decimal field's value is an ``ExactDecimal``; a field of digits, a code
/// or a card number holds its digits, leading zeros kept; a secure code
/// holds them too but never prints them. ``text`` is the value as forms and
/// the front ends write it (JSON, the REPL's lines); ``description`` is the
/// same except for a secure code, which it redacts.
///
/// ```swift
/// FieldValue.digits("0042").text                  // "0042"
/// FieldValue.decimal(12.5).text                   // "12.5"
/// FieldValue.yearMonth(year: 2027, month: 3).text // "2027-03"
/// FieldValue.date(CalendarDay(year: 2026, month: 11, day: 23)!).text  // "2026-11-23"
/// FieldValue.time(TimeOfDay(hour: 19, minute: 30)!).text  // "19:30"
/// FieldValue.duration(ISODuration(seconds: 90)!).text  // "PT1M30S"
/// FieldValue.phoneNumber("+493012345678").text    // "+493012345678"
/// FieldValue.secureDigits("0042").text            // "0042"
/// FieldValue.secureDigits("0042").description     // "<4 secure digits>"
/// ```
public enum FieldValue: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// A decimal field's exact value.
  case decimal(ExactDecimal)
  /// A string of ASCII digits, as typed: a code, a card number, patterned
  /// digits.
  case digits(String)
  /// A secure code's ASCII digits, as typed: readable through ``text`` for
  /// submission, redacted in ``description`` and ``debugDescription`` so
  /// that no log shows them.
  case secureDigits(String)
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
  /// the digits (a secure code's too), `2027-03`, the ISO date, the E.164
  /// number, the ISO time, the ISO duration, or a custom kind's text.
  public var text: String {
    switch self {
    case .decimal(let value): value.description
    case .digits(let digits), .secureDigits(let digits): digits
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
    case .digits(let text), .secureDigits(let text), .phoneNumber(let text), .custom(let text):
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
  /// code says only how many digits it holds (`<4 secure digits>`).
  public var description: String {
    guard case .secureDigits(let digits) = self else { return text }
    let count = digits.utf8.count
    return "<\(count) secure digit\(count == 1 ? "" : "s")>"
  }

  /// The case and its text, a secure code's redacted as in ``description``.
  ///
  /// ```swift
  /// FieldValue.digits("12").debugDescription        // ".digits(\"12\")"
  /// FieldValue.secureDigits("12").debugDescription  // ".secureDigits(<2 secure digits>)"
  /// ```
  public var debugDescription: String {
    switch self {
    case .decimal: ".decimal(\(text))"
    case .digits: ".digits(\"\(text)\")"
    case .secureDigits: ".secureDigits(\(description))"
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
