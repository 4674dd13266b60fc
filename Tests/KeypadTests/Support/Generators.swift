import PropertyBased

@testable import Keypad

/// Random inputs for the engine's property tests.
enum Generators {
  /// Keys, digits twice as likely as the others.
  static let allKeys: [Key] =
    (0...9).map { Key.digit(UInt8($0)) } + (0...9).map { Key.digit(UInt8($0)) } + [
      .doubleZero, .decimal, .decimal, .backspace, .backspace, .clear, .sign, .sign,
    ]

  /// One key.
  static let key = Gen.element(of: allKeys).compactMap { $0 }

  /// A sequence of up to 40 keys.
  static let keys = key.array(of: 0...40)

  /// Any of ICU's locales.
  static let locale = Gen.element(of: NumberSymbols.availableLocales).compactMap { $0 }

  /// Random valid field rules.
  static let rules = zip(
    Gen.int(in: 1...15), Gen.int(in: 0...4), Gen.bool, Gen.bool
  ).compactMap { integer, fraction, negative, cents in
    try? FieldRules(
      maxIntegerDigits: integer, maxFractionDigits: fraction, allowNegative: negative,
      entryMode: cents ? .cents : .decimal)
  }
}

/// The ASCII text ICU should format for a field: what was typed in decimal
/// mode, the value with its fixed fraction in cents mode.
func referenceText(_ field: NumberField) -> String? {
  guard field.value != nil else { return nil }
  switch field.rules.entryMode {
  case .decimal: return field.state.text
  case .cents: return field.value?.description
  }
}
