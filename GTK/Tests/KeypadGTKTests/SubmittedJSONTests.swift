import Keypad
import Testing

@testable import KeypadGTK

/// The values keypad-gtk prints after a submit: each field's value in its
/// kind's text, in definition order.
@Suite struct SubmittedJSONTests {
  @MainActor @Test func eachValueIsItsKindsText() throws {
    let form = try NumberForm(
      fields: [
        FormField(name: "amount", tag: 1),
        FormField(name: "card", tag: 2, rules: FieldRules(kind: .card)),
        FormField(name: "expiry", tag: 3, rules: FieldRules(kind: .expiry)),
        FormField(name: "note", tag: 4),
      ], symbols: try NumberSymbols.locale("en_US"))
    let amount = try #require(ExactDecimal("12.50"))
    let values = FormValues(fieldValues: [
      "expiry": .yearMonth(year: 2030, month: 12), "card": .digits("4242424242424242"),
      "amount": .decimal(amount), "note": nil,
    ])
    #expect(
      FormController.json(values, of: form)
        == #"{"amount":"12.50","card":"4242424242424242","expiry":"2030-12","note":null}"#)
  }
}
