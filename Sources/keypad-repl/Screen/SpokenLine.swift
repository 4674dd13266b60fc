import Keypad

/// The line under the active field's rules that says what a screen reader
/// says for its value (Ctrl-S shows and hides it), wrapped over as many rows
/// as it needs.
///
/// ```text
/// Says (en): twelve point five euros
/// Says (en, fallback): seven
/// Says: nothing, the field is empty
/// Sagt (de): zwölf Komma fünf Euro
/// ```
enum SpokenLine {
  /// The line for the active field, or for no field, in the words of the
  /// form's language (`locale`): `Sagt (de): zwölf`.
  static func text(for field: KeypadField?, locale: String) -> String {
    guard let field else { return ScreenWords.text("repl.says-no-field", locale: locale) }
    guard let spoken = field.spokenValue else {
      return ScreenWords.text("repl.says-empty", locale: locale)
    }
    // Soft hyphens (ICU's German spellout has one between every part of a
    // compound number) are hints for breaking lines, not for this one.
    let text = DisplayText.withoutBidiMarks(spoken.text).filter { $0 != "\u{AD}" }
    return ScreenWords.text(
      spoken.isFallback ? "repl.says-fallback" : "repl.says",
      [.text("language", spoken.language), .text("text", text)], locale: locale)
  }

  /// The line wrapped to `columns` columns: broken at spaces, and a word
  /// wider than a row (a German compound number) broken where the row
  /// ends, so that no word is cut.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "987654321" { field.type(character) }
  /// SpokenLine.lines(for: field, locale: "en_US", columns: 20)
  /// // ["Says (en): nine", "hundred eighty-seven", "million six hundred",
  /// //  "fifty-four thousand", "three hundred", "twenty-one"]
  /// ```
  static func lines(for field: KeypadField?, locale: String, columns: Int) -> [String] {
    let columns = max(1, columns)
    var lines: [String] = []
    var current = ""
    for word in text(for: field, locale: locale).split(separator: " ") {
      for piece in pieces(of: String(word), columns: columns) {
        let candidate = current.isEmpty ? piece : current + " " + piece
        if TextWidth.of(candidate) <= columns {
          current = candidate
        } else {
          if !current.isEmpty { lines.append(current) }
          current = piece
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A word in pieces of at most `columns` columns (a character wider
  /// than that is a piece of its own).
  private static func pieces(of word: String, columns: Int) -> [String] {
    var pieces: [String] = []
    var current = ""
    for character in word {
      if !current.isEmpty, TextWidth.of(current) + TextWidth.of(character) > columns {
        pieces.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }
}
