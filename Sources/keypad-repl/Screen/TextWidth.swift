import Keypad

/// How many terminal columns text takes, as terminals count them.
///
/// A terminal moves its cursor scalar by scalar, as glibc's `wcwidth`
/// counts: nonspacing marks and format characters (bidi marks, zero-width
/// joiners) take none, but a soft hyphen and a spacing vowel sign (`पा`,
/// `டு`) take one each; East Asian wide and full-width characters take two;
/// the rest one. Good enough for labels, numbers and number words in every
/// ICU locale.
enum TextWidth {
  /// The columns of one character: the sum of its scalars', as a terminal
  /// advances.
  static func of(_ character: Character) -> Int {
    character.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// The columns of a string.
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns of one scalar.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    // A soft hyphen is a format character, but terminals (and glibc's
    // wcwidth) give it a column; ICU's German spellout is full of them.
    if value == 0xAD { return 1 }
    // Hangul medial vowels and final consonants join the initial before
    // them in one wide cell (glibc's wcwidth gives them 0).
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// At most `columns` columns of `text`, with `…` when cut; controls are
  /// shown escaped (`DisplayText.escapingControls(_:)`) and counted so.
  static func clip(_ text: String, to columns: Int) -> String {
    let text = DisplayText.escapingControls(text)
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      guard used + width <= columns - 1 else { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// The last `columns` columns of `text`, with `…` in front when cut;
  /// controls are shown escaped and counted so.
  static func clipLeft(_ text: String, to columns: Int) -> String {
    let text = DisplayText.escapingControls(text)
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text.reversed() {
      let width = of(character)
      guard used + width <= columns - 1 else { break }
      result.insert(character, at: result.startIndex)
      used += width
    }
    return "…" + result
  }
}
