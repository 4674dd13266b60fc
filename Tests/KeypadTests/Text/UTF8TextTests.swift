import Testing

@_spi(Engine) @testable import Keypad

/// Names, keys, locale ids and symbols compared by their UTF-8 bytes, not by
/// `String`'s canonical equivalence.
@Suite struct UTF8TextTests {
  /// Texts with ASCII, canonically equivalent pairs (precomposed and
  /// decomposed `é`, Hangul), a prefix of another, and the empty text.
  static let texts = [
    "", "a", "amount", "amount2", "Amount", "\u{E9}", "e\u{301}", "\u{AC00}", "\u{1100}\u{1161}",
    "de_DE", "de-DE", "\u{66B}", "\r\n", "\n",
  ]

  @Test func textsAreTheSameExactlyWhenTheirBytesAre() {
    for left in Self.texts {
      for right in Self.texts {
        let same = Array(left.utf8) == Array(right.utf8)
        #expect(left.hasSameUTF8(as: right) == same, "\(Array(left.utf8)) \(Array(right.utf8))")
        #expect(left[...].hasSameUTF8(as: right) == same)
        #expect((UTF8Key(left) == UTF8Key(right)) == same)
        if same { #expect(UTF8Key(left).hashValue == UTF8Key(right).hashValue) }
      }
    }
  }

  @Test func canonicallyEquivalentTextsAreTwoKeys() {
    // What the comparison gives up: String's == says these are equal.
    #expect("\u{E9}" == "e\u{301}")
    #expect(!"\u{E9}".hasSameUTF8(as: "e\u{301}"))
    let keys: Set<UTF8Key> = ["\u{E9}", "e\u{301}", "\u{E9}"]
    #expect(keys.count == 2)
    let values: [UTF8Key: Int] = [UTF8Key("\u{AC00}"): 1, UTF8Key("\u{1100}\u{1161}"): 2]
    #expect(values[UTF8Key("\u{AC00}")] == 1)
    #expect(values[UTF8Key("\u{1100}\u{1161}")] == 2)
  }

  @Test func charactersAreTheSameExactlyWhenTheirBytesAre() {
    let characters: [Character] = ["a", "/", "\u{E9}", "e\u{301}", "\r\n", "\n", "\u{FF0B}", "+"]
    for left in characters {
      for right in characters {
        #expect(left.hasSameUTF8(as: right) == (Array(left.utf8) == Array(right.utf8)))
      }
      #expect(left.hasOnlyASCII == left.isASCII, "\(Array(left.utf8))")
    }
  }

  @Test func anASCIISplitIsTheCharacterSplitOfASCIIText() {
    // Every text of up to five characters over `a`, `-` and `b`.
    var texts = [""]
    for _ in 0..<5 {
      texts += texts.flatMap { text in ["a", "-", "b"].map { text + $0 } }
    }
    for text in Set(texts) {
      for omitting in [true, false] {
        #expect(
          text.split(ascii: "-", omittingEmptySubsequences: omitting)
            == text.split(separator: "-", omittingEmptySubsequences: omitting), "\(text)")
      }
    }
  }

  @Test func aTextHoldsACharacterByItsBytes() {
    #expect("12/34".containsSameUTF8("/"))
    #expect(!"12/34".containsSameUTF8("-"))
    #expect("caf\u{E9}".containsSameUTF8("\u{E9}"))
    #expect(!"cafe\u{301}".containsSameUTF8("\u{E9}"))
  }

  /// Scalars make the text `String.UnicodeScalarView` makes of them.
  @Test func scalarsMakeTheirText() {
    let lists: [[Unicode.Scalar]] = [
      [], ["1"], ["1", "\u{202F}", "2"], ["\u{061C}", "-"], ["e", "\u{301}"], ["\u{1F600}"],
    ]
    for scalars in lists {
      let text = String(scalars: scalars)
      #expect(text == String(String.UnicodeScalarView(scalars)))
      #expect(Array(text.unicodeScalars) == scalars)
    }
  }

  /// ASCII letters change case as `uppercased()` and `lowercased()` change
  /// them; every other byte stays.
  @Test func onlyASCIILettersChangeCase() {
    for text in ["eur", "EUR", "Islamic-Umalqura", "a-z@[`{", "", "1234"] {
      #expect(text.asciiCased(upper: true) == text.uppercased())
      #expect(text.asciiCased(upper: false) == text.lowercased())
    }
    #expect("\u{E9}t\u{E9}".asciiCased(upper: true) == "\u{E9}T\u{E9}")
    #expect("\u{212A}".asciiCased(upper: false) == "\u{212A}")
  }

  @Test func fieldValuesCompareTheirTextByBytesAndHashAlike() throws {
    let values: [FieldValue] = [
      .decimal(try FormFixtures.decimal("12.5")), .decimal(12), .digits("0042"),
      .secureDigits("0042"), .cardNumber("0042"),
      .digits("042"), .phoneNumber("+4930"), .custom("\u{E9}"), .custom("e\u{301}"),
      .yearMonth(year: 2027, month: 3), .yearMonth(year: 2027, month: 4),
      .date(CalendarDay(year: 2026, month: 11, day: 23)!),
    ]
    for (leftIndex, left) in values.enumerated() {
      for (rightIndex, right) in values.enumerated() {
        #expect((left == right) == (leftIndex == rightIndex), "\(left) \(right)")
      }
      #expect(left == left)
    }
    let twelveFifty = FieldValue.decimal(try FormFixtures.decimal("12.50"))
    #expect(values[0] == twelveFifty)
    #expect(values[0].hashValue == twelveFifty.hashValue)
    #expect(FieldValue.custom("x").hashValue == FieldValue.custom("x").hashValue)
    #expect(Set(values).count == values.count)
  }

  @Test func fieldsNamedByEquivalentTextsAreTwoFields() throws {
    var form = try KeypadForm(
      fields: [FormField(name: "caf\u{E9}", tag: 1), FormField(name: "cafe\u{301}", tag: 2)],
      locale: "en_US")
    #expect(form.field(named: "caf\u{E9}") != nil)
    #expect(form.field(named: "cafe\u{301}") != nil)
    form.apply(.focus("cafe\u{301}"))
    form.apply(.characters("7"))
    #expect(form.values["cafe\u{301}"] == .decimal(7))
    #expect(form.values["caf\u{E9}"] == nil)
    #expect(form.values.contains("caf\u{E9}"))
  }
}
