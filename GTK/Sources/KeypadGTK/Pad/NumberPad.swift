import CGtk
import Keypad
import KeypadFrontEnd

/// The in-window number pad: the accessory bar (∧ ∨ and the return key)
/// over the grid of keys every front end shows (``PadLayout``: digits in
/// the locale's own, the decimal key labelled with the locale's separator,
/// 00, ±, C, ⌫), in a revealer that slides up from the window's bottom.
///
/// For a time on a 12-hour clock the button where ± stands is the
/// day-period key, labelled with ICU's markers (``show(_:)``).
///
/// The return key stays in the bar, as iOS apps put it above a decimal
/// pad; its place at the grid's bottom right is left empty. Its buttons
/// never take the focus, so the active entry keeps it.
@MainActor
final class NumberPad {
  let revealer: Widget
  let box: Widget
  let returnButton: Widget
  /// Every button: the bar's, then the grid's.
  var buttons: [(key: PadKey, widget: Widget)] = []
  /// The grid of keys; `nil` without keys (the system keyboard).
  var keyGrid: Widget?
  var tracePending = false
  var onKey: ((PadKey) -> Void)?
  /// The order, labels and accessible names: the active field's pad.
  private(set) var layout: PadLayout
  /// The grid's buttons' places in ``buttons``, by row and column; `nil`
  /// where the return key stands (the bar's).
  private var grid: [[Int?]] = []

