import KeypadICU

/// One-line calls into ICU's locale, numbering-system and currency services,
/// through ``KeypadICU``'s C header.
enum ICULocaleCalls {
  /// ICU's available locale ids, in ICU's order.
  static func availableLocales() -> [String] {
    let count = Int(keypad_icu_locale_count())
    var ids: [String] = []
    ids.reserveCapacity(count)
    for index in 0..<count {
      if let id = keypad_icu_locale_at(Int32(index)) { ids.append(String(cString: id)) }
    }
    return ids
  }

  /// ICU's two-letter region codes, in ICU's order.
  static func isoCountries() -> [String] {
    var codes: [String] = []
    for index in 0..<keypad_icu_region_count() {
      if let code = keypad_icu_region_at(index) { codes.append(String(cString: code)) }
    }
    return codes
  }

  /// Converts a BCP 47 tag to an ICU locale id; returns the id and how many
  /// characters of the tag ICU understood.
  static func localeID(forLanguageTag tag: String) throws(ICUFailure) -> (String, Int) {
    var parsed: Int32 = 0
    let id = try icuCString { buffer, capacity, status in
      tag.withCString {
        keypad_icu_locale_for_language_tag($0, buffer, capacity, &parsed, &status)
      }
    }
    return (id, Int(parsed))
  }

