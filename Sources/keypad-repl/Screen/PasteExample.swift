import Keypad

extension Screen {
  /// A number to suggest pasting, in the locale's own format, so the hint
  /// works as shown: `1,234.5` in en_US, `1.234,5` in de_DE.
  static func pasteExample(_ form: KeypadForm) -> String {
    // A decimal field takes any locale: only a kind can refuse one.
    guard var field = try? KeypadField(locale: form.symbols.localeID) else { return "1234.5" }
    for character in "1234.5" { field.type(character) }
    return DisplayText.withoutBidiMarks(field.display(editing: true))
  }
}
