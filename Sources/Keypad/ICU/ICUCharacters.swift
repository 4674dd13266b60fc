import KeypadICU

extension Unicode.Scalar {
  /// The value of a decimal digit of any script (general category Nd), as
  /// ICU's `u_charDigitValue` gives it, or `nil`.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// ("٣" as Unicode.Scalar).decimalDigitValue  // 3: Arabic-Indic
  /// ("𝟙" as Unicode.Scalar).decimalDigitValue  // 1: mathematical double-struck
  /// ("x" as Unicode.Scalar).decimalDigitValue  // nil
  /// ```
  var decimalDigitValue: UInt8? {
    if value < 0x80 { return (0x30...0x39).contains(value) ? UInt8(value - 0x30) : nil }
    let digit = keypad_icu_decimal_digit_value(value)
    return digit >= 0 ? UInt8(digit) : nil
  }

  /// Whether the scalar is alphabetic (Unicode's Alphabetic property), as
  /// ICU's `u_isUAlphabetic` answers: letters of any script, not signs.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// ("п" as Unicode.Scalar).isAlphabetic  // true
  /// ("%" as Unicode.Scalar).isAlphabetic  // false
  /// ```
  var isAlphabetic: Bool {
    if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    return keypad_icu_is_alphabetic(value) != 0
  }
}
