/// The options every front end starts from, `--locale ID` and `--form FILE`:
/// the name of each one's value and its help, so that keypad-repl and
/// keypad-gtk describe them the same way.
///
/// A front end declares the two options with its own argument parser (both
/// use ArgumentParser; this module depends on none) and hands their values
/// to ``Startup/open(localeOption:formPath:today:environment:)``.
///
/// ```swift
/// StartupOption.locale.valueName  // "ID"
/// StartupOption.form.help         // "A JSON form definition (default: the built-in demo form)."
/// ```
public enum StartupOption: Sendable, CaseIterable {
  /// `--locale ID`: an ICU id or BCP 47 tag; none means the environment's
  /// (see ``LocaleDefault``).
  case locale
  /// `--form FILE`: a JSON form definition; none means ``DemoForm``.
  case form

  /// The name of the option's value in the usage line: `ID`, `FILE`.
  public var valueName: String {
    switch self {
    case .locale: "ID"
    case .form: "FILE"
    }
  }

  /// The option's line of help.
  public var help: String {
    switch self {
    case .locale:
      "The locale, such as de_CH or ar-EG (default: LC_ALL, LC_NUMERIC or LANG, else en_US)."
    case .form: "A JSON form definition (default: the built-in demo form)."
    }
  }
}
