import Keypad

/// Everything the interactive screen shows, and how keys change it.
///
/// A value: ``handle(_:)`` takes one decoded key and returns whether the
/// session goes on; it does no I/O, so it is tested without a terminal.
/// The screen is drawn from it by ``Screen``.
///
/// ```swift
/// var state = InteractiveState(session: session)
/// state.handle(.character("5"))  // .continue; the active field shows "5"
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
  private(set) var phone: PhoneState
  /// What the last input did, if it is worth saying.
  private(set) var feedback: Feedback?
  /// The command line being typed after `:`, or `nil`.
  private(set) var commandLine: String?
  /// Whether the help is shown.
  private(set) var showsHelp = false
  /// The pad key just pressed.
  private(set) var lastPress: PadPress?

  /// The longest command line kept.
  static let commandLineLimit = 200

  /// The state at start: the session's active field, the keypad up.
  init(session: Session) {
    self.session = session
    phone = PhoneState(fields: session.form.fields, activeField: session.form.activeFieldName)
  }

  /// Handles one key.
  mutating func handle(_ key: TerminalKey) -> Reaction {
    if key == .control("c") || key == .control("d") { return .quit }
    if showsHelp {
      showsHelp = false
      return .continue
    }
    lastPress = nil
    if commandLine != nil { return handleCommandKey(key) }
    switch key {
    case .character(":"):
      commandLine = ""
      feedback = nil
    case .character(let character):
      let mapped = Key(character: character, symbols: session.form.symbols)
      let answer = session.type(character)
      lastPress = mapped.map { PadPress(key: .key($0), accepted: answer.ok) }
      settle(answer, input: "'\(TextWidth.withoutBidiControls(String(character)))'")
    case .enter, .tab, .down: perform(.next)
    case .backTab, .up: perform(.previous)
    case .escape: perform(.done)
    case .backspace: perform(.key(.backspace))
    case .delete, .control("u"): perform(.key(.clear))
    case .pageUp: perform(.increment)
    case .pageDown: perform(.decrement)
    case .control("r"): perform(.revert)
    case .paste(let text):
      settle(session.run(.paste(Self.firstLine(of: text))), input: "the paste")
    case .control("l"), .left, .right, .unknown:
      break
    case .control(let letter):
      feedback = Feedback(
        text: "✗ Ctrl-\(letter.uppercased()) does nothing here; press : then help for the keys",
        isError: true)
    }
    return .continue
  }

  private mutating func perform(_ action: PadAction) {
    let answer = session.perform(action)
    switch action {
    case .key(let key):
      lastPress = PadPress(key: .key(key), accepted: answer.ok)
      settle(answer, input: Self.name(of: key))
    case .next, .done:
      lastPress = PadPress(key: .returnKey, accepted: answer.ok)
      settle(answer, input: nil)
    case .previous, .dismiss:
      settle(answer, input: nil)
    case .increment:
      settle(answer, input: "PageUp")
    case .decrement:
      settle(answer, input: "PageDown")
    case .revert:
      settle(answer, input: "Ctrl-R")
    }
  }

  private mutating func handleCommandKey(_ key: TerminalKey) -> Reaction {
    var line = commandLine ?? ""
    switch key {
    case .character(let character):
      if line.count < Self.commandLineLimit { line.append(character) }
    case .paste(let text):
      line += Self.firstLine(of: text).prefix(Self.commandLineLimit - line.count)
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
      return .continue
    case .enter:
      commandLine = nil
      return run(commandLine: line)
    case .tab, .backTab, .delete, .up, .down, .left, .right, .pageUp, .pageDown, .control,
      .unknown:
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
      feedback = Feedback(text: "✗ " + error.description, isError: true, code: error.code)
      return .continue
    }
    switch command {
    case .quit: return .quit
    case .help:
      showsHelp = true
      feedback = nil
    default:
      settle(session.run(command), input: nil)
    }
    return .continue
  }

  /// Follows the answer: phone, feedback.
  private mutating func settle(_ answer: Answer, input: String?) {
    phone.update(activeField: session.form.activeFieldName)
    feedback = FeedbackWording.feedback(for: answer, input: input, form: session.form)
  }

  /// The name of a key for feedback: its label on the pad.
  private static func name(of key: Key) -> String {
    switch key {
    case .digit(let value): "'\(value)'"
    case .doubleZero: "'00'"
    case .decimal: "the decimal key"
    case .backspace: "Backspace"
    case .clear: "Clear"
    case .sign: "the sign key"
    }
  }

  /// The first line of a pasted text.
  private static func firstLine(of text: String) -> String {
    String(text.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
  }
}
