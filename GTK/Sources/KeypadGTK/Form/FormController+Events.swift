import CGtk
import Keypad
import KeypadFrontEnd

extension FormController {
  /// Shows what an input's result says: its events, and the field that
  /// became active as the result draws it.
  func handle(_ result: FormResult) {
    for event in result.events {
      switch event {
      case .focusChanged(let from, let to):
        focusChanged(from: from, to: to, result: result)
      case .valueChanged(let name, _, _), .textChanged(let name, _):
        if form.failure(for: name) == nil, form.activeFieldName != name {
          entries[name]?.showMessage(nil)
        }
      case .inputRejected:
        break
      case .returnKeyChanged(let key):
        pad?.setReturnKey(key)
      case .alreadyAtFirstField:
        if let entry = activeEntry { gtk_widget_error_bell(entry.entry) }
      case .submitted(let values):
        submitted = values
        showStatus(FeedbackWording.submitted(values, locale: form.symbols.localeID).text)
        var line = TraceLine("submitted")
        line.add("values", values)
        trace(line)
        onSubmit?(values)
      case .validationFailed(let failures):
        for failure in failures {
          entries[failure.field]?.showMessage(FeedbackWording.failure(failure).text)
        }
        showStatus(FeedbackWording.notSubmitted(failures, locale: form.symbols.localeID).text)
        var line = TraceLine("validationFailed")
        line.add(
          raw: "failures",
          "["
            + failures.map { failure in
              "{\"field\":\(JSONString.quoted(failure.field)),\"code\":\(JSONString.quoted(failure.code.rawValue))}"
            }.joined(separator: ",") + "]")
        trace(line)
      case .localeChanged:
        break
      case .valueClamped(let name, let value, let code):
        var line = TraceLine("clamped")
        line.add("field", name)
        line.add("value", value.description)
        line.add("code", code.rawValue)
        trace(line)
      case .valueCommitted(let name, let value):
        var line = TraceLine("committed")
        line.add("field", name)
        line.add("value", value?.description)
        trace(line)
      }
    }
    pad?.show(PadLayout(form: form))
    pad?.updateSensitivity { [form] key in form.activeField?.canPress(key) ?? false }
    pad?.updateChevrons(previous: form.previousFieldName != nil, next: form.nextFieldName != nil)
  }

  private func focusChanged(from: String?, to: String?, result: FormResult) {
    if let from { entries[from]?.stopEditing() }
    var line = TraceLine("focus")
    line.add("field", to)
    line.add("returnKey", result.returnKey?.rawValue)
    trace(line)
    guard let to, let entry = entries[to] else {
      keypad_clear_focus(overlay)
      setPadShown(false)
      return
    }
    entry.startEditing(EntryResult(result, field: to) ?? entry.engine.current)
    if gtk_widget_has_focus(entry.editableWidget) == 0 {
      gtk_widget_grab_focus(entry.entry)
    }
    pad?.setReturnKey(result.returnKey)
    if padShown {
      activeFieldMoved()
    } else {
      setPadShown(true)
    }
  }

  func showStatus(_ text: String) {
    gtk_label_set_text(keypad_label(status), text)
  }
}
