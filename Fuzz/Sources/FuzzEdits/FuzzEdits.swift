import FuzzDriver
import FuzzSupport
@_spi(Engine) import Keypad

/// Runs a random edit sequence chosen by the bytes.
///
/// Selections, typing, deletes both ways, range replacements (numbers with
/// `.` or `,` in every position, read as pastes at the caret; edits inside
/// negative prefixes keep the sign), undo and redo. A rejected edit leaves
/// the value and the selection as they were; the invariants hold after every
/// step; undo restores the state and selection before each change and redo
/// those right after it, whatever the caret did in between.
///
/// The first byte after the header picks the field: below 0x80 a decimal
/// field of the header's rules; from 0x80 on a field of another kind
/// (0x80 to 0xDF patterned digits, a code, a card number, an expiry date, a
/// security code, ``kindRules(_:)``; 0xE0 to 0xEF a date in one of seven
/// locales, ``dateRules(_:)``; from 0xF0 a phone number in one of seven
/// regions, ``phoneRules(_:)``), checked by the kind invariants instead, and
/// each digit or delete it accepts checked against the typed digits it
/// should leave and the caret after them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEdits(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size), let choice = input.payload.first else { return 0 }
  let isKind = choice >= 0x80
  let kind = Int(choice & 0x7F)
  let rules =
    !isKind
    ? input.rules
    : kind < 0x60 ? kindRules(kind) : kind < 0x70 ? dateRules(kind - 0x60) : phoneRules(kind - 0x70)
  var field = emptyField(input.symbols, rules)
  let characters: [Character] =
    isKind
    ? ["1", "0", "9", " ", "/", "-", "x", "٣", "(", "A", "+", ".", "۲"]
    : ["1", "0", "9", ".", ",", "-", "x", "٣"]
  let texts =
    isKind
    ? [
      "", "12", "4242 4242", "12/27", "1-2", "378282246310005", "x", "2026-11-23", "29.02.2024",
      "+49 30 12345678", "(650) 253-0000", "0049 30 12345678",
    ]
    : ["", "12", "1,234", "3.5", "-7", "0 0", "x"]
  // Each change as the state and selection right before and right after it.
  var undone: [(before: (TypedText, Range<Int>), after: (TypedText, Range<Int>))] = []
  var redone: [(before: (TypedText, Range<Int>), after: (TypedText, Range<Int>))] = []
  var bytes = input.payload.dropFirst().makeIterator()
  var steps = 0
  while let byte = bytes.next(), steps < 90 {
    steps += 1
    let before = (field.typed, field.selection)
    let unchanged = field
    var typed: Character?
    let length = field.display(editing: true).utf16.count + 1
    let first = Int(bytes.next() ?? 0) % length
    let second = Int(bytes.next() ?? 0) % length
    let range = min(first, second)..<max(first, second)
    let outcome: KeyOutcome
    switch byte % 10 {
    case 0, 1, 2:
      typed = characters[Int(byte / 10) % characters.count]
      outcome = field.type(typed ?? "x")
    case 3: outcome = field.deleteBackward()
    case 4: outcome = field.deleteForward()
    case 5: outcome = field.select(utf16Range: range)
    case 6:
      let text = texts[Int(byte / 10) % texts.count]
      var edited = field
      outcome = edited.replace(utf16Range: range, with: text)
      checkTextEdit(before: field, after: edited, range: range, text: text, outcome: outcome)
      field = edited
    case 7:
      let text = markedNumber(
        digits: Int(byte / 10), markPosition: first, comma: byte & 0x80 != 0, seed: second)
      var edited = field
      outcome = edited.replace(utf16Range: range, with: text)
      checkTextEdit(before: field, after: edited, range: range, text: text, outcome: outcome)
      field = edited
    case 8:
      outcome = field.undo()
      if outcome == .accepted, let last = undone.popLast() {
        require(
          field.typed == last.before.0 && field.selection == last.before.1,
          "undo restored another state")
        redone.append(last)
      } else {
        require(outcome != .accepted, "undo with nothing recorded")
      }
    default:
      outcome = field.redo()
      if outcome == .accepted, let next = redone.popLast() {
        require(
          field.typed == next.after.0 && field.selection == next.after.1,
          "redo restored another state")
        undone.append(next)
      } else {
        require(outcome != .accepted, "redo with nothing recorded")
      }
    }
    if case .rejected = outcome {
      require(
        field.typed == before.0 && field.selection == before.1, "a rejected edit changed the field")
    } else if byte % 10 < 8, field.typed != before.0 {
      undone.append((before, (field.typed, field.selection)))
      redone.removeAll()
    }
    if isKind {
      checkKindStep(
        before: unchanged, after: field, operation: byte % 10, typed: typed, outcome: outcome)
      checkKindInvariants(field)
    } else {
      checkInvariants(field)
      checkSelectionInvariants(field)
    }
  }
  return 0
}

/// Checks an accepted digit or delete in a field of another kind against
/// the digits it should leave.
private func checkKindStep(
  before: KeypadField, after: KeypadField, operation: UInt8, typed: Character?,
  outcome: KeyOutcome
) {
  guard outcome == .accepted else { return }
  switch operation {
  case 0, 1, 2:
    if let typed, typed.isASCII, typed.isWholeNumber {
      checkKindReplacement(before: before, after: after, inserted: String(typed))
    }
  case 3: checkKindReplacement(before: before, after: after, inserted: "", extending: -1)
  case 4: checkKindReplacement(before: before, after: after, inserted: "", extending: 1)
  default: break
  }
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzEdits_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzEdits)
}
