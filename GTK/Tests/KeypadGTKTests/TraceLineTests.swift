import Testing

@testable import KeypadGTK

@Suite struct TraceLineTests {
  @Test func aLineIsOneJSONObject() {
    var line = TraceLine("edit")
    line.add("display", "1.234,5")
    line.add("caret", [7, 7])
    line.add("code", nil as String?)
    line.add("offset", 491.5)
    line.add("accepted", true)
    #expect(
      line.text
        == #"{"event":"edit","display":"1.234,5","caret":[7,7],"code":null,"offset":491.5,"accepted":true}"#
    )
  }

  @Test func stringsAreEscaped() {
    #expect(TraceLine.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    #expect(TraceLine.quoted("\u{202F}€") == "\"\u{202F}€\"")
  }
}
