import Keypad

/// The active field's text with its caret or selection, for the screen.
///
/// With colour the caret is the reverse-video cell after it (a blank cell
/// at the end) and a selection its reverse-video characters; without colour
/// a `|` marks the caret and each end of a selection.
///
/// ```swift
/// CaretText(display: "1,234", selection: 1..<1, marker: true).text  // "1|,234"
/// CaretText(display: "1,234", selection: 1..<1, marker: false).highlight  // 1..<2
/// ```
struct CaretText: Sendable, Equatable {
  /// The text to draw, bidi controls removed.
  let text: String
  /// The columns of ``text`` to draw in reverse video (the last may be the
  /// blank cell after the text); `nil` with a marker.
  let highlight: Range<Int>?
  /// The columns of ``text`` that must stay in view when the box is
  /// narrower than the text: the caret's cell or marker, or the selection
  /// with its markers.
  let focus: Range<Int>

  /// Splits `display` at the UTF-16 `selection`.
  init(display: String, selection: Range<Int>, marker: Bool) {
    let utf16 = display.utf16
    let count = utf16.count
    let lower = min(max(selection.lowerBound, 0), count)
    let upper = min(max(selection.upperBound, lower), count)
    let start = utf16.index(utf16.startIndex, offsetBy: lower)
    let end = utf16.index(utf16.startIndex, offsetBy: upper)
    let before = DisplayText.withoutBidiMarks(String(display[..<start]))
    let selected = DisplayText.withoutBidiMarks(String(display[start..<end]))
    let after = DisplayText.withoutBidiMarks(String(display[end...]))
    let first = TextWidth.of(before)
    if marker {
      text = before + "|" + selected + (selected.isEmpty ? "" : "|") + after
      highlight = nil
      focus = first..<(first + 1 + (selected.isEmpty ? 0 : TextWidth.of(selected) + 1))
    } else {
      text = before + selected + after
      let width =
        selected.isEmpty ? max(1, TextWidth.of(String(after.prefix(1)))) : TextWidth.of(selected)
      highlight = first..<(first + width)
      focus = first..<(first + width)
    }
  }
}
