import Foundation
import Testing

@testable import Keypad

/// Keypad's one rule for JSON strings, which the REPL, the front ends and
/// the web module's answers all write by.
@Suite struct JSONTextTests {
  func written(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONText.writeString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func escapesAreWrittenAsTheRuleSays() {
    #expect(written("a\"b\\c") == #""a\"b\\c""#)
    #expect(
      written("\n\r\t\u{8}\u{C}\u{1}\u{1B}\u{7F}") == #""\n\r\t\u0008\u000c\u0001\u001b\u007f""#)
    #expect(written("\u{85}\u{9B}") == #""\u0085\u009b""#)
    #expect(written("\u{202E}\u{2066}\u{2028}\u{2029}") == #""\u202e\u2066\u2028\u2029""#)
  }

  @Test func runsBetweenEscapesAreCopiedAsTheyAre() {
    #expect(written("") == "\"\"")
    #expect(written("1.234,5 €") == "\"1.234,5 €\"")
    #expect(written("€\u{1B}😀\u{200F}١٢\"") == "\"€\\u001b😀\u{200F}١٢\\\"\"")
  }

  /// Each scalar up to U+2FFF, and some beyond, escaped exactly when the
  /// rule says, and read back by a JSON parser as itself.
  @Test func everyScalarIsEscapedByTheRuleAndReadsBack() throws {
    let values = Array(UInt32(0)...0x2FFF) + [0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF]
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let json = written(text)
      let escaped = json.dropFirst().dropLast() != text
      let named =
        DisplayText.isControl(scalar) || ["\"", "\\", "\u{2028}", "\u{2029}"].contains(scalar)
      #expect(escaped == named, "U+\(String(value, radix: 16))")
      #expect(JSONText.isEscaped(scalar) == named, "U+\(String(value, radix: 16))")
      let parsed = try JSONSerialization.jsonObject(
        with: Data(json.utf8), options: .fragmentsAllowed)
      #expect(parsed as? String == text, "U+\(String(value, radix: 16))")
    }
  }

  @Test func theStringWriterWritesTheSameText() {
    for text in ["", "a\"b\u{202E}", "1\u{A0}234,5\u{A0}€", "\u{0}\u{9F}\u{2069}😀"] {
      var output = "x"
      JSONText.writeString(text, to: &output)
      #expect(output == "x" + written(text))
    }
  }
}
