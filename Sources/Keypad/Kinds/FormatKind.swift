/// A kind of digits whose format decides (``EngineKindFormat``): a
/// pattern, a code, a card number, an expiry, a security code, a date, or
/// a kind of one's own.
///
/// The field's typed characters are ASCII digits, after one `+` in a kind
/// that takes a leading plus; a kind with day periods (a time on a 12-hour
/// clock) keeps the one chosen as the typed text's mark, no typed
/// character. Every edit goes the same way for every such
/// kind: the typed digits with the edit made are checked as a whole by the
/// format (``KindFormat/check(_:)``), and taken or refused. The format lays
/// them out (``KindFormat/layout(of:symbols:)``), which places the caret,
/// and says what they are worth and how they sound; a paste's digits are
/// read here, once, for a paste at the caret and for the whole field.
struct FormatKind: KindBehavior {
  /// The format, in the field's locale.
  let format: FormatObject
  /// Whether the format is made anew in the field's locale when it
  /// changes (a date of the field's locale).
  let followsField: Bool

  // MARK: Edits

  /// Digits replace the selection, Backspace deletes the digit before the
  /// caret, the decimal key is refused, and so is the sign key unless the
  /// kind takes a leading `+`, which it then puts first or takes away,
  /// wherever the caret is.
  func press(
    _ key: Key, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    let range = selection.typedRange(count: typed.count)
    switch key {
    case .digit(let value):
      return typeDigit(value, at: range, typed: &typed, selection: &selection, rules: rules)
    case .doubleZero:
      return .doubleZero {
        press(.digit(0), typed: &typed, selection: &selection, rules: rules)
      }
    case .sign where format.takesLeadingPlus:
      return toggleLeadingPlus(typed: &typed, selection: &selection)
    case .decimal, .sign:
      return .rejected(.digitsOnly)
    case .dayPeriod:
      guard !format.dayPeriods.isEmpty else { return .rejected(.noDayPeriod) }
      return choose(typed.mark == TypedText.am ? TypedText.pm : TypedText.am, typed: &typed)
    case .backspace:
      return deleteBackward(at: range, typed: &typed, selection: &selection, rules: rules)
    case .clear:
      return clearAll(typed: &typed, selection: &selection)
    }
  }

  /// Puts a `+` before the typed characters or takes it away, as the sign
  /// key of a decimal field toggles its minus; the caret or selection
  /// stays on the same typed characters.
  private func toggleLeadingPlus(typed: inout TypedText, selection: inout Selection)
    -> KeyOutcome
  {
    var toggled = typed
    toggled.sign = typed.sign == TypedText.plus ? 0 : TypedText.plus
    if let rejection = format.check(toggled.text) { return .rejected(rejection) }
    typed = toggled
    selection = selection.clamped(count: typed.count)
    return .accepted
  }

  /// The typed characters with a day period chosen, if the format takes
  /// them; the selection stays, the mark being no typed character.
  private func choose(_ mark: UInt8, typed: inout TypedText) -> KeyOutcome {
    var chosen = typed
    chosen.mark = mark
    if let rejection = format.check(chosen.text) { return .rejected(rejection) }
    typed = chosen
    return .accepted
  }

  /// The mark of the day period a typed character chooses: the first
  /// character of one marker alone (`p` of `PM` in either case, `م` in
  /// ar_EG); `nil` for any other character, or without day periods.
  private func dayPeriodMark(of character: Character) -> UInt8? {
    let markers = format.dayPeriods
    guard markers.count == 2 else { return nil }
    let typed = String(character).asciiCased(upper: false)
    let starts = markers.map { marker in
      marker.first.map { String($0).asciiCased(upper: false).hasSameUTF8(as: typed) } ?? false
    }
    guard starts[0] != starts[1] else { return nil }
    return starts[0] ? TypedText.am : TypedText.pm
  }

