@_spi(Engine) import Keypad
import Testing

@testable import KeypadFrontEnd

/// A front end's JSON strings are written as Keypad writes its own.
@Suite struct JSONStringTests {
  @Test func controlsAndBidiControlsAreEscaped() {
    #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONString.quoted("\n\r\t\u{1}\u{7F}") == #""\n\r\t\u0001\u007f""#)
    #expect(JSONString.quoted("\u{202E}\u{2066}\u{2028}\u{2029}") == #""\u202e\u2066\u2028\u2029""#)
  }

  @Test func marksSpacesAndOtherScriptsAreKept() {
    #expect(JSONString.quoted("\u{200F}١٢\u{202F}€") == "\"\u{200F}١٢\u{202F}€\"")
    #expect(JSONString.quoted("") == "\"\"")
  }

  @Test func itIsTheWriterOfTheFormsValues() {
    let name = "a\u{202E}\"b"
    let values = FormValues([FormValues.Entry(name: name, value: .digits("0042"))])
    #expect(values.json == "{" + JSONString.quoted(name) + ":" + JSONString.quoted("0042") + "}")
  }
}
