import CGtk

extension FormController {
  /// Gives the active entry the focus again once its window is first
  /// active, so that a screen reader announces the field focused at launch.
  ///
  /// A window's first focus arrives before a screen reader knows the new
  /// application: Orca 43 drops those events ("potentially-defunct
  /// source"), and in some runs the window's activation too. GTK
  /// registers the application on the accessibility bus on its own, with
  /// no signal when it is done (within milliseconds of the activation in
  /// every run seen), so the entry's focus is given again half a second
  /// after the window became active; the form sees no change (the field
  /// stays active).
  func connectFirstActivation() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_connect_void(
      overlay, "map",
      { widget, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          let controller = Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue()
          controller.mapped(widget.assumingMemoryBound(to: GtkWidget.self))
        }
      }, me)
  }

  private func mapped(_ widget: Widget) {
    guard !watchingActivation, let window = keypad_root_widget(widget) else { return }
    watchingActivation = true
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_connect_notify(
      UnsafeMutableRawPointer(window), "notify::is-active",
      { window, _, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          let controller = Unmanaged<FormController>.fromOpaque(data).takeUnretainedValue()
          controller.activationChanged(window.assumingMemoryBound(to: GtkWidget.self))
        }
      }, me)
  }

  private func activationChanged(_ window: Widget) {
    guard !focusAnnounced, gtk_window_is_active(keypad_window(window)) != 0 else { return }
    focusAnnounced = true
    inputsAtActivation = inputCount
    let me = Unmanaged.passRetained(self).toOpaque()
    keypad_timeout_add(
      FormController.refocusDelayMilliseconds,
      { data in
        guard let data else { return 0 }
        MainActor.assumeIsolated {
          Unmanaged<FormController>.fromOpaque(data).takeRetainedValue().refocusActiveEntry()
        }
        return 0
      }, me)
  }

  /// How long after the window's first activation the active entry gets
  /// the focus again.
  static let refocusDelayMilliseconds: UInt32 = 500

  /// The active entry loses the focus and gets it back, its text neither
  /// selected nor changed and its caret where it was: the accessibility
  /// bus reports a new focus on it.
  ///
  /// Nothing is done once the form has had an input since the window
  /// became active: a screen reader follows the field from its first edit.
  private func refocusActiveEntry() {
    guard inputCount == inputsAtActivation, let entry = activeEntry,
      gtk_widget_has_focus(entry.editableWidget) != 0
    else { return }
    let text = keypad_text(entry.editableWidget)
    let caret = gtk_editable_get_position(entry.editable)
    entry.applying = true
    keypad_clear_focus(entry.entry)
    gtk_text_grab_focus_without_selecting(text)
    gtk_editable_set_position(entry.editable, caret)
    entry.applying = false
  }
}
