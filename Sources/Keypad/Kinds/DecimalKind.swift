/// The decimal kind: a number typed on the keypad's rules
/// (<doc:KeypadRules>), an optional minus, digits and one decimal
/// separator, shown as ICU formats the number in the field's locale and
/// display style.
///
/// It reads the field's typed characters as an ``EntryState``, the
/// keypad's state machine: with the caret at the end (and always in cents
/// mode) a key is the calculator's, elsewhere it is an edit of the typed
/// characters checked as a whole
/// (``EntryState/replacing(typed:with:rules:)``). Everything else the
/// field asks of a kind it answers from the field's rules and symbols.
struct DecimalKind: KindBehavior {
  // MARK: Edits

  /// A key, the calculator's at the end and in cents mode.
  ///
  /// Elsewhere a digit, `00` or the decimal key goes in at the selection,
  /// Backspace deletes, the sign key toggles the minus. A decimal key the
  /// number already has a separator for jumps there when the rules say so.
  @inline(__always)
  func press(
    _ key: Key, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    let outcome = apply(key, typed: &typed, selection: &selection, rules: rules)
    if outcome == .rejected(.duplicateDecimal), let jump = separatorJump(in: typed, rules: rules) {
      selection = jump
      return .accepted
    }
    return outcome
  }

  /// ``press(_:typed:selection:rules:)`` before a jump.
  @inline(__always)
  private func apply(
    _ key: Key, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    if selection.isCaretAtEnd || rules.entryMode == .cents {
      var state = EntryState(typed)
      let outcome = state.apply(key, rules: rules)
      typed = state.typed
      return outcome
    }
    let range = selection.typedRange(count: typed.count)
    switch key {
    case .digit(let value):
      return typeDigit(value, at: range, typed: &typed, selection: &selection, rules: rules)
    case .doubleZero:
      return applyDoubleZero(typed: &typed, selection: &selection, rules: rules)
    case .decimal:
      return replace(
        range, with: CollectionOfOne(TypedText.separator), typed: &typed, selection: &selection,
        rules: rules)
    case .backspace:
      return deleteBackward(at: range, typed: &typed, selection: &selection, rules: rules)
    case .clear:
      return clearAll(typed: &typed, selection: &selection)
    case .sign:
      var state = EntryState(typed)
      let outcome = state.apply(.sign, rules: rules)
      typed = state.typed
      selection = selection.clamped(count: typed.count)
      return outcome
    case .dayPeriod:
      return .rejected(.noDayPeriod)
    }
  }

  /// The `00` key inside the number, as two `0` keys: a call of its own,
  /// so that ``apply(_:typed:selection:rules:)`` is not recursive.
  @inline(never)
  private func applyDoubleZero(
    typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    .doubleZero { apply(.digit(0), typed: &typed, selection: &selection, rules: rules) }
  }

  /// The typed characters with the range replaced, checked and normalised
  /// by ``EntryState/replacing(typed:with:rules:)``.
  func replace(
    _ range: Range<Int>, with inserted: some Collection<UInt8>, typed: inout TypedText,
    selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    switch EntryState(typed).replacing(typed: range, with: inserted, rules: rules) {
    case .rejected(let rejection):
      return .rejected(rejection)
    case .accepted(let state, let caret):
      typed = state.typed
      selection = .caret(fromEnd: typed.count - caret)
      return .accepted
    }
  }

  /// Right after the separator, with ``SecondDecimalKey/jump``, when the
  /// number has one (never in cents mode, which has none).
  func separatorJump(in typed: TypedText, rules: FieldRules) -> Selection? {
    let state = EntryState(typed)
    guard rules.secondDecimal == .jump, rules.entryMode == .decimal, state.hasSeparator else {
      return nil
    }
    return .caret(fromEnd: state.fractionCount)
  }

  /// No character is ignored: grouping separators are never typed.
  func ignores(
    _ character: Character, afterTyped count: Int, in typed: TypedText, symbols: NumberSymbols
  ) -> Bool { false }

