@_implementationOnly import CICU

/// One-line calls into ICU's locale, numbering-system and currency services.
///
/// Every C call of the library outside the formatter and parser classes is
/// here, so the C boundary stays in one place.
enum ICULocaleCalls {
  /// ICU's available locale ids, in ICU's order.
  static func availableLocales() -> [String] {
    let count = Int(cicu_uloc_countAvailable())
    var ids: [String] = []
    ids.reserveCapacity(count)
    for index in 0..<count {
      if let id = cicu_uloc_getAvailable(Int32(index)) { ids.append(String(cString: id)) }
    }
    return ids
  }

  /// ICU's two-letter region codes.
  static func isoCountries() -> Set<String> {
    var codes: Set<String> = []
    guard let list = cicu_uloc_isoCountries() else { return codes }
    var index = 0
    while let code = list[index] {
      codes.insert(String(cString: code))
      index += 1
    }
    return codes
  }

  /// Converts a BCP 47 tag to an ICU locale id; returns the id and how many
  /// characters of the tag ICU understood.
  static func localeID(forLanguageTag tag: String) throws(ICUFailure) -> (String, Int) {
    var parsed: Int32 = 0
    let id = try icuCString { buffer, capacity, status in
      tag.withCString { cicu_uloc_forLanguageTag($0, buffer, capacity, &parsed, &status) }
    }
    return (id, Int(parsed))
  }

  /// ICU's canonical form of a locale id (`de_ch` becomes `de_CH`).
  static func canonicalize(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { cicu_uloc_canonicalize($0, buffer, capacity, &status) }
    }
  }

  /// The locale id without keywords (`ar_EG@numbers=latn` becomes `ar_EG`).
  static func baseName(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { cicu_uloc_getBaseName($0, buffer, capacity, &status) }
    }
  }

  /// The language subtag of a locale id.
  static func language(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { cicu_uloc_getLanguage($0, buffer, capacity, &status) }
    }
  }

  /// The region subtag of a locale id, or an empty string.
  static func region(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { cicu_uloc_getCountry($0, buffer, capacity, &status) }
    }
  }

  /// The value of a keyword such as `numbers`, or an empty string.
  static func keyword(_ keyword: String, of id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { idPointer in
        keyword.withCString {
          cicu_uloc_getKeywordValue(idPointer, $0, buffer, capacity, &status)
        }
      }
    }
  }

  /// The name of the numbering system ICU uses for a locale and whether it is
  /// algorithmic (has no ten digits).
  static func numberingSystem(locale: String) throws(ICUFailure) -> (String, Bool) {
    var status = U_ZERO_ERROR
    let system = locale.withCString { cicu_unumsys_open($0, &status) }
    defer { cicu_unumsys_close(system) }
    try status.check()
    guard let system, let name = cicu_unumsys_getName(system) else {
      throw ICUFailure(name: "U_MISSING_RESOURCE_ERROR")
    }
    return (String(cString: name), cicu_unumsys_isAlgorithmic(system) != 0)
  }

  /// Whether ICU knows a numbering system by this name.
  static func numberingSystemExists(_ name: String) -> Bool {
    var status = U_ZERO_ERROR
    let system = name.withCString { cicu_unumsys_openByName($0, &status) }
    defer { cicu_unumsys_close(system) }
    return system != nil && !status.isFailure
  }

  /// Whether an ISO 4217 code names a currency ICU knows.
  static func currencyExists(_ code: String) -> Bool {
    var status = U_ZERO_ERROR
    let known =
      (try? withUTF16Buffer(code) { units in
        guard let base = units.baseAddress else { return false }
        return cicu_ucurr_isAvailable(base, &status) != 0
      }) ?? false
    return known && !status.isFailure
  }

  /// The number of fraction digits a currency uses by default.
  static func currencyFractionDigits(_ code: String) throws(ICUFailure) -> Int {
    var status = U_ZERO_ERROR
    let digits = try withUTF16Buffer(code) { units throws(ICUFailure) in
      guard let base = units.baseAddress else { throw ICUFailure(name: "U_ILLEGAL_ARGUMENT_ERROR") }
      return cicu_ucurr_getDefaultFractionDigits(base, &status)
    }
    try status.check()
    return Int(digits)
  }

  /// The ISO 4217 code of the currency used in a locale's region, or `nil`
  /// when ICU has none (a locale without a region, such as `de`).
  static func currencyCode(forLocale id: String) -> String? {
    var status = U_ZERO_ERROR
    var units = [UInt16](repeating: 0, count: 8)
    let length = id.withCString { cicu_ucurr_forLocale($0, &units, Int32(units.count), &status) }
    guard !status.isFailure, status != U_USING_DEFAULT_WARNING, length == 3 else { return nil }
    return String(decoding: units.prefix(3), as: UTF16.self)
  }
}
