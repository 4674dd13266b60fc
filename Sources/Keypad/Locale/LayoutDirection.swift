import KeypadICU

/// Which way a locale lays out text and the controls around it.
///
/// Taken from ICU: a locale whose script is written right to left (Arabic,
/// Persian, Hebrew, Urdu ...) is ``rightToLeft``. A front end mirrors its
/// layout by it, as GTK's text direction or a SwiftUI layout direction
/// does; a number's own characters keep the order and the bidi marks of
/// its display.
///
/// ```swift
/// try NumberSymbols.locale("ar_EG").layoutDirection  // .rightToLeft
/// try NumberSymbols.locale("he_IL").layoutDirection  // .rightToLeft
/// try NumberSymbols.locale("de_DE").layoutDirection  // .leftToRight
/// ```
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Left to right: English, German, Hindi, Japanese ...
  case leftToRight = "ltr"
  /// Right to left: Arabic, Persian, Hebrew, Urdu ...
  case rightToLeft = "rtl"

  /// The direction of a locale id as ICU knows it (`uloc_isRightToLeft`,
  /// by the likely script when the id names none); left to right for an id
  /// ICU does not know.
  ///
  /// - Complexity: One ICU look-up of the locale's script.
  init(locale id: String) {
    self = keypad_icu_locale_is_right_to_left(id) != 0 ? .rightToLeft : .leftToRight
  }
}
