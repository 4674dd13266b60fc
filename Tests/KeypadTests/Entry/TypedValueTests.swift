import Testing

@_spi(Engine) @testable import Keypad

/// A field's value from its typed characters: the integer part without its
/// leading zeros (a lone `0` when all are), the fraction as typed, and in
/// cents mode the typed digits placed under the rules' fraction.
@Suite struct TypedValueTests {
  static func value(typing text: String, rules: FieldRules = .standard) throws -> String? {
    var field = try KeypadField(locale: "en_US", rules: rules)
    for character in text { field.type(character) }
    return field.value?.decimal?.description
  }

  @Test(
    arguments: [
      ("0", "0"), ("7", "7"), ("12", "12"), ("12.", "12"), ("12.5", "12.5"), ("0.50", "0.50"),
      (".5", "0.5"), ("-", nil), ("-0", "-0"), ("-0.0", "-0.0"), ("-12.05", "-12.05"),
    ] as [(String, String?)])
  func aDecimalFieldsValueIsItsTypedNumber(typed: String, value: String?) throws {
    #expect(try Self.value(typing: typed, rules: FieldRules(allowNegative: true)) == value)
  }

  @Test(arguments: [
    ("0", "0.00"), ("5", "0.05"), ("12", "0.12"), ("123", "1.23"), ("100", "1.00"),
    ("12345", "123.45"), ("007", "0.07"),
  ])
  func aCentsFieldsValuePlacesTheTypedDigitsUnderTheFraction(typed: String, value: String)
    throws
  {
    let cents = try FieldRules(maxFractionDigits: 2, entryMode: .cents)
    #expect(try Self.value(typing: typed, rules: cents) == value)
  }

  @Test func equalValuesCompareAndHashAlike() throws {
    let pairs: [(String, String)] = [("1.5", "1.50"), ("0", "-0"), ("0.0", "0"), ("10", "10.000")]
    for (left, right) in pairs {
      let a = try #require(ExactDecimal(left))
      let b = try #require(ExactDecimal(right))
      #expect(a == b, "\(left) \(right)")
      #expect(a.hashValue == b.hashValue, "\(left) \(right)")
    }
    let ordered = ["-10", "-9.99", "-1", "0", "0.001", "0.01", "1", "1.5", "9.99", "10", "100"]
    let values = try ordered.map { try #require(ExactDecimal($0)) }
    for (index, value) in values.enumerated() {
      for (other, otherValue) in values.enumerated() {
        #expect((value < otherValue) == (index < other), "\(ordered[index]) \(ordered[other])")
      }
    }
  }
}
