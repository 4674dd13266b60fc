import Testing

@_spi(Engine) @testable import Keypad

/// The display of a field that is not being edited: every fraction digit
/// of the rules, as ICU shows the value.
@Suite struct NotEditingDisplayTests {
  func field(
    _ typed: String, _ locale: String, rules: FieldRules
  ) throws -> KeypadField {
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { #expect(field.type(character) == .accepted, "\(typed)") }
    return field
  }

  @Test func moneyShowsTheCurrencysFractionDigits() throws {
    let dollars = try FieldRules(currency: Currency("USD"), style: .currency())
    let typed = try field("12.5", "en_US", rules: dollars)
    #expect(typed.display(editing: true) == "$12.5")
    #expect(typed.display(editing: false) == "$12.50")
    let yen = try FieldRules(currency: Currency("JPY"), style: .currency())
    #expect(try field("1234", "ja_JP", rules: yen).display(editing: false) == "￥1,234")
    let dinars = try FieldRules(currency: Currency("BHD"), style: .currency(.isoCode))
    #expect(try field("1.5", "en_US", rules: dinars).display(editing: false) == "BHD\u{A0}1.500")
  }

  @Test func plainFieldsShowTheirFractionDigitsToo() throws {
    let rules = try FieldRules(maxFractionDigits: 2)
    #expect(try field("12.5", "en_US", rules: rules).display(editing: false) == "12.50")
    #expect(try field("12.", "de_DE", rules: rules).display(editing: false) == "12,00")
    let whole = try FieldRules(maxFractionDigits: 0)
    #expect(try field("1234", "en_US", rules: whole).display(editing: false) == "1,234")
  }

  @Test func emptyAndLoneMinusShowNothing() throws {
    let rules = try FieldRules(allowNegative: true, currency: Currency("EUR"), style: .currency())
    #expect(try field("", "de_DE", rules: rules).display(editing: false) == "")
    #expect(try field("-", "de_DE", rules: rules).display(editing: false) == "")
  }

  @Test func everyStyleMatchesICUInEveryLocale() throws {
    var mismatches: [String] = []
    let states = StyleDisplayTests.typedStates.filter { $0 != "" && $0 != "-" }
    for locale in NumberSymbols.availableLocales {
      let reference = StyledReference(locale: locale)
      for (style, code) in StyleDisplayTests.styles + [(.decimal, nil)] {
        let currency = try Currency(code ?? "EUR")
        let skeleton = style.skeleton(currency: currency)
        let rules = try FieldRules(
          maxIntegerDigits: 15, maxFractionDigits: 3, allowNegative: true, currency: currency,
          style: style)
        for typed in states where !typed.hasSuffix(".000") {
          let value = typed.hasSuffix(".") ? String(typed.dropLast()) : typed
          let expected = String(
            decoding: try reference.format(value, skeleton: skeleton, fraction: 3).text,
            as: UTF16.self)
          let actual = try field(typed, locale, rules: rules).display(editing: false)
          if actual != expected {
            mismatches.append("\(locale) \(skeleton) '\(typed)': \(actual) != \(expected)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
  }
}
