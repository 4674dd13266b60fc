import ArgumentParser
import CGtk
import Keypad
import KeypadFrontEnd

/// The `keypad-gtk` command: a phone-sized GTK 4 form on the engine.
///
/// ```sh
/// keypad-gtk --locale de_DE
/// keypad-gtk --form costs.json --trace 2>trace.jsonl
/// ```
@main
struct KeypadGTKApp: ParsableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The command's name, also the application's name on the accessibility
  /// bus and its window class.
  static let name = "keypad-gtk"

  /// Names, help and version for ArgumentParser.
  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Type numbers into a form on a locale-exact number pad, in a GTK 4 window.",
    usage:
      "keypad-gtk [--locale ID] [--form FILE] [--system-keyboard] [--landscape] [--trace] [--version] [--help]",
    discussion: """
      Tab, Shift-Tab and Enter move through the form; Ctrl-Z undoes, Ctrl-Shift-Z and \
      Ctrl-Y redo; Ctrl-R turns the window; Ctrl-Q closes it. After a submit, closing \
      the window, Ctrl-Q, SIGTERM, SIGHUP or SIGINT prints the last submitted values as \
      one JSON object and exits 0; without one it exits 1 (a signal ends it as that \
      signal does). Exit status 2: a bad option, locale or form file, or no display.
      """,
    version: version)

  /// `--locale ID`, as every front end describes it (``StartupOption``).
  @Option(
    name: .long,
    help: ArgumentHelp(StartupOption.locale.help, valueName: StartupOption.locale.valueName))
  var locale: String?

  /// `--form FILE`, as every front end describes it.
  @Option(
    name: .long,
    help: ArgumentHelp(StartupOption.form.help, valueName: StartupOption.form.valueName))
  var form: String?

  /// `--system-keyboard`.
  @Flag(name: .long, help: "Leave out the in-window pad; use the platform's on-screen keyboard.")
  var systemKeyboard = false

  /// `--landscape`.
  @Flag(name: .long, help: "Start in landscape, 844 × 390 (Ctrl-R turns the window).")
  var landscape = false

  /// `--trace`.
  @Flag(name: .long, help: "Write one JSON line per event to standard error.")
  var trace = false

  /// Runs the app; start-up errors exit with status 2.
  mutating func run() throws {
    let started = g_get_monotonic_time()
    let made: Startup
    do {
      made = try Startup.open(
        localeOption: locale, formPath: form, environment: Output.environment)
      // The name screen readers give the app (over AT-SPI) and the window
      // manager its class; without it the accessibility bus says "Unnamed".
      g_set_prgname(KeypadGTKApp.name)
      g_set_application_name(KeypadGTKApp.name)
      guard gtk_init_check() != 0 else { throw StartupError.noDisplay }
    } catch let error as StartupError {
      Output.standardError(error.line(program: KeypadGTKApp.name))
      throw ExitCode(StartupError.exitStatus)
    }
    let options = (usesPad: !systemKeyboard, landscape: landscape, trace: trace)
    // main() runs on the main thread, where GTK calls back.
    let status = MainActor.assumeIsolated {
      let window = AppWindow(
        form: made.form, title: made.title, usesPad: options.usesPad,
        landscape: options.landscape, trace: options.trace, started: started)
      return window.run()
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Parses the command line and runs; a usage error exits with status 2
  /// after one line on standard error.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        Output.standardError(StartupError.usage(message(for: error)).line(program: name))
        exit(withError: ExitCode(StartupError.exitStatus))
      }
      exit(withError: error)
    }
  }
}
