import CGtk
import Keypad
import KeypadFrontEnd

extension NumberEntry {
  /// Connects the text widget's edit and caret signals, the undo keys and
  /// the focus; the entry keeps itself alive until its widget is destroyed.
  func connectSignals() {
    let me = Unmanaged.passRetained(self).toOpaque()
    keypad_connect_insert_text(
      editable,
      { editable, text, length, position, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          let entry = Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue()
          entry.insertRequested(
            GtkCalls.string(text, length: length), at: position, editable: editable)
        }
      }, me)
    keypad_connect_delete_text(
      editable,
      { editable, start, end, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          let entry = Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue()
          entry.deleteRequested(Int(start), Int(end), editable: editable)
        }
      }, me)
    for property in ["notify::cursor-position", "notify::selection-bound"] {
      keypad_connect_notify(
        UnsafeMutableRawPointer(editable), property,
        { _, _, data in
          guard let data else { return }
          MainActor.assumeIsolated {
            Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue().caretMoved()
          }
        }, me)
    }
    keypad_connect_void(
      entry, "destroy",
      { _, data in
        guard let data else { return }
        Unmanaged<NumberEntry>.fromOpaque(data).release()
      }, me)
    if let focus = gtk_event_controller_focus_new() {
      keypad_connect_void(
        UnsafeMutableRawPointer(focus), "enter",
        { _, data in
          guard let data else { return }
          MainActor.assumeIsolated {
            Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue().focusEntered()
          }
        }, me)
      keypad_connect_void(
        UnsafeMutableRawPointer(focus), "leave",
        { _, data in
          guard let data else { return }
          MainActor.assumeIsolated {
            let entry = Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue()
            if entry.onFocus == nil { entry.stopEditing() }
          }
        }, me)
      gtk_widget_add_controller(entry, focus)
    }
    let keys = gtk_event_controller_key_new()
    if let keys {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      keypad_connect_key(
        keys,
        { _, keyval, _, state, data in
          guard let data else { return 0 }
          return MainActor.assumeIsolated {
            let entry = Unmanaged<NumberEntry>.fromOpaque(data).takeUnretainedValue()
            return entry.keyPressed(keyval: keyval, state: state) ? 1 : 0
          }
        }, me)
      gtk_widget_add_controller(entry, keys)
    }
  }

  /// The entry got the keyboard focus: a lone entry starts editing, a
  /// form's entry tells its form.
  func focusEntered() {
    if let onFocus {
      onFocus()
    } else if editing == nil {
      startEditing(engine.current)
    }
  }

  /// `insert-text`: stopped, decided by the engine, the caret written
  /// back into GTK's out-parameter.
  func insertRequested(
    _ text: String, at position: UnsafeMutablePointer<Int32>,
    editable: Editable
  ) {
    guard !applying else { return }
    keypad_stop_emission(UnsafeMutableRawPointer(editable), "insert-text")
    if let field = apply(coalescer.insertRequested(text, at: Int(position.pointee))) {
      let caret = TextOffsets.characterRange(ofUTF16: field.selection, in: field.display)
      position.pointee = Int32(caret?.upperBound ?? 0)
    }
    scheduleIdle()
  }

  /// `delete-text`: stopped and held until an insertion completes it or
  /// the main loop is idle.
  func deleteRequested(_ start: Int, _ end: Int, editable: Editable) {
    guard !applying else { return }
    keypad_stop_emission(UnsafeMutableRawPointer(editable), "delete-text")
    let count = GtkCalls.text(of: editable).unicodeScalars.count
    let upper = end < 0 ? count : end
    let lower = max(0, min(start, upper))
    apply(coalescer.deleteRequested(lower..<upper))
    scheduleIdle()
  }

  /// The caret or selection moved (arrows, Home/End, the mouse): the
  /// engine normalises it, and the entry shows where the engine put it.
  ///
  /// A caret moved right into formatting goes on to the engine's next
  /// caret stop, so that Right passes a grouping separator, a card's
  /// space or a date's slash as Left does. Where GTK's selection is the
  /// one the engine last gave, the engine put it there: nothing to place.
  func caretMoved() {
    guard !applying, let shown = editing, !coalescer.hasPendingDeletion else { return }
    let display = shown.display
    guard GtkCalls.text(of: editable) == display else { return }
    var current = GtkCalls.selection(of: editable)
    let selected = min(current.anchor, current.head)..<max(current.anchor, current.head)
    guard TextOffsets.characterRange(ofUTF16: shown.selection, in: display) != selected else {
      shownHead = current.head
      return
    }
    let previous = shownHead ?? current.head
    let stops = engine.caretStops.compactMap {
      TextOffsets.characterOffset(ofUTF16: $0, in: display)
    }
    let head = CaretPlacement.head(current.head, movedFrom: previous, stops: stops)
    if head != current.head {
      // A caret stays a caret; a selection keeps its anchor.
      if current.anchor == current.head { current.anchor = head }
      current.head = head
      applying = true
      gtk_editable_select_region(editable, Int32(current.anchor), Int32(current.head))
      applying = false
    }
    shownHead = current.head
    let moved = min(current.anchor, current.head)..<max(current.anchor, current.head)
    guard let utf16 = TextOffsets.utf16Range(ofCharacters: moved, in: display) else { return }
    guard utf16 != shown.selection else { return }
    let field = engine.select(utf16Range: utf16)
    received(field)
    report(field, kind: .select, text: "", microseconds: 0)
    scheduleIdle()
  }

  /// Ctrl-Z undoes, Ctrl-Shift-Z and Ctrl-Y redo, through the engine.
  func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    guard control else { return false }
    let key = Int32(bitPattern: gdk_keyval_to_lower(keyval))
    if key == GDK_KEY_z && !shift {
      runCommand(.undo)
      return true
    }
    if (key == GDK_KEY_z && shift) || key == GDK_KEY_y {
      runCommand(.redo)
      return true
    }
    return false
  }

  /// Runs an undo, a redo or a pad key that is no text (for `.press`,
  /// with its key).
  func runCommand(_ kind: EntryEdit.Kind, key: Key? = nil) {
    flushPending()
    let started = g_get_monotonic_time()
    let field: EntryResult
    switch (kind, key) {
    case (.undo, _): field = engine.undo()
    case (.redo, _): field = engine.redo()
    case (_, let key?): field = engine.press(key)
    case (_, nil): return
    }
    received(field)
    show(field, setCaret: true)
    let elapsed = Int(g_get_monotonic_time() - started)
    finish(field, kind: kind, text: key?.name ?? "", microseconds: elapsed)
  }

  /// Gives edits to the engine and shows each answer.
  ///
  /// - Returns: The answer to the last edit, or `nil` for no edit.
  @discardableResult
  func apply(_ edits: [PendingEdit]) -> EntryResult? {
    var last: EntryResult?
    for edit in edits {
      let started = g_get_monotonic_time()
      let field = edit.apply(to: engine, shown: GtkCalls.text(of: editable))
      received(field)
      setText(field.display)
      let elapsed = Int(g_get_monotonic_time() - started)
      finish(field, kind: edit.kind, text: edit.text, microseconds: elapsed)
      last = field
    }
    return last
  }

  /// Keeps the engine's answer as what the entry shows, while it is being
  /// edited.
  func received(_ field: EntryResult) {
    if editing != nil { editing = field }
  }

  /// Applies a held deletion now.
  func flushPending() {
    apply(coalescer.idle())
  }

  /// After an edit: the bell and the message for a refusal, the
  /// announcement, the report.
  func finish(_ field: EntryResult, kind: EntryEdit.Kind, text: String, microseconds: Int) {
    if let rejection = field.rejection {
      gtk_widget_error_bell(entry)
      let input = text.isEmpty ? nil : FeedbackWording.typed(text)
      showMessage(FeedbackWording.rejection(rejection, input: input, locale: engine.localeID).text)
    } else {
      showMessage(nil)
    }
    if let announcement = field.announcement {
      if let onAnnounce { onAnnounce(announcement) } else { announce(announcement.text) }
    }
    report(field, kind: kind, text: text, microseconds: microseconds)
  }

  /// Tells ``onEdit`` what the edit did.
  func report(_ field: EntryResult, kind: EntryEdit.Kind, text: String, microseconds: Int) {
    onEdit?(
      EntryEdit(
        kind: kind, text: text, rejection: field.rejection, display: field.display,
        selection: field.selection, value: field.value, microseconds: microseconds))
  }

  /// Applies a held deletion and puts the engine's caret into the entry
  /// (or, when it is no longer edited, describes it) once the main loop is
  /// idle.
  func scheduleIdle() {
    guard !idleScheduled else { return }
    idleScheduled = true
    let me = Unmanaged.passRetained(self).toOpaque()
    keypad_idle_add(
      { data in
        guard let data else { return 0 }
        MainActor.assumeIsolated {
          let entry = Unmanaged<NumberEntry>.fromOpaque(data).takeRetainedValue()
          entry.idle()
        }
        return 0
      }, me)
  }

  func idle() {
    idleScheduled = false
    flushPending()
    if let editing { show(editing, setCaret: true) } else { describeAtRest() }
  }
}
