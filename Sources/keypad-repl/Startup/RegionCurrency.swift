/// The currency of a locale's region, for the demo form's amount.
///
/// The library reads currencies by code only, so this small table covers the
/// regions of common locales; a region outside it (or a locale without a
/// region) gives no currency, and the demo's amount is a plain number.
enum RegionCurrency {
  /// ISO 4217 code by region, for regions whose locales people commonly use.
  static let table: [String: String] = [
    "AD": "EUR", "AE": "AED", "AR": "ARS", "AT": "EUR", "AU": "AUD", "BD": "BDT", "BE": "EUR",
    "BG": "BGN", "BH": "BHD", "BR": "BRL", "CA": "CAD", "CH": "CHF", "CL": "CLP", "CN": "CNY",
    "CO": "COP", "CY": "EUR", "CZ": "CZK", "DE": "EUR", "DK": "DKK", "DZ": "DZD", "EE": "EUR",
    "EG": "EGP", "ES": "EUR", "FI": "EUR", "FR": "EUR", "GB": "GBP", "GR": "EUR", "HK": "HKD",
    "HR": "EUR", "HU": "HUF", "ID": "IDR", "IE": "EUR", "IL": "ILS", "IN": "INR", "IQ": "IQD",
    "IR": "IRR", "IS": "ISK", "IT": "EUR", "JO": "JOD", "JP": "JPY", "KE": "KES", "KR": "KRW",
    "KW": "KWD", "LI": "CHF", "LK": "LKR", "LT": "EUR", "LU": "EUR", "LV": "EUR", "MA": "MAD",
    "MT": "EUR", "MX": "MXN", "MY": "MYR", "NG": "NGN", "NL": "EUR", "NO": "NOK", "NP": "NPR",
    "NZ": "NZD", "OM": "OMR", "PE": "PEN", "PH": "PHP", "PK": "PKR", "PL": "PLN", "PT": "EUR",
    "QA": "QAR", "RO": "RON", "RS": "RSD", "RU": "RUB", "SA": "SAR", "SE": "SEK", "SG": "SGD",
    "SI": "EUR", "SK": "EUR", "TH": "THB", "TN": "TND", "TR": "TRY", "TW": "TWD", "UA": "UAH",
    "US": "USD", "VN": "VND", "ZA": "ZAR",
  ]

  /// The currency code for a canonical ICU locale id such as `de_CH` or
  /// `ar_EG@numbers=latn`, or `nil`.
  ///
  /// ```swift
  /// RegionCurrency.code(forLocale: "de_CH")  // "CHF"
  /// RegionCurrency.code(forLocale: "de")     // nil
  /// ```
  static func code(forLocale id: String) -> String? {
    let base = id.prefix { $0 != "@" }
    let parts = base.split(separator: "_").dropFirst()
    let region = parts.first { part in
      part.utf8.count == 2 && part.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }
    return region.flatMap { table[String($0)] }
  }
}
