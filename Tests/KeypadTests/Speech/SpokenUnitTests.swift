import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// A unit field's spoken value: the spelled number inside the unit's long
/// name, in the plural form ICU gives the number.
@Suite struct SpokenUnitTests {
  @Test(arguments: [
    ("en_US", "kilometer", "12.5", "twelve point five kilometers"),
    ("en_US", "kilometer", "1", "one kilometer"),
    ("en_US", "celsius", "38.5", "thirty-eight point five degrees Celsius"),
    ("de_DE", "kilogram", "-3", "minus drei Kilogramm"),
    ("fr_FR", "liter", "2", "deux\u{A0}litres"),
  ])
  func longName(locale: String, unit: String, typed: String, text: String) throws {
    let rules = try FieldRules(allowNegative: true, style: .unit(MeasureUnit(unit)))
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed {
      field.type(character == "." ? Character(field.symbols.decimalSeparator) : character)
    }
    #expect(field.spokenValue?.text == text, "\(field.spokenValue?.text.debugDescription ?? "")")
  }

  /// In fifty locales, for a few units and numbers, the words are ICU's
  /// long formatting of the number with ICU's spellout in the number's place.
  @Test func theWordsAreICUsLongNameAroundICUsSpellout() throws {
    var withName = 0
    for locale in UnitDisplayTests.locales {
      for unit in ["kilometer", "kilogram", "hour", "liter-per-100-kilometer"] {
        for decimal in ["1", "2", "12.5", "-5"] {
          let speech = try LocaleSpeech.forLocale(locale)
          let spoken = try speech.spokenValue(
            of: try #require(ExactDecimal(decimal)), unit: .unit(MeasureUnit(unit)))
          // The spellout is held to ICU's elsewhere (SpokenValueTests); here
          // the words around it are.
          let spelled = try speech.spell(decimal)
          let formatter = try ICUNumberFormatter(
            skeleton: "unit/\(unit) unit-width-full-name precision-unlimited",
            locale: speech.wordsLocale)
          let text = Array(try formatter.formatUTF16(decimal))
          let number = try formatter.lastFields().filter { [0, 1, 2, 6, 10].contains($0.field) }
          guard let start = number.map(\.range.lowerBound).min(),
            let end = number.map(\.range.upperBound).max()
          else {
            #expect(
              spoken.text == spelled, "\(unit) \(decimal) in \(locale): ICU leaves the number out")
            continue
          }
          let marks: Set<UInt16> = [0x061C, 0x200E, 0x200F]
          let around = { (units: ArraySlice<UInt16>) in
            String(decoding: units.filter { !marks.contains($0) }, as: UTF16.self)
          }
          let expected = around(text[..<start]) + spelled + around(text[end...])
          #expect(
            spoken.text == expected || spoken.omitsUnit,
            "\(unit) \(decimal) in \(locale): \(spoken.text.debugDescription) vs \(expected.debugDescription)"
          )
          if !spoken.omitsUnit { withName += 1 }
        }
      }
    }
    #expect(withName > 500)
  }
}
