// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Keypad",
  products: [
    .library(name: "Keypad", targets: ["Keypad"]),
    // The form-file reader of keypad-repl, a product so that Fuzz/ can link it.
    .library(name: "KeypadFormFile", targets: ["KeypadFormFile"]),
    // What keypad-repl and keypad-gtk start from: the demo form and the
    // starting locale's rules.
    .library(name: "KeypadStartup", targets: ["KeypadStartup"]),
    .executable(name: "keypad-repl", targets: ["keypad-repl"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(
      url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-system.git", from: "1.8.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"])]
    ),
    // Every ICU call of the library, behind a header of plain C types.
    .target(
      name: "KeypadICU",
      dependencies: ["CICU"]
    ),
    .target(
      name: "Keypad",
      dependencies: ["KeypadICU"]
    ),
    // ICU's C API called the plain way: the tests' independent reference.
    .target(
      name: "ICUReferenceC",
      dependencies: ["CICU"]
    ),
    .target(
      name: "ICUReference",
      dependencies: ["ICUReferenceC"]
    ),
    // JSON form definitions read into a NumberForm, every fault coded and placed.
    .target(
      name: "KeypadFormFile",
      dependencies: [
        "Keypad",
        .product(name: "SystemPackage", package: "swift-system"),
      ]
    ),
    // The demo form and the starting locale, shared by the front ends.
    .target(
      name: "KeypadStartup",
      dependencies: ["Keypad"]
    ),
    .executableTarget(
      name: "keypad-repl",
      dependencies: [
        "Keypad", "KeypadFormFile", "KeypadStartup",
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "KeypadTests",
      dependencies: [
        "Keypad", "ICUReference",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ReplTests",
      dependencies: ["keypad-repl", "Keypad", "KeypadFormFile", "KeypadStartup"]
    ),
  ],
  cxxLanguageStandard: .cxx17
)

let clangTargets: Set<String> = ["KeypadICU", "ICUReferenceC"]
for target in package.targets where target.type != .system && !clangTargets.contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
