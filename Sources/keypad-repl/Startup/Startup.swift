import Keypad
import KeypadFormFile
import KeypadFrontEnd

/// Builds the session the REPL starts with from the command line and the
/// environment.
enum Startup {
  /// The session for `--locale`, `--form` and `--today`, with the first
  /// chained field active.
  ///
  /// - Throws: ``StartupError`` for an unknown locale (from the option or
  ///   the environment) or a form file that cannot be used.
  static func makeSession(
    localeOption: String?, formPath: String?, today: CalendarDay? = nil
  ) throws(StartupError) -> Session {
    let choice = LocaleDefault.choose(option: localeOption, environment: Syscalls.environment)
    let symbols: NumberSymbols
    do {
      symbols = try NumberSymbols.locale(choice.id)
    } catch {
      throw .unknownLocale(error, source: choice.source)
    }
    guard let formPath else {
      do {
        try DemoForm.checkCalendar(locale: choice.id)
      } catch {
        throw .unknownLocale(error, source: choice.source)
      }
      do {
        var form = try DemoForm.make(symbols: symbols, locale: choice.id)
        form.today = today
        return Session(form: form, title: DemoForm.title)
      } catch {
        throw .demoForm(error)
      }
    }
    do {
      let file = try FormFile.load(path: formPath)
      let form = try file.makeForm(symbols: symbols, locale: choice.id, today: today)
      return Session(form: form, title: file.title)
    } catch {
      throw .formFile(error)
    }
  }
}
