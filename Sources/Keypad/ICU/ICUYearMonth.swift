import KeypadICU

/// A Gregorian month and year in a locale's words, from ICU's date
/// formatting (skeleton `yMMMM`): `December 2027` in en_US.
enum ICUYearMonth {
  /// The month and year as the locale writes them out.
  static func format(year: Int, month: Int, locale: String) throws(ICUFailure) -> String {
    let units = try icuUTF16(capacity: 64) { buffer, capacity, status in
      locale.withCString {
        keypad_icu_year_month_format($0, Int32(year), Int32(month), buffer, capacity, &status)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }
}
