@_spi(Engine) import Keypad
import Testing

@testable import keypad_repl

/// What `--speak` says, decided without a synthesizer.
@Suite struct SpeechPlanTests {
  private let seven = SpokenValue(text: "seven", language: "en", isFallback: true)
  private let sept = SpokenValue(text: "sept", language: "fr", isFallback: false)
  private let sieben = SpokenValue(text: "sieben", language: "de", isFallback: false)

  @Test func eachNewValueIsSaidOnce() {
    var plan = SpeechPlan(voiceFor: { ["en", "fr"].contains($0) ? $0 : nil })
    #expect(plan.next(nil) == .nothing)
    #expect(plan.next(seven) == .say(voice: "en", text: "seven"))
    #expect(plan.next(seven) == .nothing)
    #expect(plan.next(sept) == .say(voice: "fr", text: "sept"))
    #expect(plan.next(nil) == .stop)
    #expect(plan.next(seven) == .say(voice: "en", text: "seven"))
  }

  @Test func anAnnouncementIsSaidInPlaceOfTheValue() {
    var plan = SpeechPlan(voiceFor: { ["en", "fr"].contains($0) ? $0 : nil })
    #expect(plan.next(seven) == .say(voice: "en", text: "seven"))
    #expect(
      plan.next(sept, announcement: Announcement(.deleted("huit"), locale: "fr_FR"))
        == .say(voice: "fr", text: "supprimé\u{A0}: huit"))
    #expect(plan.next(sept) == .nothing)
    #expect(
      plan.next(nil, announcement: Announcement(.undone(nil), locale: "en_US"))
        == .say(voice: "en", text: "undone, empty"))
    // A language without a catalog is said in English, with the English voice.
    #expect(
      plan.next(nil, announcement: Announcement(.undone(nil), locale: "sv_SE"))
        == .say(voice: "en", text: "undone, empty"))
  }

  @Test func aLanguageWithoutVoiceIsReportedOnce() {
    var plan = SpeechPlan(voiceFor: { $0 == "en" ? "en" : nil })
    #expect(plan.next(sieben) == .noVoice(language: "de"))
    #expect(plan.next(seven) == .say(voice: "en", text: "seven"))
    #expect(plan.next(sieben) == .stop)
  }

  /// The heading and two lines of `espeak-ng --voices` (1.51).
  static let listing = """
    Pty Language       Age/Gender VoiceName          File                 Other Languages
     5  de              --/M      German             gmw/de
     2  en-gb           --/M      English_(Great_Britain) gmw/en          (en 2)
     5  en-us           --/M      English_(America)  gmw/en-US            (en 3)
     5  cmn             --/M      Chinese_(Mandarin) sit/cmn              (zh-cmn 5)(zh 5)
    """

  @Test func voicesAreReadFromTheListing() {
    let languages = Espeak.parseVoiceLanguages(Self.listing)
    #expect(languages == ["de", "en-gb", "en-us", "cmn"])
    let espeak = Espeak(path: "/usr/bin/espeak-ng", languages: languages)
    #expect(espeak.voice(forLanguage: "de") == "de")
    #expect(espeak.voice(forLanguage: "en") == "en")
    #expect(espeak.voice(forLanguage: "e") == nil)
    #expect(espeak.voice(forLanguage: "zu") == nil)
  }

  @Test func theCommandLineEndsOptionsBeforeTheText() {
    #expect(Espeak.arguments(voice: "fr", text: "sept") == ["-v", "fr", "--", "sept"])
    #expect(
      Espeak.arguments(voice: "en", text: "seven", wavFile: "out.wav")
        == ["-v", "en", "-w", "out.wav", "--", "seven"])
  }

  @Test func missingEspeakIsSaidOnce() {
    let (speech, note) = SpeechStartup.output(requested: true, searchPath: "/nonexistent")
    #expect(speech == nil)
    #expect(note?.code == "no-espeak")
    #expect(note?.text.contains("espeak-ng is not installed") == true)
    let (none, quiet) = SpeechStartup.output(requested: false, searchPath: "/nonexistent")
    #expect(none == nil && quiet == nil)
  }

  @Test func aReplacedProcessIsEnded() throws {
    let sleeper = try #require(ChildProcess.start("/bin/sleep", arguments: ["30"]))
    #expect(!sleeper.hasEnded())
    sleeper.end()
    #expect(sleeper.hasEnded())
  }
}
