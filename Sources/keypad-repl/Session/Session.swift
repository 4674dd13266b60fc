import Keypad

/// A move of the caret by a key.
enum CaretMove: Sendable, Equatable {
  /// By typed characters, extending the selection or not.
  case by(Int, extending: Bool)
  /// To the very start.
  case toStart
  /// To the end.
  case toEnd
}

/// The command interpreter over a ``NumberForm``, shared by scripted and
/// interactive mode.
///
/// A session owns the form and runs commands on it; each command gives an
/// ``Answer``. It does no I/O: the modes read input and write answers.
///
/// ```swift
/// var session = Session(form: form, title: "Demo")
/// session.run(line: "type 1234,5").ok       // true (de_DE)
/// session.form.activeField?.display(editing: true)         // "1.234,5"
/// session.run(line: "press decimal").error?.code  // "duplicate-decimal"
/// ```
struct Session: Sendable {
  /// The form and its state.
  private(set) var form: NumberForm {
    didSet { phone.update(activeField: form.activeFieldName) }
  }
  /// The phone beside the form: the keyboard-avoidance state.
  var phone: PhoneState
  /// The form's title, for the screen.
  let title: String

  /// Starts a session with the first available field of the Next chain
  /// active (none when the chain is empty).
  init(form: NumberForm, title: String) {
    self.form = form
    self.title = title
    phone = PhoneState(fields: form.fields, activeField: nil)
    if let first = form.firstAvailableFieldName { _ = try? self.form.focus(first) }
    phone.update(activeField: self.form.activeFieldName)
  }

  /// Parses and runs one line.
  mutating func run(line: String) -> Answer {
    do {
      return run(try Command(parsing: line))
    } catch {
      return Answer(error: error)
    }
  }

  /// Runs one command.
  mutating func run(_ command: Command) -> Answer {
    switch command {
    case .press(let names):
      var answer = Answer()
      // Every name is read before any key is pressed: a misspelt key
      // refuses the whole line, so that it changes nothing.
      var actions: [PadAction] = []
      for name in names {
        guard let action = PadAction(name: name) else {
          answer.record(CommandError.unknownKey(name))
          return answer
        }
        actions.append(action)
      }
      for action in actions { perform(action, into: &answer) }
      return answer
    case .type(let text):
      var answer = Answer()
      for character in text { type(character, into: &answer) }
      return answer
    case .paste(let text):
      return attempt { (form: inout NumberForm) throws(FormError) in try form.paste(text) }
    case .focus(let name):
      return attempt { (form: inout NumberForm) throws(FormError) in try form.focus(name) }
    case .locale(let id):
      // The id is read as `--locale` reads it, keywords and all: the
      // environment's codeset and modifier stripping is for variables only.
      var answer = Answer()
      do {
        answer.record(try form.setLocale(id))
      } catch {
        answer.record(error)
      }
      return answer
    case .speak:
      var answer = Answer()
      answer.isSpeak = true
      return answer
    case .select(let start, let end):
      return attempt { (form: inout NumberForm) throws(FormError) in
        try form.select(utf16Range: start..<end)
      }
    case .edit(let start, let end, let text):
      return attempt { (form: inout NumberForm) throws(FormError) in
        try form.replace(utf16Range: start..<end, with: text)
      }
    case .set(let text):
      return attempt { (form: inout NumberForm) throws(FormError) in
        try form.setText(text)
      }
    case .undo:
      return attempt { (form: inout NumberForm) throws(FormError) in try form.undo() }
    case .redo:
      return attempt { (form: inout NumberForm) throws(FormError) in try form.redo() }
    case .show:
      var answer = Answer()
      answer.isShow = true
      return answer
    case .help:
      var answer = Answer()
      answer.isHelp = true
      return answer
    case .quit:
      var answer = Answer()
      answer.quits = true
      return answer
    case .viewport(let change):
      return run(change)
    }
  }

  /// Performs one pad action, as a key of the interactive keypad does.
  mutating func perform(_ action: PadAction) -> Answer {
    var answer = Answer()
    perform(action, into: &answer)
    return answer
  }

  /// Moves the active field's caret, as the arrow, Home and End keys do;
  /// nothing without an active field.
  mutating func moveCaret(_ move: CaretMove) {
    switch move {
    case .by(let offset, let extending):
      try? form.moveCaret(by: offset, extendingSelection: extending)
    case .toStart: try? form.moveCaretToStart()
    case .toEnd: try? form.moveCaretToEnd()
    }
  }

  /// Pastes a text at the active field's selection, as a clipboard paste
  /// in a terminal does.
  mutating func pasteAtSelection(_ text: String) -> Answer {
    guard let selection = form.selection else { return run(.paste(text)) }
    return run(.edit(start: selection.lowerBound, end: selection.upperBound, text: text))
  }

  /// Types one character, as a key of the interactive keypad does.
  mutating func type(_ character: Character) -> Answer {
    var answer = Answer()
    type(character, into: &answer)
    return answer
  }

  private mutating func perform(_ action: PadAction, into answer: inout Answer) {
    switch action {
    case .key(let key):
      do {
        answer.record(try form.press(key))
      } catch {
        answer.record(error)
      }
    case .next: answer.record(form.nextRequested())
    case .previous: answer.record(form.previousRequested())
    case .done: answer.record(form.doneRequested())
    case .dismiss: answer.record(form.dismissRequested())
    case .deleteForward:
      do {
        answer.record(try form.deleteForward())
      } catch {
        answer.record(error)
      }
    case .increment, .decrement, .revert:
      do {
        answer.record(try step(action))
      } catch {
        answer.record(error)
      }
    }
  }

  /// A step or a revert of the active field.
  private mutating func step(_ action: PadAction) throws(FormError) -> [FormEvent] {
    switch action {
    case .increment: try form.increment()
    case .decrement: try form.decrement()
    case .revert: try form.revert()
    case .key, .next, .previous, .done, .dismiss, .deleteForward: []
    }
  }

  private mutating func type(_ character: Character, into answer: inout Answer) {
    do {
      answer.record(try form.type(character))
    } catch {
      answer.record(error)
    }
  }

  /// Runs a form request that may throw a ``FormError``.
  private mutating func attempt(
    _ request: (inout NumberForm) throws(FormError) -> [FormEvent]
  ) -> Answer {
    var answer = Answer()
    do {
      answer.record(try request(&form))
    } catch {
      answer.record(error)
    }
    return answer
  }
}
