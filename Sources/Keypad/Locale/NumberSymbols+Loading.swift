extension NumberSymbols {
  /// Reads a locale's symbols from ICU.
  ///
  /// The symbols come from formatting a sample number with ICU's number
  /// formatter, so they are exactly what it shows; CLDR's minimum grouping
  /// digits come from the locale data that formatter reads it from.
  ///
  /// - Parameters:
  ///   - icuID: A locale id already checked by ``LocaleResolver``.
  ///   - numberingSystem: Its numbering system, as ``LocaleResolver`` found it.
  /// - Returns: The locale's symbols.
  /// - Throws: ``LocaleError`` when ICU fails or the digits are unusable.
  static func read(icuID: String, numberingSystem: String) throws(LocaleError) -> NumberSymbols {
    do {
      return try readFromFormatter(icuID: icuID, numberingSystem: numberingSystem)
    } catch {
      throw LocaleError(id: icuID, reason: .icuFailure)
    }
  }

  private static func readFromFormatter(icuID: String, numberingSystem: String)
    throws(ICUFailure)
    -> NumberSymbols
  {
    // The digits are the numbering system's, as ICU describes it: decimal
    // digits of one script (`latn`, `arab`), or characters of other
    // categories (`hanidec`'s 〇一二…), which a sample's digits are told by.
    let systemDigits = (try ICULocaleCalls.numberingSystemDigits(numberingSystem) ?? [])
      .flatMap { $0.unicodeScalars }
    let isDigit = { (scalar: Unicode.Scalar) in
      isDecimalDigit(scalar) || systemDigits.contains(scalar)
    }
    // One formatter and, in a locale that groups, one format: ICU's C
    // formatter builds the locale's data on each of its first calls, which
    // is most of a load.
    let formatter = try ICUCompiledFormatter(skeleton: ".0", locale: icuID)

    // Nineteen integer digits hold all ten digits and several groups. The
    // positive affixes are the negative ones without the minus sign: ICU's
    // sign field and the bidi marks of the locale's minus symbol around it,
    // which ICU leaves outside the field (U+200E in fa, he and ur, U+061C
    // in ar).
    let (text, fields) = try formatter.formatFields("-1234567890123456789.5")
    let negative = Affixes(unicodeScalars(text), isDigit: isDigit)
    var unsigned = text
    for field in fields.reversed() where field.kind == ICUCompiledFormatter.Field.sign {
      var range = field.range
      while range.lowerBound > 0, isBidiMark(unsigned[range.lowerBound - 1]) {
        range = (range.lowerBound - 1)..<range.upperBound
      }
      while range.upperBound < unsigned.count, isBidiMark(unsigned[range.upperBound]) {
        range = range.lowerBound..<(range.upperBound + 1)
      }
      unsigned.removeSubrange(range)
    }
    let positive = Affixes(unicodeScalars(unsigned), isDigit: isDigit)
    let sample = NumberSample(negative.body, integerDigits: 19, isDigit: isDigit)
    // Algorithmic systems are refused before a load (``LocaleResolver``):
    // a sample without twenty digits is ICU's failure.
    guard sample.digits.count == 20, sample.runs.reduce(0, +) == 19 else {
      throw ICUFailure(name: "U_INTERNAL_PROGRAM_ERROR")
    }
    let digitRun = sample.digits.prefix(10)
    let digits = [digitRun[9]] + digitRun[0..<9]
    guard digits.allSatisfy({ $0.utf8.count == digits[0].utf8.count }) else {
      throw ICUFailure(name: "U_INTERNAL_PROGRAM_ERROR")
    }

    var grouping = (
      separator: String(scalars: sample.separator), primary: 0, secondary: 0,
      minimum: 1
    )
    if sample.runs.count > 1 {
      let runs = sample.runs
      grouping.primary = runs[runs.count - 1]
      grouping.secondary = runs.count > 2 ? runs[runs.count - 2] : sample.integerScalarCount
      // The fewest digits in the leftmost group that ICU still separates
      // (CLDR's minimum grouping digits), from the locale data ICU's
      // formatter reads it from.
      grouping.minimum = try ICULocaleCalls.minimumGroupingDigits(icuID)
    } else {
      // The locale does not group (en_US_POSIX); still report its symbol.
      let forced = try ICUCompiledFormatter(skeleton: "group-on-aligned .0", locale: icuID)
      let grouped = NumberSample(
        try Affixes(forced.format("1234567890123456789.5"), isDigit: isDigit).body,
        integerDigits: 19, isDigit: isDigit)
      grouping.separator = String(scalars: grouped.separator)
    }
    let positiveAffixes = positive

    return NumberSymbols(
      localeID: icuID, numberingSystem: numberingSystem, digits: digits.map { String($0) },
      decimalSeparator: String(scalars: sample.decimal),
      groupingSeparator: grouping.separator, primaryGroupingSize: grouping.primary,
      secondaryGroupingSize: grouping.secondary, minimumGroupingDigits: grouping.minimum,
      positiveAffixes: (positiveAffixes.prefix, positiveAffixes.suffix),
      negativeAffixes: (negative.prefix, negative.suffix))
  }
}

