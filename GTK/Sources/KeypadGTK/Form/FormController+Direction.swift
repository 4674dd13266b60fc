import CGtk
import Keypad

extension FormController {
  /// The GTK text direction of the form's locale, from ICU.
  var textDirection: GtkTextDirection {
    switch form.symbols.layoutDirection {
    case .leftToRight: GTK_TEXT_DIR_LTR
    case .rightToLeft: GTK_TEXT_DIR_RTL
    }
  }

  /// Lays every widget of the form out in its locale's direction: in
  /// Arabic, Persian or Hebrew the labels, the entries and the accessory bar
  /// are mirrored; the pad's keys keep the order phone pads give them in
  /// every locale.
  func applyDirection() {
    var stack: [Widget] = [overlay]
    while let widget = stack.popLast() {
      gtk_widget_set_direction(widget, textDirection)
      var child = gtk_widget_get_first_child(widget)
      while let next = child {
        stack.append(next)
        child = gtk_widget_get_next_sibling(next)
      }
    }
    pad?.keepKeyOrder()
  }

  /// Keeps every value at the entry's right edge: the end of a left-to-right
  /// row, the start of a right-to-left one (beside its label).
  ///
  /// GtkText mirrors its alignment when it lays its text out right to left,
  /// and it decides that from the text itself (its first strong character:
  /// the letters of `ج.م.`), or for digits alone from the keyboard while
  /// focused and from the widget otherwise. It leaves the direction it
  /// resolved in its Pango context, read here after each frame; the
  /// alignment is set so that either way the text sits at the right.
  func alignValues() {
    for entry in entries.values {
      let text = keypad_editable_widget(keypad_editable_delegate(entry.entry))
      let resolved = pango_context_get_base_dir(gtk_widget_get_pango_context(text))
      let alignment: Float = resolved == PANGO_DIRECTION_RTL ? 0 : 1
      let editable = keypad_editable(entry.entry)
      if gtk_editable_get_alignment(editable) != alignment {
        gtk_editable_set_alignment(editable, alignment)
      }
    }
  }
}
