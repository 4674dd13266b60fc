import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Redo against what the field showed right after each change, recorded
/// from outside: no model of the editing rules is needed to know where a
/// redo must leave the field.
@Suite struct RedoPropertyTests {
  /// One input: an edit, a caret move, an undo or a redo.
  enum Step: Sendable, CustomStringConvertible {
    case edit(EditPropertyTests.Operation)
    case move(Int, extending: Bool)
    case toStart
    case toEnd

    var description: String {
      switch self {
      case .edit(let operation): operation.description
      case .move(let offset, let extending): "move \(offset)\(extending ? " extending" : "")"
      case .toStart: "home"
      case .toEnd: "end"
      }
    }
  }

  /// An edit (undo and redo among them, from ``EditPropertyTests``) or a
  /// move of the caret.
  static let step = zip(
    Gen.int(in: 0...9), EditPropertyTests.operation, Gen.int(in: -4...4), Gen.bool
  ).map { kind, operation, offset, extending -> Step in
    switch kind {
    case 0...5: .edit(operation)
    case 6: .edit(extending ? .undo : .redo)
    case 7: .move(offset, extending: extending)
    case 8: .toStart
    default: .toEnd
    }
  }

  /// What a change left: the typed text, the display and the selection.
  struct Seen: Equatable, CustomStringConvertible {
    var text: String
    var display: String
    var selection: Range<Int>

    init(_ field: KeypadField) {
      text = field.typed.text
      display = field.display(editing: true)
      selection = field.selection
    }

    var description: String { "\(text) \"\(display)\" \(selection)" }
  }

  @Test func eachRedoRestoresTheStateAndSelectionRightAfterTheChangeItRedoes() async {
    await checkProperty(
      count: 200, input: Self.step.array(of: 0...40), EditPropertyTests.rules, Generators.locale
    ) { steps, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      // What the field showed right after each change that can be undone,
      // and after each undone one that can be redone, oldest first.
      var done: [Seen] = []
      var undone: [Seen] = []
      for step in steps {
        switch step {
        case .edit(.undo):
          guard field.undo() == .accepted else {
            #expect(done.isEmpty, "undo refused after \(done.count) changes")
            continue
          }
          if let last = done.popLast() { undone.append(last) }
        case .edit(.redo):
          guard field.redo() == .accepted else {
            #expect(undone.isEmpty, "redo refused with \(undone.count) undone changes")
            continue
          }
          let expected = undone.popLast()
          #expect(Seen(field) == expected, "redo in \(locale)")
          if let expected { done.append(expected) }
        case .edit(let operation):
          let before = field.typed
          Self.apply(operation, to: &field)
          if field.typed != before {
            done.append(Seen(field))
            undone.removeAll()
          }
        case .move(let offset, let extending):
          field.moveCaret(by: offset, extendingSelection: extending)
        case .toStart:
          field.moveCaretToStart()
        case .toEnd:
          field.moveCaretToEnd()
        }
      }
    }
  }

  /// Applies an edit or a selection; positions are reduced modulo the
  /// display's length + 1.
  static func apply(_ operation: EditPropertyTests.Operation, to field: inout KeypadField) {
    let length = field.display(editing: true).utf16.count + 1
    switch operation {
    case .key(let key): field.press(key)
    case .deleteForward: field.deleteForward()
    case .select(let first, let second):
      field.select(
        utf16Range: min(first % length, second % length)..<max(first % length, second % length))
    case .replace(let first, let second, let index):
      let text = EditPropertyTests.texts[index].replacingGroup(
        with: field.symbols.groupingSeparator)
      let (start, end) = (first % length, second % length)
      field.replace(utf16Range: min(start, end)..<max(start, end), with: text)
    case .undo: field.undo()
    case .redo: field.redo()
    }
  }
}