/// The body of a formatted number, from its first digit to its last, read
/// as digits, the lengths of the integer part's digit runs, the scalars
/// separating the first two runs, and the scalars before the first fraction
/// digit.
private struct NumberSample {
  var digits: [Unicode.Scalar] = []
  var runs: [Int] = []
  var separator: [Unicode.Scalar] = []
  var decimal: [Unicode.Scalar] = []
  /// Scalars of the integer part, separators included.
  var integerScalarCount = 0

  /// Reads `body`, whose integer part has `integerDigits` digits, each a
  /// scalar `isDigit` holds.
  init(_ body: [Unicode.Scalar], integerDigits: Int, isDigit: (Unicode.Scalar) -> Bool) {
    var previousWasDigit = false
    var inFraction = false
    for scalar in body {
      let isDigit = isDigit(scalar)
      if !inFraction, !isDigit, digits.count == integerDigits { inFraction = true }
      if inFraction {
        if isDigit { digits.append(scalar) } else { decimal.append(scalar) }
        continue
      }
      integerScalarCount += 1
      if isDigit {
        digits.append(scalar)
        if !previousWasDigit { runs.append(0) }
        runs[runs.count - 1] += 1
      } else if runs.count == 1 {
        separator.append(scalar)
      }
      previousWasDigit = isDigit
    }
  }
}

/// A formatted number split into the text before its first digit, the body,
/// and the text after its last digit.
private struct Affixes {
  var prefix: String
  var body: [Unicode.Scalar]
  var suffix: String

  init(_ scalars: [Unicode.Scalar], isDigit: (Unicode.Scalar) -> Bool) {
    let first = scalars.firstIndex(where: isDigit) ?? scalars.count
    let last = scalars.lastIndex(where: isDigit) ?? (scalars.count - 1)
    prefix = String(scalars: Array(scalars[..<first]))
    body = first <= last ? Array(scalars[first...last]) : []
    suffix = last + 1 < scalars.count ? String(scalars: Array(scalars[(last + 1)...])) : ""
  }
}

/// Whether a UTF-16 unit is a bidi mark a minus symbol carries: left-to-right
/// (U+200E), right-to-left (U+200F) or Arabic letter mark (U+061C).
private func isBidiMark(_ unit: UInt16) -> Bool {
  unit == 0x200E || unit == 0x200F || unit == 0x061C
}

/// Whether a scalar is a decimal digit of any script (general category Nd,
/// which is Unicode's numeric type Decimal), as ICU answers
/// (``Unicode/Scalar/decimalDigitValue``) rather than the standard
/// library's numeric-type table.
private func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
  scalar.decimalDigitValue != nil
}
