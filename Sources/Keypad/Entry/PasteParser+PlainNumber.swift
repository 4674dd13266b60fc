extension PasteParser {
  /// Reads a plain number with one `.` or `,` that cannot be a group
  /// separator, in any locale, as typing does.
  ///
  /// A plain number is an optional sign, digits, exactly one `.` or `,`
  /// (ASCII or full-width), and digits, with nothing else but bidi marks. The mark is the
  /// decimal separator when it is not followed by exactly three digits, or
  /// when it is the locale's own decimal separator. Otherwise the text is
  /// ambiguous and this returns `nil`, so the locale's rules decide.
  ///
  /// <!-- example: not compiled: PasteParser is internal: a client cannot call it -->
  /// ```swift
  /// // de_DE (decimal ",", group ".")
  /// parser.plainNumber("12.5".unicodeScalars)   // 12.5
  /// parser.plainNumber("1.234".unicodeScalars)  // nil: "." before three digits is de_DE's group separator
  /// // en_US
  /// parser.plainNumber("12,5".unicodeScalars)   // 12.5
  /// parser.plainNumber("1,234".unicodeScalars)  // nil: the locale reads 1234
  /// ```
  ///
  /// It holds at most ``PastedNumber/keptDigits`` digits of each part, as
  /// the locale's parse does.
  ///
  /// - Parameter scalars: The text's scalars without surrounding white space.
  /// - Returns: The number, or `nil` when the text is not such a plain number.
  func plainNumber(_ scalars: some Collection<Unicode.Scalar>) -> PastedNumber? {
    // A first pass only reads the shape, so that text that is no plain
    // number (most pastes in the locale's own format) allocates nothing.
    guard isPlainNumber(scalars) else { return nil }
    var number = PastedNumber(isNegative: false, integer: [], fraction: [], hasSeparator: true)
    var afterMark = false
    for raw in scalars where !isBidiMark(raw) {
      let scalar = Key.decimalMark(of: raw) ?? raw
      if let digit = symbols.digitValue(of: scalar) {
        if afterMark {
          number.appendFraction(0x30 + digit)
        } else {
          number.appendInteger(0x30 + digit)
        }
      } else if scalar == "." || scalar == "," {
        afterMark = true
      } else {
        number.isNegative = scalar != "+"
      }
    }
    return number
  }

  /// Whether `scalars` are a plain number whose one `.` or `,` cannot be a
  /// group separator; see ``plainNumber(_:)``.
  private func isPlainNumber(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
    var mark: Unicode.Scalar?
    var sawDigit = false
    var sawSign = false
    var fractionCount = 0
    var script = DigitScript()
    for raw in scalars where !isBidiMark(raw) {
      let scalar = Key.decimalMark(of: raw) ?? raw
      if let digit = symbols.digitValue(of: scalar) {
        guard script.admits(scalar, value: digit, symbols: symbols) else { return false }
        sawDigit = true
        if mark != nil { fractionCount += 1 }
      } else if scalar == "." || scalar == ",", mark == nil {
        mark = scalar
      } else if !sawDigit, !sawSign, mark == nil, symbols.isSign(scalar) {
        sawSign = true
      } else {
        return false
      }
    }
    guard sawDigit, let mark else { return false }
    let isLocaleDecimal = symbols.decimalSeparator.isOnly(mark)
    return fractionCount != 3 || isLocaleDecimal
  }
}
