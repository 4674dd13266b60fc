import Keypad

/// The line under the active field's rules that says what a screen reader
/// says for its value (Ctrl-S shows and hides it).
///
/// ```text
/// Says (de): zwölf Komma fünf Euro
/// Says (en, fallback): seven
/// Says: nothing, the field is empty
/// ```
enum SpokenLine {
  /// The line for the active field, or for no field.
  static func text(for field: NumberField?) -> String {
    guard let field else { return "Says: nothing, no field is active" }
    guard let spoken = field.spokenValue else { return "Says: nothing, the field is empty" }
    let language = spoken.isFallback ? "\(spoken.language), fallback" : spoken.language
    // Soft hyphens (ICU's German spellout has one between every part of a
    // compound number) are hints for breaking lines, not for this one.
    let text = DisplayText.withoutBidiMarks(spoken.text).filter { $0 != "\u{AD}" }
    return "Says (\(language)): \(text)"
  }
}
