import Testing

@_spi(Engine) @testable import Keypad

/// Where the caret offsets of a kind's display come from: one after each
/// typed character, at any length.
@Suite struct FormattedTextTests {
  @Test func eachTypedCharacterEndsACaretOffset() {
    var text = FormattedText()
    text.appendTyped("4")
    text.appendFormatting(" ")
    text.appendTyped("2")
    #expect(text.text == "4 2")
    #expect(text.caretOffsets == [0, 1, 3])
  }

  @Test func offsetsCountUTF16Units() {
    var text = FormattedText()
    text.appendFormatting("\u{200F}")
    text.appendTyped("٤")
    text.appendFormatting("👍")
    text.appendTyped("•")
    #expect(text.caretOffsets == [0, 2, 5])
  }

  @Test func offsetsGoOnPastSixtyThree() {
    var text = FormattedText()
    for index in 0..<70 {
      if index % 3 == 0 { text.appendFormatting("-") }
      text.appendTyped("7")
    }
    var expected = [0]
    var offset = 0
    for index in 0..<70 {
      if index % 3 == 0 { offset += 1 }
      offset += 1
      expected.append(offset)
    }
    #expect(text.caretOffsets == expected)
    #expect(text.text.utf16.count == offset)
  }

  @Test func aTypedCharacterShownAsNothingKeepsItsOwnOffset() {
    var text = FormattedText()
    text.appendTyped("")
    text.appendTyped("1")
    text.appendTyped("")
    #expect(text.caretOffsets == [0, 0, 1, 1])
  }

  @Test func equalTextsAndOffsetsAreEqualHoweverBuilt() {
    var typed = FormattedText()
    typed.appendTyped("1")
    typed.appendTyped("2")
    var whole = FormattedText()
    whole.appendTyped("12")
    #expect(typed.text == whole.text)
    #expect(typed != whole)
    let bytes: [UInt8] = [0x31, 0x32]
    let ascii = bytes.withUnsafeBufferPointer {
      FormattedText(ascii: $0, caretOffsetMask: 0b110)
    }
    #expect(ascii == typed)
    #expect(ascii.hashValue == typed.hashValue)
  }

  @Test func aDisplayBuiltInOneGoEqualsTheSameAppended() throws {
    var appended = FormattedText()
    appended.appendFormatting("(")
    for digit in "650" { appended.appendTyped(String(digit)) }
    appended.appendFormatting(") ")
    appended.appendTyped("2")
    let whole = try #require(FormattedText("(650) 2", typedCharacterEnds: [2, 3, 4, 7]))
    #expect(whole == appended)
    #expect(whole.caretOffsets == [0, 2, 3, 4, 7])
    // Past 63 UTF-16 units and with a typed character shown as nothing.
    let long = String(repeating: "12-", count: 30)
    var longAppended = FormattedText()
    var ends: [Int] = []
    for (index, character) in long.enumerated() {
      if character == "-" {
        longAppended.appendFormatting("-")
      } else {
        longAppended.appendTyped(String(character))
        ends.append(index + 1)
      }
    }
    longAppended.appendTyped("")
    ends.append(long.utf16.count)
    #expect(FormattedText(long, typedCharacterEnds: ends) == longAppended)
  }

  @Test(arguments: [[2, 1], [3], [-1]])
  func endsThatFallOrLeaveTheTextAreRefused(ends: [Int]) {
    #expect(FormattedText("12", typedCharacterEnds: ends) == nil)
  }
}
