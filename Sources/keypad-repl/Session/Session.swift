import Keypad
import KeypadFrontEnd

/// A move of the caret by a key.
enum CaretMove: Sendable, Equatable {
  /// By typed characters, extending the selection or not.
  case by(Int, extending: Bool)
  /// To the very start.
  case toStart
  /// To the end.
  case toEnd
}

/// The command interpreter over a ``KeypadForm``, shared by scripted and
/// interactive mode.
///
/// A session owns the form and runs commands on it; each command gives an
/// ``Answer``. It does no I/O: the modes read input and write answers.
///
/// ```swift
/// let form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "de_DE")
/// var session = Session(form: form, title: "Demo")
/// session.run(line: "type 1234,5").ok                // true
/// session.form.activeField?.display(editing: true)  // "1.234,5"
/// session.run(line: "press decimal").error?.code     // "duplicate-decimal"
/// ```
struct Session: Sendable {
  /// The form and its state.
  private(set) var form: KeypadForm {
    didSet { phone.update(activeField: form.activeFieldName) }
  }
  /// The phone beside the form: the keyboard-avoidance state.
  var phone: PhoneState
  /// The title as given: a form file's, which no locale changes.
  private let givenTitle: String
  /// Whether the title is the demo form's, which follows the form's locale.
  private let titleIsDemo: Bool

  /// The form's title, for the screen: the demo's in the form's language
  /// now (after `:locale` too), else the title given.
  var title: String {
    titleIsDemo ? DemoForm.title(locale: form.symbols.localeID) : givenTitle
  }

  /// Starts a session with the first available field of the Next chain
  /// active (none when the chain is empty); `title` is the form file's, or
  /// `nil` for the demo form's, worded in the form's language.
  init(form: KeypadForm, title: String?) {
    self.form = form
    self.givenTitle = title ?? ""
    self.titleIsDemo = title == nil
    phone = PhoneState(fields: form.fields, activeField: nil)
    if let first = form.firstAvailableFieldName { _ = self.form.apply(.focus(first)) }
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
      var inputs: [FormInput] = []
      for name in names {
        guard let input = FormInput(padName: name) else {
          answer.record(CommandError.unknownKey(name))
          return answer
        }
        inputs.append(input)
      }
      for input in inputs { apply(input, into: &answer) }
      return answer
    case .type(let text):
      // Each character on its own: a refused one does not stop the rest.
      var answer = Answer()
      for character in text { apply(.characters(String(character)), into: &answer) }
      return answer
    case .paste(let text):
      return apply(.paste(text))
    case .focus(let name):
      return apply(.focus(name))
    case .locale(let id):
      // The id is read as `--locale` reads it, keywords and all: the
      // environment's codeset and modifier stripping is for variables only.
      return apply(.locale(id))
    case .speak:
      var answer = Answer()
      answer.isSpeak = true
      return answer
    case .select(let start, let end):
      return apply(.select(start..<end))
    case .edit(let start, let end, let text):
      return apply(.replace(start..<end, with: text))
    case .set(let text):
      return apply(.setText(text, caret: nil))
    case .undo:
      return apply(.undo)
    case .redo:
      return apply(.redo)
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

  /// Applies one input to the form, as a key of the interactive keypad
  /// does.
  mutating func apply(_ input: FormInput) -> Answer {
    var answer = Answer()
    apply(input, into: &answer)
    return answer
  }

  /// Moves the active field's caret, as the arrow, Home and End keys do;
  /// nothing without an active field.
  mutating func moveCaret(_ move: CaretMove) {
    switch move {
    case .by(let offset, let extending):
      _ = form.apply(.moveCaret(by: offset, extendingSelection: extending))
    case .toStart: _ = form.apply(.moveCaretToStart(extendingSelection: false))
    case .toEnd: _ = form.apply(.moveCaretToEnd(extendingSelection: false))
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
    apply(.characters(String(character)))
  }

  /// Applies an input and records its result: the events, and a refusal
  /// of the form's (no active field, no such field) as the error.
  private mutating func apply(_ input: FormInput, into answer: inout Answer) {
    let result = form.apply(input)
    switch result.refusal {
    case .form(let error): answer.record(error)
    case .locale(let error): answer.record(error)
    case .entry, nil: break
    }
    answer.record(result.events)
    if let announcement = result.announcement { answer.announcement = announcement }
  }
}
