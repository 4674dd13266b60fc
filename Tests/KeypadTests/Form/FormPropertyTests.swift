import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// A random form definition and a model of its chain, written from the
/// spec: the available fields with a tag above 0, by ascending tag.
struct RandomForm: Sendable, CustomStringConvertible {
  var fields: [FormField]
  /// The rules of each field, by index of ``fields``.
  let kinds: [FieldShape]

  /// Builds fields named f0, f1 and so on from (tag, enabled, hidden,
  /// required, index of the kind in ``FieldShape/all``).
  ///
  /// A positive tag already used is negated, so the form can be built.
  init(_ specs: [(Int, Bool, Bool, Bool, Int)]) throws {
    var used: Set<Int> = []
    kinds = specs.map { FieldShape.all[$0.4] }
    fields = try specs.enumerated().map { index, spec in
      let (tag, enabled, hidden, required, kind) = spec
      let unique = tag > 0 && !used.insert(tag).inserted ? -tag : tag
      return FormField(
        name: "f\(index)", tag: unique, rules: try FieldShape.all[kind].rules(),
        isRequired: required, isEnabled: enabled, isHidden: hidden)
    }
  }

  /// The available fields with tag > 0, by tag.
  var availableChain: [FormField] {
    fields.filter { $0.tag > 0 && $0.isEnabled && !$0.isHidden }.sorted { $0.tag < $1.tag }
  }

  /// The model's chain: names of available fields with tag > 0, by tag.
  var chain: [String] { availableChain.map(\.name) }

  /// The field Next should reach from `name` (or from no field), or `nil`
  /// when Next should act as Done.
  func next(from name: String?) -> String? {
    let tag = fields.first { $0.name == name }?.tag ?? 0
    guard tag > 0 else { return availableChain.first?.name }
    return availableChain.first { $0.tag > tag }?.name
  }

  /// The field Previous should reach from `name` (or from no field), or
  /// `nil` when it should stay.
  func previous(from name: String?) -> String? {
    let tag = fields.first { $0.name == name }?.tag ?? 0
    guard tag > 0 else { return availableChain.last?.name }
    return availableChain.last { $0.tag < tag }?.name
  }

  /// The return key the spec gives a field: what Next does from it.
  func returnKey(of field: FormField) -> ReturnKey {
    let available = availableChain
    guard field.tag > 0 else { return available.isEmpty ? .done : .next }
    return available.contains { $0.tag > field.tag } ? .next : .done
  }

  /// The return key of the named field, `nil` for no field.
  func returnKey(named name: String?) -> ReturnKey? {
    fields.first { $0.name == name }.map(returnKey(of:))
  }

  /// The order Done validates in: available chained fields by tag, then
  /// the available unchained ones in definition order (indices of
  /// ``fields``).
  var validationOrder: [Int] {
    let available = fields.indices.filter { fields[$0].isEnabled && !fields[$0].isHidden }
    return available.filter { fields[$0].tag > 0 }.sorted { fields[$0].tag < fields[$1].tag }
      + available.filter { fields[$0].tag <= 0 }
  }

  var description: String {
    zip(fields, kinds).map { field, kind in
      "\(field.name)(\(field.tag)\(field.isEnabled ? "" : " off")\(field.isHidden ? " hid" : "")"
        + "\(field.isRequired ? " req" : "") \(kind))"
    }.joined(separator: " ")
  }
}

/// One request to a form in a random session.
enum FormRequest: Sendable, CustomStringConvertible {
  case next, previous, done, dismiss
  case focus(Int)
  case toggleEnabled(Int)
  case toggleHidden(Int)
  case press(Key)
  /// A character of ``typedCharacters``, by index.
  case type(Int)
  /// A text of ``pastes``, by index.
  case paste(Int)

  init(kind: Int, choice: Int) {
    switch kind {
    case 0, 1: self = .next
    case 2: self = .previous
    case 3, 4: self = .done
    case 5: self = .dismiss
    case 6, 7: self = .focus(choice % 12)
    case 8: self = .toggleEnabled(choice % 12)
    case 9: self = .toggleHidden(choice % 12)
    case 10, 11, 12: self = .press(Generators.allKeys[choice % Generators.allKeys.count])
    case 13, 14: self = .type(choice % typedCharacters.count)
    default: self = .paste(choice % pastes.count)
    }
  }

