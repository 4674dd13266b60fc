/// The number symbols of one locale, as ICU formats numbers there.
///
/// Symbols are read from the system ICU once per locale and cached; getting
/// them again is a dictionary look-up. They are immutable and safe to share
/// between threads.
///
/// ```swift
/// let swiss = try NumberSymbols.locale("de-CH")
/// swiss.decimalSeparator    // "."
/// swiss.groupingSeparator   // "’"
/// let egypt = try NumberSymbols.locale("ar_EG")
/// egypt.digits.prefix(3)    // ["٠", "١", "٢"]
/// ```
public final class NumberSymbols: Sendable {
  /// The canonical ICU locale id, such as `de_CH` or `ar_EG@numbers=latn`.
  public let localeID: String
  /// The name of the numbering system, such as `latn` or `arab`.
  @_spi(Engine) public let numberingSystem: String
  /// The ten digits of the locale's numbering system, zero first.
  public let digits: [String]
  /// The decimal separator, such as `.`, `,` or U+066B.
  public let decimalSeparator: String
  /// The grouping separator, such as `,`, U+202F or `’`.
  public let groupingSeparator: String
  /// Digits in the group next to the separator (3), or 0 when the locale
  /// does not group.
  let primaryGroupingSize: Int
  /// Digits in each further group (3, or 2 for Indian grouping).
  let secondaryGroupingSize: Int
  /// How many digits the leftmost group needs before grouping is shown
  /// (1 in most locales, 2 in es and pl, so 1234 stays "1234").
  let minimumGroupingDigits: Int
  /// Text before a positive number (usually empty).
  let positivePrefix: String
  /// Text after a positive number (usually empty).
  let positiveSuffix: String
  /// Text before a negative number, bidi marks and U+2212 included.
  let negativePrefix: String
  /// Text after a negative number (usually empty).
  let negativeSuffix: String

  /// The pieces of the display, in UTF-8, for building it without ICU.
  let utf8: DisplayPieces
  /// The zero digit's scalar value, when the ten digits are consecutive.
  ///
  /// Every Unicode decimal digit set is, so a digit's value is its distance
  /// from zero; `nil` for other digits.
  let consecutiveDigitZero: UInt32?
  /// In a unit style whose name changes with the number (`1 kilometer`,
  /// `12 kilometers`), the symbols for each plural form; `nil` in every
  /// other style, whose affixes are these.
  let unitForms: UnitForms?

  /// Creates symbols from parts read from ICU.
  init(
    localeID: String, numberingSystem: String, digits: [String], decimalSeparator: String,
    groupingSeparator: String, primaryGroupingSize: Int, secondaryGroupingSize: Int,
    minimumGroupingDigits: Int, positiveAffixes: (String, String),
    negativeAffixes: (String, String), unitForms: UnitForms? = nil
  ) {
    self.unitForms = unitForms
    self.localeID = localeID
    self.numberingSystem = numberingSystem
    self.digits = digits
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.primaryGroupingSize = primaryGroupingSize
    self.secondaryGroupingSize = secondaryGroupingSize
    self.minimumGroupingDigits = minimumGroupingDigits
    (positivePrefix, positiveSuffix) = positiveAffixes
    (negativePrefix, negativeSuffix) = negativeAffixes
    consecutiveDigitZero = Self.consecutiveZero(of: digits)
    utf8 = DisplayPieces(
      digits: digits, decimal: decimalSeparator, group: groupingSeparator,
      positive: positiveAffixes, negative: negativeAffixes,
      grouping: (primaryGroupingSize, secondaryGroupingSize, minimumGroupingDigits))
  }

  /// These symbols with other affixes, or with the forms of a unit.
  func with(
    positiveAffixes: (String, String), negativeAffixes: (String, String),
    unitForms: UnitForms? = nil
  ) -> NumberSymbols {
    NumberSymbols(
      localeID: localeID, numberingSystem: numberingSystem, digits: digits,
      decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
      primaryGroupingSize: primaryGroupingSize, secondaryGroupingSize: secondaryGroupingSize,
      minimumGroupingDigits: minimumGroupingDigits, positiveAffixes: positiveAffixes,
      negativeAffixes: negativeAffixes, unitForms: unitForms)
  }

  /// The minus sign as the locale writes it, without bidi marks
  /// (`-`, or U+2212 in sv and fa).
  public var minusSign: String {
    DisplayText.withoutBidiMarks(negativePrefix)
  }

