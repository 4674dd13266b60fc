@_spi(Engine) @testable import Keypad

/// The caret-editing rules applied to the plain typed text (`-1234.5`),
/// written from the rules and not from the engine: the property tests'
/// independent model.
///
/// The selection is two indices into the typed text; undo keeps each
/// change's whole texts and selections before and after it: undo restores
/// the first, redo the second.
struct EditModel {
  /// A text and its selection.
  struct Snapshot: Equatable {
    var text: [Character] = []
    var anchor = 0
    var head = 0
  }

  /// What became of an edit: `nil` when accepted, else the rejection code.
  typealias Outcome = String?

  let allowNegative: Bool
  let maxIntegerDigits: Int
  let maxFractionDigits: Int
  var current = Snapshot()
  /// Each change as the snapshots right before and right after it.
  var undoStack: [(before: Snapshot, after: Snapshot)] = []
  var redoStack: [(before: Snapshot, after: Snapshot)] = []

  init(rules: FieldRules) {
    allowNegative = rules.allowNegative
    maxIntegerDigits = rules.maxIntegerDigits
    maxFractionDigits = rules.maxFractionDigits
  }

  var text: String { String(current.text) }
  var lower: Int { min(current.anchor, current.head) }
  var upper: Int { max(current.anchor, current.head) }

  /// Sets the selection in typed characters.
  mutating func select(_ start: Int, _ end: Int) {
    current.anchor = start
    current.head = end
  }

  /// Replaces the selection with `inserted`.
  mutating func insert(_ inserted: [Character]) -> Outcome {
    replace(lower, upper, with: inserted)
  }

  /// The `00` key: two `0` keys, one step of undo.
  ///
  /// The second is tried only when the first went in, and its refusal is
  /// the outcome. Undo restores the state before the key, even when the
  /// first zero typed over a selected zero and changed no text. A key that
  /// leaves the text as it was (two zeros over two selected zeros) is no
  /// step, as one `0` over a selected `0` is none: the steps its zeros
  /// made are taken back, and what could be redone still can be.
  mutating func insertDoubleZero() -> Outcome {
    let before = current
    let (undoable, redoable) = (undoStack, redoStack)
    if let refused = insert(["0"]) { return refused }
    let outcome = insert(["0"])
    if current.text == before.text {
      (undoStack, redoStack) = (undoable, redoable)
    } else if undoStack.count > undoable.count {
      undoStack.removeSubrange(undoable.count...)
      undoStack.append((before, current))
    }
    return outcome
  }

  /// Deletes the selection, or the character before the caret.
  mutating func deleteBackward() -> Outcome {
    if lower < upper { return replace(lower, upper, with: []) }
    if lower == 0 { return nil }
    return replace(lower - 1, lower, with: [])
  }

  /// Deletes the selection, or the character after the caret.
  mutating func deleteForward() -> Outcome {
    if lower < upper { return replace(lower, upper, with: []) }
    if upper >= current.text.count { return nil }
    return replace(upper, upper + 1, with: [])
  }

  /// The sign key: toggles the leading minus; the selection keeps the
  /// characters after its ends.
  mutating func toggleSign() -> Outcome {
    var next = current
    if next.text.first == "-" {
      next.text.removeFirst()
    } else {
      guard allowNegative else { return "negative-not-allowed" }
      next.text.insert("-", at: 0)
    }
    let oldCount = current.text.count
    next.anchor = max(0, next.text.count - (oldCount - current.anchor))
    next.head = max(0, next.text.count - (oldCount - current.head))
    commit(next)
    return nil
  }

  /// Empties the text.
  mutating func clear() {
    commit(Snapshot())
  }

  mutating func undo() -> Outcome {
    guard let last = undoStack.popLast() else { return "nothing-to-undo" }
    redoStack.append(last)
    current = last.before
    return nil
  }

  mutating func redo() -> Outcome {
    guard let next = redoStack.popLast() else { return "nothing-to-redo" }
    undoStack.append(next)
    current = next.after
    return nil
  }

  /// Replaces typed characters `start..<end`, checks and normalises.
  mutating func replace(_ start: Int, _ end: Int, with inserted: [Character]) -> Outcome {
    var text = current.text
    text.replaceSubrange(start..<end, with: inserted)
    let caret = start + inserted.count
    let after = text.count - caret
    let negative = text.first == "-"
    if negative, !allowNegative { return "negative-not-allowed" }
    if text.dropFirst().contains("-") {
      return allowNegative ? "misplaced-minus" : "negative-not-allowed"
    }
    let body = negative ? Array(text.dropFirst()) : text
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count > 2 { return "duplicate-decimal" }
    var integer = Array(parts[0])
    while integer.count > 1, integer.first == "0" { integer.removeFirst() }
    let hasSeparator = parts.count == 2
    if hasSeparator, integer.isEmpty { integer = ["0"] }
    let fraction = hasSeparator ? Array(parts[1]) : []
    if hasSeparator, maxFractionDigits == 0 { return "decimal-not-allowed" }
    if fraction.count > maxFractionDigits { return "max-fraction-digits" }
    if integer.count > maxIntegerDigits { return "max-integer-digits" }
    var result: [Character] = negative ? ["-"] : []
    result += integer
    if hasSeparator { result += ["."] + fraction }
    let newCaret = max(min(caret, negative ? 1 : 0), result.count - after)
    commit(Snapshot(text: result, anchor: newCaret, head: newCaret))
    return nil
  }

  /// Makes `next` current; a change of text is one step of undo.
  private mutating func commit(_ next: Snapshot) {
    if next.text != current.text {
      undoStack.append((current, next))
      redoStack.removeAll()
    }
    current = next
  }
}

/// Reading a display with nothing but its text and the locale's symbols.
enum DisplayReading {
  /// How many typed characters (digits, the decimal separator, the minus)
  /// the display holds before UTF-16 `offset`.
  static func typedCount(in display: String, before offset: Int, symbols: NumberSymbols) -> Int {
    var position = 0
    var count = 0
    for scalar in display.unicodeScalars {
      position += scalar.utf16.count
      guard position <= offset else { break }
      if isTyped(scalar, symbols: symbols) { count += 1 }
    }
    return count
  }

  /// Whether the scalar ending at UTF-16 `offset` is a typed character (or
  /// `offset` is 0).
  static func restsAfterTypedCharacter(
    _ display: String, at offset: Int, symbols: NumberSymbols
  ) -> Bool {
    guard offset > 0 else { return true }
    var position = 0
    for scalar in display.unicodeScalars {
      position += scalar.utf16.count
      if position == offset { return isTyped(scalar, symbols: symbols) }
      if position > offset { return false }
    }
    return false
  }

  private static func isTyped(_ scalar: Unicode.Scalar, symbols: NumberSymbols) -> Bool {
    let text = String(scalar)
    return symbols.digits.contains(text) || text == symbols.decimalSeparator || text == "-"
      || text == "\u{2212}" || text == symbols.minusSign
  }
}
