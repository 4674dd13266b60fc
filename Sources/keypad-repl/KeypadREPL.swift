import ArgumentParser
import Keypad
import KeypadFrontEnd

/// The `keypad-repl` command: a number pad and a form in the terminal, or a
/// line protocol over pipes.
///
/// With a terminal on both ends it runs the interactive screen; with
/// `--json`, or when standard input is not a terminal, it reads one command
/// a line and answers each with one line.
///
/// ```sh
/// keypad-repl --locale de_DE
/// printf 'type 1234,5\n' | keypad-repl --json --locale de_DE
/// # {"ok":true,...,"display":"1.234,5","value":"1234.5",...}
/// ```
@main
struct KeypadREPL: ParsableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The command's name, which its error lines start with.
  static let name = "keypad-repl"

  /// Names, help and version for ArgumentParser.
  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Type numbers into a form on a locale-exact number pad.",
    usage:
      "keypad-repl [--locale ID] [--form FILE] [--today YYYY-MM-DD] [--json] [--speak] [--list-locales] [--version] [--help]",
    discussion: """
      In a terminal: an interactive form with a number pad and a phone preview \
      (press : then help). Otherwise, or with --json: one command a line on \
      standard input, one answer a line on standard output (try: echo help | \
      keypad-repl). Exit status 2: a bad option, locale or form file.
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

  /// `--today YYYY-MM-DD`.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The day Done checks expiry dates against (default: the system's).",
      valueName: "YYYY-MM-DD"))
  var today: String?

  /// `--json`.
  @Flag(name: .long, help: "Answer each command line with one JSON object (scripted mode).")
  var json = false

  /// `--speak`.
  @Flag(
    name: .long,
    help: "Say each new value of the active field with espeak-ng (interactive mode only).")
  var speak = false

  /// `--list-locales`.
  @Flag(name: .long, help: "Print every locale id ICU has, one a line, and exit.")
  var listLocales = false

  /// Runs the command; start-up errors exit with status 2.
  mutating func run() throws {
    if listLocales {
      let lines = NumberSymbols.availableLocales.joined(separator: "\n")
      Syscalls.ignore(signal: Syscalls.Signal.brokenPipe)
      // ICU's own ids, one a line: no input is echoed here.
      try? OutputStream.standardOutput.write(lines + "\n")
      return
    }
    let day = try today.map { text in
      guard let day = CalendarDay(text) else {
        throw ValidationError("--today '\(text)' is no date such as 2027-12-01")
      }
      return day
    }
    let session: Session
    do {
      let start = try Startup.open(
        localeOption: locale, formPath: form, today: day,
        environment: Syscalls.environment)
      // The demo's title follows the form's locale; a form file's stays.
      session = Session(form: start.form, title: form == nil ? nil : start.title)
    } catch {
      OutputStream.reportError(error.line(program: Self.name))
      throw ExitCode(StartupError.exitStatus)
    }
    let screen =
      json || !Syscalls.isTerminal(Syscalls.standardInput) ? nil : ScreenOutput.open()
    let status: Int32
    if let screen {
      let (speech, note) = SpeechStartup.output(requested: speak)
      var mode = InteractiveMode(session: session, output: screen, speech: speech, note: note)
      status = mode.run()
    } else {
      var mode = ScriptedMode(session: session, json: json)
      status = mode.run()
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Parses the command line and runs; a usage error exits with status 2,
  /// like a bad locale or form file, after one line on standard error:
  /// `keypad-repl: error: Unknown option '--nope' (see --help) [invalid-option]`.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        let usage = StartupError.usage(message(for: error))
        OutputStream.reportError(usage.line(program: name))
        Syscalls.exit(StartupError.exitStatus)
      }
      exit(withError: error)
    }
  }
}
