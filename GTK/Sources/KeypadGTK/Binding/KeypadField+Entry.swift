import Keypad

extension KeypadField {
  /// The field as an entry draws it while it is edited, with the refusal
  /// of the edit that led there.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "de_DE")
  /// for character in "1234,5" { field.type(character) }
  /// field.entryResult().display  // "1.234,5"
  /// ```
  func entryResult(rejection: EntryRejection? = nil) -> EntryResult {
    EntryResult(
      rejection: rejection, display: display(editing: true), selection: selection, value: value)
  }

  /// An entry's accessible description: the value as words, or the display
  /// at rest when there are none (an empty field, a locale without words
  /// for the value).
  ///
  /// ```swift
  /// let rules = try FieldRules(currency: try Currency("EUR"))
  /// var field = try KeypadField(locale: "de_DE", rules: rules)
  /// for character in "12,5" { field.type(character) }
  /// field.accessibleDescription  // "zwölf Komma fünf Euro"
  /// ```
  var accessibleDescription: String {
    let spoken = spokenValue?.text ?? ""
    return spoken.isEmpty ? display(editing: false) : spoken
  }
}
