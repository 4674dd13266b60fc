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
  /// The line is not valid UTF-8.
  case invalidUTF8
  /// The line is longer than the limit; it was skipped.
  case lineTooLong(limit: Int)
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
    case .invalidUTF8: "invalid-utf8"
    case .lineTooLong: "line-too-long"
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
      "unknown command '\(Self.excerpt(word))': commands are "
        + Command.words.joined(separator: ", ")
    case .unknownKey(let name):
      "unknown key '\(Self.excerpt(name))': keys are \(PadAction.summary)"
    case .missingArgument(let command):
      "\(command) needs an argument (see help)"
    case .invalidUTF8:
      "the line is not valid UTF-8"
    case .lineTooLong(let limit):
      "the line is longer than \(limit) bytes and was skipped"
    case .invalidRange(let range):
      "invalid range '\(Self.excerpt(range))': offsets are UTF-16 offsets into the display, start first"
    case .notSubmitted(let failures):
      "not submitted: "
        + failures.map { "\($0.field) \(FailureWording.phrase(for: $0))" }
        .joined(separator: "; ")
    }
  }

  /// At most 40 characters of user input, for a message.
  static func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }
}

/// Validation failures in plain words.
enum FailureWording {
  /// `is required`, `must be at least 1`, `must be at most 100`.
  static func phrase(for failure: ValidationFailure) -> String {
    let bound = failure.bound?.description ?? ""
    switch failure.code {
    case .required: return "is required"
    case .belowMin: return "must be at least \(bound)"
    case .aboveMax: return "must be at most \(bound)"
    }
  }
}
