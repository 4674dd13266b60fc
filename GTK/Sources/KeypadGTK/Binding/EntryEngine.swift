import Keypad

/// What a `NumberEntry` asks of the engine behind it: a lone `NumberField`
/// or one field of a `NumberForm`.
///
/// Offsets are UTF-16 offsets into ``display``. An edit returns its
/// rejection, or `nil` when it was accepted.
@MainActor
protocol EntryEngine: AnyObject {
  /// The text shown while the field is edited.
  var display: String { get }
  /// The selection in ``display``.
  var selection: Range<Int> { get }
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
  /// Undoes the last edit.
  func undo() -> EntryRejection?
  /// Redoes the last undone edit.
  func redo() -> EntryRejection?
}

/// A lone `NumberField` behind an entry.
@MainActor
final class FieldEngine: EntryEngine {
  var field: NumberField

  init(field: NumberField) {
    self.field = field
  }

  var display: String { field.display }
  var selection: Range<Int> { field.selection }
  var displayWhenNotEditing: String { field.displayWhenNotEditing }
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
  func undo() -> EntryRejection? { field.undo().rejection }
  func redo() -> EntryRejection? { field.redo().rejection }
}
