import Keypad
import KeypadFormFile
import Testing

/// The `KeypadFormFile` product as a library: parse, bounds, and the form's
/// own checks placed at the key that caused them.
@Suite struct FormFileReaderTests {
  private func parse(_ text: String) throws(FormFileError) -> FormFile {
    try FormFile.parse(bytes: Array(text.utf8), path: "f.json")
  }

  private func failure(_ text: String, symbols: NumberSymbols? = nil) -> FormFileError? {
    do {
      let file = try parse(text)
      if let symbols { _ = try file.makeForm(symbols: symbols) }
      return nil
    } catch {
      return error
    }
  }

  @Test func aFileParsesIntoFieldsWithDefaultsLeftOpen() throws {
    let file = try parse(#"{"fields":[{"name":"qty","label":"Quantity","maxFractionDigits":0}]}"#)
    #expect(file.title == "f.json")
    let field = try #require(file.fields.first)
    #expect(field.name == "qty")
    #expect(field.label == "Quantity")
    #expect(field.maxFractionDigits == 0)
    #expect(field.tag == nil)
    let form = try file.makeForm(symbols: .locale("de_DE"))
    #expect(form.fields.map(\.tag) == [1])
  }

  @Test func boundsAndSecondDecimalNameTheirChoices() throws {
    let file = try parse(
      #"{"fields":[{"name":"a","max":"9","bounds":"clamp","secondDecimal":"jump"},{"name":"b"}]}"#
    )
    #expect(file.fields[0].bounds == .clamp)
    #expect(file.fields[0].secondDecimal == .jump)
    #expect(file.fields[1].bounds == nil)
    let form = try file.makeForm(symbols: .locale("en_US"))
    #expect(form.fields[0].rules.bounds == .clamp)
    #expect(form.fields[0].rules.secondDecimal == .jump)
    #expect(form.fields[1].rules.bounds == .refuse)
    #expect(form.fields[1].rules.secondDecimal == .duplicateDecimal)
    let wrong = try #require(failure(#"{"fields":[{"name":"a","secondDecimal":"twice"}]}"#))
    #expect(wrong.code == "form-invalid-value")
    #expect(wrong.position == SourcePosition(line: 1, column: 40))
    #expect(wrong.message == #""secondDecimal" must be "duplicate-decimal" or "jump", not "twice""#)
  }

  /// A choice is one of its enumeration's raw values, compared by bytes;
  /// another spelling is refused and the message lists the names.
  @Test func everyChoiceIsNamedByItsRawValueAndNothingElse() throws {
    func field(_ key: String, _ name: String) throws -> FieldSpec {
      try parse(#"{"fields":[{"name":"a","\#(key)":"\#(name)"}]}"#).fields[0]
    }
    for mode in EntryMode.allCases { #expect(try field("entry", mode.rawValue).entry == mode) }
    for behavior in BoundsBehavior.allCases {
      #expect(try field("bounds", behavior.rawValue).bounds == behavior)
    }
    for key in SecondDecimalKey.allCases {
      #expect(try field("secondDecimal", key.rawValue).secondDecimal == key)
    }
    for width in CurrencyWidth.allCases {
      #expect(try field("currencyDisplay", width.rawValue).currencyDisplay == width)
    }
    for (key, name) in [("bounds", "Clamp"), ("bounds", ""), ("currencyDisplay", "isoCode")] {
      let refused = try #require(failure(#"{"fields":[{"name":"a","\#(key)":"\#(name)"}]}"#))
      #expect(refused.code == "form-invalid-value")
      #expect(refused.message.hasSuffix(#"not "\#(name)""#))
    }
    let bounds = try #require(failure(#"{"fields":[{"name":"a","bounds":"Clamp"}]}"#))
    #expect(bounds.message == #""bounds" must be "refuse", "clamp" or "report", not "Clamp""#)
  }

  /// Of several keys a kind does not take, the first in the file is the
  /// one reported, whichever order the keys have.
  @Test func theFirstKeyAKindDoesNotTakeIsReported() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let pattern = try #require(
      failure(
        ###"{"fields":[{"name":"a","kind":"code","pattern":"##","currency":"EUR"}]}"###,
        symbols: symbols))
    #expect(pattern.code == "form-invalid-value")
    #expect(pattern.message == #""pattern" does not apply to a "code" field"#)
    #expect(pattern.position == SourcePosition(line: 1, column: 48))
    let currency = try #require(
      failure(
        ###"{"fields":[{"name":"a","kind":"code","currency":"EUR","pattern":"##"}]}"###,
        symbols: symbols))
    #expect(currency.message == #""currency" does not apply to a "code" field"#)
    #expect(currency.position == SourcePosition(line: 1, column: 49))
  }

