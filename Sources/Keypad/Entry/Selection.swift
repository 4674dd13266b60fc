/// A field's selection, kept as typed characters counted from the end of
/// the typed text.
///
/// Counting from the end is what keeps the caret still: an insertion or a
/// deletion before the caret, a reformatting or a locale switch leaves the
/// typed characters after it, and so these counts, as they were. A caret at
/// the end, the state of every new field, is zero, and typing at the end
/// never has to move it.
///
/// The anchor is the end that stays when a selection is extended; the head
/// is the end that moves.
struct Selection: Sendable, Hashable {
  /// Typed characters after the anchor.
  var anchorFromEnd: UInt8
  /// Typed characters after the head.
  var headFromEnd: UInt8

  /// The caret at the end of the typed text.
  static let end = Selection(anchorFromEnd: 0, headFromEnd: 0)

  /// A caret with `count` typed characters after it.
  static func caret(fromEnd count: Int) -> Selection {
    let clamped = UInt8(clamping: count)
    return Selection(anchorFromEnd: clamped, headFromEnd: clamped)
  }

  /// Whether the selection is the caret at the end.
  var isCaretAtEnd: Bool { anchorFromEnd == 0 && headFromEnd == 0 }

  /// Whether the selection is a caret.
  var isCaret: Bool { anchorFromEnd == headFromEnd }

  /// The selected typed characters, by index into a typed text of `count`
  /// characters.
  func typedRange(count: Int) -> Range<Int> {
    let lower = count - min(Int(max(anchorFromEnd, headFromEnd)), count)
    let upper = count - min(Int(min(anchorFromEnd, headFromEnd)), count)
    return lower..<upper
  }

  /// The same selection in a typed text of `count` characters, each end
  /// moved to the start when it lies before it.
  func clamped(count: Int) -> Selection {
    let limit = UInt8(clamping: count)
    return Selection(
      anchorFromEnd: min(anchorFromEnd, limit), headFromEnd: min(headFromEnd, limit))
  }
}

/// A field's typed characters and selection at one moment: what undo and
/// redo restore.
struct EditSnapshot: Sendable, Hashable {
  /// What was typed.
  var typed: TypedText
  /// Where the selection was.
  var selection: Selection
}
