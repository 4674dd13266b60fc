extension KeypadField {
  /// Takes the whole new text of the widget, as autofill, dictation, an
  /// input method's commit, an assistive technology or a platform undo
  /// manager sets it, and applies the change as one range replacement.
  ///
  /// The smallest UTF-16 range of ``display(editing:)`` that changed is found by
  /// the common prefix and suffix of the two texts; when the text repeats a
  /// character (`11` to `111`), the widget's `caret` (where it stands in
  /// `text`, after the change) decides which: what went in ends at the
  /// caret, so the common prefix ends before it and the suffix after it. The change then goes through
  /// ``replace(utf16Range:with:)`` and its rules. Accepted, the field shows
  /// its own display for it (group separators and digits of its locale):
  /// the widget takes back ``display(editing:)`` and ``selection``. Refused, the field
  /// is unchanged and the widget restores the old text. A text equal to the
  /// display changes nothing; with a caret it sets the selection there.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.setText("19,234", caret: 2)  // .accepted: the 9 went in after the 1
  /// field.display(editing: true)                      // "19,234"
  /// field.setText("19234", caret: 2)  // .accepted: deleting the comma is Backspace after it
  /// field.display(editing: true)                      // "1,234"
  /// field.setText("1,2x34")            // .rejected(.invalidCharacter); still "1,234"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The widget's whole text after the change.
  ///   - caret: Where the widget's caret stands in `text`, in UTF-16
  ///     offsets; `nil` when unknown.
  /// - Returns: `.accepted`, `.rejected(.invalidRange)` for a caret outside
  ///   `text`, or the rejection of ``replace(utf16Range:with:)``.
  /// - Complexity: O(n) in the lengths of the two texts.
  @discardableResult
  public mutating func setText(_ text: String, caret: Int? = nil) -> KeyOutcome {
    let new = Array(text.utf16)
    if let caret, caret < 0 || caret > new.count { return .rejected(.invalidRange) }
    let old = Array(display.utf16)
    guard old != new else {
      guard let caret else { return .accepted }
      return select(utf16Range: caret..<caret)
    }
    let change = Self.changedRange(from: old, to: new, caret: caret)
    let inserted = String(decoding: Array(new[change.inserted]), as: UTF16.self)
    return replace(utf16Range: change.replaced, with: inserted)
  }

  /// The smallest range of `old` that changed, and what took its place in
  /// `new`, never splitting a surrogate pair; a text that grew by n units
  /// keeps a prefix of at most `caret - n` units, and the suffix starts at
  /// or after `caret`.
  static func changedRange(
    from old: [UInt16], to new: [UInt16], caret: Int?
  ) -> (replaced: Range<Int>, inserted: Range<Int>) {
    let shorter = Swift.min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    // The caret ends what went in: text that grew by n units kept at most
    // `caret - n` units before it.
    if let caret {
      prefix = Swift.max(0, Swift.min(prefix, caret - Swift.max(0, new.count - old.count)))
    }
    if prefix > 0, UTF16.isLeadSurrogate(new[prefix - 1]) { prefix -= 1 }
    var suffix = 0
    let suffixLimit = Swift.min(
      shorter - prefix, caret.map { new.count - Swift.max($0, prefix) } ?? .max)
    while suffix < suffixLimit, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    if suffix > 0, UTF16.isTrailSurrogate(new[new.count - suffix]) { suffix -= 1 }
    return (prefix..<(old.count - suffix), prefix..<(new.count - suffix))
  }
}
