/// What of a caret text a box narrower than it shows.
struct CaretWindow: Sendable, Equatable {
  /// The text to draw, with `…` where it was cut.
  let text: String
  /// The columns of ``text`` to paint in reverse video (the last may be
  /// the blank cell after it), or `nil`.
  let highlight: Range<Int>?
}

extension CaretText {
  /// The part of ``text`` to draw in `columns` columns, keeping the caret
  /// and the selection in view, as a text field scrolls.
  ///
  /// Text that fits is drawn whole. Otherwise the end of the number shows
  /// (`…` in front) while the caret is in it; a caret further left shows
  /// the start (`…` behind), or a part with `…` on both sides that ends
  /// at the caret. A selection wider than the box shows from its start.
  /// The blank cell after the text, where a caret at the end is drawn,
  /// stays outside `columns`, as the boxes draw it.
  ///
  /// ```swift
  /// let caret = CaretText(display: "123456789", selection: 1..<1, marker: true)
  /// caret.window(columns: 6).text  // "1|234…"
  /// ```
  func window(columns: Int) -> CaretWindow {
    let total = TextWidth.of(text)
    guard total > columns, columns > 2 else {
      guard total > columns else { return CaretWindow(text: text, highlight: highlight) }
      return CaretWindow(text: TextWidth.clipLeft(text, to: columns), highlight: nil)
    }
    let tailStart = total - (columns - 1)
    if focus.lowerBound >= tailStart {
      return cut(from: tailStart, to: total, leading: true, trailing: false)
    }
    if focus.upperBound <= columns - 1 {
      return cut(from: 0, to: columns - 1, leading: false, trailing: true)
    }
    let room = columns - 2
    let start = max(0, min(focus.lowerBound, focus.upperBound - room))
    return cut(from: start, to: start + room, leading: true, trailing: true)
  }

  /// The characters of ``text`` wholly within the columns `from..<to`,
  /// with `…` on the cut sides, and the highlight moved to match.
  private func cut(from: Int, to: Int, leading: Bool, trailing: Bool) -> CaretWindow {
    var part = ""
    var column = 0
    var firstColumn: Int?
    var included = false
    for character in text {
      let width = TextWidth.of(character)
      if width == 0 {
        // A character of no width goes with the one before it.
        if included { part.append(character) }
        continue
      }
      included = column >= from && column + width <= to
      if included {
        if firstColumn == nil { firstColumn = column }
        part.append(character)
      }
      column += width
    }
    let shift = (leading ? 1 : 0) - (firstColumn ?? from)
    let shown = (leading ? "…" : "") + part + (trailing ? "…" : "")
    let width = TextWidth.of(shown)
    let moved = highlight.flatMap { range -> Range<Int>? in
      let lower = max(range.lowerBound + shift, leading ? 1 : 0)
      let upper = min(range.upperBound + shift, trailing ? width - 1 : width + 1)
      return upper > lower ? lower..<upper : nil
    }
    return CaretWindow(text: shown, highlight: moved)
  }
}
