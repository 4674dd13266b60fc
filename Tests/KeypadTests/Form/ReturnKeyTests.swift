import Testing

@_spi(Engine) @testable import Keypad

/// The return key's label says what Next does from the field.
@Suite struct ReturnKeyTests {
  /// Whether a Next from `name` moves focus (`.next`) or acts as Done (`.done`).
  private static func whatNextDoes(from name: String, in form: KeypadForm) throws -> ReturnKey {
    var copy = form
    try copy.focus(name)
    let events = copy.nextRequested()
    let validated = events.contains {
      switch $0 {
      case .submitted, .validationFailed: true
      default: false
      }
    }
    return validated ? .done : .next
  }

  @Test func anUnchainedFieldBeforeAChainShowsNextAndNextMovesIntoIt() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "z", tag: 0),
    ])
    try form.focus("z")
    #expect(form.returnKey == .next)
    #expect(form.nextRequested() == [.focusChanged(from: "z", to: "a"), .returnKeyChanged(.done)])
  }

  @Test func anUnchainedFieldWithNoAvailableChainShowsDoneAndNextSubmits() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1, isEnabled: false), FormField(name: "z", tag: 0),
    ])
    try form.focus("z")
    #expect(form.returnKey == .done)
    let events = form.nextRequested()
    #expect(events.first == .submitted(FormValues(decimals: ["z": nil])))
  }

  @Test func everyFieldOfTheWorkedExampleShowsWhatNextDoes() throws {
    let form = try FormFixtures.example()
    for name in ["amount", "tip", "people", "note"] {
      #expect(form.returnKey(for: name) == (try Self.whatNextDoes(from: name, in: form)), "\(name)")
    }
  }

  @Test func disablingTheWholeChainTurnsAnUnchainedFieldToDone() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "z", tag: 0),
    ])
    try form.focus("z")
    #expect(try form.setEnabled(false, for: "a") == [.returnKeyChanged(.done)])
    #expect(try form.setEnabled(true, for: "a") == [.returnKeyChanged(.next)])
  }

  @Test func enablingAndHidingAreInputsOfTheForm() throws {
    var form = try FormFixtures.form([
      FormField(name: "a", tag: 1), FormField(name: "z", tag: 0),
    ])
    _ = form.apply(.focus("z"))
    #expect(form.apply(.setHidden(true, field: "a")).events == [.returnKeyChanged(.done)])
    #expect(form.apply(.setHidden(false, field: "a")).events == [.returnKeyChanged(.next)])
    let disabled = form.apply(.setEnabled(false, field: "a"))
    #expect(disabled.events == [.returnKeyChanged(.done)])
    #expect(disabled.refusal == nil)
    #expect(disabled.returnKey == .done)
    let before = form.fields
    let unknown = form.apply(.setEnabled(false, field: "b"))
    #expect(unknown.refusal == .form(.unknownField("b")))
    #expect(unknown.refusal?.code == "unknown-field")
    #expect(unknown.events.isEmpty)
    #expect(form.fields == before)
    #expect(form.activeFieldName == "z")
  }
}
