import Keypad
import KeypadFormFile
import Testing

@testable import KeypadFrontEnd

/// Every front end opens the same form and words a failed start alike.
@Suite struct StartupTests {
  private func open(
    locale: String? = nil, form: String? = nil, environment: [String: String] = [:]
  ) throws(StartupError) -> Startup {
    try Startup.open(localeOption: locale, formPath: form) { environment[$0] }
  }

  @Test func theDemoFormOpensInTheLocaleTheEnvironmentNames() throws {
    let start = try open(environment: ["LC_ALL": "de_CH.UTF-8", "LANG": "fr_FR"])
    #expect(start.title == "Kasse (Demo)")
    #expect(start.form.symbols.localeID == "de_CH")
    #expect(start.locale.source == .environment(name: "LC_ALL", value: "de_CH.UTF-8"))
    #expect(start.form.fields.first?.name == "amount")
    #expect(start.form.activeFieldName == nil)
  }

  @Test func anUnknownIdFromTheEnvironmentNamesTheVariable() {
    #expect {
      _ = try open(environment: ["LANG": "xx_YY.UTF-8"])
    } throws: { error in
      (error as? StartupError)?.line(program: "keypad-gtk")
        == "keypad-gtk: error: LANG=xx_YY.UTF-8: unknown locale 'xx_YY': it names a language"
        + " ICU has no data for; choose one with --locale ID [unknown-locale]"
    }
  }

  @Test func anUnknownOptionSuggestsTheListOfIds() {
    #expect {
      _ = try open(locale: "xx_YY")
    } throws: { error in
      (error as? StartupError)?.line(program: "keypad-repl")
        == "keypad-repl: error: unknown locale 'xx_YY': it names a language ICU has no data"
        + " for (keypad-repl --list-locales lists the known ids) [unknown-locale]"
    }
  }

  @Test func aCalendarDigitsCannotTypeIsRefusedForTheDemoOnly() throws {
    #expect {
      _ = try open(locale: "he_IL@calendar=hebrew")
    } throws: { error in
      (error as? StartupError)?.line(program: "keypad-repl")
        == "keypad-repl: error: locale 'he_IL@calendar=hebrew': its calendar 'hebrew' cannot"
        + " be typed on digits: it has leap months [unsupported-calendar]"
    }
  }

  @Test func aMissingFormFileIsAFormFileError() {
    #expect {
      _ = try open(locale: "en_US", form: "/nonexistent/form.json")
    } throws: { error in
      (error as? StartupError)?.code == "form-not-found"
    }
  }

  @Test func aRefusedCommandLineKeepsTheParsersFirstLine() {
    let error = StartupError.usage("Error: Unknown option '--nope'\nUsage: keypad-gtk [--form]")
    #expect(error == .invalidOption("Unknown option '--nope'"))
    #expect(
      error.line(program: "keypad-gtk")
        == "keypad-gtk: error: Unknown option '--nope' (see --help) [invalid-option]")
    #expect(StartupError.usage("Missing value") == .invalidOption("Missing value"))
  }

  @Test func noDisplayHasItsOwnCode() {
    #expect(
      StartupError.noDisplay.line(program: "keypad-gtk")
        == "keypad-gtk: error: cannot open a display [no-display]")
    #expect(StartupError.exitStatus == 2)
  }
}
