import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Pasting into currency and percent fields: the number inside the style's
/// own affixes is taken, so what a field shows pastes back.
@Suite struct StyledPasteTests {
  func field(
    _ locale: String, _ style: DisplayStyle = .currency(), currency: String = "USD"
  ) throws -> KeypadField {
    let rules = try FieldRules(
      maxIntegerDigits: 9, maxFractionDigits: 2, allowNegative: true,
      currency: try Currency(currency), style: style)
    return try KeypadField(locale: locale, rules: rules)
  }

  @Test func aDollarAmountPastesWithItsSymbol() throws {
    var dollars = try field("en_US")
    #expect(dollars.paste("$1,234.50") == .accepted)
    #expect(dollars.value?.decimal == ExactDecimal("1234.50"))
    #expect(dollars.display(editing: true) == "$1,234.50")
    #expect(dollars.paste("-$3") == .accepted)
    #expect(dollars.value?.decimal == ExactDecimal("-3"))
    #expect(dollars.paste(" $ 7 ") == .accepted)
    #expect(dollars.value?.decimal == ExactDecimal("7"))
  }

  @Test func anAccountingAmountPastesAsANegative() throws {
    var owed = try field("en_US", .currency(accounting: true))
    #expect(owed.paste("($12.50)") == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-12.50"))
    #expect(owed.display(editing: true) == "($12.50)")
  }

  @Test func anAccountingFieldReadsTheStandardNegativeForms() throws {
    var owed = try field("en_US", .currency(accounting: true))
    for text in ["-$1.50", "($1.50)", "(1.50)", "-1.50", "$-1.50"] {
      owed.press(.clear)
      #expect(owed.paste(text) == .accepted, "\(text)")
      #expect(owed.value?.decimal == ExactDecimal("-1.50"), "\(text)")
    }
  }

  @Test func aStandardMoneyFieldReadsTheAccountingForms() throws {
    var dollars = try field("en_US")
    for text in ["($1.50)", "(1.50)", "-$1.50", "-1.50"] {
      dollars.press(.clear)
      #expect(dollars.paste(text) == .accepted, "\(text)")
      #expect(dollars.value?.decimal == ExactDecimal("-1.50"), "\(text)")
    }
    var owed = try field("en_US", .currency(accounting: true))
    #expect(
      owed.replace(utf16Range: 0..<owed.display(editing: true).utf16.count, with: "-$2")
        == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-2"))
  }

  @Test func aSuffixPastesWithOrWithoutItsSpace() throws {
    var euros = try field("de_DE", currency: "EUR")
    #expect(euros.paste("1.234,50 €") == .accepted)
    #expect(euros.value?.decimal == ExactDecimal("1234.50"))
    #expect(euros.paste("99€") == .accepted)
    #expect(euros.value?.decimal == ExactDecimal("99"))
    #expect(euros.paste("-5\u{A0}€") == .accepted)
    #expect(euros.value?.decimal == ExactDecimal("-5"))
    var percent = try field("fr_FR", .percent)
    #expect(percent.paste("12,5 %") == .accepted)
    #expect(percent.value?.decimal == ExactDecimal("12.5"))
    #expect(percent.paste("7%") == .accepted)
    #expect(percent.value?.decimal == ExactDecimal("7"))
  }

  @Test func otherAffixesAreRefusedAndChangeNothing() throws {
    var dollars = try field("en_US")
    #expect(dollars.paste("5") == .accepted)
    for text in ["€12", "12 $", "US$12", "$", "-$-3", "$$3", "$1,2,3", "(-$12)", "($12", "(12"] {
      #expect(dollars.paste(text) == .rejected(.unparseable), "\(text)")
      #expect(dollars.value?.decimal == ExactDecimal("5"), "\(text)")
    }
    var plain = try KeypadField(locale: "en_US", rules: FieldRules(allowNegative: true))
    #expect(plain.paste("$12") == .rejected(.unparseable))
  }

