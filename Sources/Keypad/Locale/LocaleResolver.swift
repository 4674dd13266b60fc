/// Turns a locale id, ICU style or BCP 47, into the ICU id Keypad loads,
/// refusing ids that ICU would silently replace by a fallback.
enum LocaleResolver {
  /// ICU's available locale ids.
  static let available: [String] = ICULocaleCalls.availableLocales()
  /// The index of each of the ids in ``available``, for look-ups.
  static let availableIndex: [UTF8Key: Int] = {
    var indexes: [UTF8Key: Int] = [:]
    indexes.reserveCapacity(available.count)
    for (index, id) in available.enumerated() { indexes[UTF8Key(id)] = index }
    return indexes
  }()
  /// Two-letter region codes and the numeric regions of available locales,
  /// looked through only for an id that is not itself available.
  static let regions: [String] =
    ICULocaleCalls.isoCountries()
    + available.compactMap { id in
      id.split(ascii: "_").last.flatMap { part in
        part.utf8.count == 3 && part.utf8.allSatisfy(isDigit) ? String(part) : nil
      }
    }

  /// Whether `id` is one of ICU's available ids.
  static func isAvailable(_ id: String) -> Bool { availableIndex[UTF8Key(id)] != nil }

  /// The reduced ICU id for `id` and the name of its numbering system, such
  /// as `latn`.
  ///
  /// The reduced id keeps only what changes number symbols: language,
  /// script, region and variant, and the `numbers` keyword when it names a
  /// numbering system other than the locale's default. Every other keyword
  /// is accepted and dropped: ICU formats numbers the same without it.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// try LocaleResolver.resolve("ar-EG-u-nu-latn").id      // "ar_EG@numbers=latn"
  /// try LocaleResolver.resolve("de_DE@kp=x").id           // "de_DE"
  /// try LocaleResolver.resolve("de-DE-u-nu-latn-ca-japanese").id  // "de_DE"
  /// ```
  static func resolve(_ id: String) throws(LocaleError) -> (id: String, numberingSystem: String) {
    let icuID = try canonicalID(id)
    let base = (try? ICULocaleCalls.baseName(icuID)) ?? ""
    let parts = base.split(ascii: "_", omittingEmptySubsequences: false).map(String.init)
    guard let language = parts.first, !language.isEmpty, language.utf8.allSatisfy(isLetter) else {
      throw LocaleError(id: id, reason: .malformed)
    }
    if !isAvailable(base) {
      try checkParts(parts, of: id)
    }
    let (numberingSystem, requested) = try checkNumberingSystem(icuID, of: id)
    guard requested else { return (base, numberingSystem) }
    guard let (defaultSystem, _) = try? ICULocaleCalls.numberingSystem(locale: base) else {
      throw LocaleError(id: id, reason: .icuFailure)
    }
    let reduced =
      numberingSystem.hasSameUTF8(as: defaultSystem) ? base : base + "@numbers=" + numberingSystem
    return (reduced, numberingSystem)
  }

  /// Parses the id's syntax into ICU's form.
  static func canonicalID(_ id: String) throws(LocaleError) -> String {
    let allowed = id.utf8.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ";")
    }
    guard !id.isEmpty, id.utf8.count <= 150, allowed else {
      throw LocaleError(id: id, reason: .malformed)
    }
    // Each of ICU's available ids is its own canonical form (the tests
    // check all of them), so the most common id asks ICU nothing here
    // (about 1.4 % of loading a locale).
    if isAvailable(id) { return id }
    // A BCP 47 tag has a hyphen before any keyword; an ICU id has none
    // there, but its keyword values may (`@calendar=islamic-umalqura`).
    let isTag = id.utf8.prefix { $0 != UInt8(ascii: "@") }.contains(UInt8(ascii: "-"))
    if isTag {
      guard !id.utf8.contains(UInt8(ascii: "_")), !id.utf8.contains(UInt8(ascii: "@")),
        let (converted, parsed) = try? ICULocaleCalls.localeID(forLanguageTag: id),
        parsed == id.utf8.count, !converted.isEmpty
      else {
        throw LocaleError(id: id, reason: .malformed)
      }
      return converted
    }
    guard let canonical = try? ICULocaleCalls.canonicalize(id), !canonical.isEmpty else {
      throw LocaleError(id: id, reason: .malformed)
    }
    return canonical
  }

  /// Checks an id that is not itself available: its language (and script)
  /// must be, and its region must be a known region.
  private static func checkParts(_ parts: [String], of id: String) throws(LocaleError) {
    var index = 1
    var languageID = parts[0]
    if index < parts.count, parts[index].utf8.count == 4, parts[index].utf8.allSatisfy(isLetter) {
      languageID += "_" + parts[index]
      index += 1
    }
    guard isAvailable(languageID) else {
      throw LocaleError(id: id, reason: .unknownLanguage)
    }
    if index < parts.count {
      guard regions.contains(where: parts[index].hasSameUTF8(as:)) else {
        throw LocaleError(id: id, reason: .unknownRegion)
      }
      index += 1
    }
    if index < parts.count {
      throw LocaleError(id: id, reason: .unknownVariant)
    }
  }

  /// Checks the `numbers` keyword and that the numbering system has digits.
  ///
  /// - Returns: The name of the numbering system, and whether the id asked
  ///   for it with the `numbers` keyword.
  private static func checkNumberingSystem(_ icuID: String, of id: String) throws(LocaleError)
    -> (name: String, requested: Bool)
  {
    let requested = (try? ICULocaleCalls.keyword("numbers", of: icuID)) ?? ""
    if !requested.isEmpty, !ICULocaleCalls.numberingSystemExists(requested) {
      throw LocaleError(id: id, reason: .unknownNumberingSystem)
    }
    guard let (name, algorithmic) = try? ICULocaleCalls.numberingSystem(locale: icuID) else {
      throw LocaleError(id: id, reason: .icuFailure)
    }
    if !requested.isEmpty, !name.hasSameUTF8(as: requested) {
      throw LocaleError(id: id, reason: .unknownNumberingSystem)
    }
    if algorithmic {
      throw LocaleError(id: id, reason: .algorithmicNumberingSystem)
    }
    return (name, !requested.isEmpty)
  }
}

/// Whether an ASCII byte is a letter.
func isLetter(_ byte: UInt8) -> Bool {
  (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

/// Whether an ASCII byte is a digit.
func isDigit(_ byte: UInt8) -> Bool {
  (0x30...0x39).contains(byte)
}
