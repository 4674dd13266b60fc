import Testing

@_spi(Engine) @testable import Keypad

/// The value committed when a field is left (issue 24): reported once,
/// only when it differs from the value the field had when it became active.
@Suite struct FormCommitTests {
  static func form() throws -> KeypadForm {
    try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "b", tag: 2, initialValue: .decimal(5)),
    ])
  }

  @Test func leavingAChangedFieldCommitsItsValue() throws {
    var form = try Self.form()
    try form.enter("12", in: "a")
    #expect(
      form.nextRequested() == [
        .valueCommitted(field: "a", value: .decimal(12)), .focusChanged(from: "a", to: "b"),
        .returnKeyChanged(.done),
      ])
  }

  @Test func leavingWithTheSameValueCommitsNothing() throws {
    var form = try Self.form()
    try form.focus("b")
    try form.press(.backspace)
    try form.press(.digit(5))
    try form.press(.decimal)  // "5." is still 5
    #expect(
      form.previousRequested() == [.focusChanged(from: "b", to: "a"), .returnKeyChanged(.next)])
    #expect(form.nextRequested() == [.focusChanged(from: "a", to: "b"), .returnKeyChanged(.done)])
  }

  @Test func emptyingAFieldCommitsNoValue() throws {
    var form = try Self.form()
    try form.focus("b")
    try form.press(.clear)
    #expect(form.dismissRequested().first == .valueCommitted(field: "b", value: nil))
  }

  @Test func aFailedDoneCommitsOnceAndTheNextLeaveComparesWithThat() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1, isRequired: true),
      FormField(name: "b", tag: 2, rules: try FieldRules(max: 10)),
    ])
    try form.enter("7", in: "b")
    let done = form.doneRequested()
    #expect(done.first == .valueCommitted(field: "b", value: .decimal(7)))
    #expect(form.activeFieldName == "a")
    try form.focus("b")
    #expect(
      form.previousRequested() == [.focusChanged(from: "b", to: "a"), .returnKeyChanged(.next)])
  }

  @Test func focusingTheActiveFieldAgainLeavesNothing() throws {
    var form = try Self.form()
    try form.enter("3", in: "a")
    #expect(try form.focus("a") == [])
  }

  @Test func eventsNameTheirKindAndField() {
    #expect(FormEvent.valueCommitted(field: "a", value: .decimal(1)).kind == "value-committed")
    #expect(FormEvent.valueCommitted(field: "a", value: .decimal(1)).field == "a")
    #expect(
      FormEvent.valueClamped(field: "t", value: .decimal(100), code: .aboveMax).kind
        == "value-clamped")
    #expect(FormEvent.focusChanged(from: "a", to: "b").field == "b")
    #expect(FormEvent.submitted(FormValues([])).field == nil)
  }
}