  /// The zero of `digits` when they are ten consecutive decimal-digit scalars.
  private static func consecutiveZero(of digits: [String]) -> UInt32? {
    let scalars = digits.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil }
    guard scalars.count == 10, let zero = scalars.first, zero.decimalDigitValue == 0,
      scalars.enumerated().allSatisfy({ $0.element.value == zero.value + UInt32($0.offset) })
    else { return nil }
    return zero.value
  }

  /// Every locale id ICU has data for (805 with ICU 72).
  public static var availableLocales: [String] { LocaleResolver.available }
}

/// The display's pieces as UTF-8 bytes in one table, laid out for the hot
/// path: building a display reads one array (one retain at most), not seven,
/// and finds the grouping separators with a bit mask, not a division.
struct DisplayPieces: Sendable {
  /// The ten digits (each `digitWidth` bytes, zero first), then the decimal
  /// separator, the grouping separator and the four affixes, then eight
  /// zeros: a piece is read as one word (see `NumberSymbols+Display.swift`).
  let bytes: [UInt8]
  /// Bytes per digit (1 for Latin digits, 2 for Arabic-Indic, 4 for Adlam).
  let digitWidth: Int
  /// Where each piece lies in ``bytes``.
  let decimal: Range<Int>
  let group: Range<Int>
  let positivePrefix: Range<Int>
  let positiveSuffix: Range<Int>
  let negativePrefix: Range<Int>
  let negativeSuffix: Range<Int>
  /// Whether the separators and affixes are all ASCII.
  let asciiPieces: Bool
  /// The fewest integer digits that are grouped (`Int.max` when the locale
  /// does not group).
  let groupedFrom: Int
  /// Bit `n` is set when a grouping separator goes before the `n`th integer
  /// digit counted from the end of the integer part (the last is the first),
  /// for `n` < 64.
  let groupMask: UInt64
  /// Digits in the group next to the decimal separator.
  let primaryGroup: Int
  /// Digits in each further group.
  let secondaryGroup: Int

  /// Lays out the pieces; digits must share one UTF-8 width.
  init(
    digits: [String], decimal: String, group: String, positive: (String, String),
    negative: (String, String), grouping: (primary: Int, secondary: Int, minimum: Int)
  ) {
    var bytes = digits.flatMap { Array($0.utf8) }
    func append(_ piece: String) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: piece.utf8)
      return start..<bytes.count
    }
    self.digitWidth = digits.first?.utf8.count ?? 1
    self.decimal = append(decimal)
    self.group = append(group)
    self.positivePrefix = append(positive.0)
    self.positiveSuffix = append(positive.1)
    self.negativePrefix = append(negative.0)
    self.negativeSuffix = append(negative.1)
    self.asciiPieces = bytes[self.decimal.lowerBound...].allSatisfy { $0 < 0x80 }
    self.bytes = bytes + repeatElement(0, count: 8)
    let primary = grouping.primary
    let secondary = max(grouping.secondary, 1)
    self.primaryGroup = primary
    self.secondaryGroup = secondary
    self.groupedFrom = primary > 0 ? primary + grouping.minimum : .max
    var mask: UInt64 = 0
    if primary > 0 {
      for n in stride(from: primary, to: 64, by: secondary) { mask |= 1 << n }
    }
    self.groupMask = mask
  }

  /// The places of the separators in a grouped integer part of
  /// `integerCount` digits: bit `n` set when one goes before the `n`th digit
  /// counted from the end.
  ///
  /// An integer part has at most 64 digits, the most any rules allow
  /// (``FieldRules/integerDigitsRange``), so one word holds every place.
  @inline(__always)
  func separatorMask(integerCount: Int) -> UInt64 {
    assert(integerCount <= FieldRules.integerDigitsRange.upperBound, "at most 64 integer digits")
    // Bits 1 to `integerCount - 1`: a separator never precedes the first
    // digit nor follows the last.
    let places =
      integerCount >= 64 ? ~1 : (1 &<< UInt64(truncatingIfNeeded: integerCount)) &- 2
    return groupMask & places
  }

  /// Whether a grouping separator goes before the `n`th integer digit
  /// counted from the end of the integer part, when the number is grouped
  /// (never in a locale that does not group).
  @inline(__always)
  func separatorBefore(fromEnd n: Int) -> Bool {
    if n < 64 { return groupMask >> UInt64(n) & 1 != 0 }
    return primaryGroup > 0 && n >= primaryGroup && (n - primaryGroup) % secondaryGroup == 0
  }
}

/// Whether a scalar is an invisible bidi mark ICU puts around signs.
func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}
