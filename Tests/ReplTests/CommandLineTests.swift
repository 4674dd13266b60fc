import Foundation
import Testing

/// Options, the locale from the environment, and start-up errors.
@Suite struct CommandLineTests {
  private func locale(environment: [String: String], arguments: [String] = []) throws -> String? {
    let run = try ReplBinary.run(
      ["--json"] + arguments, input: Data("show\n".utf8), environment: environment)
    return run.answers().first?.string("locale")
  }

  @Test func theLocaleComesFromTheEnvironment() throws {
    #expect(try locale(environment: [:]) == "en_US")
    #expect(try locale(environment: ["LANG": "de_CH.UTF-8"]) == "de_CH")
    #expect(try locale(environment: ["LANG": "de_DE.UTF-8@euro"]) == "de_DE")
    #expect(try locale(environment: ["LANG": "C.UTF-8"]) == "en_US")
    #expect(try locale(environment: ["LANG": "POSIX"]) == "en_US")
    #expect(try locale(environment: ["LANG": "de_DE", "LC_NUMERIC": "fr_FR"]) == "fr_FR")
    #expect(
      try locale(environment: ["LANG": "de_DE", "LC_NUMERIC": "fr_FR", "LC_ALL": "it_IT"])
        == "it_IT")
    #expect(try locale(environment: ["LANG": "de_DE", "LC_ALL": ""]) == "de_DE")
  }

  @Test func theOptionWinsOverTheEnvironment() throws {
    #expect(
      try locale(environment: ["LC_ALL": "xx_YY"], arguments: ["--locale", "ja_JP"]) == "ja_JP")
  }

  @Test func anUnknownLocaleOptionExitsWithStatusTwo() throws {
    let run = try ReplBinary.run(["--locale", "xx_YY"], input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(run.errors.contains("xx_YY"))
  }

  @Test func anUnknownLocaleFromTheEnvironmentNamesTheVariable() throws {
    let run = try ReplBinary.run(
      ["--json"], input: Data("show\n".utf8), environment: ["LANG": "zz_QQ.UTF-8"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("LANG=zz_QQ.UTF-8"))
    #expect(run.errors.contains("--locale"))
  }

  @Test func listLocalesPrintsEveryICULocale() throws {
    let run = try ReplBinary.run(["--list-locales"])
    #expect(run.status == 0)
    #expect(run.lines.count == 805)
    #expect(run.lines.contains("de_CH"))
    #expect(run.lines.contains("ar_EG"))
  }

  @Test func versionAndHelp() throws {
    let version = try ReplBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.lines == ["0.1.0"])
    let help = try ReplBinary.run(["--help"])
    #expect(help.status == 0)
    let text = String(decoding: help.output, as: UTF8.self)
    for option in ["--locale", "--form", "--json", "--list-locales", "--version"] {
      #expect(text.contains(option))
    }
  }

  @Test func anUnknownOptionExitsWithStatusTwo() throws {
    let run = try ReplBinary.run(["--colour"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--colour"))
  }
}
