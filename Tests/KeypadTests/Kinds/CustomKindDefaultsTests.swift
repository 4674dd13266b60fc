import Testing

@_spi(Engine) @testable import Keypad

/// What a kind of one's own gets from its public requirements alone.
///
/// A literal typed where the layout shows it next is ignored, and the field
/// is full when its check refuses every digit more. A pattern written as a
/// custom kind with the public requirements only behaves as the built-in
/// pattern, whose own members say the same by other means.
@Suite struct CustomKindDefaultsTests {
  /// A built-in pattern seen through ``KindFormat``'s requirements only.
  struct PublicOnly: KindFormat {
    let pattern: DigitsFormat
    var kindName: String { "public-only" }
    func check(_ typed: String) -> EntryRejection? { pattern.check(typed) }
    func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
      pattern.layout(of: typed, symbols: symbols)
    }
    func isLiteral(_ character: Character) -> Bool { pattern.isLiteral(character) }
  }

  static let patterns = ["##-##", "(###) ###-####", "### ###", "#.#.#", "+## ##", "##//##"]

  @Test(arguments: patterns)
  func aLiteralIsIgnoredWhereThePatternsOwnRuleIgnoresIt(pattern: String) throws {
    let format = try DigitsFormat(pattern: pattern)
    let custom = CustomFormat(PublicOnly(pattern: format))
    let symbols = try NumberSymbols.locale("en_US")
    let candidates: [Character] = ["-", "(", ")", " ", ".", "+", "/", "x", "0"]
    for length in 0...format.maxLength {
      let typed = String(repeating: "7", count: length)
      for count in 0...length {
        for character in candidates {
          #expect(
            custom.ignores(character, in: typed, afterTyped: count, symbols: symbols)
              == format.ignores(character, in: typed, afterTyped: count, symbols: symbols),
            "\(pattern) \(typed) \(count) \(character)")
        }
      }
    }
  }

  @Test(arguments: patterns)
  func aFieldIsFullWhereThePatternsOwnRuleSaysSo(pattern: String) throws {
    let format = try DigitsFormat(pattern: pattern)
    let custom = CustomFormat(PublicOnly(pattern: format))
    for length in 0...format.maxLength {
      let typed = String(repeating: "4", count: length)
      #expect(custom.isComplete(typed) == format.isComplete(typed), "\(pattern) \(typed)")
    }
  }

  @Test func aCustomKindAdvancesWhenFull() throws {
    let code = FieldRules(kind: .custom(PairsFormat()), advancesWhenComplete: true)
    var form = try KeypadForm(
      fields: [
        FormField(name: "pairs", tag: 1, rules: code),
        FormField(name: "amount", tag: 2, rules: .standard),
      ],
      locale: "en_US")
    _ = form.apply(.focus("pairs"))
    _ = form.apply(.characters("12345"))
    #expect(form.activeFieldName == "pairs")
    _ = form.apply(.characters("6"))
    #expect(form.activeFieldName == "amount")
    #expect(form.values["pairs"] == .digits("123456"))
  }
}
