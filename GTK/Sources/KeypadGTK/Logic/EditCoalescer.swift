/// One edit to give the engine: a character range of the shown text
/// replaced by a text (empty for a deletion).
///
/// ```swift
/// PendingEdit(range: 1..<3, text: "7")  // "7" over characters 1 and 2
/// ```
struct PendingEdit: Sendable, Hashable {
  /// The replaced range, in characters of the text the entry shows.
  var range: Range<Int>
  /// The new text; empty for a deletion.
  var text: String
}

/// Merges GTK's `delete-text` and `insert-text` signals into the engine's
/// edits.
///
/// GTK replaces a selection with two signals: a deletion of the selection,
/// then an insertion at the caret. The engine must see that as one
/// `replace(utf16Range:with:)`, one step of undo. Since the binding stops
/// the deletion, the caret is still where the selection left it: at the
/// selection's start or at its end, whichever way it was made (Ctrl-A,
/// Shift with Home, End or an arrow, a double-click, the mouse). A
/// deletion is therefore held until the next signal or until the main
/// loop is idle: an insertion at either end of it completes it into one
/// replacement; anything else, or idle, applies the deletion alone.
///
/// An insertion elsewhere counts its position in the text before the held
/// deletion, as GTK still shows it: past the deletion, the position moves
/// back by the deleted length.
///
/// ```swift
/// var coalescer = EditCoalescer()
/// coalescer.deleteRequested(2..<5)       // []: held
/// coalescer.insertRequested("7", at: 2)  // [PendingEdit(range: 2..<5, text: "7")]
/// coalescer.deleteRequested(0..<5)       // []: Ctrl-A, the caret at 5
/// coalescer.insertRequested("9", at: 5)  // [PendingEdit(range: 0..<5, text: "9")]
/// coalescer.deleteRequested(4..<5)       // []
/// coalescer.idle()                       // [PendingEdit(range: 4..<5, text: "")]
/// ```
struct EditCoalescer: Sendable, Hashable {
  /// What is held back.
  private enum State: Sendable, Hashable {
    case empty
    case deletion(Range<Int>)
  }

  private var state = State.empty

  /// Creates a coalescer with nothing held.
  init() {}

  /// Whether a deletion waits for an insertion or for idle.
  ///
  /// ```swift
  /// var coalescer = EditCoalescer()
  /// coalescer.deleteRequested(0..<1)
  /// coalescer.hasPendingDeletion  // true
  /// ```
  var hasPendingDeletion: Bool { state != .empty }

  /// GTK asked to delete a character range.
  ///
  /// - Returns: A held deletion that this one follows, to apply first; the
  ///   new one is held.
  mutating func deleteRequested(_ range: Range<Int>) -> [PendingEdit] {
    let flushed = idle()
    state = .deletion(range)
    return flushed
  }

  /// GTK asked to insert a text at a character position.
  ///
  /// - Returns: One replacement when the insertion is at either end of the
  ///   held deletion; otherwise the held deletion (if any) and the
  ///   insertion, its position counted without the deleted characters.
  mutating func insertRequested(_ text: String, at position: Int) -> [PendingEdit] {
    switch state {
    case .deletion(let range) where position == range.lowerBound || position == range.upperBound:
      state = .empty
      return [PendingEdit(range: range, text: text)]
    case .deletion(let range):
      state = .empty
      let shifted = position > range.upperBound ? position - range.count : position
      return [
        PendingEdit(range: range, text: ""), PendingEdit(range: shifted..<shifted, text: text),
      ]
    case .empty:
      return [PendingEdit(range: position..<position, text: text)]
    }
  }

  /// The main loop is idle: no insertion follows the held deletion.
  ///
  /// - Returns: The held deletion, or nothing.
  mutating func idle() -> [PendingEdit] {
    switch state {
    case .empty:
      return []
    case .deletion(let range):
      state = .empty
      return [PendingEdit(range: range, text: "")]
    }
  }
}
