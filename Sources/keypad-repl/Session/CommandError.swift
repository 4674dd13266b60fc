import Keypad

/// A fault of the REPL's own: a line or a command it cannot run.
///
/// The code is stable. Faults of the engine (a rejected key, an unknown
/// locale, an unknown field) keep the engine's own errors and codes.
enum CommandError: CodedError, Hashable {
  /// The line is empty or only spaces.
  case emptyLine
  /// The first word is no command.
  case unknownCommand(String)
  /// A `press` name is no key.
  case unknownKey(String)
  /// The command needs an argument.
  case missingArgument(command: String)
  /// The command takes no (more) arguments than it was given.
  case unexpectedArgument(command: String, argument: String)
  /// The argument is not one the command takes.
  case invalidArgument(command: String, argument: String, expected: String)
  /// Previous on the first available field: focus stays.
  case alreadyAtFirstField
  /// A paste holds more than one line; nothing was pasted.
  case multiLinePaste
  /// A paste is longer than `limit` bytes; nothing was pasted.
  case pasteTooLong(limit: Int)
  /// The line is not valid UTF-8.
  case invalidUTF8
  /// The line is longer than the limit; it was skipped.
  case lineTooLong(limit: Int)
  /// The interactive command line is full: what was typed or pasted past
  /// `limit` characters was not added.
  case commandLineFull(limit: Int)
  /// Done found invalid fields; the code is the first failure's code.
  case notSubmitted([ValidationFailure])
  /// A `select` or `edit` offset is no number, or the start is after the
  /// end; the code is the engine's `invalid-range`.
  case invalidRange(String)

  /// The stable code, such as `unknown-command`; for ``notSubmitted(_:)`` the
  /// first failure's code (`required`, `below-min`, `above-max`).
  var code: String {
    switch self {
    case .emptyLine: "empty-line"
    case .unknownCommand: "unknown-command"
    case .unknownKey: "unknown-key"
    case .missingArgument: "missing-argument"
    case .unexpectedArgument: "unexpected-argument"
    case .invalidArgument: "invalid-argument"
    case .alreadyAtFirstField: "already-at-first-field"
    case .multiLinePaste: "multi-line-paste"
    case .pasteTooLong: "paste-too-long"
    case .invalidUTF8: "invalid-utf8"
    case .lineTooLong, .commandLineFull: "line-too-long"
    case .notSubmitted(let failures): failures.first?.code.rawValue ?? "not-submitted"
    case .invalidRange: EntryRejection.invalidRange.code
    }
  }

  /// A sentence for people.
  var description: String {
    switch self {
    case .emptyLine:
      "empty line: type a command, or help"
    case .unknownCommand(let word):
      "unknown command '\(Self.excerpt(word))': help lists the commands"
    case .unknownKey(let name):
      "unknown key '\(Self.excerpt(name))': help lists the keys"
    case .missingArgument(let command):
      "\(command) needs an argument (see help)"
    case .unexpectedArgument(let command, let argument):
      "\(command) takes no argument '\(Self.excerpt(argument))' (see help)"
    case .invalidArgument(let command, let argument, let expected):
      "\(command) cannot take '\(Self.excerpt(argument))': expected \(expected)"
    case .alreadyAtFirstField:
      "already at the first field"
    case .multiLinePaste:
      "the paste has more than one line; paste one number"
    case .pasteTooLong(let limit):
      "the paste is longer than \(limit) bytes; nothing was pasted"
    case .invalidUTF8:
      "the line is not valid UTF-8"
    case .lineTooLong(let limit):
      "the line is longer than \(limit) bytes and was skipped"
    case .commandLineFull(let limit):
      "the command line holds \(limit) characters; the rest was not added"
    case .invalidRange(let range):
      "invalid range '\(Self.excerpt(range))': offsets are UTF-16 offsets into the display, start first"
    case .notSubmitted(let failures):
      "not submitted: "
        + failures.map(\.message).joined(separator: "; ")
    }
  }

  /// At most 40 characters of user input, for a message.
  static func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }
}
