import PropertyBased
import Testing

@testable import Keypad

/// A random form definition and a model of its chain, written from the
/// spec: the available fields with a tag above 0, by ascending tag.
struct RandomForm: Sendable, CustomStringConvertible {
  var fields: [FormField]

  /// Builds fields named f0, f1 and so on from (tag, enabled, hidden, required).
  ///
  /// A positive tag already used is negated, so the form can be built.
  init(_ specs: [(Int, Bool, Bool, Bool)]) {
    var used: Set<Int> = []
    fields = specs.enumerated().map { index, spec in
      let (tag, enabled, hidden, required) = spec
      let unique = tag > 0 && !used.insert(tag).inserted ? -tag : tag
      return FormField(
        name: "f\(index)", tag: unique, isRequired: required, isEnabled: enabled,
        isHidden: hidden)
    }
  }

  /// The model's chain: names of available fields with tag > 0, by tag.
  var chain: [String] {
    fields.filter { $0.tag > 0 && $0.isEnabled && !$0.isHidden }.sorted { $0.tag < $1.tag }
      .map(\.name)
  }

  /// The field Next should reach from `name` (or from no field), or `nil`
  /// when Next should act as Done.
  func next(from name: String?) -> String? {
    let tag = fields.first { $0.name == name }?.tag ?? 0
    let candidates = fields.filter { $0.tag > 0 && $0.isEnabled && !$0.isHidden }
    guard tag > 0 else { return candidates.min { $0.tag < $1.tag }?.name }
    return candidates.filter { $0.tag > tag }.min { $0.tag < $1.tag }?.name
  }

  /// The return key the spec gives a field: what Next does from it.
  func returnKey(of field: FormField) -> ReturnKey {
    let available = fields.filter { $0.tag > 0 && $0.isEnabled && !$0.isHidden }
    guard field.tag > 0 else { return available.isEmpty ? .done : .next }
    return available.contains { $0.tag > field.tag } ? .next : .done
  }

  var description: String {
    fields.map { "\($0.name)(\($0.tag)\($0.isEnabled ? "" : " off")\($0.isHidden ? " hid" : ""))" }
      .joined(separator: " ")
  }
}

/// One request to a form in a random session.
enum FormRequest: Sendable, CustomStringConvertible {
  case next, previous, done, dismiss
  case focus(Int)
  case toggleEnabled(Int)
  case toggleHidden(Int)

  init(kind: Int, field: Int) {
    switch kind {
    case 0, 1: self = .next
    case 2: self = .previous
    case 3: self = .done
    case 4: self = .dismiss
    case 5: self = .focus(field)
    case 6: self = .toggleEnabled(field)
    default: self = .toggleHidden(field)
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
    }
  }
}

/// The chain's invariants on random forms and random sessions.
@Suite struct FormPropertyTests {
  static let forms = zip(Gen.int(in: -3...20), Gen.bool(0.8), Gen.bool(0.15), Gen.bool(0.3))
    .array(of: 0...12).map { RandomForm($0) }

  static let sessions = zip(Gen.int(in: 0...7), Gen.int(in: 0...11))
    .map { FormRequest(kind: $0, field: $1) }.array(of: 0...40)

  /// Whether the events end the form: submitted or failed validation.
  static func isDone(_ events: [FormEvent]) -> Bool {
    events.contains {
      switch $0 {
      case .submitted, .validationFailed: true
      case .focusChanged, .valueChanged, .inputRejected, .returnKeyChanged, .alreadyAtFirstField,
        .localeChanged:
        false
      }
    }
  }

  @Test func nextVisitsEveryAvailableChainedFieldOnceInTagOrderThenEnds() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms, Gen.int(in: 0...12)) { model, start in
      var form = try NumberForm(fields: model.fields, symbols: symbols)
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
      var form = try NumberForm(fields: model.fields, symbols: symbols)
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

  @Test func randomSessionsFollowTheModelAndNextAlwaysEnds() async throws {
    let symbols = try NumberSymbols.locale("en_US")
    await checkProperty(count: 300, input: Self.forms, Self.sessions) { start, session in
      var model = start
      var form = try NumberForm(fields: model.fields, symbols: symbols)
      for request in session {
        let active = form.activeFieldName
        switch request {
        case .next:
          let target = model.next(from: active)
          let events = form.nextRequested()
          if let target {
            #expect(form.activeFieldName == target, "\(model) \(request)")
          } else {
            #expect(Self.isDone(events), "\(model) \(request)")
          }
        case .previous: form.previousRequested()
        case .done: #expect(Self.isDone(form.doneRequested()))
        case .dismiss: form.dismissRequested()
        case .focus(let index):
          guard model.fields.indices.contains(index) else { continue }
          let field = model.fields[index]
          if field.isEnabled && !field.isHidden {
            try form.focus(field.name)
            #expect(form.activeFieldName == field.name)
          } else {
            #expect(throws: FormError.self) { try form.focus(field.name) }
          }
        case .toggleEnabled(let index):
          guard model.fields.indices.contains(index) else { continue }
          model.fields[index].isEnabled.toggle()
          try form.setEnabled(model.fields[index].isEnabled, for: model.fields[index].name)
        case .toggleHidden(let index):
          guard model.fields.indices.contains(index) else { continue }
          model.fields[index].isHidden.toggle()
          try form.setHidden(model.fields[index].isHidden, for: model.fields[index].name)
        }
        if let name = form.activeFieldName {
          #expect(form.definition(named: name)?.isAvailable == true, "\(model) \(request)")
        }
        for field in model.fields {
          #expect(form.returnKey(for: field.name) == model.returnKey(of: field), "\(model)")
        }
      }
      form.dismissRequested()
      var steps = 0
      while !Self.isDone(form.nextRequested()) && steps <= model.chain.count { steps += 1 }
      #expect(steps == model.chain.count, "\(model)")
    }
  }
}
