import KeypadFrontEnd
import SystemPackage

/// The interactive session: raw keys in, a redrawn screen out.
///
/// The loop waits on standard input and the signal pipe. Keys go through
/// ``KeyDecoder`` to ``InteractiveState``; the screen is drawn by ``Screen``
/// and written whole. The terminal is restored on every way out: `quit`,
/// Ctrl-C, Ctrl-D, end of input, SIGTERM, SIGHUP, an output error.
struct InteractiveMode {
  /// How long a lone Esc waits for the rest of a sequence, in milliseconds.
  static let escapeDelay: Int32 = 40

  /// The screen's state.
  private var state: InteractiveState
  /// Where the screen is drawn.
  private let output: OutputStream
  /// Where spoken values are said, with `--speak`.
  private let speech: SpeechOutput?

  /// A mode over a session, drawing on `output` (see ``ScreenOutput``); with
  /// `speech`, each new spoken value of the active field is said, and `note`
  /// starts the feedback line.
  init(
    session: Session, output: OutputStream = .standardOutput, speech: SpeechOutput? = nil,
    note: Feedback? = nil
  ) {
    state = InteractiveState(session: session)
    self.output = output
    self.speech = speech
    if let note { state.note(note) }
  }

  /// Runs until the user quits; then, after the terminal is restored, writes
  /// the last submitted values as one JSON object on standard output.
  ///
  /// - Returns: The exit status: 0 after a submit (also when a SIGTERM,
  ///   SIGHUP or SIGINT ends the session after it), 1 when the person quit
  ///   without submitting or the terminal could not be set up; before any
  ///   submit a terminating signal ends the process as that signal does,
  ///   after the terminal is restored.
  mutating func run() -> Int32 {
    guard let signalPipe = Signals.install() else {
      OutputStream.reportError("keypad-repl: error: cannot set up signal handling")
      return 1
    }
    guard let terminal = Terminal.enter(output: output) else {
      OutputStream.reportError("keypad-repl: error: cannot switch the terminal to raw mode")
      return 1
    }
    let colour = Self.colourEnabled(output: output)
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var endingSignal: Int32?
    defer { speech?.finish() }
    loop: while true {
      let announcement = state.takeAnnouncement()
      if let note = speech?.update(
        state.session.form.activeField?.spokenValue, announcement: announcement)
      {
        state.note(note)
      }
      guard draw(terminal: terminal, colour: colour) else { break }
      let timeout: Int32 = decoder.hasPending ? Self.escapeDelay : -1
      let ready = Syscalls.waitReadable(
        [Syscalls.standardInput, signalPipe], timeoutMilliseconds: timeout)
      if ready[1] {
        for signal in Signals.drain(signalPipe) {
          if signal == Syscalls.Signal.resume {
            terminal.enterRawMode()
          } else if signal != Syscalls.Signal.windowChanged {
            endingSignal = signal
            break loop
          }
        }
      }
      var keys: [TerminalKey] = []
      if ready[0] {
        let count: Int
        do {
          count = try buffer.withUnsafeMutableBytes {
            try FileDescriptor.standardInput.read(into: $0, retryOnInterrupt: true)
          }
        } catch {
          break
        }
        if count == 0 { break }
        keys = decoder.feed(Array(buffer[..<count]))
      } else if !ready[1], decoder.hasPending {
        keys = decoder.flush()
      }
      for key in keys where state.handle(key) == .quit {
        break loop
      }
    }
    terminal.restore()
    // After a submit the last submit counts, however the session ends: a
    // SIGTERM or SIGHUP then prints the values and exits 0, as Ctrl-C does.
    if let endingSignal, state.submitted == nil { Signals.endProcess(with: endingSignal) }
    guard let values = state.submitted else { return 1 }
    Syscalls.ignore(signal: Syscalls.Signal.brokenPipe)
    try? OutputStream.standardOutput.write(values.json + "\n")
    return 0
  }

  /// Writes the whole screen; `false` when the terminal is gone.
  private func draw(terminal: Terminal, colour: Bool) -> Bool {
    let (rows, columns) = terminal.size
    let lines = Screen.lines(for: state, columns: columns, rows: rows, colour: colour)
    var frame = "\u{1B}[H"
    for (index, line) in lines.enumerated() {
      frame += line
      frame += index + 1 < lines.count ? "\u{1B}[K\r\n" : "\u{1B}[K"
    }
    do {
      try output.write(frame)
      return true
    } catch {
      return false
    }
  }

  /// Whether to use colour: the screen's output is a terminal, `TERM` is set
  /// and not `dumb`, and `NO_COLOR` is unset or empty.
  static func colourEnabled(output: OutputStream) -> Bool {
    colourEnabled(
      isTerminal: Syscalls.isTerminal(output.fd.rawValue),
      term: Syscalls.environment("TERM"), noColor: Syscalls.environment("NO_COLOR"))
  }

  /// The colour decision from its inputs.
  static func colourEnabled(isTerminal: Bool, term: String?, noColor: String?) -> Bool {
    guard isTerminal, let term, !term.isEmpty, term != "dumb" else { return false }
    return noColor?.isEmpty ?? true
  }
}
