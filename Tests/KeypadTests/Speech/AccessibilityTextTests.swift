import Testing

@_spi(Engine) @testable import Keypad

/// The display for a screen reader: no bidi marks, U+2212 for the minus,
/// the locale's digits and separators kept.
@Suite struct AccessibilityTextTests {
  @Test(arguments: [
    ("en_US", "-1,234.5", "\u{2212}1,234.5"),
    ("en_US", "1,234.5", "1,234.5"),
    ("de_DE", "-1.234,5", "\u{2212}1.234,5"),
    ("de_DE", "1.234,5", "1.234,5"),
    ("ar_EG", "\u{061C}-١٬٢٣٤٫٥", "\u{2212}١٬٢٣٤٫٥"),
    ("ar_EG", "١٬٢٣٤٫٥", "١٬٢٣٤٫٥"),
    ("fa_IR", "\u{200E}\u{2212}۱٬۲۳۴٫۵", "\u{2212}۱٬۲۳۴٫۵"),
    ("fa_IR", "۱٬۲۳۴٫۵", "۱٬۲۳۴٫۵"),
  ])
  func readerText(locale: String, display: String, text: String) throws {
    var field = try KeypadField(
      locale: locale, rules: FieldRules(maxIntegerDigits: 9, allowNegative: true))
    let typed = display.unicodeScalars.contains("\u{2212}") || display.contains("-")
    let value = try #require(ExactDecimal(typed ? "-1234.5" : "1234.5"))
    try field.setValue(.decimal(value))
    #expect(field.display(editing: true) == display)
    #expect(field.accessibilityText == text)
  }

  @Test func emptyAndLoneMinus() throws {
    var field = try KeypadField(
      locale: "ar_EG", rules: FieldRules(maxIntegerDigits: 9, allowNegative: true))
    #expect(field.accessibilityText == "")
    field.press(.sign)
    #expect(field.accessibilityText == "\u{2212}")
  }

  /// Only a secure code hides its digits: a front end then shows a password
  /// entry.
  @Test func onlyASecureCodeHidesItsDigits() throws {
    let kinds: [(FieldKind, Bool)] = [
      (try .code(length: 4...4, secure: true), true),
      (try .code(length: 4...4), false),
      (.decimal, false),
      (.card, false),
      (.expiry, false),
      (.securityCode(card: "card"), false),
    ]
    for (kind, hides) in kinds {
      let field = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
      #expect(field.hidesDigits == hides, "\(kind.name)")
    }
  }
}
