import CGtk
import Keypad

/// A `GtkEntry` whose every edit the engine decides.
///
/// The entry's inner text widget gets its `insert-text` and `delete-text`
/// signals stopped: keys, pastes, drops, an input method's commit and an
/// assistive technology's writes all arrive there, and each becomes one
/// call of the engine's `replace(utf16Range:with:)`. GTK's deletion and
/// insertion for a replaced selection are merged into one edit (one step
/// of undo), GTK's character offsets are converted to UTF-16 and back, and
/// after each edit the entry shows the engine's display and caret. A
/// refused edit rings the error bell and shows its reason under the field.
/// Ctrl-Z, Ctrl-Shift-Z and Ctrl-Y go to the engine's undo history. While
/// the entry has no focus it shows its display at rest (`display(editing: false)`).
///
/// The entry lives as long as its widget: keep ``widget`` in a container.
///
/// <!-- example: not compiled: part of a GTK app, whose widgets need a display and GTK's main loop -->
/// ```swift
/// let field = try KeypadField(locale: "de_DE")
/// let entry = NumberEntry(field: field, label: "Betrag")
/// entry.onEdit = { edit in print(edit.display, edit.value?.text ?? "none") }
/// gtk_box_append(box, entry.widget.assumingMemoryBound(to: GtkWidget.self))
/// // typing 1234,5: the entry shows 1.234,5; the last edit prints 1.234,5 1234.5
/// ```
@MainActor
public final class NumberEntry {
  /// The field's whole row: its label, the entry and the message line;
  /// a `GtkWidget *`.
  public var widget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(row) }
  /// Called after every edit, accepted or refused.
  public var onEdit: ((EntryEdit) -> Void)?

  /// Called when the entry gets the focus, for a form's entry; a lone
  /// entry starts editing itself.
  var onFocus: (() -> Void)?
  /// Says an edit's announcement, for a form's entry (the form says it on
  /// the field that is active after the edit); a lone entry says it itself.
  var onAnnounce: ((Announcement) -> Void)?

  let engine: any EntryEngine
  let row: Widget
  let entry: Widget
  let editable: Editable
  let label: Widget
  let message: Widget
  var coalescer = EditCoalescer()
  /// Set while the binding itself changes the entry's text or caret.
  var applying = false
  var idleScheduled = false
  /// The field as the entry shows it while it is being edited (the
  /// engine's last answer), or `nil` while it is not being edited.
  var editing: EntryResult?
  /// Where GTK's caret was after the last move or edit, in characters:
  /// the direction of the next move.
  var shownHead: Int?
  /// The accessible description as last set.
  var description = ""

  /// Binds a new entry to a lone field.
  ///
  /// - Parameters:
  ///   - field: The field, with its locale and rules.
  ///   - label: The label above the entry, also its accessible name.
  public convenience init(field: KeypadField, label: String) {
    self.init(engine: FieldEngine(field: field), label: label)
  }

  init(engine: any EntryEngine, label text: String) {
    self.engine = engine
    row = GtkCalls.box(vertical: true, spacing: 2)
    label = GtkCalls.label(text, cssClass: "field-label")
    // A secure code's entry is a GtkPasswordEntry: GTK 4.8 gives the
    // accessibility bus the role "password text" for that class alone (an
    // entry with its visibility off stays "text"), and a screen reader then
    // never says a typed digit.
    entry =
      (engine.hidesDigits ? gtk_password_entry_new() : gtk_entry_new())
      ?? GtkCalls.fallbackWidget()
    message = GtkCalls.label("", cssClass: "field-message")
    editable = keypad_editable_delegate(entry)
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    gtk_widget_set_halign(message, GTK_ALIGN_START)
    gtk_widget_set_visible(message, 0)
    GtkCalls.append(label, to: row)
    GtkCalls.append(entry, to: row)
    GtkCalls.append(message, to: row)
    gtk_widget_add_css_class(row, "field-row")
    if engine.hidesDigits {
      gtk_text_set_input_purpose(keypad_text(editableWidget), GTK_INPUT_PURPOSE_PIN)
    } else {
      gtk_entry_set_input_purpose(keypad_entry(entry), GTK_INPUT_PURPOSE_NUMBER)
    }
    gtk_editable_set_enable_undo(keypad_editable(entry), 0)
    gtk_editable_set_alignment(keypad_editable(entry), 1)
    keypad_set_labelled_by(entry, label)
    connectSignals()
    showNotEditing()
  }

  /// The entry's inner text widget, which holds the keyboard focus.
  var editableWidget: Widget { keypad_editable_widget(editable) }

  /// The entry starts being edited (it has the keyboard focus, or its
  /// form made its field active): it shows the field as it is edited.
  func startEditing(_ field: EntryResult) {
    let wasEditing = editing != nil
    editing = field
    if !wasEditing { show(field, setCaret: true) }
  }

  /// The entry stops being edited: a held deletion is applied and the
  /// field shows its display at rest.
  ///
  /// Its description becomes the value in words once the main loop is
  /// idle, after the focus has moved on: a screen reader says a changed
  /// description of the entry it is on, and the value would be read out as
  /// the next field is announced.
  func stopEditing() {
    guard editing != nil else { return }
    editing = nil
    flushPending()
    setText(engine.atRest.display)
    scheduleIdle()
  }

  /// Shows the text of a field that is not being edited and describes it.
  func showNotEditing() {
    setText(engine.atRest.display)
    describeAtRest()
  }

  /// Sets the accessible description to the value in words (the display at
  /// rest when there are none), which a screen reader says when the entry
  /// gets the focus.
  func describeAtRest() {
    let text = engine.atRest.description
    if description != text { setDescription(text) }
  }

  /// Shows a line under the field (a refusal, a failed check), or hides it
  /// for `nil`.
  func showMessage(_ text: String?, isError: Bool = true) {
    let label = keypad_label(message)
    gtk_label_set_text(label, text ?? "")
    gtk_widget_set_visible(message, text == nil ? 0 : 1)
    if isError {
      gtk_widget_add_css_class(message, "error")
    } else {
      gtk_widget_remove_css_class(message, "error")
    }
  }

  /// Sets the entry's text without the handlers deciding it.
  ///
  /// Only the characters that change are deleted and inserted
  /// (``TextChange``): the accessibility bus reports those, so a screen
  /// reader that reads a deletion says the deleted digit, not the whole
  /// old text.
  func setText(_ text: String) {
    let change = TextChange(from: GtkCalls.text(of: editable), to: text)
    guard !change.isEmpty else { return }
    applying = true
    if !change.removed.isEmpty {
      gtk_editable_delete_text(
        editable, Int32(change.removed.lowerBound), Int32(change.removed.upperBound))
    }
    if !change.inserted.isEmpty {
      var position = Int32(change.removed.lowerBound)
      gtk_editable_insert_text(editable, change.inserted, -1, &position)
    }
    applying = false
  }

  /// Shows the field's display and, with `setCaret`, its selection.
  func show(_ field: EntryResult, setCaret: Bool) {
    setText(field.display)
    if setCaret { applySelection(field) }
  }

  /// Puts the field's selection into the entry, keeping GTK's direction.
  ///
  /// A selection of the whole text stays shown where the engine holds
  /// none (cents entry): see ``CaretPlacement/keepsWholeSelection(_:length:engine:)``.
  func applySelection(_ field: EntryResult) {
    let display = field.display
    guard let range = TextOffsets.characterRange(ofUTF16: field.selection, in: display) else {
      return
    }
    let current = GtkCalls.selection(of: editable)
    let currentRange = min(current.anchor, current.head)..<max(current.anchor, current.head)
    let length = display.unicodeScalars.count
    guard currentRange != range,
      !CaretPlacement.keepsWholeSelection(currentRange, length: length, engine: range)
    else {
      shownHead = current.head
      return
    }
    applying = true
    if current.head < current.anchor {
      gtk_editable_select_region(editable, Int32(range.upperBound), Int32(range.lowerBound))
      shownHead = range.lowerBound
    } else {
      gtk_editable_select_region(editable, Int32(range.lowerBound), Int32(range.upperBound))
      shownHead = range.upperBound
    }
    applying = false
  }

  /// Says a short text through the entry's accessible description, which
  /// a screen reader speaks when it changes on the focused entry.
  ///
  /// The same text twice in a row is said twice: the description is
  /// emptied first (a screen reader says nothing for an empty one).
  func announce(_ text: String) {
    if description == text { setDescription("") }
    setDescription(text)
  }

  /// Sets the accessible description, remembering it.
  func setDescription(_ text: String) {
    description = text
    keypad_set_description(entry, text)
  }
}
