import KeypadAvoidance

/// A command that changes the phone beside the form rather than the form.
///
/// ```swift
/// try Command(parsing: "rotate")           // .viewport(.rotate)
/// try Command(parsing: "scroll 120")       // .viewport(.scroll(120))
/// try Command(parsing: "keyboard float")   // .viewport(.keyboard(.floating))
/// try Command(parsing: "policy minimal")   // .viewport(.policy(.minimal(margin: 10)))
/// ```
enum ViewportCommand: Sendable, Equatable {
  /// Toggles portrait and landscape.
  case rotate
  /// Scrolls the content to a vertical offset, as a finger would.
  case scroll(Double)
  /// Shows the pad docked or floating, or hides it.
  case keyboard(KeyboardMode)
  /// Places fields with another policy.
  case policy(AvoidancePolicy)
}

extension Command {
  /// Parses the argument of a viewport command word.
  ///
  /// - Throws: ``CommandError/missingArgument(command:)``,
  ///   ``CommandError/unexpectedArgument(command:argument:)`` or
  ///   ``CommandError/invalidArgument(command:argument:expected:)``.
  init(viewport word: String, argument: String) throws(CommandError) {
    let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    switch word {
    case "rotate":
      guard argument.isEmpty else {
        throw .unexpectedArgument(command: word, argument: argument)
      }
      self = .viewport(.rotate)
    case "scroll":
      guard let text = words.first else { throw .missingArgument(command: word) }
      guard words.count == 1 else {
        throw .unexpectedArgument(command: word, argument: words.dropFirst().joined(separator: " "))
      }
      guard let points = Self.points(text) else {
        throw .invalidArgument(
          command: word, argument: text, expected: "an offset in points, such as 120 or 40.5")
      }
      self = .viewport(.scroll(points))
    case "keyboard":
      guard let text = words.first else { throw .missingArgument(command: word) }
      guard words.count == 1 else {
        throw .unexpectedArgument(command: word, argument: words.dropFirst().joined(separator: " "))
      }
      let modes: [String: KeyboardMode] = ["show": .docked, "hide": .hidden, "float": .floating]
      guard let mode = modes[text] else {
        throw .invalidArgument(command: word, argument: text, expected: "show, hide or float")
      }
      self = .viewport(.keyboard(mode))
    default:
      self = .viewport(.policy(try Self.policy(words, argument: argument)))
    }
  }

  /// `center`, or `minimal` with an optional margin (10 by default).
  private static func policy(_ words: [String], argument: String) throws(CommandError)
    -> AvoidancePolicy
  {
    guard let name = words.first else { throw .missingArgument(command: "policy") }
    switch name {
    case "center":
      guard words.count == 1 else {
        throw .unexpectedArgument(
          command: "policy", argument: words.dropFirst().joined(separator: " "))
      }
      return .center
    case "minimal":
      guard words.count <= 2 else {
        throw .unexpectedArgument(
          command: "policy", argument: words.dropFirst(2).joined(separator: " "))
      }
      guard words.count == 2 else { return .minimal() }
      guard let margin = points(words[1]), margin >= 0 else {
        throw .invalidArgument(
          command: "policy", argument: words[1], expected: "a margin of 0 or more points")
      }
      return .minimal(margin: margin)
    default:
      throw .invalidArgument(
        command: "policy", argument: argument, expected: "center, or minimal [MARGIN]")
    }
  }

  /// A finite number of points written with ASCII digits, an optional
  /// leading minus and an optional `.` fraction; `nil` for anything else.
  static func points(_ text: String) -> Double? {
    let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let first = parts.first, !first.isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts.count == 1 || !parts[1].isEmpty, body.count <= 12,
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }
}