  @Test func theRulesStillApplyToTheNumberInside() throws {
    let rules = try FieldRules(maxFractionDigits: 2, currency: Currency("USD"), style: .currency())
    var dollars = try KeypadField(locale: "en_US", rules: rules)
    #expect(dollars.paste("-$3") == .rejected(.negativeNotAllowed))
    #expect(dollars.paste("$1.234") == .rejected(.maxFractionDigits))
    #expect(dollars.value == nil)
  }

  @Test func anEditWithTheAffixesInsertsTheNumberInside() throws {
    var owed = try field("en_US", .currency(accounting: true))
    #expect(
      owed.replace(utf16Range: 0..<owed.display(editing: true).utf16.count, with: "($12.50)")
        == .accepted)
    #expect(owed.value?.decimal == ExactDecimal("-12.50"))
    var euros = try field("de_DE", currency: "EUR")
    #expect(euros.replace(utf16Range: 0..<0, with: "1.234,5 €") == .accepted)
    #expect(euros.display(editing: true) == "1.234,5\u{A0}€")
    #expect(euros.replace(utf16Range: 0..<0, with: "€5") == .rejected(.unparseable))
  }

  @Test func aCurrencyFormatsOwnSeparatorsAreKeysAndPasteBack() throws {
    var euros = try field("kea_CV", currency: "EUR")
    #expect(euros.key(for: "$") == .decimal)
    #expect(euros.key(for: ",") == .decimal)
    for character in "1$5" { #expect(euros.type(character) == .accepted) }
    #expect(euros.value?.decimal == ExactDecimal("1.5"))
    #expect(euros.paste("12$50\u{A0}€") == .accepted)
    #expect(euros.value?.decimal == ExactDecimal("12.50"))
    var plain = try KeypadField(locale: "kea_CV")
    #expect(plain.key(for: "$") == nil)
    #expect(plain.type("$") == .rejected(.invalidCharacter))
  }

  // MARK: - In every locale

  /// In any locale, a negative amount as ICU writes it in the standard and
  /// the accounting currency formats, with the symbol and without it
  /// (`unit-width-hidden`), pastes into a money field of either form as
  /// that amount.
  @Test func everyMoneyFormOfANegativePastes() async {
    let forms = [
      "currency/EUR", "currency/EUR sign-accounting", "currency/EUR unit-width-hidden",
      "currency/EUR unit-width-hidden sign-accounting",
    ]
    await checkProperty(
      count: 200, input: Generators.locale, Gen.int(in: 1...99_999), Gen.bool
    ) { locale, cents, accounting in
      let amount = "-\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
      for form in forms {
        let text = try ICUNumberFormatter(skeleton: form + " .00", locale: locale).format(amount)
        var money = try field(locale, .currency(accounting: accounting), currency: "EUR")
        #expect(
          money.paste(text) == .accepted, "\(locale) \(form): \(text.debugDescription)")
        #expect(
          money.value?.decimal == ExactDecimal(amount),
          "\(locale) \(form): \(text.debugDescription)")
      }
    }
  }

  /// In any locale and style, a field's display and its not-editing display
  /// paste into an empty field of the same rules as the same value, by
  /// `paste(_:)` and by an edit over the whole display.
  @Test func whatAFieldShowsPastesBack() async {
    await checkProperty(
      count: 300, input: Generators.key.array(of: 0...16),
      Gen.int(in: 0...(StyledCaretTests.styles.count - 1)), Generators.locale
    ) { keys, styleIndex, locale in
      var typed = try field(locale, StyledCaretTests.styles[styleIndex], currency: "EUR")
      for key in keys { typed.press(key) }
      guard let value = typed.value else { return }
      for text in [typed.display(editing: true), typed.display(editing: false)] {
        var pasted = try field(locale, StyledCaretTests.styles[styleIndex], currency: "EUR")
        #expect(pasted.paste(text) == .accepted)
        #expect(pasted.value == value, "\(locale): \(text.debugDescription)")
        var edited = try field(locale, StyledCaretTests.styles[styleIndex], currency: "EUR")
        let whole = 0..<edited.display(editing: true).utf16.count
        #expect(edited.replace(utf16Range: whole, with: text) == .accepted, "\(locale): \(text)")
        #expect(edited.value == value, "\(locale): \(text.debugDescription)")
      }
    }
  }
}