  var description: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .done: "done"
    case .dismiss: "dismiss"
    case .focus(let field): "focus f\(field)"
    case .toggleEnabled(let field): "toggle-enabled f\(field)"
    case .toggleHidden(let field): "toggle-hidden f\(field)"
    case .press(let key): "press \(key.name)"
    case .type(let index): "type '\(typedCharacters[index].character)'"
    case .paste(let index): "paste '\(pastes[index].text)'"
    }
  }
}

/// The chain, entry and Done on random forms and random sessions.
@Suite struct FormPropertyTests {
  static let forms = zip(
    Gen.int(in: -3...20), Gen.bool(0.8), Gen.bool(0.15), Gen.bool(0.3),
    Gen.int(in: 0...(FieldShape.all.count - 1))
  ).array(of: 0...12).compactMap { try? RandomForm($0) }

  static let sessions = zip(Gen.int(in: 0...15), Gen.int(in: 0...99))
    .map { FormRequest(kind: $0, choice: $1) }.array(of: 0...50)

  /// Whether the events end the form: submitted or failed validation.
  static func isDone(_ events: [FormEvent]) -> Bool {
    events.contains {
      switch $0 {
      case .submitted, .validationFailed: true
      case .focusChanged, .valueChanged, .textChanged, .inputRejected, .returnKeyChanged,
        .alreadyAtFirstField, .localeChanged, .valueClamped, .valueCommitted:
        false
      }
    }
  }

  @Test func nextVisitsEveryAvailableChainedFieldOnceInTagOrderThenEnds() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms, Gen.int(in: 0...12)) { model, start in
      var form = try KeypadForm(fields: model.fields, symbols: symbols)
      let startField = model.fields.indices.contains(start) ? model.fields[start] : nil
      var expected = model.chain
      if let startField, startField.isEnabled, !startField.isHidden {
        try form.focus(startField.name)
        if startField.tag > 0 {
          expected = Array(expected.drop { $0 != startField.name }.dropFirst())
        }
      }
      var visited: [String] = []
      var ended = false
      for _ in 0...model.fields.count {
        let events = form.nextRequested()
        if Self.isDone(events) {
          ended = true
          break
        }
        visited.append(form.activeFieldName ?? "none")
      }
      #expect(visited == expected, "\(model)")
      #expect(ended, "\(model)")
    }
  }

  @Test func previousUndoesNext() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms) { model in
      var form = try KeypadForm(fields: model.fields, symbols: symbols)
      let chain = model.chain
      for (name, following) in zip(chain, chain.dropFirst()) {
        try form.focus(name)
        form.nextRequested()
        #expect(form.activeFieldName == following, "\(model)")
        form.previousRequested()
        #expect(form.activeFieldName == name, "\(model)")
      }
      if let first = chain.first {
        try form.focus(first)
        #expect(form.previousRequested() == [.alreadyAtFirstField(first)], "\(model)")
      }
    }
  }

  @Test func nextAndPreviousFieldNamesAreWhereNextAndPreviousGo() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms, Self.sessions) { start, requests in
      var session = FormSession(
        form: try KeypadForm(fields: start.fields, symbols: symbols), model: start)
      for request in requests {
        try session.apply(request)
        let context = Comment(rawValue: "\(session.model) after \(request)")
        #expect(
          session.form.nextFieldName == session.model.next(from: session.active), context)
        #expect(
          session.form.previousFieldName == session.model.previous(from: session.active),
          context)
      }
    }
  }

  /// Random sessions of navigation, keys, typed characters, pastes and
  /// Done, on forms with required fields and bounds, against
  /// ``FormSession``'s model of every field's text, the active field and
  /// what Done finds.
  @Test func randomSessionsFollowTheModelAndNextAlwaysEnds() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms, Self.sessions) { start, requests in
      var session = FormSession(
        form: try KeypadForm(fields: start.fields, symbols: symbols), model: start)
      for request in requests {
        try session.apply(request)
        session.expectInStep(after: request)
      }
      var form = session.form
      form.dismissRequested()
      var steps = 0
      while !Self.isDone(form.nextRequested()) && steps <= session.model.chain.count { steps += 1 }
      #expect(steps == session.model.chain.count, "\(session.model)")
    }
  }
}
