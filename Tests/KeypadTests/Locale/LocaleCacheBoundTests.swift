import Glibc
import ICUReference
import Testing

@_spi(Engine) @testable import Keypad

/// Locale ids reduced to what changes number symbols, and a locale cache
/// that stays within its bound whatever ids it is asked for.
@Suite struct LocaleCacheBoundTests {
  @Test(arguments: [
    "de_DE@kp=x", "de_DE@calendar=japanese", "de_DE@currency=USD", "de_DE@numbers=latn",
    "de-DE-u-ca-japanese", "de-DE-u-nu-latn-cu-usd", "de-DE-x-private", "de_de",
  ])
  func keywordsThatDoNotChangeSymbolsShareTheEntry(id: String) throws {
    let symbols = try NumberSymbols.locale(id)
    #expect(symbols.localeID == "de_DE")
    #expect(symbols === (try NumberSymbols.locale("de_DE")))
  }

  @Test(arguments: [
    ("ar-EG-u-nu-latn", "ar_EG@numbers=latn"),
    ("ar_EG@numbers=latn;calendar=islamic", "ar_EG@numbers=latn"),
    ("ar_EG@numbers=arab", "ar_EG"),
    ("en@numbers=arab", "en@numbers=arab"),
    ("fr-US-u-rg-dezzzz", "fr_US"),
  ])
  func theNumbersKeywordStaysWhenItIsNotTheDefault(id: String, reduced: String) throws {
    #expect(try NumberSymbols.locale(id).localeID == reduced)
  }

  /// The reduction drops only keywords ICU's own formatter ignores: in every
  /// locale, ICU formats the same with them as with the reduced id.
  @Test func icuFormatsTheSameWithTheDroppedKeywords() throws {
    let keywords = [
      "calendar=japanese", "collation=phonebook", "currency=JPY", "rg=sazzzz", "ms=ussystem",
      "hours=h12", "fw=mon", "cf=account", "kp=x",
    ]
    for id in NumberSymbols.availableLocales {
      let reduced = try NumberSymbols.locale(id).localeID
      let expected = try ICUNumberFormatter(fractionDigits: 1, locale: reduced)
        .format("-1234567.5")
      for keyword in keywords {
        let withKeyword = "\(id)@\(keyword)"
        #expect(try NumberSymbols.locale(withKeyword).localeID == reduced, "\(withKeyword)")
        let shown = try ICUNumberFormatter(fractionDigits: 1, locale: withKeyword)
          .format("-1234567.5")
        #expect(shown == expected, "\(withKeyword)")
      }
    }
  }

  @Test func anUnknownLocaleWithAKeywordIsStillAnError() {
    #expect(throws: LocaleError(id: "xx_YY@kp=x", reason: .unknownLanguage)) {
      try NumberSymbols.locale("xx_YY@kp=x")
    }
    #expect(throws: LocaleError(id: "de_DE@numbers=abcd", reason: .unknownNumberingSystem)) {
      try NumberSymbols.locale("de_DE@numbers=abcd")
    }
  }

  /// The case: 100,000 distinct ids, made-up keywords on every ICU
  /// locale and BCP 47 keywords; entries are counted, nothing is timed.
  @Test func distinctIdsKeepTheCacheWithinItsBound() throws {
    let available = NumberSymbols.availableLocales
    for index in 0..<100_000 {
      let locale = available[index % available.count]
      let id =
        index % 4 == 3
        ? "de-DE-u-ca-cal\(letterCode(index))" : "\(locale)@kp=\(letterCode(index))"
      let symbols = try NumberSymbols.locale(id)
      #expect(symbols.localeID == (index % 4 == 3 ? "de_DE" : locale), "\(id)")
      if index % 10_000 == 0 {
        let counts = NumberSymbols.cacheCounts
        #expect(counts.symbols <= NumberSymbols.symbolsCacheCapacity)
        #expect(counts.spellings <= NumberSymbols.spellingsCacheCapacity)
      }
    }
    let counts = NumberSymbols.cacheCounts
    #expect(counts.symbols <= NumberSymbols.symbolsCacheCapacity)
    #expect(counts.spellings <= NumberSymbols.spellingsCacheCapacity)
  }

  /// Distinct ids that do change the reduced id (a known language in another
  /// region) fill a small cache of its own, which evicts and never fails.
  @Test func aFullCacheEvictsAndStillAnswers() throws {
    let cache = Locked(SymbolsCache(symbolsCapacity: 8, spellingsCapacity: 4))
    let languages = NumberSymbols.availableLocales.filter { !$0.contains("_") }.prefix(40)
    for language in languages {
      for region in ["US", "DE", "JP", "BR", "IN"] {
        let symbols = try NumberSymbols.locale("\(language)-\(region)", in: cache)
        #expect(symbols.localeID == "\(language)_\(region)")
        #expect(symbols.digits == (try NumberSymbols.locale("\(language)_\(region)").digits))
        let counts = cache.withLock { ($0.byID.count, $0.bySpelling.count) }
        #expect(counts.0 <= 8 && counts.1 <= 4)
      }
    }
  }
}

/// Lower-case letters, distinct for each index (`a`, `b`, ..., `ab`).
private func letterCode(_ index: Int) -> String {
  var index = index
  var letters: [Character] = []
  repeat {
    letters.append(Character(Unicode.Scalar(UInt8(0x61 + index % 26))))
    index /= 26
  } while index > 0
  return String(letters)
}

/// Measures how many distinct symbol sets ICU has: every available locale in
/// every numbering system with ten digits. Takes about a minute, so it runs
/// only when asked:
///
///     KEYPAD_MEASURE_SYMBOL_SETS=1 swift test --filter SymbolSetCount
@Suite(.enabled(if: Environment.measuresSymbolSets))
struct SymbolSetCountTests {
  @Test func countDistinctSymbolSets() throws {
    let systems = try ICULocaleCalls.numberingSystemNames()
    let available = NumberSymbols.availableLocales
    var reducedIDs: Set<String> = []
    var symbolSets: Set<String> = []
    var numeric: Set<String> = []
    for id in available {
      for system in systems {
        guard let (reduced, name) = try? LocaleResolver.resolve("\(id)@numbers=\(system)") else {
          continue
        }
        guard !reducedIDs.contains(reduced),
          let symbols = try? NumberSymbols.read(icuID: reduced, numberingSystem: name)
        else { continue }
        reducedIDs.insert(reduced)
        numeric.insert(name)
        symbolSets.insert(
          [
            symbols.digits.joined(), symbols.decimalSeparator, symbols.groupingSeparator,
            "\(symbols.primaryGroupingSize) \(symbols.secondaryGroupingSize)",
            "\(symbols.minimumGroupingDigits)", symbols.positivePrefix, symbols.positiveSuffix,
            symbols.negativePrefix, symbols.negativeSuffix,
          ].joined(separator: "\u{0}"))
      }
    }
    print(
      "symbol sets: \(available.count) locales, \(systems.count) numbering systems "
        + "(\(numeric.count) with ten digits Keypad reads), \(reducedIDs.count) reduced ids, "
        + "\(symbolSets.count) distinct symbol sets")
    #expect(symbolSets.count <= reducedIDs.count)
  }
}

/// Switches for the tests that only run when asked.
private enum Environment {
  /// Whether `KEYPAD_MEASURE_SYMBOL_SETS` is set.
  static var measuresSymbolSets: Bool { getenv("KEYPAD_MEASURE_SYMBOL_SETS") != nil }
}
