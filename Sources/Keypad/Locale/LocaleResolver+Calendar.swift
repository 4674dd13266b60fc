extension LocaleResolver {
  /// The ICU id a date field loads its pattern and calendar with: the
  /// reduced id of ``resolve(_:)`` and the `calendar` keyword, when the id
  /// names one.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// try LocaleResolver.dateID("th-TH-u-ca-gregorian")  // "th_TH@calendar=gregorian"
  /// try LocaleResolver.dateID("fa_IR")                 // "fa_IR"
  /// ```
  static func dateID(_ id: String) throws(LocaleError) -> String {
    try reduced(id, keeping: "calendar")
  }

  /// The ICU id a time field loads its pattern with: the reduced id of
  /// ``resolve(_:)`` and the `hours` keyword (BCP 47's `hc`), when the id
  /// names one.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// try LocaleResolver.timeID("de-DE-u-hc-h12")  // "de_DE@hours=h12"
  /// try LocaleResolver.timeID("en_US@hours=h23;numbers=arab")  // "en_US@numbers=arab;hours=h23"
  /// ```
  static func timeID(_ id: String) throws(LocaleError) -> String {
    try reduced(id, keeping: "hours")
  }

  /// The reduced id of ``resolve(_:)`` with one more keyword of `id`, when
  /// it names one.
  private static func reduced(_ id: String, keeping keyword: String) throws(LocaleError) -> String {
    let (reduced, _) = try resolve(id)
    let canonical = try canonicalID(id)
    let value = (try? ICULocaleCalls.keyword(keyword, of: canonical)) ?? ""
    guard !value.isEmpty else { return reduced }
    return reduced + (reduced.utf8.contains(UInt8(ascii: "@")) ? ";" : "@") + keyword + "="
      + value
  }
}
