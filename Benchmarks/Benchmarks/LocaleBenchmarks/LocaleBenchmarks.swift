import Benchmark
import BenchmarkSupport
import Keypad

// Loading a locale's symbols the first time: `NumberSymbols.locale` reads
// them from ICU, then caches them per locale (at most 2,048) for the life of
// the process. The
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

  // A new locale: `NumberSymbols.locale` reduces an id to language, script,
  // region and numbering system before its cache, so a made-up keyword
  // (`de_DE@kp=x`) is no new locale. Each id here is the benchmark's
  // language in another of ICU's regions or numbering systems
  // (`de_AT@numbers=latn`, `de_BE@numbers=latn`, ..., `de_AT@numbers=arab`),
  // each new to the cache, so each iteration is a full load by Keypad (id
  // checks, ICU formatters, sample formats) with the language's ICU data
  // loaded after the first few: Keypad's own cost of a new locale.
  for locale in Workload.locales {
    let language = String(locale.prefix { $0 != "_" })
    Benchmark(
      "Locale.NewID.\(locale)",
      configuration: .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        thresholds: [
          .wallClock: .init(relative: [.p90: 100.0])
        ])
    ) { _ in
      blackHole(load(NewIDs.id(language, newIDs.next())))
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
    blackHole(load(NewIDs.id("en", newIDs.next())))
  }

  // An id that reduces to a locale already cached, with a keyword new each
  // time (`de_DE@kp=1`, `de_DE@kp=2`, ...): the id checks and the look-up.
  Benchmark(
    "Locale.IgnoredKeywordID.de_DE",
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
    blackHole(load("de_DE@kp=\(String(newIDs.next(), radix: 16))"))
  }

  // Resident memory, each figure in a process of its own: after `de_DE`;
  // after 100,000 distinct ids that reduce to `de_DE` (made-up keywords);
  // after each of ICU's 805 locales once; and after 100,000 distinct new
  // locales (languages in other regions and numbering systems), which fill
  // the cache to its bound and ICU's own caches with a bundle name each.
  let residentMemory: [(name: String, count: Int, id: @Sendable (Int) -> String)] = [
    ("Locale.ResidentMemory.After1ID", 1, { _ in "de_DE" }),
    ("Locale.ResidentMemory.After100000KeywordIDs", 100_000, ResidentMemory.keywordID),
    ("Locale.ResidentMemory.AfterEachICULocale", 805, ResidentMemory.availableID),
    ("Locale.ResidentMemory.After100000NewLocales", 100_000, ResidentMemory.newLocaleID),
  ]
  for (name, count, id) in residentMemory {
    Benchmark(
      name,
      configuration: .init(
        metrics: [ResidentMemory.metric],
        warmupIterations: 0,
        maxDuration: .seconds(120),
        maxIterations: 1,
        thresholds: [ResidentMemory.metric: .init(relative: [.p90: 25.0])])
    ) { benchmark in
      for index in 0..<count { blackHole(load(id(index))) }
      benchmark.measurement(ResidentMemory.metric, ResidentMemory.kibibytes())
    }
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

/// Loads a locale's symbols; stops the benchmark if one fails.
func load(_ id: String) -> NumberSymbols {
  do {
    return try NumberSymbols.locale(id)
  } catch {
    fatalError("cannot load \(id): \(error)")
  }
}
