import Keypad

/// Decides what to say as the active field's spoken value changes: a value
/// is said once, when it is new; an empty field stops the speech; an
/// input's announcement (``Announcement``: a refusal, a deletion, a field
/// complete) is said in its place, and the value it left is then not said
/// again.
///
/// A value without I/O, so that the rule is tested without a synthesizer.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let seven = SpokenValue(text: "seven", language: "en", isFallback: false)
/// var plan = SpeechPlan(voiceFor: { $0 == "en" ? "en" : nil })
/// plan.next(seven)   // .say(voice: "en", text: "seven")
/// plan.next(seven)   // .nothing: said already
/// plan.next(nil)     // .stop
/// ```
struct SpeechPlan {
  /// What to do about speech.
  enum Step: Equatable {
    /// The value has not changed.
    case nothing
    /// Stop what is being said: the field is empty.
    case stop
    /// Say a text with a voice, replacing anything unfinished.
    case say(voice: String, text: String)
    /// Stop, and tell the user once that no voice speaks this language.
    case noVoice(language: String)
  }

  /// The voice for a language subtag, or `nil` when there is none.
  let voiceFor: (String) -> String?
  /// The last value seen.
  private var last: SpokenValue?
  /// Languages already reported as without a voice.
  private var reported: Set<String> = []

  /// A plan that picks voices with `voiceFor`.
  init(voiceFor: @escaping (String) -> String?) {
    self.voiceFor = voiceFor
  }

  /// The step for the active field's current spoken value and the last
  /// input's announcement.
  ///
  /// The announcement is said with the voice of its words' language: the
  /// form's, or English where Keypad has no catalog for it.
  mutating func next(_ spoken: SpokenValue?, announcement: Announcement? = nil) -> Step {
    if let announcement {
      last = spoken
      let language = announcement.language
      guard let voice = voiceFor(language) else {
        return reported.insert(language).inserted ? .noVoice(language: language) : .stop
      }
      return .say(voice: voice, text: announcement.text)
    }
    guard spoken != last else { return .nothing }
    last = spoken
    guard let spoken else { return .stop }
    guard let voice = voiceFor(spoken.language) else {
      return reported.insert(spoken.language).inserted
        ? .noVoice(language: spoken.language) : .stop
    }
    return .say(voice: voice, text: spoken.text)
  }
}
