import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Random edits at random carets, in locales drawn from all of ICU's,
/// checked against ``EditModel`` and against ICU's own formatting.
@Suite struct EditPropertyTests {
  /// One input to a field.
  enum Operation: Sendable, CustomStringConvertible {
    case key(Key)
    case deleteForward
    case select(Int, Int)
    case replace(Int, Int, text: Int)
    case undo
    case redo

    var description: String {
      switch self {
      case .key(let key): "press \(key.name)"
      case .deleteForward: "delete"
      case .select(let start, let end): "select \(start) \(end)"
      case .replace(let start, let end, let text): "edit \(start) \(end) #\(text)"
      case .undo: "undo"
      case .redo: "redo"
      }
    }
  }

  /// Replacement texts; `G` stands for the locale's grouping separator.
  static let texts = [
    "", "7", ".", "-", "12", "1G234", "3.5", "x", "0", "00", "9 9", "-5", "4,", "0.25", "12,5",
    " 7 ", "05", "1.2.3", "12abc",
  ]

  /// What each text of more than one character inserts in a locale that
  /// groups digits.
  ///
  /// `nil` is unparseable, as the paste rules read it: a plain number with
  /// one `.` or `,` before other than three digits is the decimal, the
  /// locale's own grouping is dropped, white space around is trimmed,
  /// leading zeros stay. See ``pasteReading(of:symbols:)`` for a
  /// locale that does not group.
  static let pasteReadings: [String: String?] = [
    "12": "12", "1G234": "1234", "3.5": "3.5", "00": "00", "9 9": nil, "-5": "-5", "4,": "4.",
    "0.25": "0.25", "12,5": "12.5", " 7 ": "7", "05": "05", "1.2.3": nil, "12abc": nil,
  ]

  /// An operation; positions are reduced modulo the display's length + 1.
  static let operation = zip(
    Gen.int(in: 0...19), Gen.int(in: 0...1000), Gen.int(in: 0...1000),
    Gen.int(in: 0...(texts.count - 1))
  ).map { kind, first, second, text -> Operation in
    switch kind {
    case 0...5: .key(.digit(UInt8(first % 10)))
    case 6: .key(.doubleZero)
    case 7: .key(.decimal)
    case 8: .key(.sign)
    case 9: .key(.backspace)
    case 10: .deleteForward
    case 11, 12: .select(first, second)
    case 13, 14, 15: .replace(first, second, text: text)
    case 16: .undo
    case 17: .redo
    default: .key(.clear)
    }
  }

  static let operations = operation.array(of: 0...30)

  /// Decimal-mode rules.
  static let rules = zip(Gen.int(in: 1...10), Gen.int(in: 0...4), Gen.bool).compactMap {
    try? FieldRules(maxIntegerDigits: $0, maxFractionDigits: $1, allowNegative: $2)
  }

  @Test func editsMatchTheModelAndICU() async {
    await checkProperty(
      count: 150, input: Self.operations, Self.rules, Generators.locale
    ) { operations, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      var model = EditModel(rules: rules)
      for operation in operations {
        let outcome = Self.apply(operation, to: &field, model: &model)
        #expect(outcome.field == outcome.model, "\(operation) in \(locale)")
        try Self.expectSame(field, model, locale: locale, after: operation)
      }
    }
  }

  @Test func undoAfterKChangesWalksBackThroughTheStatesSeen() async {
    await checkProperty(
      count: 150, input: Self.operations, Self.rules, Generators.locale
    ) { operations, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      var model = EditModel(rules: rules)
      var seen: [(String, Range<Int>)] = []
      // What the last change left: redo restores it, not a later caret.
      var last = (field.display(editing: true), field.selection)
      for operation in operations {
        if case .undo = operation { continue }
        if case .redo = operation { continue }
        let before = (field.display(editing: true), field.selection)
        let textBefore = model.text
        let outcome = Self.apply(operation, to: &field, model: &model)
        #expect(outcome.field == outcome.model, "\(operation) in \(locale)")
        if model.text != textBefore {
          seen.append(before)
          last = (field.display(editing: true), field.selection)
        }
      }
      for state in seen.reversed() {
        #expect(field.undo() == .accepted)
        #expect(field.display(editing: true) == state.0)
        #expect(field.selection == state.1)
      }
      #expect(field.undo() == .rejected(.nothingToUndo))
      for _ in seen { #expect(field.redo() == .accepted) }
      #expect(field.display(editing: true) == last.0)
      #expect(field.selection == last.1)
      #expect(field.redo() == .rejected(.nothingToRedo))
    }
  }

  @Test func centsModeKeepsTheCaretAtTheEnd() async {
    await checkProperty(
      count: 150, input: Self.operations, Generators.locale
    ) { operations, locale in
      let rules = try FieldRules(maxFractionDigits: 2, allowNegative: true, entryMode: .cents)
      var field = try KeypadField(locale: locale, rules: rules)
      for operation in operations {
        var model = EditModel(rules: rules)
        if case .replace = operation {
          field.replace(utf16Range: 0..<0, with: "5")
        } else {
          _ = Self.apply(operation, to: &field, model: &model)
        }
        let selection = field.selection
        #expect(selection.isEmpty)
        let after = field.display(editing: true).utf16.count
        #expect(
          DisplayReading.typedCount(
            in: field.display(editing: true), before: after, symbols: field.symbols)
            == DisplayReading.typedCount(
              in: field.display(editing: true), before: selection.upperBound, symbols: field.symbols
            ))
      }
    }
  }

