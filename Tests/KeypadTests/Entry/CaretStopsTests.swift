import Testing

@_spi(Engine) @testable import Keypad

/// Where a caret can rest: the start and right after each typed character,
/// written out from the displays of the spec.
@Suite struct CaretStopsTests {
  private func typed(_ text: String, _ locale: String = "en_US", rules: FieldRules = .standard)
    throws -> KeypadField
  {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in text { field.type(character) }
    return field
  }

  @Test func groupingSeparatorsAreNoStops() throws {
    let field = try typed("1234567")
    #expect(field.display(editing: true) == "1,234,567")
    #expect(field.caretStops == [0, 1, 3, 4, 5, 7, 8, 9])
  }

  @Test func anEmptyFieldHasTheStartOnly() throws {
    #expect(try KeypadField(locale: "en_US").caretStops == [0])
  }

  /// "\u{061C}-١٢" in ar_EG: the bidi mark before the minus is no stop.
  @Test func aBidiMarkIsNoStop() throws {
    let field = try typed("-12", "ar_EG", rules: FieldRules(allowNegative: true))
    #expect(field.display(editing: true) == "\u{061C}-١٢")
    #expect(field.caretStops == [0, 2, 3, 4])
  }

  @Test func aCardsSpacesAreNoStops() throws {
    let field = try typed("4242424242", rules: FieldRules(kind: .card))
    #expect(field.display(editing: true) == "4242 4242 42")
    #expect(field.caretStops == [0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 12])
  }

  @Test func aPatternsLiteralIsNoStop() throws {
    let field = try typed("12345", rules: FieldRules(kind: try .digits(pattern: "##-###")))
    #expect(field.display(editing: true) == "12-345")
    #expect(field.caretStops == [0, 1, 2, 4, 5, 6])
  }

  @Test func aDatesSeparatorsAreNoStops() throws {
    let field = try typed("12252026", rules: FieldRules(kind: try .date(locale: "en_US")))
    #expect(field.display(editing: true) == "12/25/2026")
    #expect(field.caretStops == [0, 1, 2, 4, 5, 7, 8, 9, 10])
  }

  /// Cents entry keeps the caret at the end: the one stop.
  @Test func centsEntryStopsAtTheEndOnly() throws {
    let field = try typed("123", rules: FieldRules(entryMode: .cents))
    #expect(field.display(editing: true) == "1.23")
    #expect(field.caretStops == [4])
  }

  /// Every offset the field reads a caret at is a stop, and every stop is
  /// read as itself.
  @Test func aCaretAtAStopStaysThere() throws {
    var field = try typed("1234567")
    for stop in field.caretStops {
      field.select(utf16Range: stop..<stop)
      #expect(field.selection == stop..<stop)
    }
    field.select(utf16Range: 2..<2)
    #expect(field.caretStops.contains(field.selection.lowerBound))
  }
}
