import CGtk
import Keypad
import KeypadFrontEnd

extension FormController {
  /// Tab, Shift-Tab and Enter follow the form; a click outside the fields
  /// and the pad dismisses the pad.
  func connectInput() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    if let keys = gtk_event_controller_key_new() {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      keypad_connect_key(
        keys,
        { _, keyval, _, state, data in
          guard let data else { return 0 }
          return MainActor.assumeIsolated {
            let controller = Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue()
            return controller.keyPressed(keyval: keyval, state: state) ? 1 : 0
          }
        }, me)
      gtk_widget_add_controller(overlay, keys)
    }
    if let click = gtk_gesture_click_new() {
      gtk_event_controller_set_propagation_phase(
        keypad_controller(UnsafeMutableRawPointer(click)), GTK_PHASE_CAPTURE)
      keypad_connect_click(
        keypad_gesture(UnsafeMutableRawPointer(click)),
        { _, _, x, y, data in
          guard let data else { return }
          MainActor.assumeIsolated {
            let controller = Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue()
            controller.pressed(x: x, y: y)
          }
        }, me)
      gtk_widget_add_controller(overlay, keypad_controller(UnsafeMutableRawPointer(click)))
    }
  }

  func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
    let modifiers =
      state.rawValue
      & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
    guard modifiers == 0 else { return false }
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Tab where !shift:
      next()
    case GDK_KEY_ISO_Left_Tab, GDK_KEY_Tab:
      previous()
    case GDK_KEY_Return, GDK_KEY_KP_Enter:
      guard form.activeFieldName != nil else { return false }
      padKey(.returnKey)
    default:
      return false
    }
    return true
  }

  /// A press anywhere in the form: outside every field row and the pad,
  /// it dismisses the pad.
  func pressed(x: Double, y: Double) {
    guard form.activeFieldName != nil,
      let picked = gtk_widget_pick(overlay, x, y, GTK_PICK_DEFAULT)
    else { return }
    if let pad, picked == pad.revealer || gtk_widget_is_ancestor(picked, pad.revealer) != 0 {
      return
    }
    for entry in entries.values
    where picked == entry.entry || gtk_widget_is_ancestor(picked, entry.entry) != 0 {
      return
    }
    dismiss()
  }

  /// A key of the pad or its bar: text keys insert into the active entry
  /// as typed text does, ⌫ deletes as Backspace does, ± and C press the
  /// key; a chevron that leads nowhere does nothing (it is insensitive
  /// too); the return key is Next or Done.
  func padKey(_ key: PadKey) {
    switch key {
    case .key(let key):
      press(key)
    case .previousField:
      if form.previousFieldName != nil { previous() }
    case .nextField:
      if form.nextFieldName != nil { next() }
    case .returnKey:
      if form.returnKey == .done { done() } else { next() }
    }
  }

  private func press(_ key: Key) {
    guard let entry = activeEntry, let pad else { return }
    let editable = entry.editable
    if let text = pad.text(of: key) {
      var start: Int32 = 0
      var end: Int32 = 0
      if gtk_editable_get_selection_bounds(editable, &start, &end) != 0 {
        gtk_editable_delete_text(editable, start, end)
      }
      var position = start == end ? gtk_editable_get_position(editable) : start
      gtk_editable_insert_text(editable, text, -1, &position)
      return
    }
    switch key {
    case .backspace:
      var start: Int32 = 0
      var end: Int32 = 0
      if gtk_editable_get_selection_bounds(editable, &start, &end) != 0 {
        gtk_editable_delete_text(editable, start, end)
      } else {
        let position = gtk_editable_get_position(editable)
        if position > 0 { gtk_editable_delete_text(editable, position - 1, position) }
      }
    default:
      entry.runCommand(.press, key: key)
    }
  }
}
