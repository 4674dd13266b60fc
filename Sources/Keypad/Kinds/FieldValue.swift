/// What a field's typed characters are worth: a value per kind.
///
/// A decimal field's value is an ``ExactDecimal``; a field of digits, a
/// code or a card number holds its digits, leading zeros kept. A kind of
/// one's own may give any value as text. ``description`` is the value as
/// forms and the REPL write it.
///
/// ```swift
/// FieldValue.digits("0042").description  // "0042"
/// FieldValue.decimal(12.5).description   // "12.5"
/// FieldValue.yearMonth(year: 2027, month: 3).description  // "2027-03"
/// FieldValue.date(CalendarDay(year: 2026, month: 11, day: 23)!).description  // "2026-11-23"
/// ```
public enum FieldValue: Sendable, Hashable, CustomStringConvertible {
  /// A decimal field's exact value.
  case decimal(ExactDecimal)
  /// A string of ASCII digits, as typed.
  case digits(String)
  /// A year and a month, such as a card's expiry date.
  case yearMonth(year: Int, month: Int)
  /// A Gregorian day, such as a date field's: its description is the ISO
  /// date (`2026-11-23`).
  case date(CalendarDay)
  /// A value of a kind of one's own, as text.
  case text(String)

  /// The value as text: the decimal's canonical text, or the digits.
  public var description: String {
    switch self {
    case .decimal(let value): value.description
    case .digits(let digits): digits
    case .yearMonth(let year, let month): "\(year)-\(month < 10 ? "0" : "")\(month)"
    case .date(let day): day.description
    case .text(let text): text
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
