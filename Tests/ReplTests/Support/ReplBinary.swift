import Foundation
import Testing

/// What a run of the `keypad-repl` binary produced.
struct ReplRun {
  /// The exit status, or the signal number when killed.
  let status: Int32
  /// Whether the process exited (not killed by a signal).
  let exited: Bool
  /// Standard output.
  let output: Data
  /// Standard error, as text.
  let errors: String

  /// Standard output as text, one element a line (the last line break dropped).
  var lines: [String] {
    let text = String(decoding: output, as: UTF8.self)
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Each line parsed as a JSON object; a line that is not one fails the test.
  func answers(sourceLocation: SourceLocation = #_sourceLocation) -> [[String: Any]] {
    lines.map { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(
        object != nil, "not a JSON object: \(line.prefix(200))", sourceLocation: sourceLocation)
      return object ?? [:]
    }
  }
}

/// Finds and runs the built `keypad-repl` binary.
///
/// The binary is looked up beside the running test bundle (SwiftPM puts every
/// product of a build in one directory, whatever the scratch path), or at
/// `$KEYPAD_REPL`.
enum ReplBinary {
  /// The binary's path.
  static let url: URL = {
    if let path = ProcessInfo.processInfo.environment["KEYPAD_REPL"] {
      return URL(fileURLWithPath: path)
    }
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("keypad-repl")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let arguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return arguments.appendingPathComponent("keypad-repl")
  }()

  /// The environment for the binary: this process's, without locale
  /// variables, plus `extra`.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["LC_ALL", "LC_NUMERIC", "LANG", "NO_COLOR"] { environment[name] = nil }
    environment["ASAN_OPTIONS"] = "detect_leaks=0"
    environment.merge(extra) { $1 }
    return environment
  }

  /// Runs the binary in scripted mode on a form file that holds
  /// `contents`, with `options` before `--form` (en_US unless they name
  /// another locale) and `input` as its command lines.
  static func run(form contents: String, options: [String] = [], input: String) throws
    -> ReplRun
  {
    let directory = try TemporaryDirectory()
    let path = try directory.file("form.json", contents)
    let locale = options.contains("--locale") ? [] : ["--locale", "en_US"]
    return try run(
      ["--json"] + locale + options + ["--form", path], input: Data(input.utf8))
  }

  /// Runs the binary with `arguments`, standard input from `input`, and
  /// waits (at most `timeout` seconds) for it to end.
  static func run(
    _ arguments: [String], input: Data = Data(), environment extra: [String: String] = [:],
    timeout: TimeInterval = 60
  ) throws -> ReplRun {
    let directory = try TemporaryDirectory()
    let inputPath = directory.url.appendingPathComponent("stdin").path
    let outputPath = directory.url.appendingPathComponent("stdout").path
    let errorPath = directory.url.appendingPathComponent("stderr").path
    try Spawn.write(input, to: inputPath)
    let ending = try Spawn.run(
      url.path, arguments: arguments, environment: environment(extra),
      input: .file(inputPath), output: .file(outputPath), errors: .file(errorPath),
      timeout: timeout)
    return ReplRun(
      status: ending.status, exited: ending.exited, output: Spawn.contents(of: outputPath),
      errors: String(decoding: Spawn.contents(of: errorPath), as: UTF8.self))
  }

  /// Runs the binary in scripted JSON mode with `lines` as input.
  static func json(
    _ lines: [String], arguments: [String] = ["--locale", "de_DE"]
  ) throws -> ReplRun {
    try run(["--json"] + arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}

/// Expects a form file the REPL refuses at start (status 2) as
/// `form-invalid-value`, its message holding each of `parts` (the key's
/// line and column, the words of the rule).
func expectInvalid(
  _ contents: String, containing parts: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try ReplBinary.run(form: contents, input: "show\n")
  #expect(result.status == 2, sourceLocation: sourceLocation)
  #expect(result.errors.contains("[form-invalid-value]"), "\(result.errors)")
  for part in parts {
    #expect(result.errors.contains(part), "\(result.errors)", sourceLocation: sourceLocation)
  }
}

/// A failure of the test harness itself.
enum ReplTestError: Error, CustomStringConvertible {
  /// Something did not happen in time.
  case timedOut(String)
  /// A system call failed.
  case failed(String)

  var description: String {
    switch self {
    case .timedOut(let what), .failed(let what): what
    }
  }
}

/// A fresh temporary directory, removed when the value is released.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keypad-repl-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes a file in the directory and returns its path.
  func file(_ name: String, _ contents: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try Spawn.write(Data(contents.utf8), to: path)
    return path
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
