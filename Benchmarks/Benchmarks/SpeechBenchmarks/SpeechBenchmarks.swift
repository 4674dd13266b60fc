import Benchmark
import BenchmarkSupport
import Keypad

// The spoken value of a currency field holding -1234.56 (spellout, plural
// category and the currency's plural name), once the locale's spellout
// rules are cached; the same value without a currency (the spellout alone);
// and the display for a screen reader. Each iteration asks
// 1,000 times (scaling factor `.kilo`), so the figures are per call.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    thresholds: [
      .wallClock: .init(relative: [.p90: 100.0])
    ])

  for locale in ["en_US", "de_DE", "ar_EG"] {
    var field = Workload.field(locale, rules: Workload.speechRules)
    do {
      try field.setValue(Workload.speechValue.map(FieldValue.decimal))
    } catch {
      fatalError("the sample is not a value in \(locale): \(error)")
    }
    guard field.spokenValue != nil else { fatalError("no spoken value in \(locale)") }
    let loaded = field

    Benchmark("Speech.SpokenValue.\(locale)") { benchmark in
      let field = loaded
      for _ in benchmark.scaledIterations {
        blackHole(field.spokenValue)
      }
    }

    // The same value in a field without a currency: the spellout alone.
    var plain = Workload.field(locale, rules: Workload.pasteRules)
    do {
      try plain.setValue(Workload.speechValue.map(FieldValue.decimal))
    } catch {
      fatalError("the sample is not a value in \(locale): \(error)")
    }
    let number = plain

    Benchmark("Speech.SpokenNumber.\(locale)") { benchmark in
      let field = number
      for _ in benchmark.scaledIterations {
        blackHole(field.spokenValue)
      }
    }

    Benchmark("Speech.AccessibilityText.\(locale)") { benchmark in
      let field = loaded
      for _ in benchmark.scaledIterations {
        blackHole(field.accessibilityText)
      }
    }
  }
}
