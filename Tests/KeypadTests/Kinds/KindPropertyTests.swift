import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Random edits at random carets in fields of digits and codes, checked
/// against ``KindModel``.
@Suite struct KindPropertyTests {
  enum Operation: Sendable, CustomStringConvertible {
    case digit(UInt8)
    case backspace
    case deleteForward
    case select(Int, Int)
    case replace(Int, Int, text: Int)
    case undo
    case redo

    var description: String {
      switch self {
      case .digit(let digit): "press \(digit)"
      case .backspace: "backspace"
      case .deleteForward: "delete"
      case .select(let start, let end): "select \(start) \(end)"
      case .replace(let start, let end, let text): "edit \(start) \(end) #\(text)"
      case .undo: "undo"
      case .redo: "redo"
      }
    }
  }

  static let texts = [
    "", "7", "-", " ", "/", "x", ".", "12", "1-2", "3 4", "12/3", "123456789", "a1", " 9 ",
  ]

  static let operation = zip(
    Gen.int(in: 0...13), Gen.int(in: 0...1000), Gen.int(in: 0...1000),
    Gen.int(in: 0...(texts.count - 1))
  ).map { kind, first, second, text -> Operation in
    switch kind {
    case 0...4: .digit(UInt8(first % 10))
    case 5: .backspace
    case 6: .deleteForward
    case 7, 8: .select(first, second)
    case 9, 10, 11: .replace(first, second, text: text)
    case 12: .undo
    default: .redo
    }
  }

  static let operations = operation.array(of: 0...40)

  /// The patterns and codes drawn: (pattern, secure, code).
  static let kinds: [(String, Bool, Bool)] = [
    ("### ###", false, false), ("##-####-##", false, false), ("(###) ###-####", false, false),
    ("#/#", false, false), ("####", false, true), ("######", true, true),
  ]

  static let kindIndex = Gen.int(in: 0...(kinds.count - 1))
  static let locale = Gen.element(of: ["en_US", "ar_EG", "mr_IN", "fr_FR"])
    .compactMap { $0 }

  static func make(_ index: Int, locale: String) throws -> (KeypadField, KindModel) {
    let (pattern, secure, isCode) = kinds[index]
    let slots = pattern.filter { $0 == "#" }.count
    let kind: FieldKind =
      isCode ? try .code(length: 1...slots, secure: secure) : try .digits(pattern: pattern)
    let field = try KeypadField(locale: locale, rules: FieldRules(kind: kind))
    let shown = isCode ? (0...9).map(String.init) : try NumberSymbols.locale(locale).digits
    return (
      field,
      KindModel(pattern: Array(pattern), maxLength: slots, secure: secure, shownDigits: shown)
    )
  }

  @Test func editsMatchTheModel() async {
    await checkProperty(
      count: 300, input: Self.operations, Self.kindIndex, Self.locale
    ) { operations, index, locale in
      var (field, model) = try Self.make(index, locale: locale)
      for operation in operations {
        let outcome = Self.apply(operation, to: &field, model: &model)
        #expect(outcome.field == outcome.model, "\(operation) \(Self.kinds[index]) \(locale)")
        #expect(field.display(editing: true) == model.display, "\(operation) \(Self.kinds[index])")
        #expect(field.selection == model.selection, "\(operation) \(Self.kinds[index])")
        let digits = String(model.digits)
        let expected: FieldValue? =
          model.digits.isEmpty ? nil : model.secure ? .secureDigits(digits) : .digits(digits)
        #expect(field.value == expected)
      }
    }
  }

  @Test func undoWalksBackExactly() async {
    await checkProperty(
      count: 200, input: Self.operations, Self.kindIndex, Self.locale
    ) { operations, index, locale in
      var (field, model) = try Self.make(index, locale: locale)
      var seen: [(String, Range<Int>)] = []
      for operation in operations {
        if case .undo = operation { continue }
        if case .redo = operation { continue }
        let before = (field.display(editing: true), field.selection)
        let digitsBefore = model.digits
        _ = Self.apply(operation, to: &field, model: &model)
        if model.digits != digitsBefore { seen.append(before) }
      }
      for state in seen.reversed() {
        #expect(field.undo() == .accepted)
        #expect(field.display(editing: true) == state.0)
        #expect(field.selection == state.1)
      }
      #expect(field.undo() == .rejected(.nothingToUndo))
    }
  }

