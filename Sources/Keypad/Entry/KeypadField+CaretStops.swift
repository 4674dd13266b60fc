extension KeypadField {
  /// The UTF-16 offsets into ``display(editing:)`` where a caret can rest, ascending
  /// and each once: the very start, and right after each typed character.
  ///
  /// Every other offset lies inside formatting (a grouping separator, a
  /// card's space, a pattern's literal, a bidi mark, an affix), which
  /// ``select(utf16Range:)`` reads as the stop before it. A front end that
  /// moves the caret one character at a time asks this to go on past
  /// formatting in the direction of travel: Right from `1|,234` lands
  /// inside the formatting at 2, and goes on to the next stop, 3. In cents
  /// mode the one stop is the end.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }  // "1,234"
  /// field.caretStops  // [0, 1, 3, 4, 5]
  /// ```
  ///
  /// Complexity: O(n) in the typed characters.
  public var caretStops: [Int] {
    guard rules.entryMode == .decimal else { return [selection.upperBound] }
    var stops: [Int] = []
    for offset in caretOffsets where offset != stops.last {
      stops.append(offset)
    }
    return stops
  }
}
