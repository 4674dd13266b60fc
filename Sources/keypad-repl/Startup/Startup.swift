import Keypad
import KeypadFormFile
import KeypadStartup

/// Builds the session the REPL starts with from the command line and the
/// environment.
enum Startup {
  /// The session for `--locale` and `--form`, with the first chained field
  /// active.
  ///
  /// - Throws: ``StartupError`` for an unknown locale (from the option or
  ///   the environment) or a form file that cannot be used.
  static func makeSession(localeOption: String?, formPath: String?) throws(StartupError)
    -> Session
  {
    let choice = LocaleDefault.choose(option: localeOption, environment: Syscalls.environment)
    let symbols: NumberSymbols
    do {
      symbols = try NumberSymbols.locale(choice.id)
    } catch {
      throw .unknownLocale(error, source: choice.source)
    }
    guard let formPath else {
      do {
        return Session(form: try DemoForm.make(symbols: symbols), title: DemoForm.title)
      } catch {
        throw .demoForm(error)
      }
    }
    do {
      let file = try FormFile.load(path: formPath)
      return Session(form: try file.makeForm(symbols: symbols), title: file.title)
    } catch {
      throw .formFile(error)
    }
  }
}
