import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// Invariants of the keypad over random key sequences, rules and locales.
@Suite struct EntryPropertyTests {
  /// One separator per field, seen where a person sees it: the display
  /// holds ICU's decimal separator for the locale at most once, and once a
  /// decimal press is accepted, the next is rejected and changes nothing.
  @Test func theDisplayNeverHoldsTwoSeparators() async {
    await checkProperty(
      count: 300, input: Generators.keys, Generators.rules, Generators.locale
    ) { keys, rules, locale in
      let separator = try ICUReference.decimalSeparator(locale: locale)
      var field = try KeypadField(locale: locale, rules: rules)
      for key in keys {
        let outcome = field.press(key)
        #expect(
          occurrences(of: separator, in: field.display(editing: true)) <= 1,
          "\(locale): '\(field.display(editing: true))' after \(key)")
        guard key == .decimal, outcome == .accepted else { continue }
        let display = field.display(editing: true)
        let value = field.value
        #expect(field.press(.decimal) == .rejected(.duplicateDecimal), "\(locale) \(keys)")
        #expect(field.display(editing: true) == display)
        #expect(field.value == value)
      }
    }
  }

  @Test func aRejectedKeyChangesNothing() async {
    await checkProperty(count: 300, input: Generators.keys, Generators.rules) { keys, rules in
      var state = EntryState()
      for key in keys {
        let before = state
        if case .rejected = state.apply(key, rules: rules) { #expect(state == before) }
      }
    }
  }

  @Test func theValueStaysWithinTheRules() async {
    await checkProperty(count: 300, input: Generators.keys, Generators.rules) { keys, rules in
      var state = EntryState()
      for key in keys {
        state.apply(key, rules: rules)
        guard let value = state.value(rules: rules) else { continue }
        #expect(value.integerDigits.count <= rules.maxIntegerDigits)
        #expect(value.fractionDigits.count <= rules.maxFractionDigits)
        #expect(!value.isNegative || rules.allowNegative)
      }
    }
  }

  /// A press that appended one character is undone by backspace. (A digit
  /// replacing a lone `0`, and decimal inserting `0.` into an empty field,
  /// are replacements, pinned down by the example tests instead.)
  @Test func backspaceUndoesAnAppendedDigitOrSeparator() async {
    await checkProperty(count: 300, input: Generators.keys, Generators.rules) { keys, rules in
      var state = EntryState()
      for key in keys {
        let before = state
        let outcome = state.apply(key, rules: rules)
        let appended =
          state.text.count == before.text.count + 1 && state.text.hasPrefix(before.text)
        let isDigitOrDecimal: Bool
        switch key {
        case .digit, .decimal: isDigitOrDecimal = true
        case .doubleZero, .backspace, .clear, .sign, .dayPeriod: isDigitOrDecimal = false
        }
        if outcome == .accepted, appended, isDigitOrDecimal {
          var undone = state
          undone.apply(.backspace, rules: rules)
          #expect(undone == before)
        }
      }
    }
  }

  /// The display against ICU's; a value of more than 34 digits, which
  /// ICU's formatter refuses, against ICU's display of its shape (see
  /// ``ICUReference/display(_:locale:)``).
  @Test func theDisplayEqualsICUsFormatter() async {
    await checkProperty(
      count: 250, input: Generators.keys, Generators.rules, Generators.locale
    ) { keys, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      for key in keys { field.press(key) }
      guard let text = referenceText(field) else { return }
      #expect(field.display(editing: true) == (try ICUReference.display(text, locale: locale)))
    }
  }

  @Test func theDisplayParsesBackThroughICUToTheValue() async {
    await checkProperty(
      count: 250, input: Generators.keys, Generators.rules, Generators.locale
    ) { keys, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      for key in keys { field.press(key) }
      guard let value = field.value?.decimal else { return }
      #expect(try ICUReference.parse(field.display(editing: true), locale: locale) == value)
    }
  }

  @Test func theEngineParsesItsOwnDisplayBack() async {
    await checkProperty(
      count: 250, input: Generators.keys, Generators.rules, Generators.locale
    ) { keys, rules, locale in
      var field = try KeypadField(locale: locale, rules: rules)
      for key in keys { field.press(key) }
      guard let value = field.value else { return }
      var copy = field
      #expect(copy.paste(field.display(editing: true)) == .accepted)
      #expect(copy.value == value)
      #expect(copy.value?.description == value.description)
    }
  }

  /// The widest number the rules allow, typed key by key, in every locale:
  /// 64 integer digits fill the display's 64-bit grouping mask, and 32
  /// fraction digits follow, in decimal and in cents mode.
  @Test func theWidestNumberDisplaysAsICUsInEveryLocale() throws {
    let integer = String(String(repeating: "9876543210", count: 7).prefix(64))
    let fraction = String(String(repeating: "1234567890", count: 4).prefix(32))
    let keys = (integer + fraction).compactMap(\.wholeNumberValue).map { Key.digit(UInt8($0)) }
    for mode in [EntryMode.decimal, .cents] {
      let rules = try FieldRules(
        maxIntegerDigits: 64, maxFractionDigits: 32, allowNegative: true, entryMode: mode)
      for locale in NumberSymbols.availableLocales {
        var field = try KeypadField(locale: locale, rules: rules)
        field.press(.sign)
        for key in keys.prefix(64) { field.press(key) }
        if mode == .decimal { field.press(.decimal) }
        for key in keys.dropFirst(64) { field.press(key) }
        #expect(field.press(.digit(1)) != .accepted, "\(locale) \(mode)")
        #expect(field.typed.text.filter(\.isWholeNumber) == integer + fraction, "\(locale) \(mode)")
        let typed = "-" + integer + "." + fraction
        #expect(
          field.display(editing: true) == (try ICUReference.display(typed, locale: locale)),
          "\(locale)")
      }
    }
  }

  /// A locale switch keeps the number a person sees: ICU reads the same
  /// value from the display before and after, and the new display is ICU's
  /// own formatting, in the new locale, of what was typed before the switch.
  @Test func aLocaleSwitchKeepsTheValue() async {
    await checkProperty(
      count: 250, input: Generators.keys, Generators.rules, Generators.locale, Generators.locale
    ) { keys, rules, first, second in
      var field = try KeypadField(locale: first, rules: rules)
      for key in keys { field.press(key) }
      let typed = referenceText(field)
      let seen = try ICUReference.parse(field.display(editing: true), locale: first)
      #expect((seen != nil) == (field.value != nil), "\(first) '\(field.display(editing: true))'")
      try field.setLocale(second)
      #expect(
        try ICUReference.parse(field.display(editing: true), locale: second) == seen,
        "\(first) → \(second)")
      let expected = try typed.map { try ICUReference.display($0, locale: second) }
      #expect(
        field.display(editing: true) == expected ?? field.display(editing: true),
        "\(first) → \(second)")
      #expect((typed == nil) == (field.value == nil))
    }
  }
}

/// How often `piece` occurs in `text`, compared scalar by scalar.
func occurrences(of piece: String, in text: String) -> Int {
  let piece = Array(piece.unicodeScalars)
  let scalars = Array(text.unicodeScalars)
  guard !piece.isEmpty, scalars.count >= piece.count else { return 0 }
  return (0...(scalars.count - piece.count)).filter {
    Array(scalars[$0..<($0 + piece.count)]) == piece
  }.count
}
