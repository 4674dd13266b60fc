#if canImport(ArgumentParser)
import ArgumentParser

/// The options every front end starts from: `--locale ID` and `--form FILE`.
///
/// keypad-repl and keypad-gtk take them as an option group, so both read
/// and describe them the same way.
///
/// ```swift
/// struct App: ParsableCommand {
///   @OptionGroup var startup: StartupOptions
/// }
/// try App.parse(["--locale", "de_CH"]).startup.locale  // "de_CH"
/// ```
public struct StartupOptions: ParsableArguments, Sendable {
  /// `--locale ID`: an ICU id or BCP 47 tag; `nil` means the environment's
  /// (see ``LocaleDefault``).
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The locale, such as de_CH or ar-EG (default: LC_ALL, LC_NUMERIC or LANG, else en_US).",
      valueName: "ID"))
  public var locale: String?

  /// `--form FILE`: a JSON form definition; `nil` means ``DemoForm``.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A JSON form definition (default: the built-in demo form).", valueName: "FILE"))
  public var form: String?

  /// Options as parsed; none given.
  public init() {}
}
#endif
