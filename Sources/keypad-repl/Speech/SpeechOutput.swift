import Keypad
import KeypadFrontEnd

/// Says each new spoken value of the active field with `espeak-ng`, in the
/// background.
///
/// Typing never waits for speech: a value starts a process and returns; a
/// newer value ends the unfinished one first. Ended processes are collected
/// at the next update, and every one is ended when the session ends.
final class SpeechOutput {
  /// The synthesizer.
  let espeak: Espeak
  private var plan: SpeechPlan
  /// The process saying the last value, if it may still run.
  private var current: ChildProcess?
  /// Processes asked to end and not yet collected.
  private var ending: [ChildProcess] = []

  /// Speech through `espeak`.
  init(espeak: Espeak) {
    self.espeak = espeak
    plan = SpeechPlan(voiceFor: espeak.voice(forLanguage:))
  }

  /// Follows the active field's spoken value and the last input's
  /// announcement.
  ///
  /// - Returns: A note for the screen when nothing can be said, or `nil`.
  func update(_ spoken: SpokenValue?, announcement: Announcement? = nil) -> Feedback? {
    ending.removeAll { $0.hasEnded() }
    if current?.hasEnded() == true { current = nil }
    switch plan.next(spoken, announcement: announcement) {
    case .nothing:
      return nil
    case .stop:
      stopCurrent()
      return nil
    case .noVoice(let language):
      stopCurrent()
      return Feedback(
        text: "✗ espeak-ng has no voice for '\(language)'; nothing is said", isError: true,
        code: "no-voice")
    case .say(let voice, let text):
      stopCurrent()
      current = ChildProcess.start(
        espeak.path, arguments: Espeak.arguments(voice: voice, text: text))
      return nil
    }
  }

  /// Ends every process still running; called when the session ends.
  func finish() {
    stopCurrent()
    for process in ending { process.end() }
    ending = []
  }

  private func stopCurrent() {
    guard let process = current else { return }
    current = nil
    if !process.hasEnded() {
      process.terminate()
      ending.append(process)
    }
  }
}
