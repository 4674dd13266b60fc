import Keypad

/// A grid of character cells to draw the screen on, then turn into lines.
///
/// Drawing clips at the edges, so a drawing never fails whatever the size;
/// wide characters take two cells, zero-width ones join the cell before.
/// Every text put on the canvas is shown with its control characters
/// escaped (`DisplayText.escapingControls(_:)`), so the lines hold no
/// byte that a terminal would run: only the program's own SGR sequences.
///
/// ```swift
/// var canvas = Canvas(width: 10, height: 1)
/// canvas.put("1.234,5", row: 0, column: 2)  // 9: the column after it
/// canvas.lines(colour: false)  // ["  1.234,5 "]
/// ```
struct Canvas: Sendable {
  /// One cell: its text (empty for the right half of a wide character).
  private struct Cell: Sendable, Hashable {
    var text: String = " "
    var style: Style = .plain
  }

  /// Columns.
  let width: Int
  /// Rows.
  let height: Int
  private var cells: [Cell]

  /// A blank canvas; negative sizes count as 0.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// Writes text from a cell onwards, clipped at the right edge; control
  /// characters are written visibly, as `\u{1B}`.
  ///
  /// - Returns: The column after the text.
  @discardableResult
  mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain) -> Int {
    let text = DisplayText.escapingControls(text)
    guard row >= 0, row < height else { return column + TextWidth.of(text) }
    var column = column
    for character in text {
      let columns = TextWidth.of(character)
      if columns == 0 {
        if column > 0, column - 1 < width, column - 1 >= 0 {
          cells[row * width + column - 1].text.append(character)
        }
        continue
      }
      if column >= 0, column + columns <= width {
        cells[row * width + column] = Cell(text: String(character), style: style)
        // A character wider than a cell (a CJK one, a Devanagari conjunct
        // with its vowel sign) leaves the cells it covers empty.
        for covered in 1..<max(1, columns) {
          cells[row * width + column + covered] = Cell(text: "", style: style)
        }
      }
      column += columns
    }
    return column
  }

  /// Paints the style over a span of cells without changing their text.
  mutating func paint(_ style: Style, row: Int, columns: Range<Int>) {
    guard row >= 0, row < height else { return }
    for column in columns where column >= 0 && column < width {
      cells[row * width + column].style = style
    }
  }

  /// The rows as strings; with colour, SGR sequences switch styles and the
  /// line ends in the default style.
  func lines(colour: Bool) -> [String] {
    (0..<height).map { row in
      var line = ""
      var current = Style.plain
      for column in 0..<width {
        let cell = cells[row * width + column]
        if colour, cell.style != current {
          line += "\u{1B}[\(cell.style.sgr)m"
          current = cell.style
        }
        line += cell.text
      }
      if colour, current != .plain { line += "\u{1B}[0m" }
      return line
    }
  }
}
