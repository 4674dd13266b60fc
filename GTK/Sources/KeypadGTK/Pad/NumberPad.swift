import CGtk
import Keypad

/// What the accessory bar above the pad asks for.
enum AccessoryAction: Sendable, Hashable {
  /// ∧: the previous field.
  case previous
  /// ∨: the next field.
  case next
  /// The return key: Next or Done, as the form's return key says.
  case returnKey
}

/// The in-window number pad: an accessory bar (∧ ∨ and the return key)
/// over a grid of keys (digits in the locale's own, the decimal key
/// labelled with the locale's separator, 00, ±, ⌫, C), in a revealer that
/// slides up from the window's bottom.
///
/// Its buttons never take the focus, so the active entry keeps it.
@MainActor
final class NumberPad {
  /// The keys in their rows.
  static let layout: [[Key]] = [
    [.digit(1), .digit(2), .digit(3), .backspace],
    [.digit(4), .digit(5), .digit(6), .clear],
    [.digit(7), .digit(8), .digit(9), .sign],
    [.doubleZero, .digit(0), .decimal],
  ]

  let revealer: Widget
  let box: Widget
  let returnButton: Widget
  var buttons: [(key: Key, widget: Widget)] = []
  var barButtons: [(action: AccessoryAction, widget: Widget)] = []
  /// The grid of keys; `nil` without keys (the system keyboard).
  var keyGrid: Widget?
  var tracePending = false
  var onKey: ((Key) -> Void)?
  var onAction: ((AccessoryAction) -> Void)?
  let symbols: NumberSymbols

  init(symbols: NumberSymbols, withKeys: Bool) {
    self.symbols = symbols
    revealer = gtk_revealer_new()
    box = GtkCalls.box(vertical: true, spacing: 0)
    returnButton = gtk_button_new_with_label(NumberPad.title(of: .next))
    gtk_widget_add_css_class(box, "number-pad")
    gtk_revealer_set_transition_type(
      keypad_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
    gtk_revealer_set_transition_duration(keypad_revealer(revealer), 120)
    gtk_widget_set_valign(revealer, GTK_ALIGN_END)
    gtk_revealer_set_child(keypad_revealer(revealer), box)
    buildBar()
    if withKeys { buildKeys() }
  }

  /// The label of a key: the locale's digit, its decimal separator.
  func label(of key: Key) -> String {
    switch key {
    case .digit(let value):
      Int(value) < symbols.digits.count ? symbols.digits[Int(value)] : String(value)
    case .doubleZero:
      String(repeating: symbols.digits.first ?? "0", count: 2)
    case .decimal: DisplayText.withoutBidiMarks(symbols.decimalSeparator)
    case .backspace: "⌫"
    case .clear: "C"
    case .sign: "±"
    }
  }

  /// The text a key inserts into the entry, or `nil` for a key that is no
  /// text (⌫, C, ±).
  func text(of key: Key) -> String? {
    switch key {
    case .digit, .doubleZero, .decimal: label(of: key)
    case .backspace, .clear, .sign: nil
    }
  }

  static func title(of key: ReturnKey?) -> String {
    key == .done ? "Done" : "Next"
  }

  func setReturnKey(_ key: ReturnKey?) {
    gtk_button_set_label(keypad_button(returnButton), NumberPad.title(of: key))
  }

  /// Makes insensitive the keys the active field refuses.
  func updateSensitivity(_ canPress: (Key) -> Bool) {
    for button in buttons {
      gtk_widget_set_sensitive(button.widget, canPress(button.key) ? 1 : 0)
    }
  }

  /// Makes insensitive a chevron that leads nowhere: ∧ on the first field
  /// of the chain, ∨ on the last (Done stays the return key's job).
  func updateChevrons(previous: Bool, next: Bool) {
    for button in barButtons {
      switch button.action {
      case .previous: gtk_widget_set_sensitive(button.widget, previous ? 1 : 0)
      case .next: gtk_widget_set_sensitive(button.widget, next ? 1 : 0)
      case .returnKey: break
      }
    }
  }

  private func buildBar() {
    let bar = GtkCalls.box(vertical: false, spacing: 4)
    gtk_widget_add_css_class(bar, "accessory-bar")
    let previous = gtk_button_new_with_label("∧")
    let next = gtk_button_new_with_label("∨")
    let spacer = GtkCalls.box(vertical: false, spacing: 0)
    gtk_widget_set_hexpand(spacer, 1)
    for (action, widget) in [
      (AccessoryAction.previous, previous), (.next, next), (.returnKey, returnButton),
    ] {
      guard let widget else { continue }
      barButtons.append((action, widget))
      unfocusable(widget)
      connectClick(widget)
    }
    previous.map { keypad_set_accessible_label($0, "Previous field") }
    next.map { keypad_set_accessible_label($0, "Next field") }
    gtk_widget_add_css_class(returnButton, "suggested-action")
    for widget in [previous, next, spacer, returnButton] {
      if let widget { GtkCalls.append(widget, to: bar) }
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

  private func buildKeys() {
    let grid = gtk_grid_new() ?? GtkCalls.fallbackWidget()
    keyGrid = grid
    gtk_widget_add_css_class(grid, "pad-keys")
    gtk_grid_set_row_homogeneous(keypad_grid(grid), 1)
    gtk_grid_set_column_homogeneous(keypad_grid(grid), 1)
    gtk_grid_set_row_spacing(keypad_grid(grid), 6)
    gtk_grid_set_column_spacing(keypad_grid(grid), 6)
    for (row, keys) in NumberPad.layout.enumerated() {
      for (column, key) in keys.enumerated() {
        guard let button = gtk_button_new_with_label(label(of: key)) else { continue }
        gtk_widget_add_css_class(button, "pad-key")
        unfocusable(button)
        buttons.append((key, button))
        connectClick(button)
        gtk_grid_attach(keypad_grid(grid), button, Int32(column), Int32(row), 1, 1)
      }
    }
    GtkCalls.append(grid, to: box)
  }

  private func unfocusable(_ widget: Widget) {
    gtk_widget_set_focusable(widget, 0)
    gtk_widget_set_focus_on_click(widget, 0)
  }

  private func connectClick(_ widget: Widget) {
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
    if let key = buttons.first(where: { UnsafeMutableRawPointer($0.widget) == button })?.key {
      onKey?(key)
    } else if let action = barButtons.first(where: {
      UnsafeMutableRawPointer($0.widget) == button
    })?.action {
      onAction?(action)
    }
  }
}
