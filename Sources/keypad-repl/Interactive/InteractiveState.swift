import Keypad
import KeypadFrontEnd

/// Everything the interactive screen shows, and how keys change it.
///
/// A value: ``handle(_:)`` takes one decoded key and returns whether the
/// session goes on; it does no I/O, so it is tested without a terminal.
/// The screen is drawn from it by ``Screen``.
///
/// ```swift
/// let form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "en_US")
/// var state = InteractiveState(session: Session(form: form, title: "Demo"))
/// state.handle(.character("5"))  // .continue: the active field shows "5"
/// state.handle(.control("c"))    // .quit
/// ```
struct InteractiveState: Sendable {
  /// What a key leads to.
  enum Reaction: Sendable, Equatable {
    /// Redraw and read the next key.
    case `continue`
    /// Restore the terminal and exit.
    case quit
  }

  /// The form session.
  private(set) var session: Session
  /// The phone preview.
  var phone: PhoneState { session.phone }
  /// What the last input did, if it is worth saying.
  private(set) var feedback: Feedback?
  /// The command line being typed after `:`, or `nil`.
  private(set) var commandLine: String?
  /// Whether the help is shown.
  private(set) var showsHelp = false
  /// The pad key just pressed.
  private(set) var lastPress: PadPress?
  /// Whether the active field's spoken value shows under its rules
  /// (Ctrl-S, or `:speak`, turns it on and off).
  private(set) var showsSpoken = false
  /// What the last input announced, until ``takeAnnouncement()`` takes it
  /// to be said.
  private var announcement: Announcement?
  /// The values of the last submit, printed when the session ends.
  private(set) var submitted: FormValues?

  /// The longest command line kept.
  static let commandLineLimit = 200
  /// How far Ctrl-N and Ctrl-P scroll the phone, in points.
  static let scrollStep = 60.0

  /// The state at start: the session's active field, the keypad up.
  init(session: Session) {
    self.session = session
  }

  /// Handles one key.
  mutating func handle(_ key: TerminalKey) -> Reaction {
    if key == .control("c") || key == .control("d") { return .quit }
    if showsHelp {
      // The key that closes the help also acts, so a digit typed to get
      // back to the form is not lost; Esc only closes it (it is how a
      // window is closed, and would otherwise submit the form).
      showsHelp = false
      if key == .escape { return .continue }
    }
    lastPress = nil
    if commandLine != nil { return handleCommandKey(key) }
    switch key {
    case .character(":") where !Self.field(in: session.form, takes: ":"):
      commandLine = ""
      feedback = nil
    case .character(let character):
      let mapped = session.form.activeField?.key(for: character)
      let answer = session.type(character)
      lastPress = mapped.map { PadPress(key: .key($0), accepted: answer.ok) }
      settle(answer, input: FeedbackWording.typed(String(character)))
    case .enter, .tab, .down: perform(.next)
    case .backTab, .up: perform(.previous)
    case .escape: perform(.done)
    case .backspace: perform(.key(.backspace))
    case .delete: perform(.deleteForward)
    case .control("u"): perform(.key(.clear))
    case .left, .right, .shiftLeft, .shiftRight, .home, .end, .control("a"), .control("e"):
      session.moveCaret(Self.caretMove(for: key))
      feedback = nil
    case .control("z"):
      settle(session.run(.undo), input: nil)
    case .control("y"):
      settle(session.run(.redo), input: nil)
    case .pageUp: perform(.increment)
    case .pageDown: perform(.decrement)
    case .control("g"): perform(.revert)
    case .paste(let text):
      guard let line = Self.singleLine(of: text) else {
        feedback = Self.refusal(.multiLinePaste)
        return .continue
      }
      settle(session.pasteAtSelection(line), input: nil)
    case .control("r"): settle(session.run(.viewport(.rotate)), input: nil)
    case .control("n"): settle(session.scrollPhone(by: Self.scrollStep), input: nil)
    case .control("p"): settle(session.scrollPhone(by: -Self.scrollStep), input: nil)
    case .control("s"):
      showsSpoken.toggle()
    case .oversizedPaste:
      feedback = Self.refusal(.pasteTooLong(limit: KeyDecoder.maximumPasteLength))
    case .control("l"), .unknown:
      break
    case .control(let letter):
      feedback = Self.unboundFeedback(
        "Ctrl-\(letter.uppercased())", locale: session.form.symbols.localeID)
    case .unbound(let name):
      feedback = Self.unboundFeedback(name, locale: session.form.symbols.localeID)
    }
    return .continue
  }

