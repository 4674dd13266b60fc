extension NumberSymbols {
  /// The symbols of this locale for a display style: the number part's
  /// digits, separators and grouping, and the prefix and suffix around it,
  /// all read from ICU's number formatter for the style's skeleton.
  ///
  /// A currency format may use other separators than the plain one, and
  /// its affixes carry the symbol and the bidi marks, so nothing is taken
  /// from the decimal symbols. The result is cached per locale and skeleton;
  /// see ``StyleCache``.
  ///
  /// - Parameter skeleton: The style's skeleton without precision, such as
  ///   `currency/EUR unit-width-narrow` (see ``DisplayStyle/skeleton(currency:)``).
  /// - Returns: Symbols whose affixes are the style's.
  /// - Throws: ``LocaleError`` with ``LocaleError/Reason/icuFailure`` when ICU
  ///   cannot format the style here.
  func styled(skeleton: String) throws(LocaleError) -> NumberSymbols {
    let key = localeID + "\u{0}" + skeleton
    if let cached = StyleCache.shared.symbols(for: key) { return cached }
    let symbols: NumberSymbols
    do {
      symbols = try readStyle(skeleton: skeleton)
    } catch {
      throw LocaleError(id: localeID, reason: .icuFailure)
    }
    return StyleCache.shared.insert(symbols, for: key)
  }

  private func readStyle(skeleton: String) throws(ICUFailure) -> NumberSymbols {
    let formatter = try ICUCompiledFormatter(skeleton: skeleton + " .0", locale: localeID)
    // Nineteen integer digits hold all ten digits and several groups.
    let negative = try StyledSample(formatter.formatFields("-1234567890123456789.5"))
    guard negative.digits.count == 19, negative.runs.reduce(0, +) == 19,
      let decimal = negative.decimal
    else { throw ICUFailure(name: "U_INTERNAL_PROGRAM_ERROR") }
    let digits = [negative.digits[9]] + negative.digits[0..<9]
    var primary = 0
    var secondary = 0
    if negative.runs.count > 1 {
      let runs = negative.runs
      primary = runs[runs.count - 1]
      secondary = runs.count > 2 ? runs[runs.count - 2] : 19 - primary
    }
    // CLDR's minimum grouping digits are the locale's, whatever the style
    // (ICU reads them from the locale's data for every format).
    let minimum = minimumGroupingDigits
    // A unit's name for one may leave the number out (Arabic `يوم`, one
    // day): the positive affixes are then those of a long number.
    var positiveSample: StyledSample
    do {
      positiveSample = try StyledSample(formatter.formatFields("1"))
    } catch {
      positiveSample = try StyledSample(formatter.formatFields("1234567890123456789.5"))
    }
    let symbols = NumberSymbols(
      localeID: localeID, numberingSystem: numberingSystem,
      digits: digits.map { String(scalars: [$0]) },
      decimalSeparator: decimal, groupingSeparator: negative.group ?? groupingSeparator,
      primaryGroupingSize: primary, secondaryGroupingSize: secondary,
      minimumGroupingDigits: minimum,
      positiveAffixes: (positiveSample.prefix, positiveSample.suffix),
      negativeAffixes: (negative.prefix, negative.suffix))
    guard skeleton.utf8.starts(with: "unit/".utf8) else { return symbols }
    // A unit's name may change with the number: the affixes are read for
    // the plural form of each number shown (see `UnitForms`).
    let forms = try UnitForms(skeleton: skeleton, template: symbols)
    return symbols.with(
      positiveAffixes: (symbols.positivePrefix, symbols.positiveSuffix),
      negativeAffixes: (symbols.negativePrefix, symbols.negativeSuffix), unitForms: forms)
  }

  /// The affixes ICU writes around a decimal such as `12.5` in a style
  /// (its skeleton with the decimal's fraction digits as its precision),
  /// positive and negative.
  static func affixes(of decimal: String, skeleton: String, locale: String) throws(ICUFailure)
    -> (positive: (String, String), negative: (String, String))
  {
    let fraction = decimal.utf8.firstIndex(of: UInt8(ascii: ".")).map {
      decimal.utf8.distance(from: $0, to: decimal.utf8.endIndex) - 1
    }
    let precision = fraction.map { "." + String(repeating: "0", count: $0) } ?? "precision-integer"
    let formatter = try ICUCompiledFormatter(skeleton: skeleton + " " + precision, locale: locale)
    let positive = try StyledSample(formatter.formatFields(decimal))
    let negative = try StyledSample(formatter.formatFields("-" + decimal))
    return ((positive.prefix, positive.suffix), (negative.prefix, negative.suffix))
  }
}

