import Keypad

extension PendingEdit {
  /// Gives the edit to an engine: the character range of the text the
  /// entry shows becomes a UTF-16 range of the engine's display.
  ///
  /// - Parameters:
  ///   - engine: The field or form behind the entry.
  ///   - shown: The text the entry shows, which the range counts in.
  /// A text of two zeros (the pad's `00` key, or an assistive technology
  /// writing `00`) is the engine's ``Key/doubleZero`` over the range, as
  /// `00` typed on the pad of the REPL: a cents field then gains two zeros
  /// (`1.23` becomes `123.00`), where a pasted `00` would be the value 0.
  /// Any other text is a replacement: a character as typed, a longer text
  /// as a paste.
  ///
  /// - Returns: The engine's answer; a range outside the shown text is
  ///   refused `invalid-range`, the field as it stands.
  @MainActor
  func apply(to engine: any EntryEngine, shown: String) -> EntryResult {
    guard let range = TextOffsets.utf16Range(ofCharacters: self.range, in: shown) else {
      var field = engine.current
      field.rejection = .invalidRange
      return field
    }
    if isDoubleZero(for: engine) { return engine.pressDoubleZero(over: range) }
    return engine.replace(utf16Range: range, with: text)
  }

  /// Whether the text is two characters the engine reads as the 0 key.
  @MainActor
  private func isDoubleZero(for engine: any EntryEngine) -> Bool {
    guard text.count == 2 else { return false }
    return text.allSatisfy { engine.key(for: $0) == .digit(0) }
  }

  /// What kind of edit this is for the report.
  var kind: EntryEdit.Kind {
    text.isEmpty ? .delete : range.isEmpty ? .insert : .replace
  }
}
