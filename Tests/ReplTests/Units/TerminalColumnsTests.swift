import Testing

@testable import keypad_repl

/// The width oracle on examples counted by hand, and where the screen's own
/// `TextWidth` agrees with it or not.
@Suite struct TerminalColumnsTests {
  /// Text and its width counted by hand, scalar by scalar.
  static let examples: [(text: String, columns: Int)] = [
    ("1.234,5", 7),  // seven narrow ASCII characters
    ("\u{661}\u{66C}\u{662}\u{663}\u{664}", 5),  // ١٬٢٣٤: four Arabic-Indic digits and ٬
    ("\u{FFE5}1,234", 7),  // ￥ is full-width (2), then five narrow
    ("\u{200F}", 0),  // RIGHT-TO-LEFT MARK: a format character
    ("\u{200F}-5\u{A0}%", 4),  // a mark, '-', '5', NO-BREAK SPACE, '%'
    ("e\u{301}", 1),  // 'e' and a combining acute accent
    ("\u{1100}\u{1161}", 2),  // Hangul L jamo (wide) and a V jamo (joins it, 0)
    ("１２", 4),  // two full-width digits
    ("─│▸·…", 5),  // box drawing and punctuation the screen uses: narrow
    ("", 0),
  ]

  @Test(arguments: examples)
  func theOracleCountsLikeAPerson(text: String, columns: Int) {
    #expect(TerminalColumns.of(text) == columns)
  }

  @Test(arguments: examples)
  func theScreenCountsTheSame(text: String, columns: Int) {
    #expect(TextWidth.of(text) == columns)
  }

  @Test func controlCharactersHaveNoWidth() {
    #expect(TerminalColumns.of("\u{1B}[0m") == nil)
    #expect(TerminalColumns.of("\u{7}") == nil)
    #expect(TerminalColumns.misfits(["ab", "a\u{1B}", "abc"], columns: 2).count == 2)
  }

  /// A soft hyphen takes one column.
  ///
  /// U+00AD SOFT HYPHEN is East Asian Width A (ambiguous: narrow outside an
  /// East Asian context) and terminals draw it as a hyphen, one column;
  /// `TextWidth` counts it so too, not as a zero-width format character. ICU's German,
  /// Swedish, Armenian and Georgian spell-out puts it between the parts of a
  /// number word, so the spoken line is wider on a terminal than the screen
  /// thinks.
  @Test func softHyphenTakesAColumn() {
    #expect(TerminalColumns.of("\u{AD}") == 1)
    #expect(TextWidth.of("ein\u{AD}hundert") == 11)
  }

  /// A spacing vowel sign takes a column of its own.
  ///
  /// A spacing vowel sign (General Category Mc, East Asian Width N) takes a
  /// column of its own on a terminal, which advances scalar by scalar;
  /// `TextWidth` gives a whole grapheme cluster the width of its widest scalar.
  /// So does a conjunct: TA, VIRAMA, MA is one `Character` but two columns.
  @Test func spacingMarksTakeAColumn() {
    let clusters = [
      "\u{92A}\u{93E}\u{901}",  // पाँ: PA, VOWEL SIGN AA, CANDRABINDU
      "\u{B9F}\u{BC1}",  // டு: TTA, VOWEL SIGN U
      "\u{179A}\u{17B6}\u{17C6}",  // រាំ: RO, VOWEL SIGN AA, NIKAHIT
      "\u{924}\u{94D}\u{92E}",  // त्म: TA, VIRAMA, MA
    ]
    for cluster in clusters {
      #expect(cluster.count == 1)
      #expect(TerminalColumns.of(cluster) == 2)
      #expect(TextWidth.of(cluster) == 2)
    }
  }
}
