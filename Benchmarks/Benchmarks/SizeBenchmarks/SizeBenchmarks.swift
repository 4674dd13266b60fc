import Benchmark
@_spi(Engine) import Keypad
import KeypadAvoidance

// The inline size of a field's state, as custom metrics, so that
// `thresholds check` fails when a type grows. Target: 64 bytes at most for
// `EntryState`; `KeypadField` is 81 since it holds its selection (2 bytes),
// its undo history (a copy-on-write array and a one-byte cursor, so that
// copying a field copies no step), and references to its display style's
// symbols, to its kind in its locale and to the state a revert restores.
let benchmarks: @Sendable () -> Void = {
  let sizes: [(String, Int)] = [
    ("EntryState", MemoryLayout<EntryState>.size),
    ("KeypadField", MemoryLayout<KeypadField>.size),
    ("FieldRules", MemoryLayout<FieldRules>.size),
    ("KeyboardAvoider", MemoryLayout<KeyboardAvoider>.size),
  ]
  Benchmark.defaultConfiguration = .init(
    metrics: sizes.map { .custom("\($0.0) bytes") },
    warmupIterations: 0,
    maxIterations: 1,
    thresholds: Dictionary(
      uniqueKeysWithValues: sizes.map {
        (
          BenchmarkMetric.custom("\($0.0) bytes"),
          BenchmarkThresholds(absolute: [.p90: 0])
        )
      }))

  Benchmark("Size.InlineBytes") { benchmark in
    for (name, size) in sizes {
      benchmark.measurement(.custom("\(name) bytes"), size)
    }
  }
}
