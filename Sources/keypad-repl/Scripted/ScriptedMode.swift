/// The conversation over pipes: one command a line in, one answer a line out.
///
/// Each answer is written (and so flushed) before the next line is read, so
/// a program can converse with the REPL. Nothing in the input stops the
/// session: an unknown command, an empty line, a line over 1 MiB or a line
/// that is not UTF-8 each get an error answer. End of input ends the
/// session with status 0, as does `quit`, or a reader that closes the
/// output (the write fails with EPIPE; SIGPIPE is ignored).
struct ScriptedMode {
  /// The session the commands run on.
  var session: Session
  /// Whether answers are JSON objects (`--json`) or lines for people.
  let json: Bool

  /// Runs until the end of input or `quit`.
  ///
  /// - Returns: The exit status: 0, or 1 when standard input could not be
  ///   read.
  mutating func run() -> Int32 {
    Syscalls.ignore(signal: Syscalls.Signal.brokenPipe)
    var reader = LineReader(fd: .standardInput)
    let output = OutputStream.standardOutput
    while let line = reader.nextLine() {
      let answer = respond(to: line)
      do {
        try output.writeLine(render(answer))
      } catch {
        return 0
      }
      if answer.quits { return 0 }
    }
    if let error = reader.readError {
      OutputStream.reportError("keypad-repl: cannot read standard input: \(error)")
      return 1
    }
    return 0
  }

  /// The answer to one line of input.
  mutating func respond(to line: InputLine) -> Answer {
    switch line {
    case .tooLong:
      return Answer(error: CommandError.lineTooLong(limit: LineReader.maximumLineLength))
    case .bytes(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return Answer(error: CommandError.invalidUTF8)
      }
      return session.run(line: text)
    }
  }

  /// The answer as its line, without line break.
  func render(_ answer: Answer) -> String {
    json
      ? JSONAnswer.text(for: answer, in: session) : TextAnswer.text(for: answer, in: session)
  }
}