  @Test func exactlyTheFieldLimitIsAccepted() throws {
    let fields = (1...10_000).map { #"{"name":"f\#($0)"}"# }.joined(separator: ",")
    #expect(try parse(#"{"fields":[\#(fields)]}"#).fields.count == 10_000)
    #expect(FormFile.maximumFieldCount == 10_000)
    #expect(FormFile.maximumTextLength == 1_000)
  }

  @Test func theFormDecidesUniquenessAndTheFileGivesThePlace() throws {
    let symbols = try NumberSymbols.locale("en_US")
    // Parsing alone does not judge the fields together.
    #expect(failure(#"{"fields":[{"name":"a","tag":3},{"name":"b","tag":3}]}"#) == nil)
    let tag = try #require(
      failure(#"{"fields":[{"name":"a","tag":3},{"name":"b","tag":3}]}"#, symbols: symbols))
    #expect(tag.code == "form-duplicate-tag")
    #expect(tag.field == "b")
    #expect(tag.position == SourcePosition(line: 1, column: 51))
    let bounds = try #require(
      failure(#"{"fields":[{"name":"a",  "min":"5","max":"1"}]}"#, symbols: symbols))
    #expect(bounds.code == "form-invalid-value")
    #expect(bounds.position == SourcePosition(line: 1, column: 32))
    let value = try #require(
      failure(#"{"fields":[{"name":"a","maxFractionDigits":0,"value":"1.5"}]}"#, symbols: symbols))
    #expect(value.code == "form-invalid-value")
    #expect(value.position == SourcePosition(line: 1, column: 54))
  }

  /// Keys and names are compared by their bytes, as JSON and the browser's
  /// page compare them: canonically equivalent names are two fields, and a
  /// key is known only as it is spelled.
  @Test func keysAndNamesAreTheirBytes() throws {
    let symbols = try NumberSymbols.locale("en_US")
    let file = try parse(#"{"fields":[{"name":"caf\u00e9"},{"name":"cafe\u0301"}]}"#)
    let form = try file.makeForm(symbols: symbols)
    #expect(form.fields.map(\.name) == ["caf\u{E9}", "cafe\u{301}"])
    let same = try #require(
      failure(#"{"fields":[{"name":"caf\u00e9"},{"name":"caf\u00e9"}]}"#, symbols: symbols))
    #expect(same.code == "form-duplicate-name")
    let twice = try #require(failure(#"{"fields":[{"name":"a","label":"x","label":"y"}]}"#))
    #expect(twice.code == "form-duplicate-key")
    let spelled = try #require(failure(#"{"fields":[{"name":"a","l\u0061bel":"x","Label":"y"}]}"#))
    #expect(spelled.code == "form-unknown-key")
    #expect(spelled.message.hasPrefix(#"unknown key "Label""#))
  }

  @Test func aRefusalNamesTheControlCharacterAndPrintsNoneRaw() throws {
    let error = try #require(failure(#"{"title":"a\u009bb","fields":[]}"#))
    #expect(error.code == "form-invalid-value")
    #expect(error.position == SourcePosition(line: 1, column: 10))
    #expect(error.message.contains("U+009B"))
    let key = try #require(failure(#"{"fields":[],"k\u001b]0;x\u0007":1}"#))
    #expect(key.code == "form-unknown-key")
    #expect(key.description.contains(#""k\u{1B}]0;x\u{7}""#))
    #expect(!key.description.unicodeScalars.contains { $0.value < 0x20 })
  }
}