  @Test func pastingTheDisplayGivesTheSameValue() async {
    await checkProperty(
      count: 200, input: Self.operations, Self.kindIndex, Self.locale
    ) { operations, index, locale in
      var (field, model) = try Self.make(index, locale: locale)
      guard !Self.kinds[index].1 else { return }
      for operation in operations { _ = Self.apply(operation, to: &field, model: &model) }
      guard !field.display(editing: true).isEmpty else { return }
      var copy = field
      #expect(copy.paste(field.display(editing: true)) == .accepted)
      #expect(copy.value == field.value)
      #expect(copy.display(editing: true) == field.display(editing: true))
    }
  }

  static func apply(
    _ operation: Operation, to field: inout KeypadField, model: inout KindModel
  ) -> (field: String?, model: String?) {
    let length = field.display(editing: true).utf16.count + 1
    switch operation {
    case .digit(let digit):
      let outcome = field.press(.digit(digit)).rejection?.code
      return (outcome, model.replace(model.lower, model.upper, with: [Character(String(digit))]))
    case .backspace:
      return (field.press(.backspace).rejection?.code, model.deleteBackward())
    case .deleteForward:
      return (field.deleteForward().rejection?.code, model.deleteForward())
    case .select(let first, let second):
      let (lower, upper) = (min(first, second) % length, max(first, second) % length)
      let (from, to) = (min(lower, upper), max(lower, upper))
      (model.lower, model.upper) = (model.typed(before: from), model.typed(before: to))
      return (field.select(utf16Range: from..<to).rejection?.code, nil)
    case .replace(let first, let second, let index):
      let (start, end) = (first % length, second % length)
      let (from, to) = (min(start, end), max(start, end))
      let text = texts[index]
      let outcome = field.replace(utf16Range: from..<to, with: text).rejection?.code
      return (outcome, model.edit(model.typed(before: from), model.typed(before: to), text: text))
    case .undo:
      return (field.undo().rejection?.code, model.undo())
    case .redo:
      return (field.redo().rejection?.code, model.redo())
    }
  }
}

/// Random edits in card number fields, against ``KindModel`` with the
/// brands' prefixes written out as text from the cited table.
@Suite struct CardPropertyTests {
  /// Each brand's prefixes, written out, with its pattern and longest length.
  static let brands: [(prefixes: [String], pattern: String, maxLength: Int)] = [
    (["34", "37"], "#### ###### #####", 15),
    (["300", "301", "302", "303", "304", "305", "3095", "36", "38", "39"], "diners", 19),
    (["4"], "#### #### #### #### ###", 19),
    (["51", "52", "53", "54", "55"] + (2221...2720).map(String.init), "#### #### #### ####", 16),
    (
      ["6011", "644", "645", "646", "647", "648", "649", "65", "62"]
        + (3528...3589).map(String.init),
      "#### #### #### #### ###", 19
    ),
    (
      ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
      "#### #### #### #### ###", 19
    ),
  ]

  static func shape(_ digits: [Character]) -> (pattern: [Character], maxLength: Int) {
    let text = String(digits)
    for brand in brands where brand.prefixes.contains(where: text.hasPrefix) {
      if brand.pattern == "diners" {
        return (Array(digits.count <= 14 ? "#### ###### ####" : "#### #### #### #### ###"), 19)
      }
      return (Array(brand.pattern), brand.maxLength)
    }
    return (Array("#### #### #### #### ###"), 19)
  }

  static let starts = Gen.element(of: ["", "37", "4", "36", "5", "2221", "6011", "3530", "62"])
    .compactMap { $0 }

  @Test func editsMatchTheModel() async {
    await checkProperty(
      count: 300, input: KindPropertyTests.operations, Self.starts
    ) { operations, start in
      var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .card))
      var model = KindModel(shape: Self.shape, pasteLiterals: ["-"])
      for character in start {
        field.type(character)
        _ = model.replace(model.lower, model.upper, with: [character])
      }
      for operation in operations {
        let outcome = KindPropertyTests.apply(operation, to: &field, model: &model)
        #expect(outcome.field == outcome.model, "\(operation) from \(start)")
        #expect(field.display(editing: true) == model.display, "\(operation) from \(start)")
        #expect(field.selection == model.selection, "\(operation) from \(start)")
      }
      var copy = field
      guard !field.display(editing: true).isEmpty else { return }
      #expect(copy.paste(field.display(editing: true)) == .accepted)
      #expect(copy.value == field.value)
    }
  }
}
