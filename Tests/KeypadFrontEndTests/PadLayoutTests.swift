import Keypad
import Testing

@testable import KeypadFrontEnd

/// One pad for every front end: its order, its labels in a locale, the
/// names an assistive technology reads.
@Suite struct PadLayoutTests {
  @Test func theRowsAreThePhonesDecimalPadWithAFourthColumn() throws {
    #expect(
      PadLayout(symbols: try .locale("en_US")).rows.map { $0.map(\.name) } == [
        ["1", "2", "3", "sign"],
        ["4", "5", "6", "clear"],
        ["7", "8", "9", "backspace"],
        ["decimal", "0", "00", "return"],
      ])
    #expect(PadLayout.accessoryBar.map(\.name) == ["previous", "next", "return"])
  }

  @Test func everyKeyOfTheEngineIsOnThePadOnce() throws {
    let number = PadLayout(symbols: try .locale("en_US"))
    let time = try form(time: "en_US")
    func keys(_ pad: PadLayout) -> [Key] {
      pad.rows.joined().compactMap { key -> Key? in
        if case .key(let key) = key { return key }
        return nil
      }
    }
    let digits = (0...9).map { Key.digit(UInt8($0)) }
    let engine = digits + [.doubleZero, .decimal, .backspace, .clear]
    #expect(keys(number).count == engine.count + 1)
    #expect(Set(keys(number)) == Set(engine + [.sign]))
    #expect(Set(keys(PadLayout(form: time))) == Set(engine + [.dayPeriod]))
    #expect(number.rows.joined().filter { $0 == .returnKey }.count == 1)
  }

  /// A form whose one field, active, is a time in the locale.
  func form(time locale: String) throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [FormField(name: "at", tag: 1, rules: FieldRules(kind: try .time()))], locale: locale)
    form.apply(.focus("at"))
    return form
  }

  @Test func aTimeOnATwelveHourClockHasTheDayPeriodKeyWhereTheSignStands() throws {
    let english = PadLayout(form: try form(time: "en_US"))
    #expect(english.rows[0].map(\.name) == ["1", "2", "3", "dayPeriod"])
    #expect(
      english.rows[1...].joined().map(\.name)
        == PadLayout(symbols: try .locale("en_US")).rows[1...].joined().map(\.name))
    #expect(english.label(of: .key(.dayPeriod)) == "AM/PM")
    #expect(english.accessibleName(of: .key(.dayPeriod)) == "AM or PM")
    let arabic = PadLayout(form: try form(time: "ar_EG"))
    #expect(arabic.label(of: .key(.dayPeriod)) == "ص/م")
    #expect(arabic.label(of: .key(.digit(7))) == "٧")
    // A 24-hour clock has no day period: the sign key stays.
    #expect(PadLayout(form: try form(time: "de_DE")).rows[0][3] == .key(.sign))
    #expect(PadLayout(form: try form(time: "de-DE-u-hc-h12")).rows[0][3] == .key(.dayPeriod))
    // No active field, or a number: the number's pad.
    let none = try KeypadForm(
      fields: [FormField(name: "at", tag: 1, rules: FieldRules(kind: try .time()))], locale: "en_US"
    )
    #expect(PadLayout(form: none).rows[0][3] == .key(.sign))
  }

  @Test func arabicLabelsAreTheLocalesDigitsAndSeparator() throws {
    let pad = PadLayout(symbols: try .locale("ar_EG"))
    let digits = (0...9).map { pad.label(of: .key(.digit(UInt8($0)))) }
    #expect(digits.joined() == "٠١٢٣٤٥٦٧٨٩")
    #expect(pad.label(of: .key(.doubleZero)) == "٠٠")
    #expect(pad.label(of: .key(.decimal)) == "\u{066B}")
    #expect(pad.label(of: .key(.backspace)) == "⌫")
    #expect(pad.accessibleName(of: .key(.digit(3))) == "٣")
  }

  @Test func otherScriptsAndSeparators() throws {
    let persian = PadLayout(symbols: try .locale("fa_IR"))
    #expect((0...9).map { persian.label(of: .key(.digit(UInt8($0)))) }.joined() == "۰۱۲۳۴۵۶۷۸۹")
    let chinese = PadLayout(symbols: try .locale("zh-CN-u-nu-hanidec"))
    #expect(chinese.label(of: .key(.doubleZero)) == "〇〇")
    #expect(PadLayout(symbols: try .locale("de_DE")).label(of: .key(.decimal)) == ",")
    #expect(PadLayout(symbols: try .locale("en_US")).label(of: .key(.decimal)) == ".")
    #expect(PadLayout(symbols: try .locale("ar_EG@numbers=latn")).label(of: .key(.digit(7))) == "7")
  }

  /// ICU 72 puts no mark in a digit or a decimal separator, but its data
  /// does put them in the minus sign and the percent sign: the pad drops
  /// whatever marks the symbols it is given hold.
  @Test func bidiMarksAreLeftOut() {
    let marked = PadLayout(
      digits: (0...9).map { "\u{200E}\($0)" },
      decimalSeparator: "\u{200F}\u{066B}\u{061C}")
    #expect(marked.label(of: .key(.decimal)) == "\u{066B}")
    #expect(marked.label(of: .key(.digit(4))) == "4")
    #expect(marked.label(of: .key(.doubleZero)) == "00")
    #expect(marked.accessibleName(of: .key(.digit(4))) == "4")
  }

  @Test func noLabelHoldsABidiMarkInAnyLocale() throws {
    let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
    for id in NumberSymbols.availableLocales {
      let pad = PadLayout(symbols: try .locale(id))
      for key in pad.rows.joined() {
        let label = pad.label(of: key)
        #expect(!label.unicodeScalars.contains { marks.contains($0) }, "\(id): \(label)")
        #expect(!label.isEmpty, "\(id): \(key.name)")
      }
    }
  }

  @Test func theReturnKeySaysWhatItDoes() throws {
    let pad = PadLayout(symbols: try .locale("en_US"))
    #expect(pad.label(of: .returnKey, returnKey: .next) == "Next")
    #expect(pad.label(of: .returnKey, returnKey: .done) == "Done")
    #expect(pad.label(of: .returnKey) == "Next", "no active field")
    #expect(pad.accessibleName(of: .returnKey, returnKey: .done) == "Done")
    #expect(pad.title(of: .done) == "Done")
  }

  /// The return key and the keys' names in the pad's language, English
  /// where the language has no catalog (Swahili).
  @Test func theWordsAreThePadsLanguage() throws {
    let german = PadLayout(symbols: try .locale("de_DE"))
    #expect(german.label(of: .returnKey, returnKey: .next) == "Weiter")
    #expect(german.label(of: .returnKey, returnKey: .done) == "Fertig")
    #expect(german.accessibleName(of: .key(.backspace)) == "Löschen")
    #expect(german.accessibleName(of: .key(.sign)) == "Plus oder Minus")
    let arabic = PadLayout(symbols: try .locale("ar_EG"))
    #expect(arabic.title(of: .done) == "تم")
    let time = try KeypadField(locale: "ar_EG", rules: FieldRules(kind: try .time()))
    #expect(PadLayout(field: time).accessibleName(of: .key(.dayPeriod)) == "ص أو م")
    let swahili = PadLayout(symbols: try .locale("sw_KE"))
    #expect(swahili.title(of: .next) == "Next")
    #expect(swahili.accessibleName(of: .key(.decimal)) == "Decimal separator")
  }

  @Test func keysThatAreNoDigitAreNamedForWhatTheyDo() throws {
    let pad = PadLayout(symbols: try .locale("en_GB"))
    #expect(pad.accessibleName(of: .key(.decimal)) == "Decimal separator")
    #expect(pad.accessibleName(of: .key(.backspace)) == "Delete")
    #expect(pad.accessibleName(of: .key(.clear)) == "Clear")
    #expect(pad.accessibleName(of: .key(.sign)) == "Plus or minus")
    #expect(pad.accessibleName(of: .key(.doubleZero)) == "Double zero")
    #expect(pad.accessibleName(of: .previousField) == "Previous field")
    #expect(pad.accessibleName(of: .nextField) == "Next field")
    #expect(pad.label(of: .previousField) == "∧")
    #expect(pad.label(of: .nextField) == "∨")
    #expect(pad.label(of: .key(.sign)) == "±")
    #expect(pad.label(of: .key(.clear)) == "C")
  }
}