  /// Nothing: a character that is no key is refused.
  func typing(_ character: Character, afterTyped count: Int, typed: inout TypedText)
    -> KeyOutcome?
  { nil }

  /// No `+`: the sign key toggles the minus.
  var takesLeadingPlus: Bool { false }

  /// None: a number has no day period.
  var dayPeriods: [String] { [] }

  /// The character before, except in the formatting before a negative
  /// number where the sign shows elsewhere (`US$ 12-` in fy): no typed
  /// character stands before it on the screen.
  func deletedByBackspace(atTyped position: Int, in field: KeypadField) -> Range<Int>? {
    guard position > 0 else { return nil }
    if position == 1, EntryState(field.typed).isNegative, signOffset(in: field) == nil {
      return nil
    }
    return (position - 1)..<position
  }

  /// The number a pasted text holds (``pastedNumber(_:in:)``): over a
  /// range, its typed characters with their leading zeros; over the whole
  /// value, or in cents mode, the number set as the value.
  func pasting(_ text: String, over range: Range<Int>?, in field: KeypadField)
    throws(EntryRejection) -> Pasting
  {
    guard let number = pastedNumber(text, in: field) else { throw .unparseable }
    guard range == nil || field.rules.entryMode == .cents else {
      return .inserting(number.typedBytes)
    }
    return .replacingAll(try field.rules.checked(EntryState(number, rules: field.rules)).typed)
  }

  /// A ``FieldValue/decimal(_:)`` exactly as it is (`12.50` keeps its two
  /// fraction digits); any other value read as a paste of its text.
  func typed(for value: FieldValue, in field: KeypadField) throws(EntryRejection) -> TypedText {
    guard case .decimal(let value) = value else {
      guard case .replacingAll(let typed) = try pasting(value.text, over: nil, in: field) else {
        throw .unparseable
      }
      return typed
    }
    let number = PastedNumber(
      isNegative: value.isNegative,
      integer: Array(value.integerDigits.utf8.drop { $0 == 0x30 }),
      fraction: Array(value.fractionDigits.utf8), hasSeparator: value.scale > 0)
    return try field.rules.checked(EntryState(number, rules: field.rules)).typed
  }

  /// The value plus `delta` (an empty field counts as 0), keeping the
  /// longer of the two's fraction digits, clamped to the bounds.
  func stepped(_ typed: TypedText, by delta: ExactDecimal, rules: FieldRules)
    throws(EntryRejection) -> TypedText
  {
    var result = (EntryState(typed).value(rules: rules) ?? 0).adding(delta)
    if let max = rules.max, result > max { result = max.padded(toScale: result.scale) }
    if let min = rules.min, result < min { result = min.padded(toScale: result.scale) }
    let number = PastedNumber(
      isNegative: result.isNegative && !result.isZero,
      integer: Array(result.integerDigits.utf8.drop { $0 == 0x30 }),
      fraction: Array(result.fractionDigits.utf8), hasSeparator: result.scale > 0)
    return try rules.checked(EntryState(number, rules: rules)).typed
  }

  // MARK: The display

  /// Editing, the typed number in the style's symbols and affixes
  /// (``EntryState/display(symbols:rules:)``); not editing, the value with
  /// all of the rules' fraction digits, exactly ICU's `unumf` output for
  /// the style's skeleton and that precision, `""` for an empty field or a
  /// lone minus.
  @inline(__always)
  func display(of field: KeypadField, editing: Bool) -> String {
    let symbols = field.displaySymbols
    guard editing else { return displayWhenNotEditing(of: field) }
    if symbols.unitForms != nil {
      let shown = editingSymbols(of: field)
      if field.typed.isEmpty { return shown.positivePrefix + shown.positiveSuffix }
      return EntryState(field.typed).display(symbols: shown, rules: field.rules)
    }
    if field.typed.isEmpty, field.isStyled {
      return symbols.positivePrefix + symbols.positiveSuffix
    }
    return EntryState(field.typed).display(symbols: symbols, rules: field.rules)
  }

