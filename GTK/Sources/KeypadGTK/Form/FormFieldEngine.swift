import Keypad

/// One field of a `FormController`'s form behind an entry: each edit goes
/// to the form (making the field active first), and the form's events go
/// back to the controller.
@MainActor
final class FormFieldEngine: EntryEngine {
  unowned let controller: FormController
  let name: String

  init(controller: FormController, name: String) {
    self.controller = controller
    self.name = name
  }

  private var field: KeypadField? { controller.form.field(named: name) }

  var display: String { field?.display(editing: true) ?? "" }
  var selection: Range<Int> { field?.selection ?? 0..<0 }
  var caretStops: [Int] { field?.caretStops ?? [0] }
  var displayWhenNotEditing: String { field?.display(editing: false) ?? "" }
  var spokenText: String { field?.spokenValue?.text ?? "" }
  var value: FieldValue? { field?.value }

  func replace(utf16Range range: Range<Int>, with text: String) -> EntryRejection? {
    controller.edit(name, .replace(range, with: text))
  }

  func select(utf16Range range: Range<Int>) {
    _ = controller.edit(name, .select(range))
  }

  func press(_ key: Key) -> EntryRejection? {
    controller.edit(name, .key(key))
  }

  func canPress(_ key: Key) -> Bool {
    controller.form.activeFieldName == name && controller.form.canPress(key)
  }

  func key(for character: Character) -> Key? { field?.key(for: character) }

  func undo() -> EntryRejection? {
    controller.edit(name, .undo)
  }

  func redo() -> EntryRejection? {
    controller.edit(name, .redo)
  }
}
