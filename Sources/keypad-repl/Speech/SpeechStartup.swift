import KeypadFrontEnd

/// Sets up `--speak`: finds `espeak-ng`, or says in one line that it is
/// missing.
enum SpeechStartup {
  /// The speech output when `--speak` was given and `espeak-ng` is on
  /// `PATH`; otherwise `nil`, with a note for the screen and one line on
  /// standard error when it was asked for and is missing.
  static func output(
    requested: Bool, searchPath: String? = Syscalls.environment("PATH")
  ) -> (SpeechOutput?, Feedback?) {
    guard requested else { return (nil, nil) }
    guard let espeak = Espeak.find(path: searchPath) else {
      let message = "espeak-ng is not installed (apt-get install espeak-ng); nothing is said"
      OutputStream.reportError("keypad-repl: --speak: " + message)
      return (nil, Feedback(text: "✗ --speak: " + message, isError: true, code: "no-espeak"))
    }
    return (SpeechOutput(espeak: espeak), nil)
  }
}
