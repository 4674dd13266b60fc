extension NumberField {
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
