// swift-tools-version: 6.1

// Benchmarks of Keypad, kept in their own package so that apps importing
// Keypad never build the benchmark dependencies.
//
//   cd Benchmarks && swift package benchmark
//
// See README.md for the figures and how to reproduce them.

import PackageDescription

let package = Package(
  name: "KeypadBenchmarks",
  dependencies: [
    .package(name: "Keypad", path: ".."),
    // The default traits need a runtime interposer this machine does not
    // have; the malloc interposer alone gives the malloc metrics.
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The system ICU for the `unumf` baseline, through `static inline`
    // wrappers (ICU's function names are version-renamed macros).
    .systemLibrary(
      name: "CICUBaseline",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"])]
    ),
    // The `unumf` baseline behind a Swift API. It must not import Foundation:
    // Foundation's private ICU clashes with the system ICU's C enums.
    .target(
      name: "ICUBaseline",
      dependencies: ["CICUBaseline"]
    ),
    // libphonenumber's as-you-type formatter called directly: the phone
    // keystroke baseline (apt: libphonenumber-dev).
    .target(
      name: "PhoneBaseline",
      linkerSettings: [.linkedLibrary("phonenumber")]
    ),
    // Inputs shared by the benchmark executables.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Keypad", package: "Keypad")]
    ),
    // The keystroke script alone, for instruction counts under callgrind
    // (`instructions.sh`); no benchmark tool in the process.
    .executableTarget(
      name: "KeystrokeProbe",
      dependencies: ["BenchmarkSupport", .product(name: "Keypad", package: "Keypad")],
      path: "Probes/KeystrokeProbe"
    ),
    // Loading ICU's locales alone, for instruction counts under callgrind.
    .executableTarget(
      name: "LocaleProbe",
      dependencies: [.product(name: "Keypad", package: "Keypad")],
      path: "Probes/LocaleProbe"
    ),
  ]
)

/// One benchmark executable per concern, under `Benchmarks/<Name>/`.
let suites: [(name: String, dependencies: [Target.Dependency])] = [
  (
    "KeystrokeBenchmarks",
    ["ICUBaseline", "PhoneBaseline", .product(name: "KeypadPhone", package: "Keypad")]
  ),
  ("PasteBenchmarks", []),
  ("LocaleBenchmarks", ["ICUBaseline"]),
  ("FormBenchmarks", [.product(name: "KeypadAvoidance", package: "Keypad")]),
  ("SizeBenchmarks", [.product(name: "KeypadAvoidance", package: "Keypad")]),
  ("SpeechBenchmarks", []),
]

for suite in suites {
  package.targets.append(
    .executableTarget(
      name: suite.name,
      dependencies: suite.dependencies + [
        "BenchmarkSupport",
        .product(name: "Keypad", package: "Keypad"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/\(suite.name)",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}

for target in package.targets where target.type != .system && target.name != "PhoneBaseline" {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
