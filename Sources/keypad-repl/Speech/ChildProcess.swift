#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program started in the background with `posix_spawn`, its standard
/// streams on /dev/null (or its output on a pipe), every signal at its
/// default and none blocked, so it never touches the terminal.
struct ChildProcess: Sendable, Equatable {
  /// The process id.
  let pid: pid_t

  /// Starts `path` with `arguments` and returns at once.
  ///
  /// When `output` is a descriptor, standard output goes there.
  ///
  /// - Returns: The process, or `nil` when it cannot be started.
  static func start(_ path: String, arguments: [String], output: Int32? = nil) -> ChildProcess? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = (argv + [nil]).withUnsafeBufferPointer { pointers -> Int32 in
      guard let base = pointers.baseAddress else { return EINVAL }
      return posix_spawn(&pid, path, &actions, &attributes, base, environ)
    }
    return status == 0 ? ChildProcess(pid: pid) : nil
  }

  /// Whether it has ended; collects its status when it has.
  func hasEnded() -> Bool {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    return result == pid || (result < 0 && errno == ECHILD)
  }

  /// Asks it to end (SIGTERM), without waiting.
  func terminate() { _ = kill(pid, SIGTERM) }

  /// Ends it (SIGKILL) and waits for it, which is immediate.
  func end() {
    _ = kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }
}