  /// ``display(of:editing:)`` not editing.
  private func displayWhenNotEditing(of field: KeypadField) -> String {
    guard let value = EntryState(field.typed).value(rules: field.rules) else { return "" }
    let padded = value.padded(toScale: field.rules.maxFractionDigits)
    var digits = padded.digits
    let integerCount = digits.utf8.count - padded.scale
    var symbols = field.displaySymbols
    if let forms = symbols.unitForms {
      symbols = forms.symbols(for: Self.unsigned(padded))
    }
    return digits.withUTF8 { ascii in
      symbols.display(
        negative: padded.isNegative, digits: ASCIIDisplayDigits(ascii: ascii),
        integerCount: integerCount, separator: padded.scale > 0)
    }
  }

  /// After the minus, each digit and the separator, in the style's
  /// symbols and affixes (``EntryState/caretOffsets(symbols:rules:affixed:)``).
  func caretOffsets(in field: KeypadField) -> [Int] {
    let state = EntryState(field.typed)
    guard field.isStyled else {
      return state.caretOffsets(symbols: field.symbols, rules: field.rules)
    }
    return state.caretOffsets(symbols: editingSymbols(of: field), rules: field.rules, affixed: true)
  }

  /// The symbols of the editing display: the style's, or in a unit style
  /// those of the plural form of the number typed (``UnitForms``), whose
  /// name may differ (`1 kilometer`, `12 kilometers`); an empty field or a
  /// lone minus shows the form of 0.
  func editingSymbols(of field: KeypadField) -> NumberSymbols {
    let symbols = field.displaySymbols
    guard let forms = symbols.unitForms else { return symbols }
    let value = EntryState(field.typed).value(rules: field.rules)
    return forms.symbols(for: value.map(Self.unsigned) ?? "0")
  }

  /// A value's ASCII decimal without its minus, as plural rules read it.
  private static func unsigned(_ value: ExactDecimal) -> String {
    let text = value.description
    return text.utf8.first == UInt8(ascii: "-") ? String(text.dropFirst()) : text
  }

  /// The selection's two caret offsets, read without the array of them
  /// (``EntryState/caretRange(of:symbols:rules:affixed:)``).
  func selectionRange(in field: KeypadField) -> Range<Int> {
    let state = EntryState(field.typed)
    guard field.isStyled else {
      return state.caretRange(of: field.storedSelection, symbols: field.symbols, rules: field.rules)
    }
    return state.caretRange(
      of: field.storedSelection, symbols: editingSymbols(of: field), rules: field.rules,
      affixed: true)
  }

  /// Between the prefix (the sign, a currency symbol, bidi marks) and the
  /// suffix; empty and between them in an empty field.
  func numberRange(in field: KeypadField) -> Range<Int> {
    let state = EntryState(field.typed)
    if !field.isStyled, state.isEmpty { return 0..<0 }
    let symbols = editingSymbols(of: field)
    let prefix = state.isNegative ? symbols.negativePrefix : symbols.positivePrefix
    let suffix = state.isNegative ? symbols.negativeSuffix : symbols.positiveSuffix
    let start = prefix.utf16.count
    return start..<Swift.max(start, field.display.utf16.count - suffix.utf16.count)
  }

  /// The caret stop at or before the offset.
  ///
  /// Inside the prefix that holds the minus, before the sign's own
  /// character is before the minus and anything after it is after the
  /// minus. Where the prefix has no sign of its own (a minus after the
  /// number, `US$ 12-` in fy), all of it is formatting before the number.
  func typedPosition(atUTF16 offset: Int, offsets: [Int], in field: KeypadField) -> Int {
    let index = offsets.lastIndex { $0 <= offset } ?? 0
    guard index == 0, EntryState(field.typed).isNegative, offsets.count > 1, offset < offsets[1]
    else { return index }
    guard let sign = signOffset(in: field) else { return 1 }
    return offset > sign ? 1 : 0
  }

