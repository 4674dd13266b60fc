import Keypad

/// What a `NumberEntry` asks of the engine behind it: a lone `KeypadField`
/// or one field of a `KeypadForm`.
///
/// Offsets are UTF-16 offsets into ``display``. An edit returns its
/// rejection, or `nil` when it was accepted.
@MainActor
protocol EntryEngine: AnyObject {
  /// The text shown while the field is edited.
  var display: String { get }
  /// The selection in ``display``.
  var selection: Range<Int> { get }
  /// Where a caret can rest in ``display``, ascending: the engine's
  /// `caretStops`.
  var caretStops: [Int] { get }
  /// The text shown while another field is edited.
  var displayWhenNotEditing: String { get }
  /// The value as words, for the accessible description.
  var spokenText: String { get }
  /// The field's value.
  var value: FieldValue? { get }
  /// Replaces a range of ``display``.
  func replace(utf16Range range: Range<Int>, with text: String) -> EntryRejection?
  /// Sets the selection.
  func select(utf16Range range: Range<Int>)
  /// Presses a pad key that is no text (±, C).
  func press(_ key: Key) -> EntryRejection?
  /// Whether a key can act now.
  func canPress(_ key: Key) -> Bool
  /// The key a typed character stands for in the field, or `nil`.
  func key(for character: Character) -> Key?
  /// Undoes the last edit.
  func undo() -> EntryRejection?
  /// Redoes the last undone edit.
  func redo() -> EntryRejection?
}

extension EntryEngine {
  /// The `00` key over a UTF-16 range of ``display``: the range becomes
  /// the selection and the key acts there, one step of undo.
  ///
  /// A field that holds no selection (cents entry keeps the caret at the
  /// end) but takes a replacement of its whole display as a clear gets the
  /// range deleted first, so the key replaces it there too.
  ///
  /// - Returns: The rejection, or `nil` when the engine accepted it.
  func pressDoubleZero(over range: Range<Int>) -> EntryRejection? {
    select(utf16Range: range)
    if !range.isEmpty, selection.isEmpty, range == 0..<display.utf16.count {
      if let rejection = replace(utf16Range: range, with: "") { return rejection }
    }
    return press(.doubleZero)
  }
}

/// A lone `KeypadField` behind an entry.
@MainActor
final class FieldEngine: EntryEngine {
  var field: KeypadField

  init(field: KeypadField) {
    self.field = field
  }

  var display: String { field.display(editing: true) }
  var selection: Range<Int> { field.selection }
  var caretStops: [Int] { field.caretStops }
  var displayWhenNotEditing: String { field.display(editing: false) }
  var spokenText: String { field.spokenValue?.text ?? "" }
  var value: FieldValue? { field.value }

  func replace(utf16Range range: Range<Int>, with text: String) -> EntryRejection? {
    field.replace(utf16Range: range, with: text).rejection
  }

  func select(utf16Range range: Range<Int>) {
    field.select(utf16Range: range)
  }

  func press(_ key: Key) -> EntryRejection? { field.press(key).rejection }
  func canPress(_ key: Key) -> Bool { field.canPress(key) }
  func key(for character: Character) -> Key? { field.key(for: character) }
  func undo() -> EntryRejection? { field.undo().rejection }
  func redo() -> EntryRejection? { field.redo().rejection }
}
