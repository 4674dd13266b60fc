import PropertyBased

@_spi(Engine) @testable import Keypad

/// Random inputs for the engine's property tests.
enum Generators {
  /// Keys, digits twice as likely as the others.
  static let allKeys: [Key] =
    (0...9).map { Key.digit(UInt8($0)) } + (0...9).map { Key.digit(UInt8($0)) } + [
      .doubleZero, .decimal, .decimal, .backspace, .backspace, .clear, .sign, .sign,
    ]

  /// One key.
  static let key = Gen.element(of: allKeys).compactMap { $0 }

  /// A run of 1 to 70 digit keys: one run fills the widest integer part
  /// (64 digits) or fraction (32 digits) the rules allow, which single keys,
  /// broken up by clear and decimal, almost never do.
  static let digitRun = Gen.int(in: 0...9).map { Key.digit(UInt8($0)) }.array(of: 1...70)

  /// A sequence of up to 40 pieces, each a single key or, one time in ten,
  /// a run of digits.
  static let keys = Gen.frequency((0.9, key.map { [$0] }), (0.1, digitRun))
    .array(of: 0...40).map { pieces in pieces.flatMap { $0 } }

  /// Any of ICU's locales.
  static let locale = Gen.element(of: NumberSymbols.availableLocales).compactMap { $0 }

  /// A digit limit in `range`: two times in five from `small`, the limits
  /// forms use; two in five from the whole range; one in five from the
  /// last five values, where the widest limit is: 64 integer digits fill
  /// every bit of the display's 64-bit grouping mask.
  static func limit(in range: ClosedRange<Int>, small: ClosedRange<Int>) -> Generator<
    Int, AnySequence<(index: Int, value: Any)>
  > {
    Gen.frequency(
      (0.4, Gen.int(in: small)), (0.4, Gen.int(in: range)),
      (0.2, Gen.int(in: (range.upperBound - 4)...range.upperBound)))
  }

  /// Random valid field rules, over the whole of
  /// ``FieldRules/integerDigitsRange`` and ``FieldRules/fractionDigitsRange``.
  static let rules = zip(
    limit(in: FieldRules.integerDigitsRange, small: 1...15),
    limit(in: FieldRules.fractionDigitsRange, small: 0...4), Gen.bool, Gen.bool
  ).compactMap { integer, fraction, negative, cents in
    try? FieldRules(
      maxIntegerDigits: integer, maxFractionDigits: fraction, allowNegative: negative,
      entryMode: cents ? .cents : .decimal)
  }
}

/// The ASCII text ICU should format for a field: what was typed in decimal
/// mode, the value with its fixed fraction in cents mode.
func referenceText(_ field: KeypadField) -> String? {
  guard field.value != nil else { return nil }
  switch field.rules.entryMode {
  case .decimal: return field.typed.text
  case .cents: return field.value?.description
  }
}
