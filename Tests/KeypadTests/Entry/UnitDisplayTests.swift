import ICUReference
import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Units on decimal fields: the issue's examples, then every unit of ICU's
/// list in fifty locales and three widths against ICU's own formatting,
/// the caret and Backspace at the unit, the value read back, and the
/// spoken value.
@Suite struct UnitDisplayTests {
  /// A field of `unit` in `locale` after typing `typed`.
  func field(
    _ typed: String, _ locale: String, _ unit: String, _ width: UnitWidth = .short,
    fraction: Int = 2
  ) throws -> KeypadField {
    let rules = try FieldRules(
      maxIntegerDigits: 9, maxFractionDigits: fraction, allowNegative: true,
      style: .unit(MeasureUnit(unit), width: width))
    var field = try KeypadField(locale: locale, rules: rules)
    for character in typed { #expect(field.type(character) == .accepted, "\(typed)") }
    return field
  }

  // MARK: - The issue's examples

  @Test(arguments: [
    ("12,5", "de_DE", "kilometer", UnitWidth.short, "12,5 km"),
    ("72.4", "en_US", "kilogram", .short, "72.4 kg"),
    ("38,5", "de_DE", "celsius", .short, "38,5 °C"),
    ("12,5", "de_DE", "kilometer-per-hour", .short, "12,5 km/h"),
    ("72.4", "en_US", "kilogram", .long, "72.4 kilograms"),
    ("1", "en_US", "kilogram", .long, "1 kilogram"),
    ("1.0", "en_US", "kilogram", .long, "1.0 kilograms"),
    ("1,5", "fr_FR", "liter", .narrow, "1,5l"),
    ("1", "en_US", "day", .short, "1 day"),
    ("2", "en_US", "day", .short, "2 days"),
  ])
  func examples(
    typed: String, locale: String, unit: String, width: UnitWidth, expected: String
  ) throws {
    #expect(try field(typed, locale, unit, width).display(editing: true) == expected)
  }

  @Test func atRestTheValueHasAllItsFractionDigitsAndTheirPluralForm() throws {
    let weight = try field("1", "en_US", "kilogram", .long)
    #expect(weight.display(editing: true) == "1 kilogram")
    #expect(weight.display(editing: false) == "1.00 kilograms")
    #expect(weight.value == .decimal(1))
  }

  @Test func theValueStaysTheNumber() throws {
    let distance = try field("-12.5", "en_US", "kilometer")
    #expect(distance.value == .decimal(try #require(ExactDecimal("-12.5"))))
    #expect(distance.display(editing: true) == "-12.5 km")
  }

  @Test func anEmptyFieldShowsTheUnitAroundItsCaret() throws {
    let distance = try field("", "de_DE", "kilometer")
    #expect(distance.display(editing: true) == " km")
    #expect(distance.selection == 0..<0)
    #expect(distance.display(editing: false) == "")
  }

  // MARK: - Refusals

  @Test func anIdICUDoesNotKnowIsRefusedWithItsCode() {
    for id in ["kilometre", "foo", "", "Kilometer", "kilo meter", "kilometer .00", "EUR", "-meter"]
    {
      #expect(throws: UnitError(unit: id, reason: .unknown)) { try MeasureUnit(id) }
      #expect((try? MeasureUnit(id)) == nil)
    }
    #expect(UnitError(unit: "x", reason: .unknown).code == "unknown-unit")
    #expect(
      UnitError(unit: "x", reason: .unsupportedInBrowser).code == "unit-unsupported-in-browser")
  }

