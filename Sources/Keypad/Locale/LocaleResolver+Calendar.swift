extension LocaleResolver {
  /// The ICU id a date field loads its pattern and calendar with: the
  /// reduced id of ``resolve(_:)`` and the `calendar` keyword, when the id
  /// names one.
  ///
  /// ```swift
  /// try LocaleResolver.dateID("th-TH-u-ca-gregorian")  // "th_TH@calendar=gregorian"
  /// try LocaleResolver.dateID("fa_IR")                 // "fa_IR"
  /// ```
  static func dateID(_ id: String) throws(LocaleError) -> String {
    let (reduced, _) = try resolve(id)
    let canonical = try canonicalID(id)
    let calendar = (try? ICULocaleCalls.keyword("calendar", of: canonical)) ?? ""
    guard !calendar.isEmpty else { return reduced }
    return reduced + (reduced.utf8.contains(UInt8(ascii: "@")) ? ";" : "@") + "calendar="
      + calendar
  }
}
