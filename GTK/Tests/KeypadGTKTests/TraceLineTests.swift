import Keypad
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

  /// Strings are written as Keypad writes every JSON string: quotes,
  /// backslashes, C0 controls, the bidi override and the line separators
  /// JavaScript breaks lines at are escaped; a no-break space, an RLM and
  /// the euro sign are kept.
  @Test func stringsAreEscapedAsKeypadEscapesThem() {
    var line = TraceLine("edit")
    line.add("text", "a\"b\\c\n\u{1}\u{202E}\u{2028}")
    line.add("display", "\u{200F}12\u{202F}€")
    #expect(
      line.text
        == #"{"event":"edit","text":"a\"b\\c\n\u0001\u202e\u2028","display":""#
        + "\u{200F}12\u{202F}€\"}")
  }

  /// A form's values as the trace writes them: in their order, each as its
  /// description shows it, a card number to its last four digits and a
  /// security code to its count; the JSON the app submits holds them whole.
  @Test func valuesAreWrittenMaskedAsTheirDescriptionsShowThem() {
    let values: FormValues = [
      "amount": .decimal(12), "card": .cardNumber("4000056655665556"),
      "cvc": .secureDigits("918"), "tip": nil,
    ]
    var line = TraceLine("submitted")
    line.add("values", values)
    let bullets = "\u{2022}\u{2022}\u{2022}\u{2022}"
    #expect(
      line.text
        == #"{"event":"submitted","values":{"amount":"12","card":""# + bullets
        + #" 5556","cvc":"<3 secure digits>","tip":null}}"#)
    #expect(!line.text.contains("918") && !line.text.contains("40000566"))
    #expect(values.json.contains("4000056655665556") && values.json.contains("918"))
  }
}
