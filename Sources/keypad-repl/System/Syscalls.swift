import Glibc

/// The thin boundary with C: every libc call the REPL makes, one line each.
///
/// Nothing outside this file names a C function, so the rest of the REPL
/// reads as Swift and the platform differences live in one place.
enum Syscalls {
  /// The file descriptor of standard input.
  static let standardInput: Int32 = 0
  /// The file descriptor of standard output.
  static let standardOutput: Int32 = 1
  /// The file descriptor of standard error.
  static let standardError: Int32 = 2

  /// The signals the REPL handles.
  enum Signal {
    /// The terminal window changed size.
    static let windowChanged = SIGWINCH
    /// A polite request to end.
    static let terminate = SIGTERM
    /// The terminal went away.
    static let hangUp = SIGHUP
    /// An interrupt (Ctrl-C while keys still make signals).
    static let interrupt = SIGINT
    /// The process goes on after a stop.
    static let resume = SIGCONT
    /// A write to a pipe nobody reads.
    static let brokenPipe = SIGPIPE
  }

  /// The error number of an interrupted call.
  static let interrupted = EINTR
  /// The error number of a path that names nothing.
  static let noSuchFile = ENOENT
  /// The error number of reading a directory as a file.
  static let isADirectory = EISDIR
  /// The error number of a call that would block.
  static let wouldBlock = EAGAIN

  /// The last error number of this thread.
  static var lastError: Int32 { errno }

  /// Sets the error number (a signal handler restores it).
  static func setLastError(_ number: Int32) { errno = number }

  /// `read(2)` into a buffer; the byte count, 0 at end of file, -1 on error.
  static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    Glibc.read(fd, buffer.baseAddress, buffer.count)
  }

  /// `write(2)` from a buffer; the byte count or -1.
  static func write(_ fd: Int32, from buffer: UnsafeRawBufferPointer) -> Int {
    Glibc.write(fd, buffer.baseAddress, buffer.count)
  }

  /// Whether the descriptor is a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The value of an environment variable, or `nil` when it is unset.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The terminal settings of a descriptor, or `nil` when it is no terminal.
  static func terminalAttributes(_ fd: Int32) -> TerminalSettings? {
    var settings = termios()
    return tcgetattr(fd, &settings) == 0 ? TerminalSettings(value: settings) : nil
  }

  /// Applies terminal settings now; `false` on failure.
  static func setTerminalAttributes(_ fd: Int32, _ settings: TerminalSettings) -> Bool {
    var copy = settings.value
    return tcsetattr(fd, TCSANOW, &copy) == 0
  }

  /// Raw-mode settings derived from `settings` (no echo, no line editing, no
  /// signals from keys, no output processing).
  static func rawAttributes(from settings: TerminalSettings) -> TerminalSettings {
    var raw = settings.value
    cfmakeraw(&raw)
    return TerminalSettings(value: raw)
  }

  /// The window size in rows and columns, or `nil` when unknown.
  static func windowSize(_ fd: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return nil
    }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Waits until one of the descriptors is readable or the timeout passes.
  ///
  /// - Returns: Which descriptors are readable; all `false` on timeout or
  ///   interruption.
  static func waitReadable(_ fds: [Int32], timeoutMilliseconds: Int32) -> [Bool] {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = entries.withUnsafeMutableBufferPointer { buffer in
      poll(buffer.baseAddress, nfds_t(buffer.count), timeoutMilliseconds)
    }
    guard count > 0 else { return fds.map { _ in false } }
    return entries.map { $0.revents != 0 }
  }

  /// A pipe whose ends do not block; `nil` on failure.
  static func nonBlockingPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// Opens a file for reading; the descriptor or -1.
  static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }

  /// Opens a file for writing; the descriptor or -1.
  static func openForWriting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CLOEXEC) }

  /// Whether an open descriptor is a directory.
  static func isDirectory(_ fd: Int32) -> Bool {
    var info = stat()
    return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Closes a descriptor.
  static func close(_ fd: Int32) { _ = Glibc.close(fd) }

  /// The text of an error number, such as "No such file or directory".
  static func describe(error number: Int32) -> String { String(cString: strerror(number)) }

  /// Ignores a signal (used for SIGPIPE, so a closed reader is a write error).
  static func ignore(signal number: Int32) { _ = signal(number, SIG_IGN) }

  /// Restores a signal's default action.
  static func restoreDefault(signal number: Int32) { _ = signal(number, SIG_DFL) }

  /// Calls `handler` for a signal.
  static func handle(signal number: Int32, with handler: @convention(c) (Int32) -> Void) {
    _ = signal(number, handler)
  }

  /// Unblocks signals for this thread, in case the parent process left
  /// them blocked (a blocked SIGTERM would leave the terminal raw).
  static func unblock(signals numbers: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for number in numbers { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Sends a signal to this process.
  static func raise(signal number: Int32) { _ = Glibc.raise(number) }

  /// Ends the process with a status, without running anything else.
  static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}

/// A terminal's settings (a `termios`), opaque outside this file.
struct TerminalSettings: @unchecked Sendable {
  /// The C structure.
  fileprivate let value: termios
}
