import Keypad

extension PendingEdit {
  /// Gives the edit to an engine: the character range of the text the
  /// entry shows becomes a UTF-16 range of the engine's display.
  ///
  /// - Parameters:
  ///   - engine: The field or form behind the entry.
  ///   - shown: The text the entry shows, which the range counts in.
  /// - Returns: The rejection, or `nil` when the engine accepted it; a
  ///   range outside the shown text is `invalid-range`.
  @MainActor
  func apply(to engine: any EntryEngine, shown: String) -> EntryRejection? {
    guard let range = TextOffsets.utf16Range(ofCharacters: self.range, in: shown) else {
      return .invalidRange
    }
    return engine.replace(utf16Range: range, with: text)
  }

  /// What kind of edit this is for the report.
  var kind: EntryEdit.Kind {
    text.isEmpty ? .delete : range.isEmpty ? .insert : .replace
  }
}
