/// An independent model of a field of digits in a pattern, written from
/// the issue's rules: the typed digits, a selection in typed digits, and
/// undo and redo as lists of whole states.
///
/// A code is the pattern of as many `#` as its longest length; a secure
/// code shows `•` for each digit. A card number's pattern and longest
/// length depend on its digits (`shape`).
struct KindModel {
  /// The pattern and the longest length for some digits.
  let shape: ([Character]) -> (pattern: [Character], maxLength: Int)
  /// Characters a paste may hold besides the pattern's and white space.
  var pasteLiterals: Set<Character> = []
  /// A rule of the kind the digits break, as its code, or `nil`.
  var reject: ([Character]) -> String? = { _ in nil }
  let secure: Bool
  /// Each typed digit as shown, by value (ASCII, or the locale's digits).
  let shownDigits: [String]
  var digits: [Character] = []
  /// The selection, in typed digits from the start.
  var lower = 0
  var upper = 0
  var undoStack: [(before: State, after: State)] = []
  var redoStack: [(before: State, after: State)] = []

  struct State: Equatable {
    var digits: [Character]
    var lower: Int
    var upper: Int
  }

  init(pattern: [Character], maxLength: Int, secure: Bool, shownDigits: [String]) {
    self.shape = { _ in (pattern, maxLength) }
    self.secure = secure
    self.shownDigits = shownDigits
  }

  init(
    shape: @escaping ([Character]) -> (pattern: [Character], maxLength: Int),
    pasteLiterals: Set<Character>
  ) {
    self.shape = shape
    self.pasteLiterals = pasteLiterals
    self.secure = false
    self.shownDigits = (0...9).map(String.init)
  }

  var pattern: [Character] { shape(digits).pattern }
  var maxLength: Int { shape(digits).maxLength }

  var state: State {
    get { State(digits: digits, lower: lower, upper: upper) }
    set { (digits, lower, upper) = (newValue.digits, newValue.lower, newValue.upper) }
  }

  /// The display and the UTF-16 offset after each typed digit: walk the
  /// pattern, a literal kept until a digit follows.
  var rendering: (text: String, offsets: [Int]) {
    var text = ""
    var offsets = [0]
    var pending = ""
    var remaining = digits[...]
    for character in pattern {
      if character == "#" {
        guard let digit = remaining.popFirst() else { break }
        text += pending
        pending = ""
        text += secure ? "•" : shownDigits[Int(String(digit)) ?? 0]
        offsets.append(text.utf16.count)
      } else {
        pending.append(character)
      }
    }
    return (text, offsets)
  }

  var display: String { rendering.text }

  /// The UTF-16 offset right after the `count`th typed digit.
  func offset(afterTyped count: Int) -> Int { rendering.offsets[count] }

  /// The typed digits before a UTF-16 offset into the display.
  func typed(before offset: Int) -> Int {
    rendering.offsets.lastIndex { $0 <= offset } ?? 0
  }

  /// The literal characters that come before slot `count`.
  func literal(beforeSlot count: Int) -> String {
    var slot = 0
    var literal = ""
    for character in pattern {
      if character == "#" {
        if slot == count { return literal }
        slot += 1
        literal = ""
      } else {
        literal.append(character)
      }
    }
    return ""
  }

  var selection: Range<Int> { offset(afterTyped: lower)..<offset(afterTyped: upper) }

  /// Replaces typed digits `from..<to`; the rejection's code, or `nil`.
  mutating func replace(_ from: Int, _ to: Int, with inserted: [Character]) -> String? {
    var new = digits
    new.replaceSubrange(from..<to, with: inserted)
    if let rejection = reject(new) { return rejection }
    guard new.count <= shape(new).maxLength else { return "max-length" }
    let before = state
    digits = new
    lower = from + inserted.count
    upper = lower
    if digits != before.digits {
      undoStack.append((before, state))
      redoStack = []
    }
    return nil
  }

  mutating func deleteBackward() -> String? {
    if lower != upper { return replace(lower, upper, with: []) }
    guard lower > 0 else { return nil }
    return replace(lower - 1, lower, with: [])
  }

  mutating func deleteForward() -> String? {
    if lower != upper { return replace(lower, upper, with: []) }
    guard upper < digits.count else { return nil }
    return replace(lower, lower + 1, with: [])
  }

  /// A text put over typed digits `from..<to`, as the issue reads it.
  mutating func edit(_ from: Int, _ to: Int, text: String) -> String? {
    let characters = Array(text)
    if characters.isEmpty {
      if from == to {
        guard from > 0 else { return nil }
        return replace(from - 1, from, with: [])
      }
      return replace(from, to, with: [])
    }
    if characters.count == 1 {
      let character = characters[0]
      if character.isASCII, character.isNumber { return replace(from, to, with: [character]) }
      if from == to, from < maxLength, literal(beforeSlot: from).contains(character) { return nil }
      if "-.,".contains(character) { return "digits-only" }
      return "invalid-character"
    }
    var pasted: [Character] = []
    for character in characters {
      if character.isASCII, character.isNumber {
        pasted.append(character)
      } else if !character.isWhitespace, !pasteLiterals.contains(character),
        !pattern.contains(character) || character == "#"
      {
        return "unparseable"
      }
    }
    guard !pasted.isEmpty else { return "unparseable" }
    return replace(from, to, with: pasted)
  }

  mutating func undo() -> String? {
    guard let step = undoStack.popLast() else { return "nothing-to-undo" }
    state = step.before
    redoStack.append(step)
    return nil
  }

  mutating func redo() -> String? {
    guard let step = redoStack.popLast() else { return "nothing-to-redo" }
    state = step.after
    undoStack.append(step)
    return nil
  }
}
