import Testing

@_spi(Engine) @testable import Keypad

/// Which characters are controls and marks, and how controls are shown.
@Suite struct DisplayTextTests {
  /// Every scalar the rule names as a control, written out from its ranges:
  /// C0, DEL, C1, the bidi embeddings and overrides, the bidi isolates.
  static let controls: [UInt32] =
    Array(0x00...0x1F) + Array(0x7F...0x9F) + [
      0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]

  @Test func theControlsAreExactlyTheNamedRanges() throws {
    let named = Set(Self.controls)
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(DisplayText.isControl(scalar) == named.contains(value), "U+\(value)")
    }
  }

  @Test func bidiMarksAreNotControls() {
    for mark: Unicode.Scalar in ["\u{200E}", "\u{200F}", "\u{061C}"] {
      #expect(DisplayText.isBidiMark(mark))
      #expect(!DisplayText.isControl(mark))
    }
    #expect(!DisplayText.isBidiMark("\u{202E}"))
    #expect(!DisplayText.isBidiMark("a"))
  }

  @Test func theFirstControlIsFound() {
    #expect(DisplayText.firstControl(in: "T\u{1B}]0;x\u{07}") == "\u{1B}")
    #expect(DisplayText.firstControl(in: "ab\u{2066}c\u{0}") == "\u{2066}")
    #expect(DisplayText.firstControl(in: "\u{200F}שלום 1.234,5") == nil)
    #expect(DisplayText.firstControl(in: "") == nil)
  }

  @Test func controlsAreWrittenAsSwiftEscapes() {
    #expect(DisplayText.escapingControls("k\u{1B}]0;pwned\u{07}") == #"k\u{1B}]0;pwned\u{7}"#)
    #expect(DisplayText.escapingControls("\u{9B}2J") == #"\u{9B}2J"#)
    #expect(DisplayText.escapingControls("a\u{202E}b\u{7F}\u{0}") == #"a\u{202E}b\u{7F}\u{0}"#)
    #expect(DisplayText.escapingControls("\u{200F}-1.234,5 é 日本") == "\u{200F}-1.234,5 é 日本")
  }

  @Test func escapedTextHoldsNoControlAndEscapingAgainChangesNothing() {
    var all = String.UnicodeScalarView()
    for value in Self.controls {
      if let scalar = Unicode.Scalar(value) { all.append(scalar) }
    }
    let escaped = DisplayText.escapingControls("x" + String(all) + "y")
    #expect(DisplayText.firstControl(in: escaped) == nil)
    #expect(escaped.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    #expect(DisplayText.escapingControls(escaped) == escaped)
  }

  @Test func marksAreDroppedForWidthAndNothingElse() {
    #expect(DisplayText.withoutBidiMarks("\u{061C}-١٢\u{200E}") == "-١٢")
    #expect(DisplayText.withoutBidiMarks("\u{200F}1\u{202E}") == "1\u{202E}")
    #expect(DisplayText.withoutBidiMarks("1.234,5") == "1.234,5")
  }

  @Test func codePointsAreNamedWithFourHexDigitsAtLeast() {
    #expect(DisplayText.codePoint("\u{1B}") == "U+001B")
    #expect(DisplayText.codePoint("\u{202E}") == "U+202E")
    #expect(DisplayText.codePoint("\u{1F600}") == "U+1F600")
  }
}
