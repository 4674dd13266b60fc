import CGtk
import KeypadAvoidance

/// A GTK widget as the binding holds it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// A `GtkEditable`, an interface GTK declares opaquely.
typealias Editable = OpaquePointer

/// The few conversions between GTK's C values and Swift's, in one place.
enum GtkCalls {
  /// The UTF-8 text GTK passes with a byte length (`-1`: up to the NUL).
  static func string(_ bytes: UnsafePointer<CChar>, length: Int32) -> String {
    guard length >= 0 else { return String(cString: bytes) }
    let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(length))
    return String(decoding: buffer, as: UTF8.self)
  }

  /// The text an entry shows.
  static func text(of editable: Editable) -> String {
    guard let pointer = gtk_editable_get_text(editable) else { return "" }
    return String(cString: pointer)
  }

  /// The selection as GTK holds it: the anchor and the caret, in characters.
  static func selection(of editable: Editable) -> (
    anchor: Int, head: Int
  ) {
    var start: Int32 = 0
    var end: Int32 = 0
    let position = Int(gtk_editable_get_position(editable))
    guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else {
      return (position, position)
    }
    let anchor = position == Int(start) ? Int(end) : Int(start)
    return (anchor, position)
  }

  /// A widget's bounds in another widget's coordinates, or `nil` before
  /// layout or when the two share no ancestor.
  static func bounds(of widget: Widget, in target: Widget) -> Rect? {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    guard keypad_bounds(widget, target, &x, &y, &width, &height) != 0 else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A new label with a CSS class.
  static func label(_ text: String, cssClass: String? = nil) -> Widget {
    let label = gtk_label_new(text)
    if let label, let cssClass { gtk_widget_add_css_class(label, cssClass) }
    return label ?? fallbackWidget()
  }

  /// A plain box, the widget used where GTK returned none (never seen).
  static func fallbackWidget() -> Widget {
    gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
  }

  /// A box.
  static func box(vertical: Bool, spacing: Int32) -> Widget {
    gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)
  }

  /// Appends a child to a box.
  static func append(_ child: Widget, to box: Widget) {
    gtk_box_append(keypad_box(box), child)
  }
}
