// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Keypad",
  products: [
    .library(name: "Keypad", targets: ["Keypad"]),
    .executable(name: "keypad-repl", targets: ["keypad-repl"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(
      url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"])]
    ),
    // ICU's C++ number formatter behind a C interface: the one formatter
    // setting ICU's C API lacks (see its header).
    .target(
      name: "CICUCompiled",
      dependencies: ["CICU"]
    ),
    .target(
      name: "Keypad",
      dependencies: ["CICU", "CICUCompiled"]
    ),
    .executableTarget(
      name: "keypad-repl",
      dependencies: [
        "Keypad",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "KeypadTests",
      dependencies: [
        "Keypad",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ReplTests",
      dependencies: ["keypad-repl", "Keypad"]
    ),
  ],
  cxxLanguageStandard: .cxx17
)

let clangTargets: Set<String> = ["CICUCompiled"]
for target in package.targets where target.type != .system && !clangTargets.contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
