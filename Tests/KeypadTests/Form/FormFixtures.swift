import Testing

@_spi(Engine) @testable import Keypad

/// Forms and values shared by the form tests.
enum FormFixtures {
  /// The worked example of the Navigation article, declared out of tag
  /// order: amount (1), tip (2), discount (3, disabled), people (5), and
  /// note (0, outside the chain).
  static func example() throws -> KeypadForm {
    try KeypadForm(
      fields: [
        FormField(
          name: "people", label: "People", tag: 5, rules: try FieldRules(min: 1, max: 20),
          isRequired: true),
        FormField(
          name: "amount", label: "Amount", tag: 1, rules: try FieldRules(min: 1), isRequired: true),
        FormField(name: "note", label: "Note", tag: 0),
        FormField(name: "discount", label: "Discount", tag: 3, isEnabled: false),
        FormField(name: "tip", label: "Tip", tag: 2, rules: try FieldRules(max: 100)),
      ], symbols: .locale("en_US"))
  }

  /// A form of the given fields in en_US.
  static func form(_ fields: [FormField]) throws -> KeypadForm {
    try KeypadForm(fields: fields, symbols: .locale("en_US"))
  }

  /// An exact decimal from its canonical text.
  static func decimal(_ text: String) throws -> ExactDecimal {
    try #require(ExactDecimal(text))
  }

  /// A decimal field's value from its canonical text.
  static func value(_ text: String) throws -> FieldValue {
    .decimal(try decimal(text))
  }
}

extension FormValues {
  /// Values of decimal fields, in the order given.
  init(decimals: KeyValuePairs<String, ExactDecimal?>) {
    self.init(decimals.map { Entry(name: $0.key, value: $0.value.map(FieldValue.decimal)) })
  }
}

extension KeypadForm {
  /// Types a whole text into the active field.
  mutating func typeText(_ text: String) throws {
    for character in text { try type(character) }
  }

  /// Focuses a field and types a text into it.
  mutating func enter(_ text: String, in name: String) throws {
    try focus(name)
    try typeText(text)
  }
}

extension [FormEvent] {
  /// What a Done found: its ``FormEvent/submitted(_:)`` or
  /// ``FormEvent/validationFailed(_:)`` event, after the events of leaving
  /// the active field.
  var doneOutcome: FormEvent? {
    first {
      switch $0 {
      case .submitted, .validationFailed: true
      default: false
      }
    }
  }
}
