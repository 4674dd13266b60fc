import Foundation
import Testing

@_spi(Engine) @testable import Keypad

/// The engine against the independent CLDR corpus in `locales/corpus.json`.
///
/// The corpus is generated from CLDR data that does not come through ICU. Where the
/// corpus records a known difference between its CLDR and the system ICU,
/// the engine must show ICU's side of it.
@Suite struct CLDRCorpusTests {
  struct Corpus: Decodable {
    struct Case: Decodable {
      var typed: String
      var display: String
    }
    struct Locale: Decodable {
      var decimal: String
      var group: String
      var digits: String
      var minus: String
      var minimumGroupingDigits: Int
      var primaryGrouping: Int
      var secondaryGrouping: Int
      var cases: [Case]
    }
    struct Difference: Decodable {
      var field: String?
      var `case`: String?
      var babel: String
      var icu: String
    }
    var locales: [String: Locale]
    var knownDifferences: [String: [Difference]]
  }

  static func load() throws -> Corpus {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent("locales/corpus.json"))
    return try JSONDecoder().decode(Corpus.self, from: data)
  }

  @Test func coversEveryICULocale() throws {
    let corpus = try Self.load()
    #expect(Set(corpus.locales.keys) == Set(NumberSymbols.availableLocales))
  }

  @Test func displaysMatchTheCorpus() throws {
    let corpus = try Self.load()
    let rules = try FieldRules(maxIntegerDigits: 20, maxFractionDigits: 6, allowNegative: true)
    var mismatches: [String] = []
    var checked = 0
    for (id, locale) in corpus.locales {
      let differences = corpus.knownDifferences[id] ?? []
      for sample in locale.cases {
        let expected = differences.first { $0.case == sample.typed }?.icu ?? sample.display
        var field = try KeypadField(locale: id, rules: rules)
        for character in sample.typed { field.type(character) }
        checked += 1
        if field.display(editing: true) != expected {
          mismatches.append("\(id) \(sample.typed): \(field.display(editing: true)) != \(expected)")
        }
      }
    }
    #expect(checked >= 805 * 20)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test func symbolsMatchTheCorpus() throws {
    let corpus = try Self.load()
    var mismatches: [String] = []
    for (id, locale) in corpus.locales {
      let differences = corpus.knownDifferences[id] ?? []
      func expected(_ field: String, _ value: String) -> String {
        differences.first { $0.field == field }?.icu ?? value
      }
      let symbols = try NumberSymbols.locale(id)
      let actual = [
        symbols.decimalSeparator, symbols.groupingSeparator, symbols.digits.joined(),
        symbols.negativePrefix, String(symbols.minimumGroupingDigits),
        String(symbols.primaryGroupingSize), String(symbols.secondaryGroupingSize),
      ]
      let wanted = [
        expected("decimal", locale.decimal), expected("group", locale.group),
        expected("digits", locale.digits), expected("minus", locale.minus),
        expected("minimumGroupingDigits", String(locale.minimumGroupingDigits)),
        expected("primaryGrouping", String(locale.primaryGrouping)),
        expected("secondaryGrouping", String(locale.secondaryGrouping)),
      ]
      if actual != wanted { mismatches.append("\(id): \(actual) != \(wanted)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }
}