  /// The typed digits with the range replaced, if the format takes them;
  /// the caret after what went in.
  func replace(
    _ range: Range<Int>, with inserted: some Collection<UInt8>, typed: inout TypedText,
    selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    guard inserted.allSatisfy({ (0x30...0x39).contains($0) || $0 == TypedText.plus }) else {
      return .rejected(.digitsOnly)
    }
    let count = typed.count
    guard range.lowerBound >= 0, range.upperBound <= count else { return .rejected(.invalidRange) }
    var edited: TypedText
    if range == count..<count, inserted.count == 1, let digit = inserted.first,
      (0x30...0x39).contains(digit)
    {
      // A digit typed at the end, the common case: appended, no array.
      edited = typed
      edited.append(digit)
    } else if range == (count - 1)..<count, inserted.isEmpty {
      // Backspace at the end.
      edited = typed
      edited.removeLast()
    } else {
      var bytes = typed.bytes
      bytes.replaceSubrange(range, with: inserted)
      guard holdsTyped(bytes) else { return .rejected(.digitsOnly) }
      edited = TypedText(bytes)
      edited.mark = typed.mark
    }
    if let rejection = format.check(edited.text) { return .rejected(rejection) }
    typed = edited
    selection = .caret(fromEnd: count - range.upperBound)
    return .accepted
  }

  /// Never: only a decimal number has a separator.
  func separatorJump(in typed: TypedText, rules: FieldRules) -> Selection? { nil }

  /// A literal of the format where its layout shows it next
  /// (``EngineKindFormat/ignores(_:in:afterTyped:symbols:)``).
  func ignores(
    _ character: Character, afterTyped count: Int, in typed: TypedText, symbols: NumberSymbols
  ) -> Bool {
    format.ignores(character, in: typed.text, afterTyped: count, symbols: symbols)
  }

  /// The format's reading of the character
  /// (``EngineKindFormat/typed(typing:in:afterTyped:)``), checked as an
  /// edit; else the day period a character chooses.
  func typing(_ character: Character, afterTyped count: Int, typed: inout TypedText)
    -> KeyOutcome?
  {
    guard let text = format.typed(typing: character, in: typed.text, afterTyped: count) else {
      return dayPeriodMark(of: character).map { choose($0, typed: &typed) }
    }
    guard holdsTyped(Array(text.utf8)) else { return .rejected(.digitsOnly) }
    if let rejection = format.check(text) { return .rejected(rejection) }
    typed = TypedText(text)
    return .accepted
  }

  /// The format's (``EngineKindFormat/takesLeadingPlus``).
  var takesLeadingPlus: Bool { format.takesLeadingPlus }

  /// The character before.
  func deletedByBackspace(atTyped position: Int, in field: KeypadField) -> Range<Int>? {
    position > 0 ? (position - 1)..<position : nil
  }

  /// The digits of the text (``typedCharacters(pasting:whole:in:)``): to
  /// go in over the range, or, over the whole value, checked as the new
  /// value.
  func pasting(_ text: String, over range: Range<Int>?, in field: KeypadField)
    throws(EntryRejection) -> Pasting
  {
    let whole = range.map { $0 == 0..<field.typed.count } ?? true
    let characters = try typedCharacters(pasting: text, whole: whole, in: field)
    guard range == nil else { return .inserting(characters) }
    let typed = TypedText(characters)
    if let rejection = format.check(typed.text) { throw rejection }
    return .replacingAll(typed)
  }

  /// The typed characters a pasted text stands for: over the whole value,
  /// what the format reads in it (``EngineKindFormat/typedCharacters(pasting:)``)
  /// when it reads it its own way; else its digits (ASCII, the locale's,
  /// full-width) with the format's literals and white space around and
  /// between them.
  ///
  /// - Throws: ``EntryRejection/unparseable`` for a text that holds
  ///   anything else, or no digit, or that the format's own reading
  ///   refuses.
  private func typedCharacters(pasting text: String, whole: Bool, in field: KeypadField)
    throws(EntryRejection) -> [UInt8]
  {
    if whole, let own = format.typedCharacters(pasting: asciiDigits(text, in: field)) {
      guard !own.isEmpty, holdsTyped(Array(own.utf8)) else { throw .unparseable }
      return Array(own.utf8)
    }
    var digits: [UInt8] = []
    for character in text {
      if case .digit(let value) = field.key(for: character), value <= 9 {
        digits.append(0x30 + value)
      } else if !isWhiteSpace(character), !format.isLiteral(character) {
        throw .unparseable
      }
    }
    guard !digits.isEmpty else { throw .unparseable }
    return digits
  }