  @Test func aUnitWithACurrencyIsRefused() throws {
    #expect(throws: RulesError.unitWithCurrency) {
      try FieldRules(currency: Currency("EUR"), style: .unit(MeasureUnit("kilometer")))
    }
  }

  // MARK: - The caret and Backspace at the unit

  @Test func theCaretStandsBeforeTheUnitAndBackspaceDeletesADigit() throws {
    var distance = try field("12.5", "en_US", "kilometer")  // "12.5 km"
    #expect(distance.selection == 4..<4)
    #expect(distance.numberRange == 0..<4)
    #expect(distance.select(utf16Range: 7..<7) == .accepted)
    #expect(distance.selection == 4..<4, "after the unit reads as after the 5")
    #expect(distance.press(.backspace) == .accepted)
    #expect(distance.display(editing: true) == "12. km")
  }

  @Test func aLongNameFollowsTheNumberAsItChanges() throws {
    var weight = try field("12", "en_US", "kilogram", .long)  // "12 kilograms"
    #expect(weight.press(.backspace) == .accepted)
    #expect(weight.display(editing: true) == "1 kilogram")
    #expect(weight.selection == 1..<1)
    #expect(weight.numberRange == 0..<1)
    weight.select(utf16Range: 0..<0)
    #expect(weight.type("2") == .accepted)
    #expect(weight.display(editing: true) == "21 kilograms")
    #expect(weight.selection == 1..<1)
  }

  @Test func aPasteOfTheDisplayReadsTheNumber() throws {
    var distance = try field("", "de_DE", "kilometer")
    #expect(distance.paste("12,5 km") == .accepted)
    #expect(distance.value == .decimal(try #require(ExactDecimal("12.5"))))
  }

  // MARK: - Every unit of ICU's list, against ICU

  /// Fifty locales spread over ICU's list, with the issue's own.
  static let locales: [String] = {
    let all = NumberSymbols.availableLocales
    let step = all.count / 44
    return ["en_US", "de_DE", "fr_FR", "ar_EG", "fa_IR", "hi_IN"]
      + stride(from: 0, to: all.count, by: step).prefix(44).map { all[$0] }
  }()

  /// ICU's formatting of `decimal` in the unit, or `nil` where its form
  /// leaves the number out (Arabic `يومان`, two days).
  static func icu(_ decimal: String, unit: String, width: UnitWidth, fraction: Int, locale: String)
    throws -> String?
  {
    let precision =
      fraction == 0 ? "precision-integer" : "." + String(repeating: "0", count: fraction)
    let name = [
      "short": "unit-width-short", "narrow": "unit-width-narrow", "long": "unit-width-full-name",
    ]
    let formatter = try ICUNumberFormatter(
      skeleton: "unit/\(unit) \(name[width.rawValue] ?? "") \(precision)", locale: locale)
    let text = try formatter.format(decimal)
    return try formatter.lastFields().contains { $0.field == 0 } ? text : nil
  }

  /// ICU's units that its number skeletons take (`unit/generic`, the
  /// temperature without a scale, is listed but not taken).
  static let units: [String] = icuMeasureUnits().filter {
    (try? ICUNumberFormatter(skeleton: "unit/" + $0, locale: "en")) != nil
  }

  @Test func icuListsUnitsAndKeypadTakesThoseItsSkeletonsTake() throws {
    let listed = icuMeasureUnits()
    #expect(listed.count > 150, "ICU 72 lists \(listed.count) units")
    #expect(Self.units.contains("kilometer") && Self.units.contains("celsius"))
    #expect(Self.units.count > 150, "\(Self.units.count) taken by skeletons")
    for unit in listed {
      let taken = Self.units.contains(unit)
      #expect(((try? MeasureUnit(unit)) != nil) == taken, "\(unit)")
      if !taken {
        #expect(throws: UnitError(unit: unit, reason: .unknown)) { try MeasureUnit(unit) }
      }
    }
  }

  @Test(arguments: UnitWidth.allCases)
  func everyUnitShowsAsICUFormatsIt(width: UnitWidth) throws {
    var compared = 0
    var numberless = 0
    for unit in Self.units {
      for locale in Self.locales {
        // Typed, shown editing with the typed digits, and at rest padded.
        let cases: [(typed: String, editing: String, fraction: Int, rest: String)] = [
          ("1", "1", 0, "1.00"), ("-12.5", "-12.5", 1, "-12.50"), ("2", "2", 0, "2.00"),
        ]
        for sample in cases {
          let shown = try field(sample.typed, locale, unit, width)
          for (decimal, fraction, editing) in [
            (sample.editing, sample.fraction, true), (sample.rest, 2, false),
          ] {
            guard
              let expected = try Self.icu(
                decimal, unit: unit, width: width, fraction: fraction, locale: locale)
            else {
              numberless += 1
              #expect(
                shown.display(editing: editing).contains(shown.symbols.digits[2])
                  || !decimal.contains("2"))
              continue
            }
            compared += 1
            #expect(
              shown.display(editing: editing) == expected,
              "\(unit) \(width) in \(locale), \(decimal)")
          }
        }
      }
    }
    #expect(compared > 100 * numberless, "\(compared) compared, \(numberless) without the number")
  }

  // MARK: - Properties

  static let someUnits = [
    "kilometer", "kilogram", "celsius", "liter", "day", "kilometer-per-hour", "percent", "hour",
  ]

  /// Typing digits then reading back gives the number typed, in any
  /// locale, unit and width.
  @Test func typingThenReadingBackGivesTheNumber() async {
    await checkProperty(
      count: 300, input: Gen.int(in: 0...9).array(of: 1...6), Gen.int(in: 0...2),
      Gen.element(of: Self.someUnits).compactMap { $0 }, Generators.locale
    ) { digits, fraction, unit, locale in
      let width = UnitWidth.allCases[fraction % 3]
      let typed =
        digits.map(String.init).joined()
        + (fraction > 0 ? "." + String(repeating: "7", count: fraction) : "")
      let shown = try field(typed, locale, unit, width)
      let expected = try #require(ExactDecimal(typed))
      #expect(shown.value == .decimal(expected), "\(typed) \(unit) in \(locale)")
      // The display's number, read back through a paste of the whole display.
      var again = try field("", locale, unit, width)
      again.paste(shown.display(editing: true))
      #expect(again.value == shown.value, "\(shown.display(editing: true)) in \(locale)")
    }
  }

  /// Backspace at the end deletes the last typed character and never the
  /// unit: after as many Backspaces as characters typed the field is empty.
  @Test func backspaceNeverDeletesTheUnit() async {
    await checkProperty(
      count: 200, input: Gen.int(in: 1...9).array(of: 1...5),
      Gen.element(of: Self.someUnits).compactMap { $0 }, Generators.locale
    ) { digits, unit, locale in
      var shown = try field(digits.map(String.init).joined(), locale, unit, .long)
      for _ in digits {
        let before = shown.display(editing: true)
        #expect(shown.press(.backspace) == .accepted, "\(before) in \(locale)")
        let range = shown.numberRange
        #expect((range.lowerBound...range.upperBound).contains(shown.selection.lowerBound))
      }
      #expect(shown.value == nil)
    }
  }
}
