import Testing

@_spi(Engine) @testable import Keypad

/// Many threads at once: the locale cache and independent fields.
///
/// Run under
/// ThreadSanitizer in CI (`swift test --sanitize=thread`).
@Suite struct ConcurrencyTests {
  @Test func fieldsOnManyThreadsShareTheCacheSafely() async throws {
    let locales = ["en_US", "de_DE", "fr_FR", "de_CH", "es_ES", "en_IN", "ar_EG", "fa_IR", "bn_BD"]
    let displays = try await withThrowingTaskGroup(of: (String, String).self) { group in
      for round in 0..<64 {
        let locale = locales[round % locales.count]
        group.addTask {
          var field = try KeypadField(
            locale: locale, rules: FieldRules(maxIntegerDigits: 9, allowNegative: true))
          for _ in 0..<50 {
            for character in "-1234.5" { field.type(character) }
            field.press(.clear)
          }
          for character in "-1234.5" { field.type(character) }
          return (locale, field.display(editing: true))
        }
      }
      var seen: [String: Set<String>] = [:]
      for try await (locale, display) in group { seen[locale, default: []].insert(display) }
      return seen
    }
    #expect(displays["en_US"] == ["-1,234.5"])
    #expect(displays["de_DE"] == ["-1.234,5"])
    #expect(displays.values.allSatisfy { $0.count == 1 })
  }

  @Test func firstLoadsRaceToOneInstance() async throws {
    let ids = ["pt_PT", "pt-PT", "sv_SE", "sv-SE", "hi_IN", "hi-IN"]
    let loaded = try await withThrowingTaskGroup(of: (String, NumberSymbols).self) { group in
      for index in 0..<96 {
        let id = ids[index % ids.count]
        group.addTask { (id, try NumberSymbols.locale(id)) }
      }
      var all: [(String, NumberSymbols)] = []
      for try await pair in group { all.append(pair) }
      return all
    }
    for (id, symbols) in loaded {
      #expect(symbols === (try NumberSymbols.locale(id.replacingHyphens())))
    }
  }
}

extension String {
  fileprivate func replacingHyphens() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }
}