  /// Whether the active field takes a typed character: a time's `:` right
  /// after its hour's digits, which is typed there rather than starting the
  /// command line.
  ///
  /// A duration, whose digits fill its units from the right, needs no
  /// separator typed: there `:` starts the command line.
  static func field(in form: KeypadForm, takes character: Character) -> Bool {
    guard var field = form.activeField, !field.rules.kind.name.hasSameUTF8(as: "duration")
    else { return false }
    return field.type(character).isAccepted
  }

  private mutating func perform(_ input: FormInput) {
    let answer = session.apply(input)
    switch input {
    case .key(let key):
      lastPress = PadPress(key: .key(key), accepted: answer.ok)
      settle(answer, input: FeedbackWording.input(key, locale: session.form.symbols.localeID))
    case .next, .done:
      lastPress = PadPress(key: .returnKey, accepted: answer.ok)
      settle(answer, input: nil)
    case .previous, .dismiss:
      settle(answer, input: nil)
    case .deleteForward:
      settle(answer, input: "Delete")
    case .increment:
      settle(answer, input: "PageUp")
    case .decrement:
      settle(answer, input: "PageDown")
    case .revert:
      settle(answer, input: "Ctrl-G")
    default:
      settle(answer, input: nil)
    }
  }

  private mutating func handleCommandKey(_ key: TerminalKey) -> Reaction {
    var line = commandLine ?? ""
    switch key {
    case .character(let character):
      guard line.count < Self.commandLineLimit else {
        feedback = Self.refusal(.commandLineFull(limit: Self.commandLineLimit))
        return .continue
      }
      line.append(character)
    case .paste(let text):
      // As in a field: a paste of more than one line is refused whole, and
      // a paste that does not fit is cut where the line is full, saying so.
      guard let pasted = Self.singleLine(of: text) else {
        feedback = Self.refusal(.multiLinePaste)
        return .continue
      }
      let room = Self.commandLineLimit - line.count
      line += pasted.prefix(room)
      if pasted.count > room {
        feedback = Self.refusal(.commandLineFull(limit: Self.commandLineLimit))
      }
    case .oversizedPaste:
      feedback = Self.refusal(.pasteTooLong(limit: KeyDecoder.maximumPasteLength))
      return .continue
    case .backspace:
      guard !line.isEmpty else {
        commandLine = nil
        return .continue
      }
      line.removeLast()
    case .control("u"):
      line = ""
    case .escape:
      commandLine = nil
      feedback = nil
      return .continue
    case .enter:
      commandLine = nil
      return run(commandLine: line)
    case .tab, .backTab, .delete, .up, .down, .left, .right, .shiftLeft, .shiftRight, .home, .end,
      .pageUp, .pageDown, .control, .unbound, .unknown:
      break
    }
    commandLine = line
    return .continue
  }

  private mutating func run(commandLine line: String) -> Reaction {
    let command: Command
    do {
      command = try Command(parsing: line)
    } catch {
      if error == .emptyLine { return .continue }
      feedback = Self.refusal(error)
      return .continue
    }
    switch command {
    case .quit: return .quit
    case .help:
      showsHelp = true
      feedback = nil
    case .speak:
      showsSpoken.toggle()
    default:
      settle(session.run(command), input: nil)
    }
    return .continue
  }

  /// Shows a note of the front end's own, such as the state of speech
  /// output, on the feedback line.
  mutating func note(_ feedback: Feedback) {
    self.feedback = feedback
  }

  /// Follows the answer: phone, feedback.
  private mutating func settle(_ answer: Answer, input: String?) {
    if case .submitted(let values) = answer.submission { submitted = values }
    feedback = Self.feedback(for: answer, input: input, form: session.form)
    announcement = answer.announcement
  }

  /// The last input's announcement, once: `--speak` says it.
  mutating func takeAnnouncement() -> Announcement? {
    defer { announcement = nil }
    return announcement
  }

  /// The caret move of an arrow, Home or End key.
  private static func caretMove(for key: TerminalKey) -> CaretMove {
    switch key {
    case .left: .by(-1, extending: false)
    case .right: .by(1, extending: false)
    case .shiftLeft: .by(-1, extending: true)
    case .shiftRight: .by(1, extending: true)
    case .home, .control("a"): .toStart
    default: .toEnd
    }
  }

}
