import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Engine) import Keypad

// Pasting a 20-character number written in each locale's own format, such
// as "-123,456,789,012.345" (en_US) or "-123.456.789.012,345" (de_DE):
// parsing and checking it against the field's rules. Each iteration pastes
// 1,000 times (scaling factor `.kilo`), so the figures are per paste.
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

  if ProcessInfo.processInfo.environment["KEYPAD_PRINT_SAMPLES"] != nil {
    for locale in Workload.locales {
      print(locale, Workload.pasteText(locale).debugDescription)
    }
    exit(0)
  }

  for locale in Workload.locales {
    let text = Workload.pasteText(locale)
    let empty = Workload.field(locale, rules: Workload.pasteRules)
    Benchmark("Paste.20Characters.\(locale)") { benchmark in
      var field = empty
      for _ in benchmark.scaledIterations {
        if case .rejected(let error) = field.paste(text) {
          fatalError("\(text.debugDescription) did not paste in \(locale): \(error)")
        }
        blackHole(field.typed)
      }
    }

    // The heap allocations of one paste, counted without timing.
    Benchmark(
      "Paste.Mallocs.\(locale)",
      configuration: .init(
        metrics: [.mallocCountTotal], scalingFactor: .one, maxIterations: 1000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { _ in
      var field = empty
      field.paste(text)
      blackHole(field.typed)
    }
  }
}