  /// ICU's canonical form of a locale id (`de_ch` becomes `de_CH`).
  static func canonicalize(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { keypad_icu_locale_canonicalize($0, buffer, capacity, &status) }
    }
  }

  /// The locale id without keywords (`ar_EG@numbers=latn` becomes `ar_EG`).
  static func baseName(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { keypad_icu_locale_base_name($0, buffer, capacity, &status) }
    }
  }

  /// The language subtag of a locale id (`zu` for `zu_ZA`).
  static func language(_ id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { keypad_icu_locale_language($0, buffer, capacity, &status) }
    }
  }

  #if !KEYPAD_CATALOGS_FROM_HOST
  /// The script of a locale id, written or likely (`uloc_addLikelySubtags`,
  /// then `uloc_getScript`): `Hant` for `zh_TW`, `zh_HK` and `zh_Hant`,
  /// `Hans` for `zh` and `zh_SG`, `Latn` for `de`; empty when ICU knows none.
  static func likelyScript(_ id: String) throws(ICUFailure) -> String {
    let maximized = try icuCString { buffer, capacity, status in
      id.withCString { keypad_icu_locale_add_likely_subtags($0, buffer, capacity, &status) }
    }
    return try icuCString { buffer, capacity, status in
      maximized.withCString { keypad_icu_locale_script($0, buffer, capacity, &status) }
    }
  }
  #endif

  /// CLDR's minimum grouping digits of a locale as ICU's number formatter
  /// reads it from its data (1 when the locale and its parents have none).
  static func minimumGroupingDigits(_ id: String) throws(ICUFailure) -> Int {
    var status: Int32 = 0
    let minimum = id.withCString { keypad_icu_locale_minimum_grouping_digits($0, &status) }
    try ICUStatus(rawValue: status).check()
    return Int(minimum)
  }

  /// The value of a keyword such as `numbers`, or an empty string.
  static func keyword(_ keyword: String, of id: String) throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      id.withCString { idPointer in
        keyword.withCString {
          keypad_icu_locale_keyword(idPointer, $0, buffer, capacity, &status)
        }
      }
    }
  }

  /// The name of the numbering system ICU uses for a locale and whether it is
  /// algorithmic (has no ten digits).
  static func numberingSystem(locale: String) throws(ICUFailure) -> (String, Bool) {
    var algorithmic: Int32 = 0
    let name = try icuCString { buffer, capacity, status in
      locale.withCString {
        keypad_icu_numbering_system($0, buffer, capacity, &algorithmic, &status)
      }
    }
    return (name, algorithmic != 0)
  }

  /// A numbering system's digits as ICU gives them, zero first, by its
  /// name: the ten characters of its description when it is a radix-10
  /// system that is not algorithmic, else `nil` (`roman`, `hebr`).
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// try ICULocaleCalls.numberingSystemDigits("hanidec")  // ["〇", "一", "二", ...]
  /// try ICULocaleCalls.numberingSystemDigits("roman")    // nil
  /// ```
  static func numberingSystemDigits(_ name: String) throws(ICUFailure) -> [String]? {
    var radix: Int32 = 0
    var algorithmic: Int32 = 0
    let units = try icuUTF16 { buffer, capacity, status in
      name.withCString {
        keypad_icu_numbering_system_digits($0, buffer, capacity, &radix, &algorithmic, &status)
      }
    }
    let digits = String(decoding: units, as: UTF16.self).map(String.init)
    guard algorithmic == 0, radix == 10, digits.count == 10 else { return nil }
    return digits
  }

  /// Whether ICU knows a numbering system by this name.
  static func numberingSystemExists(_ name: String) -> Bool {
    name.withCString { keypad_icu_numbering_system_exists($0) } != 0
  }

  /// The names of every numbering system ICU knows, algorithmic ones
  /// included (`latn`, `arab`, `roman`, ...).
  static func numberingSystemNames() throws(ICUFailure) -> [String] {
    let names = try icuCString(capacity: 1024) { buffer, capacity, status in
      keypad_icu_numbering_system_names(buffer, capacity, &status)
    }
    return names.split(ascii: " ").map(String.init)
  }

  /// Whether an ISO 4217 code names a currency ICU knows.
  static func currencyExists(_ code: String) -> Bool {
    var status: Int32 = 0
    let known =
      (try? withUTF16Buffer(code) { units in
        guard let base = units.baseAddress else { return false }
        return keypad_icu_currency_exists(base, &status) != 0
      }) ?? false
    return known && !ICUStatus(rawValue: status).isFailure
  }

  /// The number of fraction digits a currency uses by default.
  static func currencyFractionDigits(_ code: String) throws(ICUFailure) -> Int {
    var status: Int32 = 0
    let digits = try withUTF16Buffer(code) { units throws(ICUFailure) in
      guard let base = units.baseAddress else {
        throw ICUFailure(name: "U_ILLEGAL_ARGUMENT_ERROR")
      }
      return keypad_icu_currency_fraction_digits(base, &status)
    }
    try ICUStatus(rawValue: status).check()
    return Int(digits)
  }

  /// The ISO 4217 code of the currency used in a locale's region, or `nil`
  /// when ICU has none (a locale without a region, such as `de`).
  static func currencyCode(forLocale id: String) -> String? {
    var status: Int32 = 0
    var units = [UInt16](repeating: 0, count: 8)
    let length = id.withCString {
      keypad_icu_currency_for_locale($0, &units, Int32(units.count), &status)
    }
    let result = ICUStatus(rawValue: status)
    guard !result.isFailure, result != .usingDefault, length == 3 else { return nil }
    units.removeSubrange(3...)
    return String(decoding: units, as: UTF16.self)
  }

  /// A currency's name in a locale for a plural category such as `one` or
  /// `other` (`euros`), from ICU's data.
  static func currencyPluralName(
    _ code: String, locale: String, category: String
  ) throws(ICUFailure) -> String {
    let units = try withUTF16Buffer(code) { currency throws(ICUFailure) in
      guard let base = currency.baseAddress else {
        throw ICUFailure(name: "U_ILLEGAL_ARGUMENT_ERROR")
      }
      return try icuUTF16 { buffer, capacity, status in
        locale.withCString { localePointer in
          category.withCString {
            keypad_icu_currency_plural_name(
              base, localePointer, $0, buffer, capacity, &status)
          }
        }
      }
    }
    return String(decoding: units, as: UTF16.self)
  }
}
