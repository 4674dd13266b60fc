/// Which characters of a text are controls and which are bidi marks, for
/// showing text that came from someone else.
///
/// A label, a field name or a pasted line can hold characters that are no
/// text: C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls
/// (U+0080–U+009F), which a terminal runs as commands (`ESC ] 0;` sets its
/// title), and the bidi embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which reorder the text around them ("Trojan Source").
/// ``isControl(_:)`` is that rule, in one place; ``escapingControls(_:)``
/// shows such characters visibly instead.
///
/// The bidi marks LRM, RLM and ALM (U+200E, U+200F, U+061C) are not
/// controls: number displays in Arabic and Hebrew locales hold them, and
/// labels in those scripts need them. They take no width, so
/// ``withoutBidiMarks(_:)`` drops them where text is measured in columns.
///
/// ```swift
/// DisplayText.escapingControls("A\u{1B}[2J")  // "A\\u{1B}[2J"
/// DisplayText.firstControl(in: "ab\u{202E}c")  // "\u{202E}"
/// DisplayText.withoutBidiMarks("\u{200F}-1")  // "-1"
/// ```
package enum DisplayText {
  /// Whether a scalar is a control character.
  ///
  /// Controls are C0, DEL, C1, and the bidi embeddings, overrides and
  /// isolates; bidi marks are not.
  ///
  /// ```swift
  /// DisplayText.isControl("\u{1B}")   // true
  /// DisplayText.isControl("\u{202E}") // true
  /// DisplayText.isControl("\u{200F}") // false: RLM is a mark
  /// ```
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether a scalar is a bidi mark.
  ///
  /// The marks are LRM (U+200E), RLM (U+200F) and ALM (U+061C): invisible,
  /// of no width, and allowed in labels.
  ///
  /// ```swift
  /// DisplayText.isBidiMark("\u{061C}")  // true
  /// DisplayText.isBidiMark("\u{202E}")  // false: an override is a control
  /// ```
  package static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F: true
    default: false
    }
  }

  /// The first control character of `text`, or `nil` when it has none.
  ///
  /// ```swift
  /// DisplayText.firstControl(in: "T\u{1B}]0;x\u{07}")  // "\u{1B}"
  /// DisplayText.firstControl(in: "\u{200F}שלום")       // nil
  /// ```
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  package static func firstControl(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isControl)
  }

  /// The text with every control character written visibly, as Swift
  /// writes it in a string literal: `\u{1B}`, `\u{9B}`, `\u{202E}`.
  ///
  /// The result holds no control character, so it is safe to write to a
  /// terminal; applying the function again changes nothing. Bidi marks and
  /// all other text stay as they are.
  ///
  /// ```swift
  /// DisplayText.escapingControls("k\u{1B}]0;pwned\u{07}")  // "k\\u{1B}]0;pwned\\u{7}"
  /// DisplayText.escapingControls("1.234,5")               // "1.234,5"
  /// ```
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  package static func escapingControls(_ text: String) -> String {
    guard firstControl(in: text) != nil else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        for escaped in codeEscape(scalar).unicodeScalars { result.append(escaped) }
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The text without its bidi marks (LRM, RLM, ALM).
  ///
  /// For a view that lays text out in columns and has no bidi algorithm,
  /// such as a terminal; number displays keep their marks for bidi-aware
  /// views.
  /// Controls are kept: pass the result through ``escapingControls(_:)``
  /// before it is shown.
  ///
  /// ```swift
  /// DisplayText.withoutBidiMarks("\u{061C}-١٢")  // "-١٢"
  /// ```
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  package static func withoutBidiMarks(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isBidiMark(scalar) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// A scalar as `U+001B`, the way messages name a character.
  ///
  /// ```swift
  /// DisplayText.codePoint("\u{1B}")    // "U+001B"
  /// DisplayText.codePoint("\u{202E}")  // "U+202E"
  /// ```
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A scalar as a Swift literal escape: `\u{1B}`.
  private static func codeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
