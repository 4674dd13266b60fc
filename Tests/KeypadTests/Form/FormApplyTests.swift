import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// One input, one result: `KeypadForm.apply(_:)` gives the events the form's
/// method for the input gives, refusals as a result rather than a throw, and
/// what to draw as the form holds it after the input.
@Suite struct FormApplyTests {
  static func form() throws -> KeypadForm {
    try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1, rules: try FieldRules(allowNegative: true)),
        FormField(name: "pin", tag: 2, rules: FieldRules(kind: try .code(length: 4...4))),
        FormField(name: "day", tag: 3, rules: FieldRules(kind: .date())),
      ], locale: "en_US")
  }

  @Test func theIssuesExamples() throws {
    var form = try Self.form()
    #expect(form.apply(.key(.digit(1))).refusal == .form(.noActiveField))
    let focused = form.apply(.next)
    #expect(focused.field == "amount")
    #expect(focused.returnKey == .next)
    let typed = form.apply(.characters("1234.5"))
    #expect(typed.display == "1,234.5")
    #expect(typed.selection == 7..<7)
    #expect(typed.value == .decimal(try #require(ExactDecimal("1234.5"))))
    #expect(typed.refusal == nil)
    let second = form.apply(.key(.decimal))
    #expect(second.refusal == .entry(.duplicateDecimal))
    #expect(second.refusal?.code == "duplicate-decimal")
    #expect(second.display == "1,234.5")
    #expect(form.apply(.paste("abc")).refusal == .entry(.unparseable))
    #expect(form.apply(.focus("nope")).refusal == .form(.unknownField("nope")))
    _ = form.apply(.next)
    let pin = form.apply(.characters("0042"))
    #expect(pin.field == "pin")
    #expect(pin.value == .digits("0042"))
    #expect(form.apply(.key(.decimal)).refusal == .entry(.digitsOnly))
  }

  /// A locale is an input too: every field takes it and keeps its value;
  /// an id the form refuses is a refusal with its code and changes nothing.
  @Test func aLocaleIsAnInput() throws {
    var form = try Self.form()
    _ = form.apply(.focus("amount"))
    _ = form.apply(.characters("1234.5"))
    let german = form.apply(.locale("de_DE"))
    #expect(german.refusal == nil)
    #expect(german.events.contains(.localeChanged("de_DE")))
    #expect(german.display == "1.234,5")
    #expect(german.value == .decimal(try #require(ExactDecimal("1234.5"))))
    #expect(form.locale == "de_DE")
    let unknown = form.apply(.locale("xx_INVALID"))
    #expect(unknown.refusal?.code == "unknown-locale")
    #expect(unknown.events.isEmpty)
    #expect(unknown.display == "1.234,5")
    #expect(form.locale == "de_DE")
  }

  @Test func typedCharactersStopAtTheFirstRefusedOne() throws {
    var form = try Self.form()
    _ = form.apply(.focus("pin"))
    let result = form.apply(.characters("12x34"))
    #expect(result.refusal == .entry(.invalidCharacter))
    #expect(result.display == "12")
  }

  @Test func aFailedDoneIsAResultWithTheFailures() throws {
    var form = try KeypadForm(
      fields: [FormField(name: "amount", tag: 1, isRequired: true)], locale: "en_US")
    let result = form.apply(.done)
    #expect(result.refusal == nil)
    #expect(result.field == "amount")
    #expect(result.events.contains { $0.kind == "validation-failed" })
  }

  /// The inputs drawn: keys, characters, pastes, selections, replacements,
  /// moves, steps, undo and redo, and the moves between fields.
  static let inputs = zip(
    Gen.int(in: 0...15), Gen.int(in: 0...9), Gen.int(in: 0...8), Gen.int(in: 0...8)
  )
  .map { choice, digit, from, to -> FormInput in
    let range = min(from, to)..<max(from, to)
    let inputs: [FormInput] = [
      .key(.digit(UInt8(digit))), .key(.decimal), .key(.sign), .key(.backspace),
      .characters("\(digit)5"), .paste("\(digit),\(digit)00.5"), .select(range),
      .replace(range, with: "\(digit)"), .deleteBackward,
      .moveCaret(by: from - 4, extendingSelection: to > 4), .next, .previous, .undo,
      .redo, .increment, .dismiss,
    ]
    return inputs[choice]
  }

  /// The events of an input through the form's own method for it.
  static func methodEvents(_ input: FormInput, _ form: inout KeypadForm) throws(FormError)
    -> [FormEvent]
  {
    switch input {
    case .key(let key): try form.press(key)
    case .characters(let text):
      try typeEach(text, &form)
    case .paste(let text): try form.paste(text)
    case .select(let range): try form.select(utf16Range: range)
    case .replace(let range, let text): try form.replace(utf16Range: range, with: text)
    case .deleteBackward: try form.deleteBackward()
    case .moveCaret(let offset, let extending):
      try { () throws(FormError) -> [FormEvent] in
        try form.moveCaret(by: offset, extendingSelection: extending)
        return []
      }()
    case .next: form.nextRequested()
    case .previous: form.previousRequested()
    case .undo: try form.undo()
    case .redo: try form.redo()
    case .increment: try form.increment()
    case .dismiss: form.dismissRequested()
    default: []
    }
  }

  /// Each character typed, until one is refused.
  static func typeEach(_ text: String, _ form: inout KeypadForm) throws(FormError) -> [FormEvent] {
    var events: [FormEvent] = []
    for character in text {
      let typed = try form.type(character)
      events += typed
      if typed.contains(where: { $0.kind == "input-rejected" }) { break }
    }
    return events
  }

  @Test func aResultIsTheMethodsEventsAndTheFormAfterThem() async throws {
    let start = try Self.form()
    await checkProperty(count: 200, input: Self.inputs.array(of: 1...30)) { inputs in
      var applied = start
      var called = start
      for input in inputs {
        let result = applied.apply(input)
        let context = Comment(rawValue: "\(inputs)")
        do throws(FormError) {
          let events = try Self.methodEvents(input, &called)
          #expect(result.events == events, context)
          let refusal = events.compactMap { event -> FormRefusal? in
            guard case .inputRejected(_, let reason) = event else { return nil }
            return .entry(reason)
          }.last
          #expect(result.refusal == refusal, context)
        } catch {
          // Refused by the form: no event, nothing changed.
          #expect(result.refusal == .form(error), context)
          #expect(result.events.isEmpty, context)
        }
        #expect(result.field == applied.activeFieldName, context)
        #expect(result.display == applied.activeField?.display(editing: true), context)
        #expect(result.selection == applied.selection, context)
        #expect(result.value == applied.activeField?.value, context)
        #expect(result.returnKey == applied.returnKey, context)
        #expect(applied.values == called.values, context)
        #expect(applied.activeFieldName == called.activeFieldName, context)
      }
    }
  }
}
