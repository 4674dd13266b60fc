import Foundation
import Glibc

/// Starts programs with `posix_spawn` and waits for them with `waitpid`.
///
/// The tests use this instead of Foundation's `Process`: `Process` waits for a
/// socket the child inherits to close (a tmux server forked by the child
/// keeps it open for good), passes on the test runner's blocked signals, and
/// leaks a little memory under AddressSanitizer on every run.
enum Spawn {
  /// Where one of the child's standard streams goes.
  enum Stream {
    /// /dev/null.
    case null
    /// A file: read for standard input; created or truncated otherwise.
    case file(String)
    /// A descriptor of this process, duplicated into the child.
    case descriptor(Int32)
  }

  /// How a child ended.
  struct Ending: Equatable {
    /// The exit status, or the number of the signal that ended it.
    let status: Int32
    /// Whether it exited, rather than being killed by a signal.
    let exited: Bool

    /// The status as a shell reports it: 128 + the signal when killed.
    var shellStatus: Int32 { exited ? status : 128 + status }
  }

  /// Starts `path` with no signal blocked or ignored in the child.
  ///
  /// - Returns: The child's process id.
  static func start(
    _ path: String, arguments: [String], environment: [String: String],
    input: Stream = .null, output: Stream = .null, errors: Stream = .null
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (fd, stream) in [(Int32(0), input), (1, output), (2, errors)] {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0)
      case .file(let file):
        let flags = fd == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, fd, file, flags, 0o644)
      case .descriptor(let source):
        posix_spawn_file_actions_adddup2(&actions, source, fd)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = lock.withLock { posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
    guard result == 0 else { throw ReplTestError.failed("cannot start \(path): \(result)") }
    return pid
  }

  /// Waits for a child, killing it after `timeout` seconds.
  static func wait(_ pid: pid_t, timeout: TimeInterval) throws -> Ending {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Date() > deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw ReplTestError.timedOut("process \(pid) did not end within \(timeout) s")
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    let signal = status & 0x7F
    return signal == 0
      ? Ending(status: (status >> 8) & 0xFF, exited: true) : Ending(status: signal, exited: false)
  }

  /// Starts a program and waits for it.
  static func run(
    _ path: String, arguments: [String], environment: [String: String],
    input: Stream = .null, output: Stream = .null, errors: Stream = .null,
    timeout: TimeInterval
  ) throws -> Ending {
    let pid = try start(
      path, arguments: arguments, environment: environment, input: input, output: output,
      errors: errors)
    return try wait(pid, timeout: timeout)
  }

  /// A pipe whose ends close on exec (a child gets an end only by `dup2`).
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try lock.withLock {
      guard Glibc.pipe(&ends) == 0 else { throw ReplTestError.failed("pipe failed") }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    return (ends[0], ends[1])
  }

  /// Held while a pipe is made and marked close-on-exec, and while a child
  /// is spawned, so no child of a test running in parallel inherits a pipe.
  private static let lock = NSLock()

  /// The whole content of a file (empty when it cannot be read).
  static func contents(of path: String) -> Data {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return Data() }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Writes a whole file.
  static func write(_ data: Data, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw ReplTestError.failed("cannot write \(path)") }
    defer { close(fd) }
    try writeAll(data, to: fd)
  }

  /// Writes all of `data` to a descriptor.
  static func writeAll(_ data: Data, to fd: Int32) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(
          fd, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw ReplTestError.failed("write failed: \(errno)") }
        offset += written
      }
    }
  }
}
