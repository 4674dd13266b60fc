import FuzzDriver
import FuzzSupport
import Keypad

/// Runs a random edit sequence chosen by the bytes.
///
/// Selections, typing, deletes both ways, range replacements (numbers with
/// `.` or `,` in every position, read as pastes at the caret; edits inside
/// negative prefixes keep the sign), undo and redo. A rejected edit leaves
/// the value and the selection as they were; the invariants hold after every
/// step; undo restores the state and selection before each change and redo
/// those right after it, whatever the caret did in between.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEdits(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size) else { return 0 }
  var field = NumberField(symbols: input.symbols, rules: input.rules)
  let characters: [Character] = ["1", "0", "9", ".", ",", "-", "x", "٣"]
  let texts = ["", "12", "1,234", "3.5", "-7", "0 0", "x"]
  // Each change as the state and selection right before and right after it.
  var undone: [(before: (EntryState, Range<Int>), after: (EntryState, Range<Int>))] = []
  var redone: [(before: (EntryState, Range<Int>), after: (EntryState, Range<Int>))] = []
  var bytes = input.payload.makeIterator()
  var steps = 0
  while let byte = bytes.next(), steps < 90 {
    steps += 1
    let before = (field.state, field.selection)
    let length = field.display.utf16.count + 1
    let first = Int(bytes.next() ?? 0) % length
    let second = Int(bytes.next() ?? 0) % length
    let range = min(first, second)..<max(first, second)
    let outcome: KeyOutcome
    switch byte % 10 {
    case 0, 1, 2: outcome = field.type(characters[Int(byte / 10) % characters.count])
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
          field.state == last.before.0 && field.selection == last.before.1,
          "undo restored another state")
        redone.append(last)
      } else {
        require(outcome != .accepted, "undo with nothing recorded")
      }
    default:
      outcome = field.redo()
      if outcome == .accepted, let next = redone.popLast() {
        require(
          field.state == next.after.0 && field.selection == next.after.1,
          "redo restored another state")
        undone.append(next)
      } else {
        require(outcome != .accepted, "redo with nothing recorded")
      }
    }
    if case .rejected = outcome {
      require(
        field.state == before.0 && field.selection == before.1, "a rejected edit changed the field")
    } else if byte % 10 < 8, field.state != before.0 {
      undone.append((before, (field.state, field.selection)))
      redone.removeAll()
    }
    checkInvariants(field)
    checkSelectionInvariants(field)
  }
  return 0
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzEdits_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzEdits)
}
