import Keypad
import KeypadFrontEnd

/// Draws the number pad of every front end (``PadLayout``) for the active
/// field: digits in the locale's numbering system, the decimal key with the
/// locale's separator, the day-period key where ± stands for a time on a
/// 12-hour clock, and the return key's title.
///
/// ```text
/// ┌──────┬──────┬──────┬──────┐
/// │   1  │   2  │   3  │   ±  │
/// ├──────┼──────┼──────┼──────┤
/// │   4  │   5  │   6  │   C  │
/// ├──────┼──────┼──────┼──────┤
/// │   7  │   8  │   9  │   ⌫  │
/// ├──────┼──────┼──────┼──────┤
/// │   ,  │   0  │  00  │ Next │
/// └──────┴──────┴──────┴──────┘
/// ```
enum NumberPadView {
  /// Columns the pad takes.
  static let width = 29
  /// Rows the pad takes.
  static let height = 9
  /// Columns inside one key.
  private static let keyWidth = 6

  /// Draws the pad with its top-left corner at `row`, `column`; with
  /// `marksUnusable` (no colour to dim them), keys the field refuses show
  /// `·` around their label.
  static func draw(
    on canvas: inout Canvas, row: Int, column: Int, form: KeypadForm, lastPress: PadPress?,
    marksUnusable: Bool = false
  ) {
    for line in 0..<height {
      canvas.put(border(line), row: row + line, column: column, style: .frame)
    }
    let layout = PadLayout(form: form)
    for (index, keyRow) in layout.rows.enumerated() {
      for (position, key) in keyRow.enumerated() {
        var label = fitted(layout.label(of: key, returnKey: form.returnKey), layout: layout)
        if marksUnusable, !isUsable(key, form: form) { label = "·" + label + "·" }
        let left = column + 1 + position * (keyWidth + 1)
        let offset = max(0, (keyWidth - TextWidth.of(label) + 1) / 2)
        var style: Style = isUsable(key, form: form) ? .strong : .dim
        if let lastPress, lastPress.key == key { style = lastPress.accepted ? .active : .error }
        let keyRowIndex = row + 1 + index * 2
        canvas.put(String(repeating: " ", count: keyWidth), row: keyRowIndex, column: left)
        canvas.put(label, row: keyRowIndex, column: left + offset, style: style)
        if style == .active || style == .error {
          canvas.paint(style, row: keyRowIndex, columns: left..<(left + keyWidth))
        }
      }
    }
  }

  /// A label that fits a key: day periods' markers too wide for it
  /// (`முற்பகல்/பிற்பகல்`) by their first characters (`மு/பி`), any other
  /// label cut with `…` (the return key's `Suivant` in fr_FR is `Suiva…`).
  static func fitted(_ label: String, layout: PadLayout, width: Int = keyWidth) -> String {
    guard TextWidth.of(label) > width else { return label }
    guard label == layout.label(of: .key(.dayPeriod)) else {
      return TextWidth.clip(label, to: width)
    }
    let initials = layout.dayPeriods.map { $0.first.map(String.init) ?? "" }
    return TextWidth.clip(initials.joined(separator: "/"), to: width)
  }

  /// Whether the key can act now: the return key and the chevrons always,
  /// a pad key when the active field says it can
  /// (``KeypadField/canPress(_:)``); the
  /// others are dimmed.
  static func isUsable(_ key: PadKey, form: KeypadForm) -> Bool {
    switch key {
    case .returnKey, .previousField, .nextField: true
    case .key(let key): form.activeField?.canPress(key) ?? false
    }
  }

  /// One line of the frame.
  private static func border(_ line: Int) -> String {
    let bar = String(repeating: "─", count: keyWidth)
    let gap = String(repeating: " ", count: keyWidth)
    switch line {
    case 0: return "┌" + Array(repeating: bar, count: 4).joined(separator: "┬") + "┐"
    case height - 1: return "└" + Array(repeating: bar, count: 4).joined(separator: "┴") + "┘"
    case let even where even % 2 == 0:
      return "├" + Array(repeating: bar, count: 4).joined(separator: "┼") + "┤"
    default: return "│" + Array(repeating: gap, count: 4).joined(separator: "│") + "│"
    }
  }
}
