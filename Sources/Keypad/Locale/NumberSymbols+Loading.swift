extension NumberSymbols {
  /// Reads a locale's symbols from ICU.
  ///
  /// The symbols come from formatting sample numbers with ICU's number
  /// formatter, so they are exactly what it shows.
  ///
  /// - Parameter icuID: A locale id already checked by ``LocaleResolver``.
  /// - Returns: The locale's symbols.
  /// - Throws: ``LocaleError`` when ICU fails or the digits are unusable.
  static func read(icuID: String) throws(LocaleError) -> NumberSymbols {
    do {
      return try readFromFormatter(icuID: icuID)
    } catch let failure as LocaleError {
      throw failure
    } catch {
      throw LocaleError(id: icuID, reason: .icuFailure)
    }
  }

  private static func readFromFormatter(icuID: String) throws -> NumberSymbols {
    let plain = try ICUNumberFormatter(skeleton: "group-off precision-integer", locale: icuID)
    let grouped = try ICUNumberFormatter(skeleton: "precision-integer", locale: icuID)
    let oneDecimal = try ICUNumberFormatter(skeleton: "group-off .0", locale: icuID)

    let positive = try Affixes(plain.format("1"))
    let negative = try Affixes(plain.format("-1"))
    let digitRun = try Affixes(plain.format("1234567890")).body
    guard digitRun.count == 10 else {
      throw LocaleError(id: icuID, reason: .algorithmicNumberingSystem)
    }
    let digits = [digitRun[9]] + digitRun[0..<9]
    let widths = Set(digits.map { String($0).utf8.count })
    guard widths.count == 1 else { throw LocaleError(id: icuID, reason: .icuFailure) }

    let decimal = try Affixes(oneDecimal.format("1.5")).body.dropFirst().dropLast()
    var grouping = try groupingOf(grouped, digits: Set(digits))
    if grouping.primary == 0 {
      // The locale does not group (en_US_POSIX); still report its symbol.
      let forced = try ICUNumberFormatter(
        skeleton: "group-on-aligned precision-integer", locale: icuID)
      grouping.separator = try groupingOf(forced, digits: Set(digits)).separator
    }
    let (name, _) = try ICULocaleCalls.numberingSystem(locale: icuID)

    return NumberSymbols(
      localeID: icuID, numberingSystem: name, digits: digits.map { String($0) },
      decimalSeparator: String(String.UnicodeScalarView(decimal)),
      groupingSeparator: grouping.separator, primaryGroupingSize: grouping.primary,
      secondaryGroupingSize: grouping.secondary, minimumGroupingDigits: grouping.minimum,
      positiveAffixes: (positive.prefix, positive.suffix),
      negativeAffixes: (negative.prefix, negative.suffix))
  }

  /// The grouping ICU applies: separator, group sizes, and minimum digits.
  private static func groupingOf(
    _ formatter: ICUNumberFormatter, digits: Set<Unicode.Scalar>
  ) throws -> (separator: String, primary: Int, secondary: Int, minimum: Int) {
    let body = try Affixes(formatter.format("1234567890123456789")).body
    var runs: [Int] = []
    var separator: [Unicode.Scalar] = []
    var previousWasDigit = false
    for scalar in body {
      if digits.contains(scalar) {
        if !previousWasDigit { runs.append(0) }
        runs[runs.count - 1] += 1
        previousWasDigit = true
      } else {
        if runs.count == 1 { separator.append(scalar) }
        previousWasDigit = false
      }
    }
    guard runs.count > 1 else { return ("", 0, 0, 1) }
    let primary = runs[runs.count - 1]
    let secondary = runs.count > 2 ? runs[runs.count - 2] : body.count
    let separatorText = String(String.UnicodeScalarView(separator))
    var minimum = 1
    for extra in 1...4 {
      let sample = "1" + String(repeating: "0", count: primary + extra - 1)
      if try formatter.format(sample).contains(separatorText) {
        minimum = extra
        break
      }
    }
    return (separatorText, primary, secondary, minimum)
  }
}

/// A formatted number split into the text before its first digit, the body,
/// and the text after its last digit.
private struct Affixes {
  var prefix: String
  var body: [Unicode.Scalar]
  var suffix: String

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
    let first = scalars.firstIndex(where: isDigit) ?? scalars.count
    let last = scalars.lastIndex(where: isDigit) ?? (scalars.count - 1)
    prefix = String(String.UnicodeScalarView(scalars[..<first]))
    body = first <= last ? Array(scalars[first...last]) : []
    suffix =
      last + 1 < scalars.count ? String(String.UnicodeScalarView(scalars[(last + 1)...])) : ""
  }
}
