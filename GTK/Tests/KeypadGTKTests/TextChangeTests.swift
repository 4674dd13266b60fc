import KeypadTestSupport
import PropertyBased
import Testing

@testable import KeypadGTK

/// The entry's text changes by its smallest change, so that an assistive
/// technology hears of what changed only.
@Suite struct TextChangeTests {
  /// The old text with the change applied, by the standard library's own
  /// scalar views: an independent model.
  static func applied(_ change: TextChange, to old: String) -> String {
    let scalars = Array(old.unicodeScalars)
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[..<change.removed.lowerBound])
    text.append(contentsOf: change.inserted.unicodeScalars)
    text.append(contentsOf: scalars[change.removed.upperBound...])
    return String(text)
  }

  @Test func backspaceAtTheEndRemovesTheDigitOnly() {
    let change = TextChange(from: "1,234.5", to: "1,234.")
    #expect(change.removed == 6..<7)
    #expect(change.inserted == "")
  }

  @Test func aDigitTypedAtTheEndIsInsertedOnly() {
    let change = TextChange(from: "12", to: "123")
    #expect(change.removed == 2..<2)
    #expect(change.inserted == "3")
  }

  @Test func regroupingReplacesFromTheFirstChangedCharacter() {
    let change = TextChange(from: "123", to: "1,234")
    #expect(change.removed == 1..<3)
    #expect(change.inserted == ",234")
  }

  @Test func aRepeatedDigitIsOneCharacter() {
    // "1111" to "11111": the shared start and end must not overlap.
    let change = TextChange(from: "1111", to: "11111")
    #expect(change.removed == 4..<4)
    #expect(change.inserted == "1")
    #expect(TextChange(from: "11111", to: "1111").removed == 4..<5)
  }

  @Test func equalTextsMakeNoChange() {
    #expect(TextChange(from: "1.234,5", to: "1.234,5").isEmpty)
    #expect(!TextChange(from: "", to: "1").isEmpty)
  }

  @Test func offsetsCountUnicodeScalars() {
    // U+1D7D9 (two UTF-16 units) then a bidi mark U+200F.
    let change = TextChange(from: "𝟙\u{200F}2", to: "𝟙\u{200F}23")
    #expect(change.removed == 3..<3)
    #expect(change.inserted == "3")
  }

  @Test func theChangeTurnsTheOldTextIntoTheNew() async {
    let scalars: [Unicode.Scalar] = ["1", "2", ",", ".", "\u{200F}", "\u{202F}", "𝟙", "•"]
    let text = Gen.int(in: 0...(scalars.count - 1)).array(of: 0...10).map { picks in
      var text = String.UnicodeScalarView()
      for pick in picks { text.append(scalars[pick]) }
      return String(text)
    }
    await checkProperty(count: 500, input: text, text) { old, new in
      let change = TextChange(from: old, to: new)
      #expect(Self.applied(change, to: old) == new)
      #expect(change.isEmpty == (old == new))
      // Nothing shared at either end is removed and inserted again.
      if let first = change.inserted.unicodeScalars.first, !change.removed.isEmpty {
        #expect(first != Array(old.unicodeScalars)[change.removed.lowerBound])
      }
    }
  }
}
