// The binding in another GTK app: one NumberEntry in a window, its value
// shown under it. GTK/README.md quotes this file.
//
//   swift run keypad-gtk-example
import CGtk
import Keypad
import KeypadGTK

MainActor.assumeIsolated {
  guard gtk_init_check() != 0, let window = gtk_window_new(),
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8), let value = gtk_label_new(""),
    let field = try? KeypadField(locale: "de_DE", rules: FieldRules(maxFractionDigits: 2))
  else { return }
  let entry = NumberEntry(field: field, label: "Betrag")
  entry.onEdit = { edit in
    // After every edit, accepted or refused, once the entry shows it.
    gtk_label_set_text(keypad_label(value), "value: \(edit.value?.text ?? "none")")
  }
  gtk_box_append(keypad_box(box), entry.widget.assumingMemoryBound(to: GtkWidget.self))
  gtk_box_append(keypad_box(box), value)
  gtk_window_set_child(keypad_window(window), box)
  gtk_window_present(keypad_window(window))
  g_main_loop_run(g_main_loop_new(nil, 0))
}
