// swift-tools-version: 6.1

import PackageDescription

// How KeypadICU reaches ICU (see Sources/KeypadICU/icu_api.h).
// - Linux, by default: ICU's headers and libraries, the system library CICU
//   (`pkg-config icu-i18n`).
// - KEYPAD_ICU_NO_HEADERS set to the suffix the system ICU appends to its
//   symbols (`KEYPAD_ICU_NO_HEADERS=_72` for ICU 72): Keypad's own
//   declarations (icu_declarations.h) instead of ICU's headers, linked to
//   the same libraries.
// - Apple platforms, always: the declarations, linked to the system's
//   libicucore, whose symbols have no suffix.
let icuSymbolSuffix = Context.environment["KEYPAD_ICU_NO_HEADERS"]
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]
let otherPlatforms: [Platform] = [.linux, .android, .windows, .wasi, .openbsd]

var icuCSettings: [CSetting] = [
  .define("KEYPAD_ICU_NO_HEADERS", .when(platforms: applePlatforms))
]
var icuLinkerSettings: [LinkerSetting] = [
  .linkedLibrary("icucore", .when(platforms: applePlatforms))
]
var icuDependencies: [Target.Dependency] = []
if let icuSymbolSuffix {
  icuCSettings = [
    .define("KEYPAD_ICU_NO_HEADERS"),
    .define("KEYPAD_ICU_SYMBOL_SUFFIX", to: icuSymbolSuffix, .when(platforms: otherPlatforms)),
  ]
  icuLinkerSettings += [
    .linkedLibrary("icuuc", .when(platforms: otherPlatforms)),
    .linkedLibrary("icui18n", .when(platforms: otherPlatforms)),
  ]
} else {
  icuDependencies = [.target(name: "CICU", condition: .when(platforms: otherPlatforms))]
}

let package = Package(
  name: "Keypad",
  products: [
    .library(name: "Keypad", targets: ["Keypad"]),
    // Keyboard avoidance: the geometry that keeps the active field above the
    // keyboard, with no dependency (no ICU, no Keypad).
    .library(name: "KeypadAvoidance", targets: ["KeypadAvoidance"]),
    // The form-file reader of keypad-repl, a product so that Fuzz/ can link it.
    .library(name: "KeypadFormFile", targets: ["KeypadFormFile"]),
    // What every front end shares (keypad-repl, keypad-gtk): startup and
    // its errors, the number pad's layout and labels, the feedback's words.
    .library(name: "KeypadFrontEnd", targets: ["KeypadFrontEnd"]),
    // Phone numbers as libphonenumber formats them, a field kind of its own.
    .library(name: "KeypadPhone", targets: ["KeypadPhone"]),
    .executable(name: "keypad-repl", targets: ["keypad-repl"]),
    // What the property tests of this package and of GTK/ share.
    .library(name: "KeypadTestSupport", targets: ["KeypadTestSupport"]),
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
    // Every ICU call of the library, behind a header of plain C types, in C
    // over ICU's stable C API.
    .target(
      name: "KeypadICU",
      dependencies: icuDependencies,
      cSettings: icuCSettings,
      linkerSettings: icuLinkerSettings
    ),
    // The message catalogs (Messages/Catalogs/*.json) are compiled in as
    // Swift (MessageCatalog+BuiltIn.swift, written by their generate.py).
    .target(
      name: "Keypad",
      dependencies: ["KeypadICU"],
      exclude: ["Messages/Catalogs"]
    ),
    // The keyboard-avoidance geometry: plain arithmetic on Double, no
    // dependency at all.
    .target(name: "KeypadAvoidance"),
    // Every libphonenumber call of KeypadPhone, in C++ behind a header of
    // plain C types (apt: libphonenumber-dev; it has no pkg-config file).
    // Its own ICU calls go through KeypadICU, so it builds either way
    // KeypadICU does; libphonenumber links its own ICU.
    .target(
      name: "KeypadPhoneC",
      dependencies: ["KeypadICU"],
      linkerSettings: [.linkedLibrary("phonenumber")]
    ),
    // The phone-number kind, plugged into Keypad's field kinds.
    .target(
      name: "KeypadPhone",
      dependencies: ["Keypad", "KeypadPhoneC"]
    ),
    // libphonenumber called the plain way: the phone tests' reference.
    .target(
      name: "PhoneReferenceC",
      path: "Tests/PhoneReferenceC",
      linkerSettings: [.linkedLibrary("phonenumber")]
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
    // Static assertions of KeypadICU's declarations against ICU's headers:
    // it does not build when a declared constant, type or function differs.
    .target(
      name: "ICUDeclarationsCheck",
      dependencies: ["CICU"],
      path: "Tests/ICUDeclarationsCheck"
    ),
    // JSON form definitions read into a KeypadForm, every fault coded and placed.
    .target(
      name: "KeypadFormFile",
      dependencies: [
        "Keypad", "KeypadPhone",
        .product(name: "SystemPackage", package: "swift-system"),
      ]
    ),
    // What the front ends share: startup (the locale, the demo form or a
    // form file, the errors), the number pad's layout and labels, the
    // words of a rejection, a submission, a failed Done, a locale change,
    // and Keypad's JSON string writer.
    .target(
      name: "KeypadFrontEnd",
      dependencies: ["Keypad", "KeypadPhone", "KeypadFormFile"]
    ),
    .executableTarget(
      name: "keypad-repl",
      dependencies: [
        "Keypad", "KeypadAvoidance", "KeypadFormFile", "KeypadFrontEnd", "KeypadPhone",
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The tests' shared support: checkProperty, propertyCheck failing on a
    // thrown error (KeypadTests, KeypadAvoidanceTests, GTK/'s KeypadGTKTests).
    .target(
      name: "KeypadTestSupport",
      dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/KeypadTestSupport"
    ),
    .testTarget(
      name: "KeypadTests",
      dependencies: [
        "Keypad", "KeypadPhone", "ICUReference", "ICUDeclarationsCheck", "PhoneReferenceC",
        "KeypadTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "KeypadAvoidanceTests",
      dependencies: [
        "KeypadAvoidance", "KeypadTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Every ```swift block of README.md, docs/, the DocC catalogs and the
    // doc comments of Sources/, as a test written by .ci/doc-examples.py.
    .testTarget(
      name: "DocExampleTests",
      dependencies: [
        "Keypad", "KeypadAvoidance", "KeypadPhone", "KeypadFrontEnd", "KeypadFormFile",
        "keypad-repl",
      ]
    ),
    .testTarget(
      name: "KeypadFrontEndTests",
      dependencies: ["KeypadFrontEnd", "Keypad", "KeypadFormFile"]
    ),
    .testTarget(
      name: "ReplTests",
      dependencies: [
        "keypad-repl", "Keypad", "KeypadAvoidance", "KeypadFormFile", "KeypadFrontEnd",
      ]
    ),
  ],
  cxxLanguageStandard: .cxx17
)

let clangTargets: Set<String> = [
  "KeypadICU", "ICUReferenceC", "ICUDeclarationsCheck", "KeypadPhoneC", "PhoneReferenceC",
]
for target in package.targets where target.type != .system && !clangTargets.contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
