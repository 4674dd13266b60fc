extension KeypadField {
  /// The jump of a decimal key typed through ``replace(utf16Range:with:)``.
  ///
  /// A UIKit keyboard sends its decimal key as one character typed at a
  /// caret; in a field with ``SecondDecimalKey/jump`` whose number has a
  /// separator, that jumps. `nil` when the replacement is an ordinary edit.
  mutating func jumpForTypedDecimal(_ text: String, at range: Range<Int>) -> KeyOutcome? {
    guard rules.secondDecimal == .jump, range.isEmpty, state.hasSeparator, text.count == 1,
      let character = text.first, key(for: character) == .decimal,
      range.lowerBound >= 0, range.upperBound <= display.utf16.count
    else { return nil }
    return jumpAfterSeparator()
  }

  /// Puts the caret right after the decimal separator: the decimal key of
  /// a field with ``SecondDecimalKey/jump`` when the number has one.
  ///
  /// No step of undo; `.rejected(.duplicateDecimal)` when the number has no
  /// separator or the field is in cents mode, where there is nothing to
  /// jump to.
  mutating func jumpAfterSeparator() -> KeyOutcome {
    guard rules.entryMode == .decimal, state.hasSeparator else {
      return .rejected(.duplicateDecimal)
    }
    storedSelection = .caret(fromEnd: state.fractionCount)
    return .accepted
  }
}