/// A formatted number read through ICU's field positions: the text before
/// the number part and after it, the integer digits, the lengths of their
/// groups, and the separators.
///
/// The number part runs from the start of the integer field to the end of
/// the last integer, grouping, decimal or fraction field; everything around
/// it (signs, currency and percent symbols, bidi marks, spaces,
/// parentheses) is affix.
private struct StyledSample {
  var prefix = ""
  var suffix = ""
  var digits: [Unicode.Scalar] = []
  var runs: [Int] = []
  var group: String?
  var decimal: String?

  init(_ result: (text: [UInt16], fields: [ICUCompiledFormatter.Field])) throws(ICUFailure) {
    let text = result.text
    func string(_ range: Range<Int>) -> String {
      String(decoding: Array(text[range]), as: UTF16.self)
    }
    let numberKinds: [Int32] = [
      ICUCompiledFormatter.Field.integer, ICUCompiledFormatter.Field.fraction,
      ICUCompiledFormatter.Field.decimalSeparator, ICUCompiledFormatter.Field.groupingSeparator,
    ]
    let numberFields = result.fields.filter { numberKinds.contains($0.kind) }
    guard
      let integer = result.fields.first(where: { $0.kind == ICUCompiledFormatter.Field.integer }),
      let end = numberFields.map({ $0.range.upperBound }).max()
    else { throw ICUFailure(name: "U_INTERNAL_PROGRAM_ERROR") }
    prefix = string(0..<integer.range.lowerBound)
    suffix = string(end..<text.count)
    // In the text's order: the fields' indices sorted by where they start
    // (a sort of `Int`s, as the engine's other sorts).
    let separators = numberFields.filter {
      $0.kind == ICUCompiledFormatter.Field.groupingSeparator
    }
    let groups = separators.indices.sorted {
      separators[$0].range.lowerBound < separators[$1].range.lowerBound
    }.map { separators[$0].range }
    group = groups.first.map(string)
    decimal = numberFields.first { $0.kind == ICUCompiledFormatter.Field.decimalSeparator }
      .map { string($0.range) }
    var start = integer.range.lowerBound
    for range in groups + [integer.range.upperBound..<integer.range.upperBound] {
      let scalars = unicodeScalars(Array(text[start..<range.lowerBound]))
      digits += scalars
      runs.append(scalars.count)
      start = range.upperBound
    }
  }
}

/// The styles' symbols already read, by locale and skeleton.
///
/// Bounded: it holds at most ``capacity`` entries and, when full, lets one
/// go that was not used since the clock hand last passed it
/// (``BoundedCache``, as the locales' symbols are kept), so an app that
/// cycles through many locales and currencies keeps at most that many in
/// memory. Fields hold their symbols by reference, so an entry let go never
/// changes a field; the next field to ask reads them again.
final class StyleCache: Sendable {
  /// The most entries kept (each a few hundred bytes).
  static let capacity = 256
  /// The cache of the process.
  static let shared = StyleCache()

  private let entries = Locked(BoundedCache<UTF8Key, NumberSymbols>(capacity: capacity))

  /// The symbols cached for `key`, if any.
  func symbols(for key: String) -> NumberSymbols? {
    entries.withLock { $0[UTF8Key(key)] }
  }

  /// Caches `symbols` for `key`, unless another thread was first, and
  /// returns the entry kept.
  func insert(_ symbols: NumberSymbols, for key: String) -> NumberSymbols {
    entries.withLock { $0.insert(symbols, forKey: UTF8Key(key)) }
  }

  /// How many entries are cached.
  var count: Int { entries.withLock { $0.count } }
}
