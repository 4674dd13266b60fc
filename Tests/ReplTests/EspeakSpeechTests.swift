import Foundation
import Keypad
import Testing

@testable import keypad_repl

/// A spoken value said by `espeak-ng` into a WAV file: real speech.
///
/// Skipped where espeak-ng is missing, unless `CI` is set: CI installs it,
/// so there a missing espeak-ng fails the test.
@Suite struct EspeakSpeechTests {
  static let espeak = Espeak.find(path: ProcessInfo.processInfo.environment["PATH"])
  static let required = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

  @Test(.enabled(if: espeak != nil || required, "espeak-ng is not installed"))
  func spokenValueBecomesSpeech() throws {
    let espeak = try #require(Self.espeak, "CI is set but espeak-ng is not installed")
    var field = try KeypadField(locale: "en_US", rules: FieldRules(currency: Currency("EUR")))
    for character in "12.5" { field.type(character) }
    let spoken = try #require(field.spokenValue)
    #expect(spoken.text == "twelve point five euros")
    let voice = try #require(espeak.voice(forLanguage: spoken.language))
    let directory = try TemporaryDirectory()
    let wav = directory.url.appendingPathComponent("spoken.wav").path
    let ending = try Spawn.run(
      espeak.path, arguments: Espeak.arguments(voice: voice, text: spoken.text, wavFile: wav),
      environment: ReplBinary.environment(), timeout: 60)
    #expect(ending == Spawn.Ending(status: 0, exited: true))
    let bytes = [UInt8](Spawn.contents(of: wav))
    try #require(bytes.count > 44)
    #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    #expect(Array(bytes[8..<12]) == Array("WAVE".utf8))
    let samples = try Self.samples(bytes)
    // More than half a second of 16-bit audio at espeak-ng's 22050 Hz.
    #expect(samples.count > 11_025)
    let loud = samples.filter { abs(Int($0)) > 1_000 }.count
    #expect(loud > samples.count / 20, "speech, not silence")
  }

  /// The 16-bit samples of the `data` chunk of a PCM WAV file.
  static func samples(_ bytes: [UInt8]) throws -> [Int16] {
    func word(_ at: Int) -> Int {
      Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16
        | Int(bytes[at + 3]) << 24
    }
    var offset = 12
    while offset + 8 <= bytes.count {
      let size = word(offset + 4)
      if Array(bytes[offset..<offset + 4]) == Array("data".utf8) {
        let end = min(bytes.count, offset + 8 + size)
        return stride(from: offset + 8, to: end - 1, by: 2).map {
          Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
      }
      offset += 8 + size + size % 2
    }
    throw ReplTestError.failed("no data chunk")
  }
}
