import KeypadPhone
import Testing

/// `PhoneFormat.region(ofLocale:)`: the region subtag of a locale id, or of
/// the id with CLDR's likely subtags when it names none, read through
/// KeypadICU (`uloc_addLikelySubtags`, then `uloc_getCountry`).
@Suite struct PhoneLocaleRegionTests {
  /// CLDR's likely subtags (`likelySubtags.xml`): `de` is `de_Latn_DE`,
  /// `pt` is `pt_Latn_BR`, `zh_Hant` is `zh_Hant_TW`, `sr_Cyrl` is
  /// `sr_Cyrl_RS`, `ar` is `ar_Arab_EG`.
  @Test(arguments: [
    ("de", "DE"), ("pt", "BR"), ("zh_Hant", "TW"), ("sr_Cyrl", "RS"), ("ar", "EG"),
    ("en_GB", "GB"), ("de_AT@numbers=arab", "AT"), ("fr-CA", "CA"),
  ])
  func aLocaleWithoutARegionTakesItsLikelyOne(locale: String, region: String) {
    #expect(PhoneFormat.region(ofLocale: locale) == region)
  }

  /// An id longer than any ICU gives a region for has none.
  @Test func anIdTooLongForICUHasNoRegion() {
    let long = "de_DE@" + String(repeating: "x", count: 200) + "=1"
    #expect(PhoneFormat.region(ofLocale: long) == "")
  }

  @Test func aLocaleIsReadInItsRegion() throws {
    #expect(try PhoneFormat(locale: "pt").region == "BR")
  }
}
