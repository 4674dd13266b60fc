import Keypad
import KeypadFormFile

/// The form a front end opens: from `--locale`, `--form` and the
/// environment, by the same rules in every front end.
///
/// The locale is the option's, else the environment's, else `en_US`
/// (``LocaleDefault``); an id ICU does not know is an error, never a silent
/// fallback. Without a form file the form is the ``DemoForm``, whose
/// delivery date must be typable in the locale's calendar.
///
/// ```swift
/// let start = try Startup.open(localeOption: "de_DE", formPath: nil) { _ in nil }
/// start.title               // "Kasse (Demo)"
/// start.form.symbols.localeID  // "de_DE"
/// start.form.fields.count   // 13
/// ```
public struct Startup: Sendable {
  /// The form, with its first field not yet active.
  public let form: KeypadForm
  /// The form's title: the demo's, or the form file's.
  public let title: String
  /// The locale id chosen and where it came from.
  public let locale: LocaleDefault

  #if !hasFeature(Embedded)
  /// Chooses the locale, reads its symbols and makes the form.
  ///
  /// - Parameters:
  ///   - localeOption: The value of `--locale`, if given.
  ///   - formPath: The value of `--form`; `nil` for the demo form.
  ///   - today: The day Done checks expiry dates and `"today"` bounds
  ///     against; `nil` for the system's.
  ///   - environment: Looks up an environment variable.
  /// - Returns: The form, its title and the locale chosen.
  /// - Throws: ``StartupError``: an unknown locale (from the option or the
  ///   environment), a calendar the demo's date cannot be typed in, a form
  ///   file that cannot be used.
  public static func open(
    localeOption: String?, formPath: String?, today: CalendarDay? = nil,
    environment: (String) -> String?
  ) throws(StartupError) -> Startup {
    try open(localeOption: localeOption, today: today, environment: environment) {
      () throws(FormFileError) in
      try formPath.map { path throws(FormFileError) in
        try FormFile.load(path: path)
      }
    }
  }
  #endif

  /// Chooses the locale, reads its symbols and makes the form from a form
  /// file's text (where a page fetched it, in the browser).
  ///
  /// ```swift
  /// let text = Array(#"{"fields": [{"name": "amount"}]}"#.utf8)
  /// let start = try Startup.open(
  ///   localeOption: "de_DE", formText: text, formName: "form.json") { _ in nil }
  /// start.form.fields.count  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - localeOption: The locale asked for, if any.
  ///   - formText: The form file's bytes; `nil` for the demo form.
  ///   - formName: The name messages give the file, such as its URL.
  ///   - today: The day Done checks expiry dates and `"today"` bounds
  ///     against; `nil` for the system's.
  ///   - environment: Looks up an environment variable.
  /// - Returns: The form, its title and the locale chosen.
  /// - Throws: ``StartupError``, as ``open(localeOption:formPath:today:environment:)``.
  public static func open(
    localeOption: String?, formText: [UInt8]?, formName: String, today: CalendarDay? = nil,
    environment: (String) -> String?
  ) throws(StartupError) -> Startup {
    try open(localeOption: localeOption, today: today, environment: environment) {
      () throws(FormFileError) in
      try formText.map { bytes throws(FormFileError) in
        try FormFile.parse(bytes: bytes, path: formName)
      }
    }
  }

  /// Chooses the locale and makes the demo form, or the form `file` reads.
  private static func open(
    localeOption: String?, today: CalendarDay?, environment: (String) -> String?,
    file: () throws(FormFileError) -> FormFile?
  ) throws(StartupError) -> Startup {
    let choice = LocaleDefault.choose(option: localeOption, environment: environment)
    let symbols: NumberSymbols
    do {
      symbols = try NumberSymbols.locale(choice.id)
    } catch {
      throw .unknownLocale(error, source: choice.source)
    }
    let formFile: FormFile?
    do {
      formFile = try file()
    } catch {
      throw .formFile(error)
    }
    guard let formFile else {
      do {
        try DemoForm.checkCalendar(locale: choice.id)
      } catch {
        throw .unknownLocale(error, source: choice.source)
      }
      do {
        var form = try DemoForm.make(symbols: symbols, locale: choice.id)
        form.today = today
        return Startup(
          form: form, title: DemoForm.title(locale: symbols.localeID), locale: choice)
      } catch {
        throw .demoForm(error)
      }
    }
    do {
      let form = try formFile.makeForm(symbols: symbols, locale: choice.id, today: today)
      return Startup(form: form, title: formFile.title, locale: choice)
    } catch {
      throw .formFile(error)
    }
  }
}
