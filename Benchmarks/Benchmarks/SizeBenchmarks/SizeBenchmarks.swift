import Benchmark
@_spi(Engine) import Keypad
import KeypadAvoidance

// The inline size of a field and what it holds, as custom metrics, so that
// `thresholds check` fails when a type grows: the typed characters
// (`TypedText`, copied for every undo step), the field (its rules, its
// locale's and display style's symbols, its kind in its locale, the typed
// characters and selection, its undo history as a copy-on-write array, the
// point a revert restores), its rules, and the keyboard avoider.
let benchmarks: @Sendable () -> Void = {
  let sizes: [(String, Int)] = [
    ("TypedText", MemoryLayout<TypedText>.size),
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
