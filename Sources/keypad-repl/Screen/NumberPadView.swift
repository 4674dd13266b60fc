import Keypad

/// Draws the number pad: digits in the locale's numbering system, the
/// decimal key with the locale's separator, and the return key's label.
///
/// ```text
/// ┌──────┬──────┬──────┬──────┐
/// │  1   │  2   │  3   │  ⌫   │
/// ├──────┼──────┼──────┼──────┤
/// │  4   │  5   │  6   │  ±   │
/// ├──────┼──────┼──────┼──────┤
/// │  7   │  8   │  9   │  C   │
/// ├──────┼──────┼──────┼──────┤
/// │  ,   │  0   │  00  │ Next │
/// └──────┴──────┴──────┴──────┘
/// ```
enum NumberPadView {
  /// Columns the pad takes.
  static let width = 29
  /// Rows the pad takes.
  static let height = 9
  /// Columns inside one key.
  private static let keyWidth = 6

  /// The keys, row by row.
  static let keys: [[PadKey]] = [
    [.key(.digit(1)), .key(.digit(2)), .key(.digit(3)), .key(.backspace)],
    [.key(.digit(4)), .key(.digit(5)), .key(.digit(6)), .key(.sign)],
    [.key(.digit(7)), .key(.digit(8)), .key(.digit(9)), .key(.clear)],
    [.key(.decimal), .key(.digit(0)), .key(.doubleZero), .returnKey],
  ]

  /// Draws the pad with its top-left corner at `row`, `column`; with
  /// `marksUnusable` (no colour to dim them), keys the field refuses show
  /// `·` around their label.
  static func draw(
    on canvas: inout Canvas, row: Int, column: Int, form: NumberForm, lastPress: PadPress?,
    marksUnusable: Bool = false
  ) {
    for line in 0..<height {
      canvas.put(border(line), row: row + line, column: column, style: .frame)
    }
    for (index, keyRow) in keys.enumerated() {
      for (position, key) in keyRow.enumerated() {
        var label = self.label(of: key, form: form)
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

  /// The label a key shows in the form's locale.
  static func label(of key: PadKey, form: NumberForm) -> String {
    let symbols = form.symbols
    let digits = symbols.digits.map(DisplayText.withoutBidiMarks)
    switch key {
    case .key(.digit(let value)):
      return digits.indices.contains(Int(value)) ? digits[Int(value)] : "?"
    case .key(.doubleZero): return String(repeating: digits.first ?? "0", count: 2)
    case .key(.decimal): return DisplayText.withoutBidiMarks(symbols.decimalSeparator)
    case .key(.backspace): return "⌫"
    case .key(.clear): return "C"
    case .key(.sign): return "±"
    case .returnKey: return form.returnKey == .done ? "Done" : "Next"
    }
  }

  /// Whether the key can act now: the return key always, a pad key when
  /// the form says it can (``NumberForm/canPress(_:)``); the others are
  /// dimmed.
  static func isUsable(_ key: PadKey, form: NumberForm) -> Bool {
    switch key {
    case .returnKey: true
    case .key(let key): form.canPress(key)
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
