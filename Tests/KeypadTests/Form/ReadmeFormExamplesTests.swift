import Keypad
import Testing

/// The KeypadForm example of docs/library.md, line by line.
@Suite struct ReadmeFormExamplesTests {
  @Test func theFormExampleHolds() throws {
    var form = try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1, rules: try FieldRules(min: 1), isRequired: true),
        FormField(name: "tip", tag: 2, rules: try FieldRules(max: 100)),
      ],
      symbols: .locale("en_US"))

    try form.focus("amount")
    for character in "12.5" { try form.type(character) }
    #expect(form.activeField?.display(editing: true) == "12.5")
    #expect(form.returnKey == .next)
    let amount = try #require(ExactDecimal("12.5"))
    #expect(
      form.nextRequested() == [
        .valueCommitted(field: "amount", value: .decimal(amount)),
        .focusChanged(from: "amount", to: "tip"),
        .returnKeyChanged(.done),
      ])
    #expect(
      form.nextRequested() == [
        .submitted(FormValues(decimals: ["amount": amount, "tip": nil])),
        .focusChanged(from: "tip", to: nil), .returnKeyChanged(nil),
      ])
  }
}
