import Foundation
import Glibc

/// A private tmux server running `keypad-repl` in a pseudo-terminal of a
/// fixed size, for testing interactive mode as a person sees it.
///
/// Each instance uses its own socket (`tmux -L keypad-test-<uuid>`) and kills
/// its server when released.
final class TmuxSession {
  /// Whether tmux is installed.
  static let isAvailable: Bool = executable() != nil

  private let socket = "keypad-test-\(UUID().uuidString.prefix(8))"
  private let tmux: URL
  /// A directory for the wrapper script and the files it writes.
  let directory: TemporaryDirectory

  /// Starts `keypad-repl` with `arguments` (shell words) in a detached
  /// session of the given size, through a wrapper that records `stty -g`
  /// before and after the REPL runs (files `before` and `after` in
  /// ``directory``), its exit status (`status`) and its process id (`pid`).
  init(arguments: String, columns: Int = 80, rows: Int = 24) throws {
    guard let tmux = Self.executable() else { throw ReplTestError.timedOut("tmux is missing") }
    self.tmux = tmux
    directory = try TemporaryDirectory()
    let script = """
      cd "\(directory.url.path)"
      stty -g > before
      sh -c 'echo $$ > pid; exec "$0" \(arguments)' "\(ReplBinary.url.path)"
      echo $? > status
      stty -g > after
      sleep 30
      """
    let path = try directory.file("run.sh", script)
    try run([
      "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y",
      String(rows), "sh \(path)",
    ])
  }

  /// Sends keys as `tmux send-keys` names them (`Tab`, `Escape`, `C-c`), or
  /// literal text with `literal`.
  func send(_ keys: [String], literal: Bool = false) throws {
    try run(["send-keys", "-t", "main"] + (literal ? ["-l"] : []) + keys)
  }

  /// The visible screen, one string a row.
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", "main"])
  }

  /// Polls the screen until `condition` holds, for at most `timeout` seconds.
  @discardableResult
  func waitForScreen(timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw ReplTestError.timedOut("the screen did not show what was expected:\n\(last)")
  }

  /// Polls until the file `name` in ``directory`` holds a whole line.
  func waitForFile(_ name: String, timeout: TimeInterval = 20) throws -> String {
    let url = directory.url.appendingPathComponent(name)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let data = Spawn.contents(of: url.path)
      if data.last == 0x0A {
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw ReplTestError.timedOut("\(name) was not written")
  }

  /// Appends every byte the program writes to the pane from now on to the
  /// file `name` in ``directory`` (`tmux pipe-pane`).
  func recordOutput(to name: String) throws {
    let path = directory.url.appendingPathComponent(name).path
    try run(["pipe-pane", "-o", "-t", "main", "cat >> '\(path)'"])
  }

  /// Pastes `text` into the pane as a terminal does, in bracketed-paste
  /// markers when the program asked for them.
  func paste(_ text: String) throws {
    try run(["set-buffer", text])
    try run(["paste-buffer", "-p", "-t", "main"])
  }

  /// Resizes the window.
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
  }

  /// Runs one tmux command and returns its standard output.
  ///
  /// Spawned directly rather than with `Process`: Foundation waits for a
  /// socket the child inherits to close, and the tmux server that
  /// `new-session` forks keeps it open for good.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    var environment = ReplBinary.environment(["LANG": "C.UTF-8", "TERM": "xterm-256color"])
    environment["TMUX"] = nil
    let output = directory.url.appendingPathComponent("tmux-output")
    let ending = try Spawn.run(
      tmux.path, arguments: ["-L", socket, "-u"] + arguments, environment: environment,
      output: .file(output.path), timeout: 20)
    guard ending == Spawn.Ending(status: 0, exited: true) || arguments.first == "kill-server"
    else {
      throw ReplTestError.failed("tmux \(arguments.joined(separator: " ")) failed: \(ending)")
    }
    return String(decoding: Spawn.contents(of: output.path), as: UTF8.self)
  }

  private static func executable() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent("tmux")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  deinit {
    _ = try? run(["kill-server"])
    let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(base)/tmux-\(getuid())/\(socket)")
  }
}
