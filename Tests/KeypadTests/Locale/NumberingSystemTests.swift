import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// A locale's digits come from its numbering system as ICU gives them,
/// also when they are not Unicode decimal digits (`hanidec`); the systems
/// that cannot be typed on ten keys are refused and say why.
@Suite struct NumberingSystemTests {
  /// `hanidec`'s digits, as ICU's `unumsys_getDescription` gives them.
  static let hanidec = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]

  @Test(arguments: ["zh_CN@numbers=hanidec", "zh-CN-u-nu-hanidec", "ar-AE-u-nu-hanidec"])
  func hanidecLoadsWithItsTenDigits(id: String) throws {
    let symbols = try NumberSymbols.locale(id)
    #expect(symbols.numberingSystem == "hanidec")
    #expect(symbols.digits == Self.hanidec)
  }

  @Test(arguments: ["zh_CN@numbers=hanidec", "ar_AE@numbers=hanidec"])
  func hanidecDisplaysAsICUFormats(id: String) throws {
    var field = try KeypadField(locale: id, rules: FieldRules(maxFractionDigits: 2))
    for character in "1234567.89" { field.type(character) }
    #expect(
      field.display(editing: true)
        == (try ICUNumberFormatter(fractionDigits: 2, locale: id).format("1234567.89")))
  }

  @Test func hanidecDigitsTypeAndPaste() throws {
    var field = try KeypadField(
      locale: "zh_CN@numbers=hanidec", rules: FieldRules(maxFractionDigits: 2))
    for character in "一二三四.五" { #expect(field.type(character) == .accepted, "\(character)") }
    #expect(field.value?.description == "1234.5")
    #expect(field.display(editing: true) == "一,二三四.五")
    #expect(field.paste("九,八七六.〇五") == .accepted)
    #expect(field.value?.description == "9876.05")
    #expect(field.paste("〇.五") == .accepted)
    #expect(field.value?.description == "0.5")
    #expect(field.paste("一2") == .rejected(.unparseable))
    #expect(field.value?.description == "0.5")
    #expect(field.setText("二.五") == .accepted)
    #expect(field.value?.description == "2.5")
  }

  /// Every numbering system ICU knows either loads, showing digits as
  /// ICU's formatter shows them in that system, or is algorithmic and is
  /// refused as such.
  @Test func everyNumberingSystemLoadsOrIsRefusedAsAlgorithmic() throws {
    var loaded: Set<String> = []
    var refused: Set<String> = []
    for name in try ICULocaleCalls.numberingSystemNames() {
      let id = "en@numbers=" + name
      do {
        let symbols = try NumberSymbols.locale(id)
        loaded.insert(name)
        var field = try KeypadField(locale: id, rules: FieldRules(maxFractionDigits: 1))
        for character in "1234567890.5" { field.type(character) }
        let icu = try ICUNumberFormatter(fractionDigits: 1, locale: id).format("1234567890.5")
        #expect(field.display(editing: true) == icu, "\(name)")
        #expect(symbols.digits.count == 10, "\(name)")
      } catch let error as LocaleError {
        #expect(error.reason == .algorithmicNumberingSystem, "\(name): \(error)")
        refused.insert(name)
      }
    }
    #expect(loaded.isSuperset(of: ["latn", "arab", "deva", "hanidec", "fullwide"]))
    #expect(refused.isSuperset(of: ["roman", "hebr", "grek", "ethi"]))
  }

  @Test func anAlgorithmicSystemSaysWhyItCannotBeTyped() {
    #expect(throws: LocaleError(id: "en@numbers=roman", reason: .algorithmicNumberingSystem)) {
      try NumberSymbols.locale("en@numbers=roman")
    }
    let error = LocaleError(id: "en@numbers=roman", reason: .algorithmicNumberingSystem)
    #expect(error.description.contains("algorithmic"))
    #expect(!error.description.contains("without ten digits"))
  }
}
