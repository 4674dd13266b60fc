import Keypad

/// One field of a `FormController`'s form behind an entry: each edit goes
/// to the form (making the field active first), the form's events go back
/// to the controller, and the entry draws the `FormResult` the edit
/// returned.
@MainActor
final class FormFieldEngine: EntryEngine {
  unowned let controller: FormController
  let name: String

  init(controller: FormController, name: String) {
    self.controller = controller
    self.name = name
  }

  /// The field as the form holds it, for what no result says.
  private var field: KeypadField? { controller.form.field(named: name) }

  var current: EntryResult { field?.entryResult() ?? EntryResult(display: "", selection: 0..<0) }
  var atRest: (display: String, description: String) {
    guard let field else { return ("", "") }
    return (field.display(editing: false), field.accessibleDescription)
  }
  var hidesDigits: Bool { field?.hidesDigits ?? false }
  var localeID: String { controller.form.symbols.localeID }
  var caretStops: [Int] { field?.caretStops ?? [0] }
  func key(for character: Character) -> Key? { field?.key(for: character) }

  func replace(utf16Range range: Range<Int>, with text: String) -> EntryResult {
    answer(controller.edit(name, .replace(range, with: text)))
  }

  func select(utf16Range range: Range<Int>) -> EntryResult {
    answer(controller.edit(name, .select(range)))
  }

  func press(_ key: Key) -> EntryResult {
    answer(controller.edit(name, .key(key)))
  }

  func undo() -> EntryResult {
    answer(controller.edit(name, .undo))
  }

  func redo() -> EntryResult {
    answer(controller.edit(name, .redo))
  }

  /// The field after an edit, as the form's result says it.
  ///
  /// The result describes the active field. When the edit left this one
  /// (a field that advances once complete moved on) or the form took no
  /// input, the field is read instead.
  private func answer(_ result: FormResult) -> EntryResult {
    if let answer = EntryResult(result, field: name) { return answer }
    var answer = current
    answer.rejection = EntryResult.rejection(of: result)
    answer.announcement = result.announcement
    return answer
  }
}
