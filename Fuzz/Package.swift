// swift-tools-version: 6.1

import PackageDescription

// libFuzzer targets for Keypad, each checking the engine's invariants, not
// only that nothing crashes. `./run.sh [seconds]` builds them with
// `-sanitize=fuzzer,address` and runs each on its seed corpus in Corpus/.
let targets = ["FuzzPaste", "FuzzCharacters", "FuzzForm", "FuzzFormFile", "FuzzEdits"]

let package = Package(
  name: "KeypadFuzz",
  dependencies: [.package(name: "Keypad", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "Keypad", package: "Keypad"),
        .product(name: "KeypadPhone", package: "Keypad"),
      ]
    ),
    .target(name: "FuzzDriver"),
  ]
    + [
      .executableTarget(
        name: "keypad-soak",
        dependencies: ["FuzzSupport", .product(name: "Keypad", package: "Keypad")]
      )
    ]
    + targets.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzDriver", "FuzzSupport", .product(name: "Keypad", package: "Keypad"),
        ] + (name == "FuzzFormFile" ? [.product(name: "KeypadFormFile", package: "Keypad")] : [])
      )
    }
)
