@_spi(Engine) import Keypad

/// A number text with one `.` or `,` at a chosen place: `1,23`, `.5`, `12.`.
///
/// `digits` of `1...6` digits are written, the mark after `markPosition` of
/// them (0 puts it first), so a run of inputs places `.` and `,` in every
/// position of a multi-character edit.
public func markedNumber(digits: Int, markPosition: Int, comma: Bool, seed: Int) -> String {
  let count = 1 + digits % 6
  let mark = markPosition % (count + 1)
  var text = ""
  for index in 0..<count {
    if index == mark { text.append(comma ? "," : ".") }
    text.append(Character(String((seed &+ index * 7) % 10)))
  }
  if mark == count { text.append(comma ? "," : ".") }
  return text
}

/// Checks a range replacement against the paste rules and the sign.
///
/// - A text of more than one character is `unparseable` exactly when a
///   whole-field ``KeypadField/paste(_:)`` of it in a new field with the same
///   symbols and rules is: a paste at the caret reads text by the same rules
///   (in a kind with its own reading of a paste, a date or a phone number,
///   only an edit of the whole display does).
/// - In decimal mode, replacing display characters that hold no sign (no
///   minus form, no `(`) of a negative number with a text that holds none
///   either never makes it positive.
public func checkTextEdit(
  before: KeypadField, after: KeypadField, range: Range<Int>, text: String,
  outcome: KeyOutcome
) {
  // A date or a phone number reads a paste its own way (an ISO 8601 or
  // the locale's full date; a number as libphonenumber reads it), and a
  // range replacement reads it so only when it replaces every typed
  // character; one over part of them inserts the text's digits, as in
  // every kind. So the two answer alike only for an edit of the whole
  // display there.
  let ownPaste = (before.format as? any EngineKindFormat)?.typedCharacters(pasting: text) != nil
  if text.count > 1, !ownPaste || range == 0..<before.display(editing: true).utf16.count {
    var fresh = emptyField(before.symbols, before.rules)
    let pasteUnparseable = fresh.paste(text) == .rejected(.unparseable)
    require(
      pasteUnparseable == (outcome == .rejected(.unparseable)),
      "edit of '\(text)' answered \(outcome), paste unparseable: \(pasteUnparseable)")
  }
  guard before.rules.entryMode == .decimal, before.typed.text.hasPrefix("-"), outcome == .accepted,
    !text.isEmpty, !text.unicodeScalars.contains(where: isSignLike)
  else { return }
  let replaced = before.display(editing: true).utf16.dropFirst(range.lowerBound).prefix(range.count)
  let replacedText = String(decoding: Array(replaced), as: UTF16.self)
  guard !replacedText.unicodeScalars.contains(where: isSignLike),
    !replacedText.contains(before.symbols.minusSign)
  else { return }
  require(
    after.typed.text.hasPrefix("-"),
    "replacing \(range) of '\(before.display(editing: true))' with '\(text)' dropped the sign: '\(after.display(editing: true))'"
  )
}

/// A minus form or an opening parenthesis (an accounting sign).
private func isSignLike(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x2D, 0x2212, 0xFE63, 0xFF0D, 0x28: true
  default: false
  }
}
