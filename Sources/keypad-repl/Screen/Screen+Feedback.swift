import KeypadFrontEnd

extension Screen {
  /// Draws the feedback under the active field's rules, with its code.
  ///
  /// A message that fits is one row, `lastRow`, below the rules line. A
  /// longer one is wrapped at spaces onto up to `rows` rows ending at
  /// `lastRow`, over the rules line and the blank row above it (the rules
  /// come back with the next key); what does not fit ends in `…`.
  static func drawFeedback(
    _ feedback: Feedback, on canvas: inout Canvas, lastRow: Int, rows: Int, width: Int
  ) {
    var text = feedback.text
    if let code = feedback.code { text += " (\(code))" }
    let columns = max(1, width - 1)
    let lines = wrap(text, to: columns, rows: rows)
    let style: Style = feedback.isError ? .error : .success
    let first = lastRow + 1 - lines.count
    for (index, line) in lines.enumerated() {
      let padded = line + String(repeating: " ", count: max(0, columns - TextWidth.of(line)))
      canvas.put(padded, row: first + index, column: 1, style: style)
    }
  }

  /// `text` in at most `rows` rows of `columns` columns, broken at spaces
  /// (a word longer than a row is cut); the last row ends in `…` when text
  /// is left over.
  static func wrap(_ text: String, to columns: Int, rows: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    while !words.isEmpty, lines.count < rows {
      let word = words.removeFirst()
      let candidate = current.isEmpty ? word : current + " " + word
      if TextWidth.of(candidate) <= columns {
        current = candidate
        continue
      }
      if current.isEmpty {
        lines.append(TextWidth.clip(word, to: columns))
      } else {
        lines.append(current)
        words.insert(word, at: 0)
      }
      current = ""
    }
    if lines.count < rows, !current.isEmpty {
      lines.append(current)
      current = ""
    }
    if !words.isEmpty || !current.isEmpty, let last = lines.popLast() {
      lines.append(TextWidth.clip(last + " …", to: columns))
    }
    return lines
  }
}
