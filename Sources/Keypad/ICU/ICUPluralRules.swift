import KeypadICU

/// A locale's cardinal plural rules from ICU.
///
/// It may be used from several threads at once.
final class ICUPluralRules: @unchecked Sendable {
  // ICU's PluralRules and the formatters beside it are immutable once built.
  private let rules: OpaquePointer

  /// Opens the plural rules of a locale.
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(locale: String) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = locale.withCString { keypad_icu_plural_open($0, &status) }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(rules: opened)
  }

  /// The object of an opened handle, which it closes.
  private init(rules: OpaquePointer) {
    self.rules = rules
  }

  deinit { keypad_icu_plural_close(rules) }

  /// The category (`one`, `few`, `many`, `other`, ...) for a decimal exactly
  /// as written, visible fraction digits included (`1.0` is `other` in
  /// English).
  func select(_ decimal: String) throws(ICUFailure) -> String {
    try icuCString(capacity: 16) { buffer, capacity, status in
      decimal.withCString { keypad_icu_plural_select(rules, $0, buffer, capacity, &status) }
    }
  }
}
