/// Where the entry puts GTK's caret and selection once the engine has read
/// them, counted in characters of the text the entry shows.
///
/// GTK moves the caret one character at a time; the engine reads a caret
/// inside formatting as the caret stop before it. Moving left that is
/// where the caret goes anyway, but moving right it would come back to
/// where it started (`1|,234`, Right, `1,|234` read as `1|,234`). A caret
/// moved right into formatting therefore goes on to the next stop.
///
/// ```swift
/// // "1,234": stops 0, 1, 3, 4, 5
/// CaretPlacement.head(2, movedFrom: 1, stops: [0, 1, 3, 4, 5])  // 3
/// CaretPlacement.head(2, movedFrom: 3, stops: [0, 1, 3, 4, 5])  // 2: the engine reads 1
/// ```
enum CaretPlacement {
  /// The caret end of a selection GTK moved from `previous` to `head`.
  ///
  /// - Parameters:
  ///   - head: Where GTK put the caret.
  ///   - previous: Where it was before.
  ///   - stops: The offsets where the engine lets a caret rest, ascending.
  /// - Returns: The next stop after `head` when it moved right into
  ///   formatting; otherwise `head` itself.
  static func head(_ head: Int, movedFrom previous: Int, stops: [Int]) -> Int {
    guard head > previous, !stops.contains(head),
      let next = stops.first(where: { $0 > head })
    else { return head }
    return next
  }

  /// Whether the entry keeps showing GTK's selection rather than the
  /// engine's: a selection of the whole text that the engine, holding no
  /// selection (cents entry keeps the caret at the end), reads as a caret.
  ///
  /// The engine takes a replacement of its whole display as a clear, so
  /// Delete, Backspace, a digit or a paste over it then replace it all.
  ///
  /// ```swift
  /// CaretPlacement.keepsWholeSelection(0..<4, length: 4, engine: 4..<4)  // true
  /// CaretPlacement.keepsWholeSelection(2..<4, length: 4, engine: 4..<4)  // false
  /// ```
  static func keepsWholeSelection(_ shown: Range<Int>, length: Int, engine: Range<Int>) -> Bool {
    length > 0 && shown == 0..<length && engine.isEmpty
  }
}
