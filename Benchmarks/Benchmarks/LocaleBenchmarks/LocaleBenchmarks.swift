import Benchmark
import BenchmarkSupport
import Keypad

// Loading a locale's symbols the first time: `NumberSymbols.locale` reads
// them from ICU, then caches them per id for the life of the process. The
// tool runs each benchmark in a new process, so every load measured here is
// the first for its id. Allocations are counted in a benchmark of their
// own: counting slows every allocation.
let benchmarks: @Sendable () -> Void = {
  FreshProcess.runIfChild()
  let available = NumberSymbols.availableLocales
  let firstLoads = Counter()
  let newIDs = Counter()

  // One iteration per ICU locale, each loaded for the first time in the
  // process (ICU's own data for it untouched too): the per-locale cost.
  Benchmark(
    "Locale.FirstLoad.EachICULocale",
    configuration: .init(
      metrics: [.wallClock],
      timeUnits: .microseconds,
      warmupIterations: 0,
      maxDuration: .seconds(60),
      maxIterations: available.count,
      thresholds: [
        .wallClock: .init(relative: [.p90: 100.0])
      ])
  ) { _ in
    blackHole(try? NumberSymbols.locale(available[firstLoads.next() % available.count]))
  }

  // All of ICU's locales, each sample in a fresh process of its own (see
  // FreshProcess.swift); and in the same run the floor for any loader of
  // ICU's number data: ICU opening a `unumf` formatter and formatting one
  // number in each locale.
  // Tolerances as elsewhere: Keypad's p90 may grow 100 %, a baseline's 200 %.
  let freshProcessLoads: [(name: String, loader: FreshProcess.Loader, tolerance: Double)] = [
    ("Locale.FirstLoad.AllICULocales", .keypad, 100),
    ("Locale.FirstLoad.AllICULocales.ICUunumfOneFormat", .icuOneFormat, 200),
  ]
  for (name, loader, tolerance) in freshProcessLoads {
    Benchmark(
      name,
      configuration: .init(
        metrics: [FreshProcess.metric],
        warmupIterations: 0,
        maxDuration: .seconds(60),
        maxIterations: 15,
        thresholds: [FreshProcess.metric: .init(relative: [.p90: tolerance])])
    ) { benchmark in
      benchmark.measurement(FreshProcess.metric, FreshProcess.load(loader))
    }
  }

  // A new id for a locale whose ICU data is already in memory, such as
  // `de_DE@kpbench=AAB`: the private keyword changes nothing in the symbols
  // but makes the id new to Keypad's cache, so each iteration is a full
  // load by Keypad (id checks, ICU formatters, sample formats) with ICU's
  // resource data cached: Keypad's own cost of a new locale.
  for locale in Workload.locales {
    Benchmark(
      "Locale.NewID.\(locale)",
      configuration: .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 5_000,
        thresholds: [
          .wallClock: .init(relative: [.p90: 100.0])
        ])
    ) { _ in
      blackHole(load("\(locale)@kpbench=\(letterCode(newIDs.next()))"))
    }
  }

  // The heap allocations of one such load, counted without timing.
  Benchmark(
    "Locale.NewIDMallocs.en_US",
    configuration: .init(
      metrics: [.mallocCountTotal],
      warmupIterations: 1,
      maxIterations: 1000,
      thresholds: [.mallocCountTotal: .init(relative: [.p90: 5.0])])
  ) { _ in
    blackHole(load("en_US@kpbench=\(letterCode(newIDs.next()))"))
  }
}

/// Counts the iterations of a benchmark, which run one after another.
final class Counter: @unchecked Sendable {
  private var count = 0

  /// The count before this call.
  func next() -> Int {
    defer { count += 1 }
    return count
  }
}

/// A three-letter code, distinct for each `index` below 17,576.
func letterCode(_ index: Int) -> String {
  let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  return String([letters[index / 676 % 26], letters[index / 26 % 26], letters[index % 26]])
}

/// Loads a locale's symbols; stops the benchmark if one fails.
func load(_ id: String) -> NumberSymbols {
  do {
    return try NumberSymbols.locale(id)
  } catch {
    fatalError("cannot load \(id): \(error)")
  }
}
