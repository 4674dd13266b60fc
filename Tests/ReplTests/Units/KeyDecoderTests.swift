import Testing

@testable import keypad_repl

/// Bytes from a terminal decode to keys, across split reads.
@Suite struct KeyDecoderTests {
  @Test func textAndControlKeys() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("1,\t\r\u{7F}\u{03}\u{15}".utf8))
    #expect(
      keys == [
        .character("1"), .character(","), .tab, .enter, .backspace, .control("c"), .control("u"),
      ])
    #expect(!decoder.hasPending)
  }

  @Test func escapeSequences() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[Z\u{1B}[3~\u{1B}[A\u{1B}OB\u{1B}[15~".utf8))
    #expect(keys == [.backTab, .delete, .up, .down, .unbound("F5")])
  }

  @Test func aLoneEscapeWaitsThenFlushes() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test func sequencesAndCharactersSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
    #expect(decoder.feed([0x5A]) == [.backTab])
    let arabicThree = Array("٣".utf8)
    #expect(decoder.feed([arabicThree[0]]).isEmpty)
    #expect(decoder.feed([arabicThree[1]]) == [.character("٣")])
  }

  @Test func bracketedPasteIsOneKey() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[200~1 234,5\u{1B}[201~7".utf8))
    #expect(keys == [.paste("1 234,5"), .character("7")])
  }

  @Test func invalidBytesAreUnknown() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xFF, 0x31]) == [.unknown, .character("1")])
  }

  /// Alt (Meta) with a key comes as `ESC` and the key's bytes at once; it
  /// is that key with Alt, bound to nothing, and never Esc (Done).
  @Test func escapeWithAKeyAfterItIsAnAltChord() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}b\u{1B}f".utf8)) == [.unbound("Alt-b"), .unbound("Alt-f")])
    #expect(
      decoder.feed(Array("\u{1B}\u{7F}\u{1B}\r\u{1B}\u{02}".utf8)) == [
        .unbound("Alt-Backspace"), .unbound("Alt-Enter"), .unbound("Alt-Ctrl-B"),
      ])
    #expect(
      decoder.feed(Array("\u{1B}é\u{1B}\u{1B}[A5".utf8)) == [
        .unbound("Alt-é"), .unbound("Alt-Up"), .character("5"),
      ])
    #expect(!decoder.hasPending)
  }

  @Test func anAltChordSplitAcrossReadsIsStillOne() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed(Array("b".utf8)) == [.unbound("Alt-b")])
    #expect(decoder.feed([0x1B, 0x1B]).isEmpty)
    #expect(decoder.flush() == [.unbound("Alt-Esc")])
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape], "a lone Esc stays Esc")
  }

  /// A paste over 64 KiB was cut to its first 64 KiB without a word; it is
  /// dropped whole and said (issue 26, item 11: every cut is said).
  @Test func aPasteOverTheLimitIsDroppedWholeAndNamed() {
    var decoder = KeyDecoder()
    let limit = KeyDecoder.maximumPasteLength
    let long = "\u{1B}[200~" + String(repeating: "1", count: limit + 1) + "\u{1B}[201~"
    #expect(decoder.feed(Array(long.utf8)) == [.oversizedPaste])
    let full = "\u{1B}[200~" + String(repeating: "2", count: limit) + "\u{1B}[201~5"
    #expect(
      decoder.feed(Array(full.utf8)) == [
        .paste(String(repeating: "2", count: limit)), .character("5"),
      ])
  }
}
