import Testing

@_spi(Engine) @testable import Keypad

/// Long pasted and typed text is refused without holding memory that grows
/// with it.
@Suite struct InputBoundTests {
  /// Ten megabytes of digits: the parser counts them all but keeps only
  /// `keptDigits` of each part.
  @Test func aTenMegabytePasteKeepsABoundedNumberOfDigits() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let integer = String(repeating: "9", count: 10_000_000)
    let parsed = try #require(PasteParser(symbols: symbols).parse(integer + ".5"))
    #expect(parsed.integerCount == 10_000_000)
    #expect(parsed.integer.count == PastedNumber.keptDigits)
    let fraction = try #require(PasteParser(symbols: symbols).parse("0." + integer))
    #expect(fraction.fractionCount == 10_000_000)
    #expect(fraction.fraction.count == PastedNumber.keptDigits)
  }

  @Test func aTenMegabytePasteIsRefusedByItsCount() throws {
    var field = try KeypadField(
      locale: "de_DE", rules: FieldRules(maxIntegerDigits: 64, maxFractionDigits: 32))
    #expect(field.paste("7") == .accepted)
    let digits = String(repeating: "9", count: 10_000_000)
    #expect(field.paste(digits) == .rejected(.maxIntegerDigits))
    #expect(field.paste("1," + digits) == .rejected(.maxFractionDigits))
    #expect(field.paste(digits + "x") == .rejected(.unparseable))
    #expect(field.value?.description == "7")
  }

  /// The largest number the rules allow still pastes whole: keeping one
  /// digit more than the largest limit loses nothing.
  @Test func theLongestNumberTheRulesAllowPastesWhole() throws {
    var field = try KeypadField(
      locale: "en_US", rules: FieldRules(maxIntegerDigits: 64, maxFractionDigits: 32))
    let integer = String(repeating: "12345678", count: 8)
    let fraction = String(repeating: "87654321", count: 4)
    #expect(field.paste("000" + integer + "." + fraction) == .accepted)
    #expect(field.value?.description == integer + "." + fraction)
    #expect(field.paste("1" + integer) == .rejected(.maxIntegerDigits))
    #expect(field.paste("1." + fraction + "1") == .rejected(.maxFractionDigits))
  }

  @Test func aCharacterOfAMegabyteOfMarksIsNoKey() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let marks = String(repeating: "\u{0301}", count: 1_000_000)
    let character = try #require(("1" + marks).first)
    #expect(Key(character: character, symbols: symbols) == nil)
    var field = try KeypadField(symbols: symbols)
    #expect(field.type(character) == .rejected(.invalidCharacter))
  }

  @Test func everyKeyTextOfEveryLocaleIsWithinTheBound() throws {
    for id in NumberSymbols.availableLocales {
      let symbols = try NumberSymbols.locale(id)
      for text in symbols.digits + [symbols.decimalSeparator, symbols.minusSign] {
        #expect(text.utf8.count < Key.longestKeyText / 4, "\(id): \(text)")
      }
    }
  }
}
