/// The spellout and plural rules of one locale, loaded from ICU once, and
/// the words said after a number.
///
/// It may be used from several threads at once: the spellout, which ICU
/// does not allow to share, is used under a lock.
final class LocaleSpeech: Sendable {
  /// The ICU locale id the rules were asked for.
  let localeID: String
  /// The locale the words come from: ``localeID``, or the locale of the
  /// spellout rules when ICU fell back to another language, so that the
  /// whole text is in one language.
  let wordsLocale: String
  /// The language subtag of the locale ICU took the spellout rules from.
  let language: String
  /// Whether that language is not the language of ``localeID``.
  let isFallback: Bool
  private let spellout: Locked<ICUSpellout>
  private let plurals: ICUPluralRules
  /// Currency names by code and plural category (`EUR one`).
  private let currencyNames = Locked<[UTF8Key: String]>([:])
  /// The long-name formatters of percent and of units, by skeleton,
  /// opened on first use (a few: found by a look along them).
  private let phraseFormatters = Locked<[(skeleton: UTF8Key, formatter: ICUCompiledFormatter)]>(
    [])
  /// The counts and digits below 100 spelled so far, by value.
  private let spelledCounts = Locked<[String?]>(Array(repeating: nil, count: 100))

  /// Opens the spellout and plural rules ICU has for a locale id.
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(localeID: String) throws(ICUFailure) {
    let spellout = try ICUSpellout(locale: localeID)
    let actual = try spellout.actualLocale()
    // ICU names its root locale `root`, whose language subtag is empty.
    let subtag = try ICULocaleCalls.language(actual)
    let language = subtag.isEmpty ? "root" : subtag
    let isFallback = try !language.hasSameUTF8(as: ICULocaleCalls.language(localeID))
    let wordsLocale = isFallback ? actual : localeID
    self.init(
      localeID: localeID, wordsLocale: wordsLocale, language: language, isFallback: isFallback,
      spellout: spellout, plurals: try ICUPluralRules(locale: wordsLocale))
  }

  /// The speech of rules opened.
  private init(
    localeID: String, wordsLocale: String, language: String, isFallback: Bool,
    spellout: ICUSpellout, plurals: ICUPluralRules
  ) {
    self.localeID = localeID
    self.wordsLocale = wordsLocale
    self.language = language
    self.isFallback = isFallback
    self.spellout = Locked(spellout)
    self.plurals = plurals
  }

  /// The spoken value of a number, with the words for its unit.
  func spokenValue(of value: ExactDecimal, unit: SpokenUnit) throws(ICUFailure) -> SpokenValue {
    let number = try spell(value.description)
    let text: String
    var omitsUnit = false
    switch unit {
    case .none:
      text = number
    case .currency(let currency):
      let category = try plurals.select(Self.spokenDecimal(value))
      text = number + " " + (try currencyName(currency.code, category: category))
    case .percent:
      let phrase = try percentPhrase(spelled: number, decimal: Self.spokenDecimal(value))
      omitsUnit = phrase == nil
      text = phrase ?? number
    case .unit(let unit):
      let phrase = try phrase(
        spelled: number, decimal: Self.spokenDecimal(value),
        skeleton: "unit/" + unit.id + " unit-width-full-name precision-unlimited")
      omitsUnit = phrase == nil
      text = phrase ?? number
    }
    return SpokenValue(
      text: text, language: language, isFallback: isFallback, omitsUnit: omitsUnit)
  }

  /// ICU's spellout of an ASCII decimal such as `-1234.50`, without the
  /// soft hyphens ICU puts inside long words (`ein\u{AD}und\u{AD}zwanzig`),
  /// which are for line breaking, not for speech.
  func spell(_ decimal: String) throws(ICUFailure) -> String {
    let spelled = try spellout.withLock { spellout in
      Result { () throws(ICUFailure) in try spellout.format(decimal) }
    }.get()
    guard spelled.unicodeScalars.contains("\u{AD}") else { return spelled }
    return String(String.UnicodeScalarView(spelled.unicodeScalars.filter { $0 != "\u{AD}" }))
  }

