/// One line of the REPL's command language, parsed.
///
/// ```swift
/// try Command(parsing: "press 1 decimal 5 next")  // .press(["1", "decimal", "5", "next"])
/// try Command(parsing: "paste 1 234,5")           // .paste("1 234,5")
/// try Command(parsing: "jump")                    // throws CommandError.unknownCommand("jump")
/// ```
enum Command: Sendable, Equatable {
  /// Presses keys by name, in order (see `FormInput.init(padName:)`).
  case press([String])
  /// Types text, each character mapped to a key as the engine maps it.
  case type(String)
  /// Pastes a whole text into the active field.
  case paste(String)
  /// Makes the named field active.
  case focus(String)
  /// Switches the form's locale; the id is read as `--locale` reads it.
  case locale(String)
  /// Answers with the state and the active field's spoken value.
  case speak
  /// Sets the active field's selection, in UTF-16 offsets into its display.
  case select(start: Int, end: Int)
  /// Replaces a UTF-16 range of the active field's display, as a UIKit
  /// delegate does; an empty text deletes.
  case edit(start: Int, end: Int, text: String)
  /// Replaces the active field's whole text, as autofill or dictation
  /// does: the smallest changed range against its display goes through
  /// the rules as one replacement (a script has no caret to give).
  case set(String)
  /// Undoes the active field's last change.
  case undo
  /// Redoes the active field's last undone change.
  case redo
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
    "press", "type", "paste", "focus", "locale", "select", "edit", "set", "undo", "redo", "speak",
    "rotate", "scroll", "keyboard", "policy", "show", "help", "quit",
  ]

  /// Parses one line (without its line break).
  ///
  /// The command word runs to the first space. For `type` and `paste` the
  /// text is everything after that space, spaces included; `press` takes
  /// names separated by spaces; `focus` takes the rest of the line (a
  /// field's name may hold spaces), `locale` one word.
  /// `select START [END]` takes one or two offsets; `edit START END [TEXT]`
  /// takes two, and its text is everything after the third space; `set`
  /// takes everything after its space, spaces kept, and may be empty.
  ///
  /// - Throws: ``CommandError/emptyLine``,
  ///   ``CommandError/unknownCommand(_:)``,
  ///   ``CommandError/missingArgument(command:)``,
  ///   ``CommandError/unexpectedArgument(command:argument:)`` (a word more
  ///   than the command takes, as in `select 1 2 3`) or
  ///   ``CommandError/invalidRange(_:)``.
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
    case "set":
      guard trimmed.count > word.count else { throw .missingArgument(command: "set") }
      self = .set(String(rest))
    case "focus":
      guard !argument.isEmpty else { throw .missingArgument(command: "focus") }
      self = .focus(argument)
    case "locale":
      let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let id = words.first else { throw .missingArgument(command: "locale") }
      guard words.count == 1 else {
        throw .unexpectedArgument(command: "locale", argument: words[1...].joined(separator: " "))
      }
      self = .locale(String(id))
    case "select":
      let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let first = words.first else { throw .missingArgument(command: "select") }
      guard words.count <= 2 else {
        throw .unexpectedArgument(command: "select", argument: words[2...].joined(separator: " "))
      }
      let start = try Self.offset(first)
      let end = try words.count > 1 ? Self.offset(words[1]) : start
      guard start <= end else { throw .invalidRange("\(start) \(end)") }
      self = .select(start: start, end: end)
    case "edit":
      let startWord = rest.prefix { $0 != " " }
      let afterStart = rest.dropFirst(startWord.count).dropFirst()
      let endWord = afterStart.prefix { $0 != " " }
      guard !startWord.isEmpty, !endWord.isEmpty else { throw .missingArgument(command: "edit") }
      let start = try Self.offset(startWord)
      let end = try Self.offset(endWord)
      guard start <= end else { throw .invalidRange("\(start) \(end)") }
      self = .edit(
        start: start, end: end, text: String(afterStart.dropFirst(endWord.count).dropFirst()))
    case "undo", "redo", "speak", "show", "help", "quit", "exit":
      guard argument.isEmpty else {
        throw .unexpectedArgument(command: String(word), argument: argument)
      }
      switch word {
      case "undo": self = .undo
      case "redo": self = .redo
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

extension Command {
  /// A UTF-16 offset written in decimal digits, with an optional minus.
  fileprivate static func offset(_ word: Substring) throws(CommandError) -> Int {
    guard let offset = Int(word) else { throw .invalidRange(String(word)) }
    return offset
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