  /// The UTF-16 offset of the sign's own character in the negative prefix:
  /// its first character that is no bidi mark, no white space and not part
  /// of the positive prefix (`-` in `-$`, `(` in `($`, `-` in
  /// `\u{061C}-`); `nil` when the prefix has none.
  private func signOffset(in field: KeypadField) -> Int? {
    let shown = field.isStyled ? editingSymbols(of: field) : field.symbols
    let positive = Array(shown.positivePrefix.unicodeScalars)
    var offset = 0
    for scalar in shown.negativePrefix.unicodeScalars {
      if !isBidiMark(scalar), !isWhiteSpace(scalar), !positive.contains(scalar) {
        return offset
      }
      offset += scalar.utf16.count
    }
    return nil
  }

  #if !hasFeature(Embedded)
  /// Named by its digits, `9+2 digits` or `whole, 9 digits`, noted
  /// `cents entry` and `negatives ok` when the rules say so.
  func description(of field: KeypadField) -> KindDescription {
    let rules = field.rules
    let integer = rules.maxIntegerDigits
    let fraction = rules.maxFractionDigits
    var notes: [KindNote] = []
    if rules.entryMode == .cents { notes.append(.message(Message("kind.cents-entry"))) }
    if rules.allowNegative, rules.min == nil {
      notes.append(.message(Message("kind.negatives-ok")))
    }
    let name =
      fraction > 0
      ? Message("kind.decimal", [.number("integer", integer), .number("fraction", fraction)])
      : Message("kind.whole", [.number("integer", integer)])
    return KindDescription(name: name, notes: notes)
  }
  #endif

  // MARK: The value

  /// The exact decimal (``EntryState/value(rules:)``).
  func value(of typed: TypedText, rules: FieldRules) -> FieldValue? {
    EntryState(typed).value(rules: rules).map { .decimal($0) }
  }

  /// No digit: an empty field or a lone minus.
  func holdsNothing(_ typed: TypedText) -> Bool { typed.digits.isEmpty }

  /// `below-min` or `above-max` against the rules' bounds.
  func validate(_ typed: TypedText, rules: FieldRules, in context: ValidationContext)
    -> ValidationCode?
  {
    guard let value = EntryState(typed).value(rules: rules) else { return nil }
    if let min = rules.min, value < min { return .belowMin }
    if let max = rules.max, value > max { return .aboveMax }
    return nil
  }

  /// Never: a number takes digits until its limits refuse them.
  func isComplete(_ typed: TypedText) -> Bool { false }

  /// Never, as ``isComplete(_:)``.
  func isFull(_ typed: TypedText) -> Bool { false }

  /// ICU's spellout of the exact value in the field's locale, with the
  /// currency's plural name, the percent word or the unit's long name; the
  /// display as a screen reader reads it where ICU has no spellout.
  func spokenValue(of field: KeypadField) -> SpokenValue? {
    guard let value = EntryState(field.typed).value(rules: field.rules) else { return nil }
    let rules = field.rules
    let unit: SpokenUnit
    switch rules.style {
    case .percent: unit = .percent
    case .unit(let measure, _): unit = .unit(measure)
    case .decimal, .currency: unit = rules.currency.map(SpokenUnit.currency) ?? .none
    }
    do {
      return try LocaleSpeech.forLocale(field.symbols.localeID).spokenValue(of: value, unit: unit)
    } catch {
      return field.unspelled(field.accessibilityText)
    }
  }

  /// A number is said.
  func hidesDigits(locale: String) -> Bool { false }

  /// A number has no one length.
  var fixedLength: Int? { nil }

  /// A number has no brand.
  func cardBrand(of typed: TypedText) -> CardBrand? { nil }

  /// A number is the same in every locale; only its symbols change, which
  /// are the field's.
  func relocalized(to localeID: String, typed: TypedText) throws(LocaleError) -> Relocalized? {
    nil
  }

  #if !hasFeature(Embedded)
  /// No format: the decimal kind is the rules' own.
  var anyFormat: (any KindFormat)? { nil }
  #endif
}