  init(symbols: NumberSymbols, withKeys: Bool) {
    layout = PadLayout(symbols: symbols)
    revealer = gtk_revealer_new()
    box = GtkCalls.box(vertical: true, spacing: 0)
    returnButton = gtk_button_new_with_label(layout.label(of: .returnKey))
    gtk_widget_add_css_class(box, "number-pad")
    gtk_revealer_set_transition_type(
      keypad_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
    gtk_revealer_set_transition_duration(keypad_revealer(revealer), 120)
    gtk_widget_set_valign(revealer, GTK_ALIGN_END)
    gtk_revealer_set_child(keypad_revealer(revealer), box)
    buildBar()
    if withKeys { buildKeys() }
  }

  /// The text a key inserts into the entry (its label), or `nil` for a
  /// key that is no text (⌫, C, ±).
  func text(of key: Key) -> String? {
    switch key {
    case .digit, .doubleZero, .decimal: layout.label(of: .key(key))
    case .backspace, .clear, .sign, .dayPeriod: nil
    }
  }

  /// Shows the keys of the active field's pad.
  ///
  /// The day-period key with its markers stands where ± does for a time on
  /// a 12-hour clock, ± otherwise. A button whose key changes is labelled
  /// and named anew, for the eye and for assistive technologies.
  func show(_ layout: PadLayout) {
    guard layout != self.layout else { return }
    self.layout = layout
    for (row, keys) in layout.rows.enumerated() {
      for (column, key) in keys.enumerated() {
        guard row < grid.count, column < grid[row].count, let index = grid[row][column] else {
          continue
        }
        let widget = buttons[index].widget
        guard buttons[index].key != key || key == .key(.dayPeriod) else { continue }
        buttons[index].key = key
        gtk_button_set_label(keypad_button(widget), layout.label(of: key))
        keypad_set_accessible_label(widget, layout.accessibleName(of: key))
        fitLabel(of: widget, words: key == .key(.dayPeriod))
      }
    }
  }

  /// Keeps a key of words (the day periods' markers) in its column: a
  /// smaller type (`pad-words`), cut with an ellipsis where even that is
  /// too wide, so that the grid never grows past the window.
  private func fitLabel(of widget: Widget, words: Bool) {
    if words {
      gtk_widget_add_css_class(widget, "pad-words")
    } else {
      gtk_widget_remove_css_class(widget, "pad-words")
    }
    guard let label = gtk_button_get_child(keypad_button(widget)) else { return }
    gtk_label_set_ellipsize(keypad_label(label), words ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
  }

  func setReturnKey(_ key: ReturnKey?) {
    gtk_button_set_label(keypad_button(returnButton), layout.label(of: .returnKey, returnKey: key))
    keypad_set_accessible_label(
      returnButton, layout.accessibleName(of: .returnKey, returnKey: key))
  }

  /// Makes insensitive the keys the active field refuses.
  func updateSensitivity(_ canPress: (Key) -> Bool) {
    for button in buttons {
      guard case .key(let key) = button.key else { continue }
      gtk_widget_set_sensitive(button.widget, canPress(key) ? 1 : 0)
    }
  }

  /// Makes insensitive a chevron that leads nowhere: ∧ on the first field
  /// of the chain, ∨ on the last (Done stays the return key's job).
  func updateChevrons(previous: Bool, next: Bool) {
    for button in buttons {
      switch button.key {
      case .previousField: gtk_widget_set_sensitive(button.widget, previous ? 1 : 0)
      case .nextField: gtk_widget_set_sensitive(button.widget, next ? 1 : 0)
      case .returnKey, .key: break
      }
    }
  }

  /// The bar, from its leading edge: ∧ and ∨, a spacer, the return key.
  private func buildBar() {
    let bar = GtkCalls.box(vertical: false, spacing: 4)
    gtk_widget_add_css_class(bar, "accessory-bar")
    for key in PadLayout.accessoryBar {
      let widget: Widget? =
        key == .returnKey ? returnButton : gtk_button_new_with_label(layout.label(of: key))
      guard let widget else { continue }
      if key == .returnKey {
        let spacer = GtkCalls.box(vertical: false, spacing: 0)
        gtk_widget_set_hexpand(spacer, 1)
        GtkCalls.append(spacer, to: bar)
        gtk_widget_add_css_class(widget, "suggested-action")
      }
      add(widget, for: key)
      GtkCalls.append(widget, to: bar)
    }
    GtkCalls.append(bar, to: box)
  }

  /// Lays the keys out left to right whatever the form's direction: the
  /// digit pads of iOS and Android keep 1 2 3 in the top row from the left
  /// in Arabic, Persian and Hebrew too, as phone and calculator keypads do.
  func keepKeyOrder() {
    guard let grid = keyGrid else { return }
    gtk_widget_set_direction(grid, GTK_TEXT_DIR_LTR)
  }

  /// The grid in the layout's rows; the return key is the bar's.
  private func buildKeys() {
    let grid = gtk_grid_new() ?? GtkCalls.fallbackWidget()
    keyGrid = grid
    gtk_widget_add_css_class(grid, "pad-keys")
    gtk_grid_set_row_homogeneous(keypad_grid(grid), 1)
    gtk_grid_set_column_homogeneous(keypad_grid(grid), 1)
    gtk_grid_set_row_spacing(keypad_grid(grid), 6)
    gtk_grid_set_column_spacing(keypad_grid(grid), 6)
    for (row, keys) in layout.rows.enumerated() {
      var places: [Int?] = []
      for (column, key) in keys.enumerated() {
        guard key != .returnKey, let button = gtk_button_new_with_label(layout.label(of: key))
        else {
          places.append(nil)
          continue
        }
        gtk_widget_add_css_class(button, "pad-key")
        places.append(buttons.count)
        add(button, for: key)
        gtk_grid_attach(keypad_grid(grid), button, Int32(column), Int32(row), 1, 1)
      }
      self.grid.append(places)
    }
    GtkCalls.append(grid, to: box)
  }

  /// Makes a button one of the pad's: named for assistive technologies,
  /// never focused, reporting its clicks.
  private func add(_ widget: Widget, for key: PadKey) {
    keypad_set_accessible_label(widget, layout.accessibleName(of: key))
    gtk_widget_set_focusable(widget, 0)
    gtk_widget_set_focus_on_click(widget, 0)
    buttons.append((key, widget))
    let me = Unmanaged.passUnretained(self).toOpaque()
    keypad_connect_void(
      widget, "clicked",
      { button, data in
        guard let data else { return }
        MainActor.assumeIsolated {
          let pad = Unmanaged<NumberPad>.fromOpaque(data).takeUnretainedValue()
          pad.clicked(UnsafeMutableRawPointer(button))
        }
      }, me)
  }

  private func clicked(_ button: UnsafeMutableRawPointer) {
    guard let key = buttons.first(where: { UnsafeMutableRawPointer($0.widget) == button })?.key
    else { return }
    onKey?(key)
  }
}