  /// ICU's spellout of a count or a digit, kept once spelled below 100: an
  /// announcement names a deleted digit on every Backspace.
  func spell(count: Int) throws(ICUFailure) -> String {
    guard (0..<100).contains(count) else { return try spell(String(count)) }
    if let kept = spelledCounts.withLock({ $0[count] }) { return kept }
    let spelled = try spell(String(count))
    spelledCounts.withLock { $0[count] = spelled }
    return spelled
  }

  /// The value as ICU's spellout says it: without trailing fraction zeros
  /// (`1234.50` is `1234.5`, `2.0` is `2`), which is what its plural
  /// category is chosen for.
  static func spokenDecimal(_ value: ExactDecimal) -> String {
    var text = Array(value.description.utf8)
    guard value.scale > 0 else { return value.description }
    while text.last == UInt8(ascii: "0") { text.removeLast() }
    if text.last == UInt8(ascii: ".") { text.removeLast() }
    return String(decoding: text, as: UTF8.self)
  }

  /// A currency's name for a plural category in ``wordsLocale``, from ICU.
  func currencyName(_ code: String, category: String) throws(ICUFailure) -> String {
    let key = code + " " + category
    if let name = currencyNames.withLock({ $0[UTF8Key(key)] }) { return name }
    let name = try ICULocaleCalls.currencyPluralName(
      code, locale: wordsLocale, category: category)
    currencyNames.withLock { $0[UTF8Key(key)] = name }
    return name
  }

  /// A spelled number with the locale's word for percent around it, in the
  /// order and plural form ICU's long unit name gives for `decimal`, or
  /// `nil` when ICU has no word for percent in the locale (only a sign such
  /// as `%`).
  func percentPhrase(spelled: String, decimal: String) throws(ICUFailure) -> String? {
    try phrase(
      spelled: spelled, decimal: decimal,
      skeleton: "measure-unit/concentr-percent unit-width-full-name precision-unlimited")
  }

  /// A spelled number with a unit's long name around it, in the order and
  /// plural form ICU's formatting of `decimal` in the skeleton gives
  /// (`twelve point five kilometers`), or `nil` when the unit's name there
  /// has no letter (a sign such as `%`).
  func phrase(spelled: String, decimal: String, skeleton: String) throws(ICUFailure) -> String? {
    let key = UTF8Key(skeleton)
    let formatter = try phraseFormatters.withLock { formatters in
      Result { () throws(ICUFailure) -> ICUCompiledFormatter in
        if let kept = formatters.first(where: { $0.skeleton == key }) { return kept.formatter }
        let opened = try ICUCompiledFormatter(skeleton: skeleton, locale: wordsLocale)
        formatters.append((key, opened))
        return opened
      }
    }.get()
    let (text, fields) = try formatter.formatFields(decimal)
    let numberKinds: Set<Int32> = [
      ICUCompiledFormatter.Field.integer, ICUCompiledFormatter.Field.fraction,
      ICUCompiledFormatter.Field.decimalSeparator, ICUCompiledFormatter.Field.groupingSeparator,
      ICUCompiledFormatter.Field.sign,
    ]
    let number = fields.filter { numberKinds.contains($0.kind) }.map { $0.range }
    let units = fields.filter { $0.kind == ICUCompiledFormatter.Field.measureUnit }.map { $0.range }
    guard let start = number.map({ $0.lowerBound }).min(),
      let end = number.map({ $0.upperBound }).max(),
      !units.isEmpty,
      units.allSatisfy({ $0.upperBound <= start || $0.lowerBound >= end }),
      units.contains(where: { Self.hasLetter(text[$0]) })
    else { return nil }
    return Self.withoutBidiMarks(text[..<start]) + spelled + Self.withoutBidiMarks(text[end...])
  }

  /// Whether UTF-16 text has a letter (a word, not a sign such as `%`).
  private static func hasLetter(_ units: ArraySlice<UInt16>) -> Bool {
    String(decoding: units, as: UTF16.self).unicodeScalars.contains { $0.isAlphabetic }
  }

  /// UTF-16 text as a string, without bidi marks.
  private static func withoutBidiMarks(_ units: ArraySlice<UInt16>) -> String {
    let scalars = String(decoding: units, as: UTF16.self).unicodeScalars
    return String(String.UnicodeScalarView(scalars.filter { !isBidiMark($0) }))
  }
}
