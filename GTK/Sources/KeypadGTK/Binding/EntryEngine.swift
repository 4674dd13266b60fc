import Keypad

/// What a `NumberEntry` asks of the engine behind it: a lone `KeypadField`
/// or one field of a `KeypadForm`.
///
/// Offsets are UTF-16 offsets into the display. Each edit answers with an
/// ``EntryResult``, which the entry draws; the few reads below serve what
/// no edit answers: the text of a field that is not being edited, the
/// spoken value, where a caret can rest, which key a character is.
@MainActor
protocol EntryEngine: AnyObject {
  /// The field as it stands, for an entry that starts being edited without
  /// an input's result to draw.
  var current: EntryResult { get }
  /// What the entry shows while the field is not being edited: the
  /// display at rest, and the accessible description.
  var atRest: (display: String, description: String) { get }
  /// Whether the field's digits must never be said (a secure code).
  var hidesDigits: Bool { get }
  /// The field's locale id, whose language the entry's messages are in.
  var localeID: String { get }
  /// Where a caret can rest in the display, ascending: the engine's
  /// `caretStops`.
  var caretStops: [Int] { get }
  /// The key a typed character stands for in the field, or `nil`.
  func key(for character: Character) -> Key?
  /// Replaces a range of the display.
  func replace(utf16Range range: Range<Int>, with text: String) -> EntryResult
  /// Sets the selection.
  func select(utf16Range range: Range<Int>) -> EntryResult
  /// Presses a pad key that is no text (±, C).
  func press(_ key: Key) -> EntryResult
  /// Undoes the last edit.
  func undo() -> EntryResult
  /// Redoes the last undone edit.
  func redo() -> EntryResult
}

extension EntryEngine {
  /// The `00` key over a UTF-16 range of the display: the range becomes
  /// the selection and the key acts there, one step of undo.
  ///
  /// A field that holds no selection (cents entry keeps the caret at the
  /// end) but takes a replacement of its whole display as a clear gets the
  /// range deleted first, so the key replaces it there too.
  ///
  /// - Returns: The answer of the deletion when it was refused, else the
  ///   key's.
  func pressDoubleZero(over range: Range<Int>) -> EntryResult {
    let selected = select(utf16Range: range)
    if !range.isEmpty, selected.selection.isEmpty, range == 0..<selected.display.utf16.count {
      let cleared = replace(utf16Range: range, with: "")
      if cleared.rejection != nil { return cleared }
    }
    return press(.doubleZero)
  }
}

/// A lone `KeypadField` behind an entry: each edit's answer is the field
/// after it.
@MainActor
final class FieldEngine: EntryEngine {
  var field: KeypadField

  init(field: KeypadField) {
    self.field = field
  }

  var current: EntryResult { field.entryResult() }
  var atRest: (display: String, description: String) {
    (field.display(editing: false), field.accessibleDescription)
  }
  var hidesDigits: Bool { field.hidesDigits }
  var localeID: String { field.symbols.localeID }
  var caretStops: [Int] { field.caretStops }
  func key(for character: Character) -> Key? { field.key(for: character) }

  func replace(utf16Range range: Range<Int>, with text: String) -> EntryResult {
    answer(field.replace(utf16Range: range, with: text))
  }

  func select(utf16Range range: Range<Int>) -> EntryResult {
    answer(field.select(utf16Range: range))
  }

  func press(_ key: Key) -> EntryResult { answer(field.press(key)) }
  func undo() -> EntryResult { answer(field.undo()) }
  func redo() -> EntryResult { answer(field.redo()) }

  /// The field after an edit, with the edit's refusal.
  private func answer(_ outcome: KeyOutcome) -> EntryResult {
    field.entryResult(rejection: outcome.rejection)
  }
}
