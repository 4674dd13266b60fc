import Keypad
import KeypadFormFile
import KeypadFrontEnd

/// A reason the app cannot start; it exits with status 2 after one line on
/// standard error, as keypad-repl does.
enum StartupError: Error {
  /// The starting locale is unknown to ICU.
  case unknownLocale(LocaleError, variable: (name: String, value: String)?)
  /// The form file cannot be used.
  case formFile(FormFileError)
  /// The engine refused the built-in demo form (a bug).
  case demoForm(FormError)
  /// No X11 or Wayland display could be opened.
  case noDisplay

  /// The exit status for every start-up error.
  static let exitStatus: Int32 = 2

  /// The stable code.
  var code: String {
    switch self {
    case .unknownLocale(let error, _): error.code
    case .formFile(let error): error.code
    case .demoForm(let error): error.code
    case .noDisplay: "no-display"
    }
  }

  /// The line for people; the list of known ids is suggested for an unknown
  /// id, not for a known locale whose calendar is refused.
  var description: String {
    switch self {
    case .unknownLocale(let error, nil):
      error.code == "unsupported-calendar"
        ? error.description
        : "\(error.description) (keypad-repl --list-locales lists the known ids)"
    case .unknownLocale(let error, let variable?):
      "\(variable.name)=\(variable.value): \(error.description); choose one with --locale ID"
    case .formFile(let error): error.description
    case .demoForm(let error): "the built-in demo form was refused: \(error.description)"
    case .noDisplay: "cannot open a display"
    }
  }

  /// `keypad-gtk: error: <description> [<code>]`.
  var line: String { "keypad-gtk: error: \(description) [\(code)]" }
}

/// The form the app opens, from the options and the environment, by
/// keypad-repl's rules (``LocaleDefault``): `--locale`, else the first of
/// `LC_ALL`, `LC_NUMERIC` and `LANG` that is set and not empty (codeset and
/// modifier dropped, `C` and `POSIX` meaning `en_US`), else `en_US`; an
/// unknown id is an error.
enum Startup {
  /// The form and its title.
  static func makeForm(localeOption: String?, formPath: String?, environment: (String) -> String?)
    throws(StartupError) -> (form: NumberForm, title: String)
  {
    let choice = LocaleDefault.choose(option: localeOption, environment: environment)
    let variable: (name: String, value: String)? =
      switch choice.source {
      case .environment(let name, let value): (name, value)
      case .option, .fallback: nil
      }
    let symbols: NumberSymbols
    do {
      symbols = try NumberSymbols.locale(choice.id)
    } catch {
      throw .unknownLocale(error, variable: variable)
    }
    guard let formPath else {
      do {
        try DemoForm.checkCalendar(locale: choice.id)
      } catch {
        throw .unknownLocale(error, variable: variable)
      }
      do {
        return (try DemoForm.make(symbols: symbols, locale: choice.id), DemoForm.title)
      } catch {
        throw .demoForm(error)
      }
    }
    do {
      let file = try FormFile.load(path: formPath)
      return (try file.makeForm(symbols: symbols, locale: choice.id), file.title)
    } catch {
      throw .formFile(error)
    }
  }
}
