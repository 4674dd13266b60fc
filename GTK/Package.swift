// swift-tools-version: 6.1

// The GTK 4 front end of Keypad, in its own package so that building and
// testing Keypad itself needs no GTK.
//
//   apt-get install -y libgtk-4-dev
//   cd GTK && swift run keypad-gtk
//
// See README.md for the binding, the app and their tests.

import PackageDescription

let package = Package(
  name: "KeypadGTK",
  products: [
    .library(name: "KeypadGTK", targets: ["KeypadGTK"]),
    .executable(name: "keypad-gtk", targets: ["keypad-gtk"]),
  ],
  dependencies: [
    .package(name: "Keypad", path: ".."),
    .package(
      url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(
      url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // GTK 4's headers and typed one-line wrappers for the GObject macros,
    // casts and varargs calls Swift cannot import.
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // The binding: a GtkEntry bound to a KeypadField, a form controller,
    // the in-window number pad (its layout and labels, as every front end's,
    // from KeypadFrontEnd).
    .target(
      name: "KeypadGTK",
      dependencies: [
        "CGtk", .product(name: "Keypad", package: "Keypad"),
        .product(name: "KeypadAvoidance", package: "Keypad"),
        .product(name: "KeypadFrontEnd", package: "Keypad"),
      ]
    ),
    .executableTarget(
      name: "keypad-gtk",
      dependencies: [
        "KeypadGTK", "CGtk",
        .product(name: "Keypad", package: "Keypad"),
        .product(name: "KeypadFormFile", package: "Keypad"),
        .product(name: "KeypadFrontEnd", package: "Keypad"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The README's example of the binding in another GTK app.
    .executableTarget(
      name: "keypad-gtk-example",
      dependencies: ["KeypadGTK", "CGtk", .product(name: "Keypad", package: "Keypad")]
    ),
    .testTarget(
      name: "KeypadGTKTests",
      dependencies: [
        "KeypadGTK", .product(name: "Keypad", package: "Keypad"),
        .product(name: "KeypadAvoidance", package: "Keypad"),
        .product(name: "KeypadTestSupport", package: "Keypad"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
