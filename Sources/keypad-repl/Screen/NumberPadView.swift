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
    [.digit(1), .digit(2), .digit(3), .backspace],
    [.digit(4), .digit(5), .digit(6), .sign],
    [.digit(7), .digit(8), .digit(9), .clear],
    [.decimal, .digit(0), .doubleZero, .returnKey],
  ]

  /// Draws the pad with its top-left corner at `row`, `column`.
  static func draw(
    on canvas: inout Canvas, row: Int, column: Int, form: NumberForm, lastPress: PadPress?
  ) {
    for line in 0..<height {
      canvas.put(border(line), row: row + line, column: column, style: .frame)
    }
    for (index, keyRow) in keys.enumerated() {
      for (position, key) in keyRow.enumerated() {
        let label = self.label(of: key, form: form)
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
    let digits = symbols.digits.map(TextWidth.withoutBidiControls)
    switch key {
    case .digit(let value): return digits.indices.contains(Int(value)) ? digits[Int(value)] : "?"
    case .doubleZero: return String(repeating: digits.first ?? "0", count: 2)
    case .decimal: return TextWidth.withoutBidiControls(symbols.decimalSeparator)
    case .backspace: return "⌫"
    case .clear: return "C"
    case .sign: return "±"
    case .returnKey: return form.returnKey == .done ? "Done" : "Next"
    }
  }

  /// Whether the key can do anything in the active field.
  static func isUsable(_ key: PadKey, form: NumberForm) -> Bool {
    guard let field = form.activeField else { return key == .returnKey }
    switch key {
    case .decimal: return field.rules.entryMode == .decimal && field.rules.maxFractionDigits > 0
    case .sign: return field.rules.allowNegative
    case .digit, .doubleZero, .backspace, .clear, .returnKey: return true
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
