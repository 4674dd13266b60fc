// swift-tools-version: 6.1

// A client of Keypad that also imports Foundation (which carries its own
// ICU), built by CI to prove that such an app builds without a warning and
// runs, with the keyboard-avoidance product beside the engine.
// `.ci/client.sh` places the repository beside it as `keypad`.
import PackageDescription

let package = Package(
  name: "KeypadClient",
  dependencies: [.package(path: "../keypad")],
  targets: [
    .executableTarget(
      name: "KeypadClient",
      dependencies: [
        .product(name: "Keypad", package: "keypad"),
        .product(name: "KeypadAvoidance", package: "keypad"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