  /// Applies one operation to the field and the model; their outcomes as
  /// codes (`nil` when accepted).
  static func apply(
    _ operation: Operation, to field: inout KeypadField, model: inout EditModel
  ) -> (field: String?, model: String?) {
    let display = field.display(editing: true)
    let length = display.utf16.count + 1
    let symbols = field.symbols
    func typed(_ offset: Int) -> Int {
      DisplayReading.typedCount(in: display, before: offset, symbols: symbols)
    }
    switch operation {
    case .key(let key):
      let outcome = field.press(key).rejection?.code
      switch key {
      case .digit(let digit): return (outcome, model.insert([Character(String(digit))]))
      case .doubleZero: return (outcome, model.insertDoubleZero())
      case .decimal: return (outcome, model.insert(["."]))
      case .sign: return (outcome, model.toggleSign())
      case .backspace: return (outcome, model.deleteBackward())
      case .clear:
        model.clear()
        return (outcome, nil)
      case .dayPeriod: return (outcome, EntryRejection.noDayPeriod.code)
      }
    case .deleteForward:
      return (field.deleteForward().rejection?.code, model.deleteForward())
    case .select(let first, let second):
      let (start, end) = (min(first, second) % length, max(first, second) % length)
      let (lower, upper) = (min(start, end), max(start, end))
      model.select(typed(lower), typed(upper))
      return (field.select(utf16Range: lower..<upper).rejection?.code, nil)
    case .replace(let first, let second, let index):
      let (start, end) = (first % length, second % length)
      let (lower, upper) = (min(start, end), max(start, end))
      let text = texts[index].replacingGroup(with: symbols.groupingSeparator)
      let outcome = field.replace(utf16Range: lower..<upper, with: text).rejection?.code
      let inserted: [Character]
      if text.count > 1 {
        guard let reading = pasteReading(of: texts[index], symbols: symbols) else {
          return (outcome, "unparseable")
        }
        inserted = Array(reading)
      } else {
        guard let character = modelCharacters(text, symbols: symbols) else {
          return (outcome, "invalid-character")
        }
        inserted = character
      }
      let (typedLower, typedUpper) = (typed(lower), typed(upper))
      if text.isEmpty, typedLower == typedUpper {
        guard typedLower > 0 else { return (outcome, nil) }
        return (outcome, model.replace(typedLower - 1, typedLower, with: []))
      }
      return (outcome, model.replace(typedLower, typedUpper, with: inserted))
    case .undo:
      return (field.undo().rejection?.code, model.undo())
    case .redo:
      return (field.redo().rejection?.code, model.redo())
    }
  }

  /// What a text of more than one character inserts in a locale.
  ///
  /// `nil` when it is unparseable there. In a locale that shows no grouping
  /// (en_US_POSIX), `1,234` is no number of its own format, and the plain
  /// rule reads a `,` before three digits as ambiguous.
  static func pasteReading(of text: String, symbols: NumberSymbols) -> String? {
    if text.contains("G"), symbols.primaryGroupingSize == 0 { return nil }
    return pasteReadings[text] ?? nil
  }

  /// A replacement text of at most one character as the model's typed
  /// characters.
  static func modelCharacters(_ text: String, symbols: NumberSymbols) -> [Character]? {
    var characters: [Character] = []
    for character in text {
      let string = String(character)
      if let digit = symbols.digits.firstIndex(of: string) {
        characters.append(Character(String(digit)))
      } else if character.isASCII, let digit = character.wholeNumberValue {
        characters.append(Character(String(digit)))
      } else if string == "." || string == "," || string == symbols.decimalSeparator {
        characters.append(Character("."))
      } else if string == "-" {
        characters.append(Character("-"))
      } else {
        return nil
      }
    }
    return characters
  }

  /// The field against the model: typed text, value, display and selection.
  static func expectSame(
    _ field: KeypadField, _ model: EditModel, locale: String, after operation: Operation
  ) throws {
    let context = Comment(rawValue: "after \(operation) in \(locale)")
    #expect(field.typed.text == model.text, context)
    let plain = model.text.hasSuffix(".") ? String(model.text.dropLast()) : model.text
    #expect(field.value?.decimal == ExactDecimal(plain), context)
    if field.rules.entryMode == .decimal, !model.text.isEmpty, model.text != "-" {
      #expect(
        field.display(editing: true) == (try ICUReference.display(model.text, locale: locale)),
        context)
    }
    let selection = field.selection
    let display = field.display(editing: true)
    let symbols = field.symbols
    #expect(
      DisplayReading.typedCount(in: display, before: selection.lowerBound, symbols: symbols)
        == model.lower, context)
    #expect(
      DisplayReading.typedCount(in: display, before: selection.upperBound, symbols: symbols)
        == model.upper, context)
    #expect(
      DisplayReading.restsAfterTypedCharacter(display, at: selection.lowerBound, symbols: symbols),
      context)
    #expect(
      DisplayReading.restsAfterTypedCharacter(display, at: selection.upperBound, symbols: symbols),
      context)
  }
}

extension String {
  /// The text with each `G` replaced by `group`.
  func replacingGroup(with group: String) -> String {
    var result = ""
    for character in self { result += character == "G" ? group : String(character) }
    return result
  }
}
