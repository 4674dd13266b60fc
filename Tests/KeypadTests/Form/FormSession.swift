import Testing

@_spi(Engine) @testable import Keypad

/// A form under test beside the model of a random session: each field's
/// typed text, the active field, and what each request should report.
struct FormSession {
  var form: KeypadForm
  /// The fields with their current flags, and their kinds.
  var model: RandomForm
  /// What each field holds, by index of the model's fields.
  var texts: [ModelText]
  /// The field the model has active.
  var active: String?
  /// The active field's value when it became active or was last left: a
  /// leave with another value reports it committed.
  var baseline: String?

  init(form: KeypadForm, model: RandomForm) {
    self.form = form
    self.model = model
    self.texts = Array(repeating: ModelText(), count: model.fields.count)
  }

  /// Every field's state in the form, by index.
  var states: [TypedText?] { model.fields.map { form.field(named: $0.name)?.typed } }

  /// Applies a request to the form and the model, checking the events.
  mutating func apply(_ request: FormRequest) throws {
    let context = Comment(rawValue: "\(model) \(request) from \(active ?? "none")")
    switch request {
    case .next:
      let events = form.nextRequested()
      if let target = model.next(from: active) {
        #expect(events == move(to: target), context)
      } else {
        expectDone(events, context)
      }
    case .previous:
      let events = form.previousRequested()
      if let target = model.previous(from: active) {
        #expect(events == move(to: target), context)
      } else {
        #expect(events == [.alreadyAtFirstField(active)], context)
      }
    case .done:
      expectDone(form.doneRequested(), context)
    case .dismiss:
      #expect(form.dismissRequested() == move(to: nil), context)
    case .focus(let index):
      guard model.fields.indices.contains(index) else { return }
      let field = model.fields[index]
      if !field.isEnabled {
        #expect(throws: FormError.fieldDisabled(field.name), context) {
          try form.focus(field.name)
        }
      } else if field.isHidden {
        #expect(throws: FormError.fieldHidden(field.name), context) {
          try form.focus(field.name)
        }
      } else {
        let expected = move(to: field.name)
        #expect(try form.focus(field.name) == expected, context)
      }
    case .toggleEnabled(let index), .toggleHidden(let index):
      guard model.fields.indices.contains(index) else { return }
      let name = model.fields[index].name
      let keyBefore = model.returnKey(named: active)
      let events: [FormEvent]
      if case .toggleEnabled = request {
        model.fields[index].isEnabled.toggle()
        events = try form.setEnabled(model.fields[index].isEnabled, for: name)
      } else {
        model.fields[index].isHidden.toggle()
        events = try form.setHidden(model.fields[index].isHidden, for: name)
      }
      let stillActive = active == name && !model.fields[index].isAvailable ? nil : active
      let keyAfter = model.returnKey(named: stillActive)
      var expected: [FormEvent] = []
      if stillActive != active { expected.append(.focusChanged(from: active, to: nil)) }
      if keyAfter != keyBefore { expected.append(.returnKeyChanged(keyAfter)) }
      #expect(events == expected, context)
      activate(stillActive)
    case .press(let key):
      try edit(context, model: { $0.press(key, kind: $1) }, in: { try $0.press(key) })
    case .type(let index):
      let (character, key) = typedCharacters[index]
      try edit(
        context,
        model: { text, kind in
          guard let key else { return .invalidCharacter }
          return text.press(key, kind: kind)
        }, in: { try $0.type(character) })
    case .paste(let index):
      let (pasted, holds) = pastes[index]
      try edit(
        context,
        model: { text, kind in
          guard let holds else { return .unparseable }
          return text.paste(holds, kind: kind)
        }, in: { try $0.paste(pasted) })
    }
  }

  /// The events of a move of focus from the model's active field to
  /// `target`: none when it stays, else the focus change and, when the
  /// return key changes, the new one.
  func focusEvents(to target: String?) -> [FormEvent] {
    guard target != active else { return [] }
    let before = model.returnKey(named: active)
    let after = model.returnKey(named: target)
    return [.focusChanged(from: active, to: target)]
      + (before == after ? [] : [.returnKeyChanged(after)])
  }

  /// The events of leaving the active field: its value committed when it
  /// differs, as a number, from ``baseline``; the baseline becomes it.
  mutating func leave() -> [FormEvent] {
    guard let active, let index = model.fields.firstIndex(where: { $0.name == active }) else {
      return []
    }
    let now = texts[index].valueText.flatMap { ExactDecimal($0) }
    let before = baseline.flatMap { ExactDecimal($0) }
    baseline = texts[index].valueText
    return now == before ? [] : [.valueCommitted(field: active, value: now.map(FieldValue.decimal))]
  }

  /// The events of a move of focus to `target`, leaving the active field
  /// first; the model's active field becomes `target`.
  mutating func move(to target: String?) -> [FormEvent] {
    guard target != active else { return [] }
    let events = leave() + focusEvents(to: target)
    activate(target)
    return events
  }

  /// Makes `target` the model's active field, its value the baseline.
  mutating func activate(_ target: String?) {
    if target != active {
      baseline = model.fields.firstIndex { $0.name == target }.flatMap { texts[$0].valueText }
    }
    active = target
  }

  /// An input to the active field: the model's edit of its text (the
  /// rejection, or `nil`) against the form's.
  mutating func edit(
    _ context: Comment, model edit: (inout ModelText, FieldShape) -> EntryRejection?,
    in input: (inout KeypadForm) throws -> [FormEvent]
  ) throws {
    guard let active, let index = model.fields.firstIndex(where: { $0.name == active }) else {
      #expect(throws: FormError.noActiveField, context) { try input(&form) }
      return
    }
    let before = states
    var text = texts[index]
    let rejection = edit(&text, model.kinds[index])
    let events = try input(&form)
    let after = states
    for other in model.fields.indices where other != index {
      #expect(after[other] == before[other], "f\(other) changed: \(context)")
    }
    let rejected = rejection.map { [FormEvent.inputRejected(field: active, reason: $0)] } ?? []
    if !rejected.isEmpty, text == texts[index] {
      #expect(events == rejected, context)
      #expect(after == before, "a rejected input changed a field: \(context)")
      return
    }
    guard text != texts[index] else {
      #expect(events == [], context)
      return
    }
    // The value compared as a number: a separator or a trailing zero
    // changes the text alone.
    let valueChanges =
      texts[index].valueText.flatMap { ExactDecimal($0) }
      != text.valueText.flatMap { ExactDecimal($0) }
    texts[index] = text
    // A `00` whose second zero was refused: the change, then the refusal.
    let field: String
    let display: String
    switch (events.first, Array(events.dropFirst()) == rejected) {
    case (.valueChanged(let name, let value, let shown)?, true) where valueChanges:
      (field, display) = (name, shown)
      #expect(value?.text == text.valueText, context)
    case (.textChanged(let name, let shown)?, true) where !valueChanges:
      (field, display) = (name, shown)
    default:
      Issue.record("\(events) is no \(valueChanges ? "value" : "text") change: \(context)")
      return
    }
    #expect(field == active, context)
    let expectedDisplay = try text.valueText.map { _ in
      try ICUReference.display(text.text, locale: "en_US")
    }
    #expect(display == expectedDisplay ?? (text.negative ? "-" : ""), context)
  }

  /// Done's events against the model: a submit of every available field's
  /// typed value, the focus leaving, when nothing fails; else every
  /// failure in validation order, the focus on the first failing field.
  mutating func expectDone(_ allEvents: [FormEvent], _ context: Comment) {
    let left = leave()
    #expect(Array(allEvents.prefix(left.count)) == left, context)
    let events = Array(allEvents.dropFirst(left.count))
    let failures = model.validationOrder.compactMap { index -> ValidationFailure? in
      let field = model.fields[index]
      return model.kinds[index].failure(required: field.isRequired, text: texts[index]).map {
        ValidationFailure(
          field: field.name, code: $0.code, bound: $0.bound.flatMap { ExactDecimal($0) })
      }
    }
    guard let first = failures.first else {
      guard case .submitted(let values)? = events.first else {
        Issue.record("\(events) is no submit: \(context)")
        return
      }
      let typed = zip(model.fields, texts).filter { $0.0.isAvailable }.map { field, text in
        "\(field.name)=\(text.valueText ?? "nil")"
      }
      #expect(values.entries.map { "\($0.name)=\($0.value?.text ?? "nil")" } == typed, context)
      #expect(Array(events.dropFirst()) == focusEvents(to: nil), context)
      activate(nil)
      return
    }
    #expect(events == [.validationFailed(failures)] + focusEvents(to: first.field), context)
    #expect(form.failures == failures, context)
    activate(first.field)
  }

  /// The form against the model after a request: every field's text, the
  /// active field, and every return key.
  func expectInStep(after request: FormRequest) {
    let context = Comment(rawValue: "\(model) after \(request)")
    for (field, text) in zip(model.fields, texts) {
      #expect(form.field(named: field.name)?.typed.text == text.text, context)
    }
    #expect(form.activeFieldName == active, context)
    for field in model.fields {
      #expect(form.returnKey(for: field.name) == model.returnKey(of: field), context)
    }
  }
}
