import Keypad
import Testing

@testable import KeypadGTK

/// What an entry asks of its field beyond an edit's result.
@Suite struct KeypadFieldEntryTests {
  @Test func aSecureCodeHidesItsDigits() throws {
    let pin = try KeypadField(
      locale: "en_US", rules: FieldRules(kind: try .code(length: 4...4, secure: true)))
    #expect(pin.hidesDigits)
  }

  @Test func otherKindsSayTheirDigits() throws {
    for kind in [
      try FieldKind.code(length: 4...4), .card, .expiry, .securityCode(), .decimal,
    ] {
      let field = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
      #expect(!field.hidesDigits, "\(kind.name)")
    }
  }
}
