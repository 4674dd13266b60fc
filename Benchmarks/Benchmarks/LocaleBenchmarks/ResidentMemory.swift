import Benchmark
import Foundation
@_spi(Engine) import Keypad

/// The resident memory of this process, read from `/proc/self/statm`, as a
/// custom metric: the figure after one locale id, next to the figures after
/// 100,000 distinct ids, shows whether the ids make the process grow.
enum ResidentMemory {
  /// The metric, in KiB.
  static let metric = BenchmarkMetric.custom(
    "Resident memory (KiB)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The resident set size now, in KiB; stops the benchmark if it cannot be read.
  static func kibibytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      fatalError("cannot read /proc/self/statm")
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else {
      fatalError("unexpected /proc/self/statm: \(text)")
    }
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
  }

  /// Ids that all reduce to `de_DE`, with a made-up keyword distinct for
  /// each index (`de_DE@kp=3f`), as a client naming locales from untrusted
  /// input might send.
  static func keywordID(_ index: Int) -> String {
    "de_DE@kp=\(String(index, radix: 16))"
  }

  /// Each of ICU's 805 locales in turn.
  static func availableID(_ index: Int) -> String {
    let available = NumberSymbols.availableLocales
    return available[index % available.count]
  }

  /// Ids that each reduce to a new locale, distinct for each index below
  /// 900,000 or so: one of ICU's languages in one of its regions and
  /// numbering systems (`af_001@numbers=latn`), so each is a full load and a
  /// full cache must evict.
  static func newLocaleID(_ index: Int) -> String {
    let languages = NewIDs.languages
    let regions = NewIDs.regions
    let language = languages[index % languages.count]
    let region = regions[index / languages.count % regions.count]
    let system = NewIDs.numberingSystems[
      index / (languages.count * regions.count) % NewIDs.numberingSystems.count]
    return "\(language)_\(region)@numbers=\(system)"
  }
}

/// Parts of locale ids that make new reduced ids, from ICU's own locales.
enum NewIDs {
  /// The languages of ICU's locales that stand alone (`de`, `ar`, ...).
  static let languages = NumberSymbols.availableLocales.filter { !$0.contains("_") }

  /// The regions named by ICU's locales (`DE`, `EG`, `419`, ...).
  static let regions = Array(
    Set(
      NumberSymbols.availableLocales.compactMap { id -> String? in
        let parts: [Substring] = id.split(separator: "_")
        let region = parts.dropFirst().first { part in
          (part.count == 2 && part.allSatisfy(\.isUppercase))
            || (part.count == 3 && part.allSatisfy(\.isNumber))
        }
        return region.map(String.init)
      })
  ).sorted()

  /// Numbering systems with ten consecutive digits, the default first.
  static let numberingSystems = [
    "latn", "arab", "arabext", "beng", "deva", "thai", "tibt", "mymr", "khmr", "laoo", "gujr",
    "guru", "knda", "mlym", "orya", "telu", "tamldec", "mong", "bali", "java",
  ]

  /// The `index`th id of `language` in a new region or numbering system.
  static func id(_ language: String, _ index: Int) -> String {
    let region = regions[index % regions.count]
    let system = numberingSystems[index / regions.count % numberingSystems.count]
    return "\(language)_\(region)@numbers=\(system)"
  }
}
