import Keypad

extension KeypadField {
  /// The field as an entry draws it while it is edited, with the refusal
  /// of the edit that led there.
  ///
  /// ```swift
  /// // de_DE, 1234,5 typed
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
  /// // de_DE, euros, 12,5 typed
  /// field.accessibleDescription  // "zwölf Komma fünf Euro"
  /// ```
  var accessibleDescription: String {
    let spoken = spokenValue?.text ?? ""
    return spoken.isEmpty ? display(editing: false) : spoken
  }

  /// Whether the field's digits must never be said (a secure code): its
  /// kind speaks their count alone, so its entry is a password entry to
  /// assistive technologies.
  ///
  /// ```swift
  /// // a field of kind try .code(length: 4...4, secure: true)
  /// field.hidesDigits  // true
  /// ```
  var hidesDigits: Bool {
    format?.speech(of: "0", locale: symbols.localeID) == .count
  }
}
