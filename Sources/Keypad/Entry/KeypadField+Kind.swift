extension KeypadField {
  /// Whether a field of another kind than decimal is full (a decimal field
  /// never is): a form moves on from it when its rules advance when
  /// complete.
  ///
  /// A code or a pattern is full at its longest length, a card number when
  /// valid at 16 digits (or its brand's longest length), an expiry or a date
  /// once whole; a phone number never is; a kind of one's own is full when
  /// its ``KindFormat/check(_:)`` refuses every digit more.
  ///
  /// ```swift
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 2...2)))
  /// pin.type("1"); pin.isComplete  // false
  /// pin.type("2"); pin.isComplete  // true
  /// ```
  public var isComplete: Bool {
    kind.isComplete(state.digits.string)
  }

  /// The brand of a card number field, updated as digits come; `nil` in
  /// other kinds and while the leading digits tell no brand.
  ///
  /// ```swift
  /// var card = try KeypadField(locale: "en_US", rules: FieldRules(kind: .card))
  /// for character in "37" { card.type(character) }
  /// card.cardBrand  // .amex
  /// ```
  public var cardBrand: CardBrand? {
    guard case .card = kind else { return nil }
    return state.digits.withBytes { CardBrand.of(utf8: $0) }
  }

  /// Whether a log must not hold the field's digits: a card number, a
  /// security code or a secure code, whose kind makes values that describe
  /// themselves masked (``FieldValue/cardNumber(_:)``,
  /// ``FieldValue/secureDigits(_:)``).
  ///
  /// A front end's log (GTK's `--trace`) writes such a field's value as its
  /// ``FieldValue/description`` and leaves out its display, the text typed
  /// or pasted into it, and what an announcement says of it
  /// (``Announcement/speaksFieldContent``). The kind tells by the value it
  /// makes of a typed `0`: one place, its format's
  /// ``KindFormat/value(of:)``, says how a log shows the field.
  ///
  /// ```swift
  /// try KeypadField(locale: "en_US", rules: FieldRules(kind: .card)).hidesDigitsInLogs  // true
  /// try KeypadField(locale: "en_US", rules: FieldRules(kind: .securityCode())).hidesDigitsInLogs
  /// // true
  /// try KeypadField(locale: "en_US").hidesDigitsInLogs  // false
  /// ```
  public var hidesDigitsInLogs: Bool {
    !(kind.value(of: "0")?.isDescribedWhole ?? true)
  }

  /// What a state is worth in this field's kind.
  func value(of state: EntryState) -> FieldValue? {
    guard !kind.isDecimal else { return state.value(rules: rules).map { .decimal($0) } }
    return kind.value(of: state.digits.string)
  }

  /// The display of a field of another kind than decimal.
  func kindLayout(_ format: ResolvedKind) -> FormattedText {
    state.digits.withBytes { format.layout(ofUTF8: $0, symbols: symbols) }
  }

  /// Applies a key at the selection of a field of another kind, without
  /// recording a step: digits replace the selection, Backspace deletes
  /// the digit before the caret, the decimal key is refused, and so is the
  /// sign key unless the kind takes a leading `+`, which it then puts
  /// before the typed characters or takes away, wherever the caret is.
  mutating func applyKind(_ key: Key, format: ResolvedKind) -> KeyOutcome {
    let typed = storedSelection.typedRange(count: state.typedCount)
    switch key {
    case .digit(let value):
      guard value <= 9 else { return .rejected(.invalidCharacter) }
      return editKind(replacing: typed, with: CollectionOfOne(0x30 + value), format: format)
    case .doubleZero:
      return .doubleZero { applyKind(.digit(0), format: format) }
    case .sign where format.takesLeadingPlus:
      return toggleLeadingPlus(format: format)
    case .decimal, .sign:
      return .rejected(.digitsOnly)
    case .backspace:
      guard typed.isEmpty else {
        return editKind(replacing: typed, with: EmptyCollection(), format: format)
      }
      guard typed.lowerBound > 0 else { return .accepted }
      return editKind(
        replacing: (typed.lowerBound - 1)..<typed.lowerBound, with: EmptyCollection(),
        format: format)
    case .clear:
      state = EntryState()
      storedSelection = .end
      return .accepted
    }
  }

  /// Replaces typed digits, checked by the format, and puts the caret
  /// after the insertion, without recording a step.
  mutating func editKind<Inserted: Collection<UInt8>>(
    replacing typed: Range<Int>, with inserted: Inserted, format: ResolvedKind
  ) -> KeyOutcome {
    guard inserted.allSatisfy({ (0x30...0x39).contains($0) || $0 == Self.plus }) else {
      return .rejected(.digitsOnly)
    }
    let count = state.digits.count
    if typed == count..<count, inserted.count == 1, let byte = inserted.first, byte != Self.plus {
      // A digit typed at the end, the common case: no array.
      let digits = state.editedDigits(appending: byte)
      if let rejection = digits.withBytes({ format.check(utf8: $0) }) {
        return .rejected(rejection)
      }
      state = EntryState(isNegative: false, digits: digits, separatorIndex: -1)
      storedSelection = .end
      return .accepted
    }
    if count > 0, typed == (count - 1)..<count, inserted.isEmpty {
      // Backspace at the end.
      let digits = state.editedDigits(appending: nil)
      if let rejection = digits.withBytes({ format.check(utf8: $0) }) {
        return .rejected(rejection)
      }
      state = EntryState(isNegative: false, digits: digits, separatorIndex: -1)
      storedSelection = .end
      return .accepted
    }
    var bytes = Array(state.digits)
    guard typed.lowerBound >= 0, typed.upperBound <= bytes.count else {
      return .rejected(.invalidRange)
    }
    bytes.replaceSubrange(typed, with: inserted)
    guard Self.holdsTyped(bytes, format: format) else { return .rejected(.digitsOnly) }
    if let rejection = bytes.withUnsafeBufferPointer({ format.check(utf8: $0) }) {
      return .rejected(rejection)
    }
    state = EntryState(isNegative: false, digits: DigitString(bytes), separatorIndex: -1)
    storedSelection = .caret(fromEnd: bytes.count - typed.lowerBound - inserted.count)
    return .accepted
  }

  /// The sign key of a kind that takes a leading `+`, as the sign key of
  /// a decimal field toggles its minus: puts a `+` before the typed
  /// characters or takes it away, and the caret or selection stays on the
  /// same typed characters.
  mutating func toggleLeadingPlus(format: ResolvedKind) -> KeyOutcome {
    var bytes = Array(state.digits)
    if bytes.first == Self.plus { bytes.removeFirst() } else { bytes.insert(Self.plus, at: 0) }
    if let rejection = bytes.withUnsafeBufferPointer({ format.check(utf8: $0) }) {
      return .rejected(rejection)
    }
    state = EntryState(isNegative: false, digits: DigitString(bytes), separatorIndex: -1)
    storedSelection = storedSelection.clamped(count: state.typedCount)
    return .accepted
  }

  /// Types a character into a field of another kind: a literal of the
  /// kind where it comes next is accepted and changes nothing.
  mutating func typeKind(_ character: Character, format: ResolvedKind) -> KeyOutcome {
    let typed = storedSelection.typedRange(count: state.typedCount)
    if typed.isEmpty,
      format.ignores(
        character, in: state.digits.string, afterTyped: typed.lowerBound, symbols: symbols)
    {
      return .accepted
    }
    if format.takesLeadingPlus,
      character.hasSameUTF8(as: "+") || character.hasSameUTF8(as: "\u{FF0B}")
    {
      // A typed plus is a character at the caret: first, and once.
      return change(replacing: typed, with: [Self.plus])
    }
    guard let key = key(for: character) else { return .rejected(.invalidCharacter) }
    return press(key)
  }

  /// The ASCII digits of a pasted text for a field of another kind: its
  /// digits (ASCII, the locale's, full-width) with or without the kind's
  /// literals and white space around and between them; `nil` when it
  /// holds anything else or no digit.
  func pastedDigits(_ text: String, format: ResolvedKind) -> [UInt8]? {
    var digits: [UInt8] = []
    for character in text {
      if case .digit(let value) = key(for: character), value <= 9 {
        digits.append(0x30 + value)
      } else if !isWhiteSpace(character), !format.isLiteral(character) {
        return nil
      }
    }
    return digits.isEmpty ? nil : digits
  }

  /// Replaces the whole field with a pasted text's digits, or with what
  /// the kind reads in it (``EngineKindFormat/typedCharacters(pasting:)``).
  mutating func pasteKind(_ text: String, format: ResolvedKind) throws(EntryRejection) {
    let typed: String
    if let own = format.typedCharacters(pasting: asciiDigits(text)) {
      guard !own.isEmpty, Self.holdsTyped(own.utf8, format: format) else { throw .unparseable }
      typed = own
    } else {
      guard let digits = pastedDigits(text, format: format) else { throw .unparseable }
      typed = String(decoding: digits, as: UTF8.self)
    }
    if let rejection = format.check(typed) { throw rejection }
    commit(EntryState(isNegative: false, digits: DigitString(typed), separatorIndex: -1))
  }

  /// A text with each digit the field reads (the locale's, full-width, of
  /// any script) as its ASCII digit, and every other character as it is.
  func asciiDigits(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.hasOnlyASCII || character.utf8.count > Key.longestKeyText {
        result.append(character)
      } else if case .digit(let value) = key(for: character), value <= 9 {
        result.unicodeScalars.append(Unicode.Scalar(0x30 + value))
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The `+` a kind that takes a leading plus holds as its first typed
  /// character.
  static let plus = UInt8(ascii: "+")

  /// Whether typed characters are ones a kind holds: ASCII digits, after
  /// one `+` when the kind takes a leading plus.
  static func holdsTyped(_ bytes: some Collection<UInt8>, format: ResolvedKind) -> Bool {
    var rest = bytes[...]
    if format.takesLeadingPlus, rest.first == plus { rest = rest.dropFirst() }
    return rest.allSatisfy { (0x30...0x39).contains($0) }
  }
}

extension KeypadField {
  /// The exact value of a decimal field, `nil` when it is empty, holds a
  /// lone minus, or the field is of another kind.
  var decimalValue: ExactDecimal? {
    kind.isDecimal ? state.value(rules: rules) : nil
  }
}

extension KeypadField {
  /// The typed characters, as a kind of digits reads them: for the kinds
  /// of the package's other modules (phone numbers).
  package var typedCharacters: String { state.text }
}