  /// A text with each digit the field reads (the locale's, full-width, of
  /// any script) as its ASCII digit, and every other character as it is.
  private func asciiDigits(_ text: String, in field: KeypadField) -> String {
    var result = ""
    for character in text {
      if character.hasOnlyASCII || character.utf8.count > Key.longestKeyText {
        result.append(character)
      } else if case .digit(let value) = field.key(for: character), value <= 9 {
        result.unicodeScalars.append(Unicode.Scalar(0x30 + value))
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Whether typed characters are ones the kind holds: ASCII digits, after
  /// one `+` when it takes a leading plus, before a day period's mark when
  /// it has day periods.
  private func holdsTyped(_ bytes: [UInt8]) -> Bool {
    var rest = bytes[...]
    if format.takesLeadingPlus, rest.first == TypedText.plus { rest = rest.dropFirst() }
    if !format.dayPeriods.isEmpty, let last = rest.last,
      last == TypedText.am || last == TypedText.pm
    {
      rest = rest.dropLast()
    }
    return rest.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Any value read as a paste of its text: a code's digits `0042`, a
  /// date's ISO text `2026-12-24`.
  func typed(for value: FieldValue, in field: KeypadField) throws(EntryRejection) -> TypedText {
    guard case .replacingAll(let typed) = try pasting(value.text, over: nil, in: field) else {
      throw .unparseable
    }
    return typed
  }

  /// Refused: digits are no number to step.
  func stepped(_ typed: TypedText, by delta: ExactDecimal, rules: FieldRules)
    throws(EntryRejection) -> TypedText
  {
    throw .digitsOnly
  }

  // MARK: The display

  /// Editing, the format's layout; not editing, the format's display at
  /// rest (``EngineKindFormat/displayWhenNotEditing(of:symbols:)``).
  func display(of field: KeypadField, editing: Bool) -> String {
    editing
      ? layout(of: field).text
      : format.displayWhenNotEditing(of: field.typed.text, symbols: field.symbols)
  }

  /// The format's layout of the field's typed characters.
  private func layout(of field: KeypadField) -> FormattedText {
    format.layout(of: field.typed.text, symbols: field.symbols)
  }

  /// Right after each typed character of the layout.
  func caretOffsets(in field: KeypadField) -> [Int] { layout(of: field).caretOffsets }

  /// The caret offsets at the selection's two ends.
  func selectionRange(in field: KeypadField) -> Range<Int> {
    let offsets = caretOffsets(in: field)
    let typed = field.storedSelection.typedRange(count: offsets.count - 1)
    return offsets[typed.lowerBound]..<offsets[typed.upperBound]
  }

  /// The whole display.
  func numberRange(in field: KeypadField) -> Range<Int> {
    0..<display(of: field, editing: true).utf16.count
  }

  /// The caret stop at or before the offset.
  func typedPosition(atUTF16 offset: Int, offsets: [Int], in field: KeypadField) -> Int {
    offsets.lastIndex { $0 <= offset } ?? 0
  }

  #if !hasFeature(Embedded)
  /// The format's (``KindFormat/description(of:)``).
  func description(of field: KeypadField) -> KindDescription {
    format.description(of: field.typed.text)
  }
  #endif

  // MARK: The value

  /// The format's (``KindFormat/value(of:)``).
  func value(of typed: TypedText, rules: FieldRules) -> FieldValue? {
    format.value(of: typed.text)
  }

  /// No digit.
  func holdsNothing(_ typed: TypedText) -> Bool { typed.isEmpty }

  /// The format's (``KindFormat/validate(_:in:)``).
  func validate(_ typed: TypedText, rules: FieldRules, in context: ValidationContext)
    -> ValidationCode?
  {
    format.validate(typed.text, in: context)
  }

  /// The format's (``EngineKindFormat/isComplete(_:)``).
  func isComplete(_ typed: TypedText) -> Bool { format.isComplete(typed.text) }

  /// The format's (``EngineKindFormat/isFull(_:)``).
  func isFull(_ typed: TypedText) -> Bool { format.isFull(typed.text) }

  /// What the format says (``KindFormat/speech(of:locale:)``), each digit
  /// and count spelled by ICU in the field's locale; in ASCII digits
  /// without ICU's spellout.
  func spokenValue(of field: KeypadField) -> SpokenValue? {
    let typed = field.typed.text
    guard !typed.isEmpty else { return nil }
    let localeID = field.symbols.localeID
    let speech = try? LocaleSpeech.forLocale(localeID)
    func spoken(_ text: String, omitsUnit: Bool = false) -> SpokenValue {
      guard let speech else { return field.unspelled(text) }
      return SpokenValue(
        text: text, language: speech.language, isFallback: speech.isFallback,
        omitsUnit: omitsUnit)
    }
    func spell(_ number: String) -> String {
      (try? speech?.spell(number)) ?? number
    }
    switch format.speech(of: typed, locale: localeID) {
    case .text(let text):
      return spoken(text)
    case .digits(let name, let groups):
      let spokenGroups = groups.map { group in
        group.map { spell(String($0)) }.joined(separator: " ")
      }
      return spoken(((name.map { [$0] } ?? []) + spokenGroups).joined(separator: ", "))
    case .count:
      // A secure code: how many digits, never which, and never a bare
      // number a listener would take for a digit. The words around the
      // count are the message catalogs' (`speech.digits-entered`).
      let count = typed.utf8.count
      let words = Message(
        "speech.digits-entered", [.number("count", count), .text("words", spell(String(count)))]
      ).words(locale: localeID)
      let value = spoken(words.text, omitsUnit: true)
      guard words.isFallback else { return value }
      return SpokenValue(
        text: value.text, language: value.language, isFallback: true, omitsUnit: true)
    }
  }

  /// Whether the format says only how many digits are typed
  /// (``KindSpeech/count``).
  func hidesDigits(locale: String) -> Bool { format.speech(of: "0", locale: locale) == .count }

  /// The format's (``EngineKindFormat/fixedLength``).
  var fixedLength: Int? { format.fixedLength }

  /// The format's (``EngineKindFormat/dayPeriods``).
  var dayPeriods: [String] { format.dayPeriods }

  /// The format's (``EngineKindFormat/cardBrand(of:)``).
  func cardBrand(of typed: TypedText) -> CardBrand? { format.cardBrand(of: typed.text) }

  /// A format that follows its field's locale, made anew in it
  /// (``EngineKindFormat/relocalized(to:)``), with the typed digits
  /// carried over (``EngineKindFormat/typed(carrying:from:)``); `nil` when
  /// it is the same there, or when its typed digits cannot be carried: the
  /// field then stays as it was.
  func relocalized(to localeID: String, typed: TypedText) throws(LocaleError) -> Relocalized? {
    guard followsField, let new = try format.relocalized(to: localeID),
      let carried = new.carrying(typed.text)
    else { return nil }
    let carrying = new.carrying
    return Relocalized(
      kind: .format(FormatKind(format: new.format, followsField: true)),
      typed: TypedText(Array(carried.utf8)),
      carrying: { carrying($0.text).map { TypedText(Array($0.utf8)) } })
  }

  #if !hasFeature(Embedded)
  /// The format itself.
  var anyFormat: (any KindFormat)? { format.format }
  #endif
}
