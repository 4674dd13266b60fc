import Keypad

/// Checks what must hold for a field's selection after any input.
///
/// The selection lies in the display, start first; each end rests at the
/// start or right after a typed character (a digit of the locale, its
/// decimal separator, a minus), never inside formatting; in cents mode it
/// is the caret with no typed character after it.
public func checkSelectionInvariants(_ field: KeypadField) {
  let display = field.display(editing: true)
  let selection = field.selection
  require(
    selection.lowerBound >= 0 && selection.upperBound <= display.utf16.count,
    "selection \(selection) outside '\(display)'")
  for end in [selection.lowerBound, selection.upperBound] {
    require(
      restsAfterTypedCharacter(display, at: end, symbols: field.symbols),
      "caret \(end) inside formatting of '\(display)'")
  }
  if field.rules.entryMode == .cents {
    require(selection.isEmpty, "a selection \(selection) in cents mode")
    require(
      !display.utf16.dropFirst(selection.upperBound).contains { $0 >= 0x30 && $0 <= 0x39 },
      "cents caret \(selection) before a digit of '\(display)'")
  }
}

/// Whether UTF-16 `offset` of `display` is 0 or right after a typed
/// character.
private func restsAfterTypedCharacter(
  _ display: String, at offset: Int, symbols: NumberSymbols
) -> Bool {
  guard offset > 0 else { return true }
  var position = 0
  for scalar in display.unicodeScalars {
    position += scalar.utf16.count
    if position == offset {
      let text = String(scalar)
      return symbols.digits.contains(text) || text == symbols.decimalSeparator || text == "-"
        || text == "\u{2212}" || text == symbols.minusSign
    }
    if position > offset { return false }
  }
  return false
}
