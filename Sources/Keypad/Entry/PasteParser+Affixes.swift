/// The number part of a text wrapped in a display style's affixes.
struct AffixedNumber {
  /// The text between the affixes, without surrounding white space and
  /// bidi marks.
  var number: Substring.UnicodeScalarView
  /// Whether the affixes were the style's negative ones (`-$`, `($`…`)`).
  var isNegative: Bool
}

extension NumberSymbols {
  /// Finds the number inside this style's affixes in a pasted text, so that
  /// a money or percent field takes back what it shows: `$1,234.50` and
  /// `($12.50)` in en_US, `1.234,50 €` in de_DE, `12,5 %` in fr_FR.
  ///
  /// The affixes are ICU's, the ones the field displays. They are matched
  /// loosely, as a person copies them: white space and bidi marks in the
  /// affix or the text may be there or not, and any minus sign stands for
  /// the locale's. The negative affixes are tried first. A text without the
  /// affixes, or with another style's, gives `nil`.
  ///
  /// Complexity: O(m) in the affixes' length; the number part is a slice
  /// of the text, not a copy.
  func numberInsideAffixes(of text: Substring.UnicodeScalarView) -> AffixedNumber? {
    let trimmed = text.trimmingFormatting()
    let forms = [
      (negativePrefix, negativeSuffix, true), (positivePrefix, positiveSuffix, false),
    ]
    for (prefix, suffix, isNegative) in forms {
      let front = shownScalars(of: prefix)
      let back = shownScalars(of: suffix)
      guard !front.isEmpty || !back.isEmpty,
        let start = trimmed.indexAfter(matching: front),
        let end = trimmed[start...].indexBefore(matching: back)
      else { continue }
      return AffixedNumber(
        number: trimmed[start..<end].trimmingFormatting(), isNegative: isNegative)
    }
    return nil
  }

  /// An affix's scalars less its white space and bidi marks.
  private func shownScalars(of affix: String) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for scalar in affix.unicodeScalars where !scalar.isFormatting { scalars.append(scalar) }
    return scalars
  }
}

extension Unicode.Scalar {
  /// White space or a bidi mark: what an affix may have or lose in a copy.
  fileprivate var isFormatting: Bool { isWhiteSpace(self) || isBidiMark(self) }

  /// Whether a text's scalar stands for an affix's: the same scalar, or
  /// two minus signs.
  fileprivate func matches(_ affix: Unicode.Scalar) -> Bool {
    self == affix || (isMinusForm && affix.isMinusForm)
  }
}

extension Substring.UnicodeScalarView {
  /// The text without white space and bidi marks at either end.
  fileprivate func trimmingFormatting() -> Substring.UnicodeScalarView {
    var start = startIndex
    var end = endIndex
    while start < end, self[start].isFormatting { start = index(after: start) }
    while start < end, self[index(before: end)].isFormatting { end = index(before: end) }
    return self[start..<end]
  }

  /// Where the text goes on after `affix` at its start, skipping formatting
  /// in the text; `nil` when it does not start with the affix.
  fileprivate func indexAfter(matching affix: [Unicode.Scalar]) -> Index? {
    var index = startIndex
    for scalar in affix {
      while index < endIndex, self[index].isFormatting { index = self.index(after: index) }
      guard index < endIndex, self[index].matches(scalar) else { return nil }
      index = self.index(after: index)
    }
    return index
  }

  /// Where `affix` at the text's end begins, skipping formatting in the
  /// text; `nil` when it does not end with the affix.
  fileprivate func indexBefore(matching affix: [Unicode.Scalar]) -> Index? {
    var index = endIndex
    for scalar in affix.reversed() {
      while index > startIndex, self[self.index(before: index)].isFormatting {
        index = self.index(before: index)
      }
      guard index > startIndex, self[self.index(before: index)].matches(scalar) else { return nil }
      index = self.index(before: index)
    }
    return index
  }
}
