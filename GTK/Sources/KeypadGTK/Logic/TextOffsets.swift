/// Converts between GTK's text offsets, counted in characters (Unicode
/// scalars), and the engine's, counted in UTF-16 code units.
///
/// A `GtkEditable` reports positions in characters: a bidi mark (U+061C),
/// a narrow no-break space (U+202F) and a character outside the BMP
/// (U+1D7D9) are one each. `KeypadField` counts UTF-16 code units, where
/// the last one is two. The conversion is exact in both directions; an
/// offset past the end is `nil`, and a UTF-16 offset inside a surrogate
/// pair, which names no character boundary, is `nil` too.
///
/// ```swift
/// TextOffsets.utf16Offset(ofCharacter: 2, in: "𝟙2")  // 3
/// TextOffsets.characterOffset(ofUTF16: 3, in: "𝟙2")  // 2
/// TextOffsets.characterOffset(ofUTF16: 1, in: "𝟙2")  // nil: inside the pair
/// ```
enum TextOffsets {
  /// The UTF-16 offset of a character offset, or `nil` past the end.
  ///
  /// A negative offset means the end of the text, as GTK's `-1` does.
  ///
  /// ```swift
  /// TextOffsets.utf16Offset(ofCharacter: 1, in: "\u{061C}-1")  // 1
  /// TextOffsets.utf16Offset(ofCharacter: -1, in: "𝟙")          // 2
  /// ```
  ///
  /// Complexity: O(n) in the characters before the offset.
  static func utf16Offset(ofCharacter offset: Int, in text: String) -> Int? {
    if offset < 0 { return text.utf16.count }
    var units = 0
    var characters = 0
    for scalar in text.unicodeScalars {
      if characters == offset { return units }
      units += scalar.utf16.count
      characters += 1
    }
    return characters == offset ? units : nil
  }

  /// The character offset of a UTF-16 offset, or `nil` past the end or
  /// inside a surrogate pair.
  ///
  /// ```swift
  /// TextOffsets.characterOffset(ofUTF16: 5, in: "1\u{202F}234")  // 5
  /// ```
  ///
  /// Complexity: O(n) in the code units before the offset.
  static func characterOffset(ofUTF16 offset: Int, in text: String) -> Int? {
    guard offset >= 0 else { return nil }
    var units = 0
    var characters = 0
    for scalar in text.unicodeScalars {
      if units == offset { return characters }
      if units > offset { return nil }
      units += scalar.utf16.count
      characters += 1
    }
    return units == offset ? characters : nil
  }

  /// A character range as a UTF-16 range, or `nil` when an end is outside
  /// the text.
  ///
  /// ```swift
  /// TextOffsets.utf16Range(ofCharacters: 1..<2, in: "𝟙𝟚")  // 2..<4
  /// ```
  static func utf16Range(ofCharacters range: Range<Int>, in text: String) -> Range<Int>? {
    guard let lower = utf16Offset(ofCharacter: range.lowerBound, in: text),
      let upper = utf16Offset(ofCharacter: range.upperBound, in: text)
    else { return nil }
    return lower..<upper
  }

  /// A UTF-16 range as a character range, or `nil` when an end is not a
  /// character boundary of the text.
  ///
  /// ```swift
  /// TextOffsets.characterRange(ofUTF16: 2..<4, in: "𝟙𝟚")  // 1..<2
  /// ```
  static func characterRange(ofUTF16 range: Range<Int>, in text: String) -> Range<Int>? {
    guard let lower = characterOffset(ofUTF16: range.lowerBound, in: text),
      let upper = characterOffset(ofUTF16: range.upperBound, in: text)
    else { return nil }
    return lower..<upper
  }
}
