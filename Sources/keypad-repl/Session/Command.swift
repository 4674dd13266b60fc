/// One line of the REPL's command language, parsed.
///
/// ```swift
/// try Command(parsing: "press 1 decimal 5 next")  // .press(["1", "decimal", "5", "next"])
/// try Command(parsing: "paste 1 234,5")           // .paste("1 234,5")
/// try Command(parsing: "jump")                    // throws CommandError.unknownCommand
/// ```
enum Command: Sendable, Equatable {
  /// Presses keys by name, in order (see ``PadAction``).
  case press([String])
  /// Types text, each character mapped to a key as the engine maps it.
  case type(String)
  /// Pastes a whole text into the active field.
  case paste(String)
  /// Makes the named field active.
  case focus(String)
  /// Switches the form's locale.
  case locale(String)
  /// Answers with the state and the active field's spoken value.
  case speak
  /// Answers with the state, changing nothing.
  case show
  /// Answers with the list of commands.
  case help
  /// Ends the session.
  case quit
  /// Changes the phone's viewport: rotation, scrolling, keyboard, policy.
  case viewport(ViewportCommand)

  /// The command words, for help and messages.
  static let words = [
    "press", "type", "paste", "focus", "locale", "speak", "rotate", "scroll", "keyboard", "policy",
    "show", "help", "quit",
  ]

  /// Parses one line (without its line break).
  ///
  /// The command word runs to the first space. For `type` and `paste` the
  /// text is everything after that space, spaces included; `press` takes
  /// names separated by spaces; `focus` and `locale` take one word.
  ///
  /// - Throws: ``CommandError/emptyLine``,
  ///   ``CommandError/unknownCommand(_:)`` or
  ///   ``CommandError/missingArgument(command:)``.
  init(parsing line: String) throws(CommandError) {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard !trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) else { throw .emptyLine }
    let word = trimmed.prefix { $0 != " " && $0 != "\t" }
    let rest = trimmed.dropFirst(word.count).dropFirst()
    let argument = rest.trimmingSpaces()
    switch word {
    case "press":
      let names = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard !names.isEmpty else { throw .missingArgument(command: "press") }
      self = .press(names)
    case "type":
      guard !rest.isEmpty else { throw .missingArgument(command: "type") }
      self = .type(String(rest))
    case "paste":
      guard trimmed.count > word.count else { throw .missingArgument(command: "paste") }
      self = .paste(String(rest))
    case "focus":
      guard !argument.isEmpty else { throw .missingArgument(command: "focus") }
      self = .focus(argument)
    case "locale":
      guard !argument.isEmpty else { throw .missingArgument(command: "locale") }
      self = .locale(argument)
    case "speak", "show", "help", "quit", "exit":
      guard argument.isEmpty else {
        throw .unexpectedArgument(command: String(word), argument: argument)
      }
      switch word {
      case "speak": self = .speak
      case "show": self = .show
      case "help": self = .help
      default: self = .quit
      }
    case "rotate", "scroll", "keyboard", "policy":
      self = try Command(viewport: String(word), argument: argument)
    default: throw .unknownCommand(String(word))
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    let start = drop { $0 == " " || $0 == "\t" }
    var end = start
    while let last = end.last, last == " " || last == "\t" { end = end.dropLast() }
    return String(end)
  }
}
