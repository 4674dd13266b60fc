import CGtk
import Keypad
import KeypadFrontEnd

extension FormController {
  /// An edit of a field, with what its entry shows.
  ///
  /// A field whose digits stay out of logs (a card number, a security
  /// code, a secure code: `KeypadField.hidesDigitsInLogs`) has its value
  /// as its description masks it, and no text, display or entry text.
  func traceEdit(_ edit: EntryEdit, field: String) {
    let hides = form.field(named: field)?.hidesDigitsInLogs ?? true
    var line = TraceLine("edit")
    line.add("field", field)
    line.add("kind", edit.kind.rawValue)
    line.add("text", hides ? nil : edit.text)
    line.add("accepted", edit.rejection == nil)
    line.add("code", edit.rejection?.code)
    line.add("display", hides ? nil : edit.display)
    if !hides, let entry = entries[field] {
      line.add("shown", GtkCalls.text(of: entry.editable))
    }
    line.add("selection", [edit.selection.lowerBound, edit.selection.upperBound])
    line.add("value", edit.value?.description)
    line.add("us", edit.microseconds)
    trace(line)
  }

  /// The active field's frame and the pad's top in window coordinates.
  func traceLayout() {
    guard let root = keypad_root_widget(overlay) else { return }
    var line = TraceLine("layout")
    line.add("field", form.activeFieldName)
    if let entry = activeEntry, let frame = GtkCalls.bounds(of: entry.row, in: root) {
      line.add("frame", [frame.minX, frame.minY, frame.width, frame.height])
    }
    let pad = padShown ? padFrame(in: root) : nil
    line.add("padTop", pad?.minY ?? Double.nan)
    line.add("offset", gtk_adjustment_get_value(verticalAdjustment))
    line.add("inset", Double(gtk_widget_get_margin_bottom(list)))
    line.add("window", [Double(gtk_widget_get_width(root)), Double(gtk_widget_get_height(root))])
    trace(line)
  }

  /// The pad keys' centres in window coordinates, and which are insensitive.
  func tracePad() {
    guard let pad, let root = keypad_root_widget(overlay) else { return }
    var keys: [String] = []
    for button in pad.buttons {
      guard let frame = GtkCalls.bounds(of: button.widget, in: root) else { continue }
      keys.append(
        JSONString.quoted(button.key.name) + ":[" + String(Int(frame.minX + frame.width / 2))
          + "," + String(Int(frame.minY + frame.height / 2)) + "]")
    }
    var line = TraceLine("padKeys")
    line.add(raw: "keys", "{" + keys.joined(separator: ",") + "}")
    trace(line)
  }
}
