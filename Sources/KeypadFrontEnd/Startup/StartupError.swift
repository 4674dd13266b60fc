import Keypad
import KeypadFormFile

/// A reason a front end cannot start, worded once for every front end.
///
/// The front end writes ``line(program:)`` to standard error and exits
/// with ``exitStatus``:
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let error = StartupError.unknownLocale(
///   LocaleError(id: "xx_YY", reason: .unknownLanguage),
///   source: .environment(name: "LANG", value: "xx_YY.UTF-8"))
/// error.line(program: "keypad-gtk")
/// // "keypad-gtk: error: LANG=xx_YY.UTF-8: unknown locale 'xx_YY': it names a
/// //  language ICU has no data for; choose one with --locale ID [unknown-locale]"
/// ```
public enum StartupError: CodedError, Equatable {
  /// The starting locale is unknown to ICU, or its calendar cannot be typed
  /// in the demo form's date field; `source` says where the id came from.
  case unknownLocale(LocaleError, source: LocaleSource)
  /// The form file cannot be used.
  case formFile(FormFileError)
  /// The engine refused the built-in demo form (a bug).
  case demoForm(FormError)
  /// The command line is not one the front end takes; the text says why,
  /// as the argument parser worded it (see ``usage(_:)``).
  case invalidOption(String)
  /// A graphical front end could open no display.
  case noDisplay

  /// The exit status for every start-up error.
  public static let exitStatus: Int32 = 2

  /// The error for a command line the argument parser refused, from its
  /// message: the first line, without its `Error: ` prefix.
  ///
  /// ```swift
  /// StartupError.usage("Error: Unknown option '--nope'\nUsage: ...")
  /// // .invalidOption("Unknown option '--nope'")
  /// ```
  public static func usage(_ message: String) -> StartupError {
    let first = message.split(ascii: "\n", omittingEmptySubsequences: false).first ?? ""
    let prefix = "Error: "
    return .invalidOption(
      first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : String(first))
  }

  /// The stable code: the locale's or the form file's code, `invalid-option`
  /// or `no-display`.
  public var code: String {
    switch self {
    case .unknownLocale(let error, _): error.code
    case .formFile(let error): error.code
    case .demoForm(let error): error.code
    case .invalidOption: "invalid-option"
    case .noDisplay: "no-display"
    }
  }

  /// The error for people, naming where the bad input came from; the list
  /// of known ids is suggested for an unknown id, not for a known locale
  /// whose calendar is refused.
  public var description: String {
    switch self {
    case .unknownLocale(let error, .option), .unknownLocale(let error, .fallback):
      [.unsupportedCalendar, .unknownCalendar].contains(error.reason)
        ? error.description
        : "\(error.description) (keypad-repl --list-locales lists the known ids)"
    case .unknownLocale(let error, .environment(let name, let value)):
      "\(name)=\(value): \(error.description); choose one with --locale ID"
    case .formFile(let error):
      error.description
    case .demoForm(let error):
      "the built-in demo form was refused: \(error.description)"
    case .invalidOption(let text):
      "\(text) (see --help)"
    case .noDisplay:
      "cannot open a display"
    }
  }

  /// The one line a front end writes to standard error:
  /// `<program>: error: <description> [<code>]`.
  public func line(program: String) -> String {
    "\(program): error: \(description) [\(code)]"
  }
}
