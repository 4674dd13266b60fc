import Foundation
import KeypadFrontEnd
import Testing

/// Usage errors are one line like every other start error; the usage names every option.
@Suite struct CommandLineUsageTests {
  @Test(arguments: [["--colour"], ["--locale"], ["--json", "extra"]])
  func aBadOptionIsOneLineWithACodeAndStatusTwo(arguments: [String]) throws {
    let run = try ReplBinary.run(arguments, input: Data("show\n".utf8))
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n")
    try #require(lines.count == 1)
    #expect(lines[0].hasPrefix("keypad-repl: error: "))
    #expect(lines[0].hasSuffix("[invalid-option]"))
  }

  @Test func theUsageLineNamesVersionAndHelp() throws {
    let help = try ReplBinary.run(["--help"])
    let usage = try #require(help.lines.first { $0.hasPrefix("USAGE:") })
    #expect(usage.contains("[--version]"))
    #expect(usage.contains("[--help]"))
  }

  /// `--locale` and `--form` are described as every front end describes them.
  @Test func theStartupOptionsHaveTheFrontEndsWords() throws {
    let help = try ReplBinary.run(["--help"]).lines.joined(separator: " ")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for option in StartupOption.allCases {
      let name = "--\(option) <\(option.valueName)>"
      #expect(help.contains(name + " " + option.help), "\(name)")
    }
  }
}
