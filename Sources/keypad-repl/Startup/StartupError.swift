import Keypad
import KeypadFormFile
import KeypadFrontEnd

/// A reason the REPL cannot start; it exits with status 2 after one line on
/// standard error.
enum StartupError: CodedError {
  /// The starting locale is unknown to ICU.
  case unknownLocale(LocaleError, source: LocaleSource)
  /// The form file cannot be used.
  case formFile(FormFileError)
  /// The engine refused the built-in demo form (a bug).
  case demoForm(FormError)

  /// The exit status for every start-up error.
  static let exitStatus: Int32 = 2

  /// The stable code: `unknown-locale`, or the form file's code.
  var code: String {
    switch self {
    case .unknownLocale(let error, _): error.code
    case .formFile(let error): error.code
    case .demoForm(let error): error.code
    }
  }

  /// One line for people, naming where the bad input came from; the list
  /// of known ids is suggested for an unknown one, not for a known locale
  /// whose calendar is refused.
  var description: String {
    switch self {
    case .unknownLocale(let error, .option), .unknownLocale(let error, .fallback):
      error.code == "unsupported-calendar"
        ? error.description
        : "\(error.description) (keypad-repl --list-locales lists the known ids)"
    case .unknownLocale(let error, .environment(let name, let value)):
      "\(name)=\(value): \(error.description); choose one with --locale ID"
    case .formFile(let error):
      error.description
    case .demoForm(let error):
      "the built-in demo form was refused: \(error.description)"
    }
  }
}
