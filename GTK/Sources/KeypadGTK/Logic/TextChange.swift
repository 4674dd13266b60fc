/// The smallest change from an entry's text to the next: the characters
/// both share at the start and at the end stay, the middle is replaced.
///
/// The binding changes the entry's text by this change rather than by
/// replacing the whole text, so an assistive technology hears of the
/// characters that changed only: Backspace after `1,234.5` deletes the `5`,
/// not the whole old text. Offsets count characters (Unicode scalars), as
/// GTK's do.
///
/// ```swift
/// let change = TextChange(from: "1,234.5", to: "1,234.")
/// change.removed   // 6..<7
/// change.inserted  // ""
/// TextChange(from: "123", to: "1,234").removed   // 1..<3
/// TextChange(from: "123", to: "1,234").inserted  // ",234"
/// ```
struct TextChange: Sendable, Hashable {
  /// The old text's characters that go, in Unicode scalars.
  var removed: Range<Int>
  /// What comes in their place, at `removed.lowerBound`.
  var inserted: String

  /// The change that turns `old` into `new`; empty when they are equal.
  ///
  /// Complexity: O(*n*), *n* the longer text's length.
  init(from old: String, to new: String) {
    let before = Array(old.unicodeScalars)
    let after = Array(new.unicodeScalars)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    removed = prefix..<(before.count - suffix)
    var text = String.UnicodeScalarView()
    text.append(contentsOf: after[prefix..<(after.count - suffix)])
    inserted = String(text)
  }

  /// Whether the change leaves the text as it was.
  var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }
}
