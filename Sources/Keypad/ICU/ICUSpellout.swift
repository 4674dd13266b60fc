import KeypadICU

/// A locale's rule-based spellout from ICU (`%spellout-numbering`), and the
/// locale ICU actually took the rules from.
///
/// One instance must not be used from two threads at once.
final class ICUSpellout {
  private let spellout: OpaquePointer

  /// Opens the spellout rules ICU picks for a locale, falling back as ICU
  /// does (zu_ZA gets English rules).
  ///
  /// ICU is asked before the object is made, as for
  /// ``ICUCompiledFormatter/init(skeleton:locale:)``.
  convenience init(locale: String) throws(ICUFailure) {
    var status: Int32 = 0
    let opened = locale.withCString { keypad_icu_spellout_open($0, &status) }
    try ICUStatus(rawValue: status).check()
    guard let opened else { throw ICUFailure(name: "U_MEMORY_ALLOCATION_ERROR") }
    self.init(spellout: opened)
  }

  /// The object of an opened handle, which it closes.
  private init(spellout: OpaquePointer) {
    self.spellout = spellout
  }

  deinit { keypad_icu_spellout_close(spellout) }

  /// Spells a decimal (`-1234.5`) out.
  func format(_ decimal: String) throws(ICUFailure) -> String {
    let units = try icuUTF16(capacity: 128) { buffer, capacity, status in
      decimal.withCString {
        keypad_icu_spellout_format(spellout, $0, buffer, capacity, &status)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The locale whose rules ICU loaded (`ULOC_ACTUAL_LOCALE`), such as `en`.
  func actualLocale() throws(ICUFailure) -> String {
    try icuCString { buffer, capacity, status in
      keypad_icu_spellout_actual_locale(spellout, buffer, capacity, &status)
    }
  }
}
