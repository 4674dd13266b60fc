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
      locale: "en_US")

    form.apply(.focus("amount"))
    form.apply(.characters("12.5"))
    #expect(form.activeField?.display(editing: true) == "12.5")
    #expect(form.returnKey == .next)
    let amount = try #require(ExactDecimal("12.5"))
    #expect(
      form.apply(.next).events == [
        .valueCommitted(field: "amount", value: .decimal(amount)),
        .focusChanged(from: "amount", to: "tip"),
        .returnKeyChanged(.done),
      ])
    #expect(
      form.apply(.next).events == [
        .submitted(FormValues(decimals: ["amount": amount, "tip": nil])),
        .focusChanged(from: "tip", to: nil), .returnKeyChanged(nil),
      ])
  }
}
