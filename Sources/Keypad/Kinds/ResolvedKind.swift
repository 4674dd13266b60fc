/// A field's kind in its locale: what the field asks on every edit
/// (``KindBehavior``), the same way whatever the kind.
///
/// The built-in kinds are a closed set, made here from the rules' kind by
/// one switch over ``FieldKind``'s cases; a kind of one's own only outside
/// Embedded Swift, which has no values of a protocol type. Each is the
/// decimal kind (``DecimalKind``), or a kind of digits whose format
/// decides (``FormatKind``): a pattern, a code, a card number, an expiry,
/// a security code, a date (in the field's locale, or its own), a time of
/// day, a kind of one's own. Every question goes to the one the field holds, which
/// answers it for its kind.
enum ResolvedKind: KindBehavior {
  /// A decimal number: the rules' own entry.
  case decimal(DecimalKind)
  /// Digits shown and checked by a format.
  case format(FormatKind)

  /// The kind in a locale.
  ///
  /// - Parameters:
  ///   - kind: The rules' kind.
  ///   - localeID: The locale a date that follows its field takes.
  /// - Throws: ``LocaleError`` when a date or a time cannot be typed in the
  ///   locale.
  init(_ kind: FieldKind, localeID: String) throws(LocaleError) {
    switch kind.storage {
    case .decimal: self = .decimal(DecimalKind())
    case .digits(let format): self = .format(FormatKind(format))
    case .code(let format): self = .format(FormatKind(format))
    #if !KEYPAD_NUMBERS_ONLY
    case .card: self = .format(FormatKind(CardFormat()))
    case .expiry: self = .format(FormatKind(ExpiryFormat()))
    case .securityCode(let format): self = .format(FormatKind(format))
    case .date(let min, let max):
      let format = try DateFormat(locale: localeID, min: min, max: max)
      self = .format(FormatKind(format, followsField: true))
    case .fixedDate(let format): self = .format(FormatKind(format))
    case .time(let seconds, let min, let max, let step):
      let format = try TimeFormat(
        locale: localeID, seconds: seconds, min: min, max: max, step: step)
      self = .format(FormatKind(format, followsField: true))
    case .duration(let units, let max):
      let format = try DurationFormat(locale: localeID, units: units, max: max)
      self = .format(FormatKind(format, followsField: true))
    #endif
    #if !hasFeature(Embedded)
    case .custom(let custom): self = .format(FormatKind(custom))
    #endif
    }
  }

  // MARK: KindBehavior, answered by the kind the field holds

  @inline(__always)
  func press(
    _ key: Key, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    switch self {
    case .decimal(let kind): kind.press(key, typed: &typed, selection: &selection, rules: rules)
    case .format(let kind): kind.press(key, typed: &typed, selection: &selection, rules: rules)
    }
  }

  func replace(
    _ range: Range<Int>, with inserted: some Collection<UInt8>, typed: inout TypedText,
    selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    switch self {
    case .decimal(let kind):
      kind.replace(range, with: inserted, typed: &typed, selection: &selection, rules: rules)
    case .format(let kind):
      kind.replace(range, with: inserted, typed: &typed, selection: &selection, rules: rules)
    }
  }

  func separatorJump(in typed: TypedText, rules: FieldRules) -> Selection? {
    switch self {
    case .decimal(let kind): kind.separatorJump(in: typed, rules: rules)
    case .format(let kind): kind.separatorJump(in: typed, rules: rules)
    }
  }

  func ignores(
    _ character: Character, afterTyped count: Int, in typed: TypedText, symbols: NumberSymbols
  ) -> Bool {
    switch self {
    case .decimal(let kind): kind.ignores(character, afterTyped: count, in: typed, symbols: symbols)
    case .format(let kind): kind.ignores(character, afterTyped: count, in: typed, symbols: symbols)
    }
  }

  func typing(_ character: Character, afterTyped count: Int, typed: inout TypedText)
    -> KeyOutcome?
  {
    switch self {
    case .decimal(let kind): kind.typing(character, afterTyped: count, typed: &typed)
    case .format(let kind): kind.typing(character, afterTyped: count, typed: &typed)
    }
  }

  var takesLeadingPlus: Bool {
    switch self {
    case .decimal(let kind): kind.takesLeadingPlus
    case .format(let kind): kind.takesLeadingPlus
    }
  }

  func deletedByBackspace(atTyped position: Int, in field: KeypadField) -> Range<Int>? {
    switch self {
    case .decimal(let kind): kind.deletedByBackspace(atTyped: position, in: field)
    case .format(let kind): kind.deletedByBackspace(atTyped: position, in: field)
    }
  }

  func pasting(_ text: String, over range: Range<Int>?, in field: KeypadField)
    throws(EntryRejection) -> Pasting
  {
    switch self {
    case .decimal(let kind): try kind.pasting(text, over: range, in: field)
    case .format(let kind): try kind.pasting(text, over: range, in: field)
    }
  }

  func typed(for value: FieldValue, in field: KeypadField) throws(EntryRejection) -> TypedText {
    switch self {
    case .decimal(let kind): try kind.typed(for: value, in: field)
    case .format(let kind): try kind.typed(for: value, in: field)
    }
  }

  func stepped(_ typed: TypedText, by delta: ExactDecimal, rules: FieldRules)
    throws(EntryRejection) -> TypedText
  {
    switch self {
    case .decimal(let kind): try kind.stepped(typed, by: delta, rules: rules)
    case .format(let kind): try kind.stepped(typed, by: delta, rules: rules)
    }
  }

  @inline(__always)
  func display(of field: KeypadField, editing: Bool) -> String {
    switch self {
    case .decimal(let kind): kind.display(of: field, editing: editing)
    case .format(let kind): kind.display(of: field, editing: editing)
    }
  }

  func caretOffsets(in field: KeypadField) -> [Int] {
    switch self {
    case .decimal(let kind): kind.caretOffsets(in: field)
    case .format(let kind): kind.caretOffsets(in: field)
    }
  }

  func selectionRange(in field: KeypadField) -> Range<Int> {
    switch self {
    case .decimal(let kind): kind.selectionRange(in: field)
    case .format(let kind): kind.selectionRange(in: field)
    }
  }

  func numberRange(in field: KeypadField) -> Range<Int> {
    switch self {
    case .decimal(let kind): kind.numberRange(in: field)
    case .format(let kind): kind.numberRange(in: field)
    }
  }

  func typedPosition(atUTF16 offset: Int, offsets: [Int], in field: KeypadField) -> Int {
    switch self {
    case .decimal(let kind): kind.typedPosition(atUTF16: offset, offsets: offsets, in: field)
    case .format(let kind): kind.typedPosition(atUTF16: offset, offsets: offsets, in: field)
    }
  }

  #if !hasFeature(Embedded)
  func description(of field: KeypadField) -> KindDescription {
    switch self {
    case .decimal(let kind): kind.description(of: field)
    case .format(let kind): kind.description(of: field)
    }
  }
  #endif

  func value(of typed: TypedText, rules: FieldRules) -> FieldValue? {
    switch self {
    case .decimal(let kind): kind.value(of: typed, rules: rules)
    case .format(let kind): kind.value(of: typed, rules: rules)
    }
  }

  func holdsNothing(_ typed: TypedText) -> Bool {
    switch self {
    case .decimal(let kind): kind.holdsNothing(typed)
    case .format(let kind): kind.holdsNothing(typed)
    }
  }

  func validate(_ typed: TypedText, rules: FieldRules, in context: ValidationContext)
    -> ValidationCode?
  {
    switch self {
    case .decimal(let kind): kind.validate(typed, rules: rules, in: context)
    case .format(let kind): kind.validate(typed, rules: rules, in: context)
    }
  }

  func isComplete(_ typed: TypedText) -> Bool {
    switch self {
    case .decimal(let kind): kind.isComplete(typed)
    case .format(let kind): kind.isComplete(typed)
    }
  }

  func isFull(_ typed: TypedText) -> Bool {
    switch self {
    case .decimal(let kind): kind.isFull(typed)
    case .format(let kind): kind.isFull(typed)
    }
  }

  func spokenValue(of field: KeypadField) -> SpokenValue? {
    switch self {
    case .decimal(let kind): kind.spokenValue(of: field)
    case .format(let kind): kind.spokenValue(of: field)
    }
  }

  func hidesDigits(locale: String) -> Bool {
    switch self {
    case .decimal(let kind): kind.hidesDigits(locale: locale)
    case .format(let kind): kind.hidesDigits(locale: locale)
    }
  }

  var dayPeriods: [String] {
    switch self {
    case .decimal(let kind): kind.dayPeriods
    case .format(let kind): kind.dayPeriods
    }
  }

  var fixedLength: Int? {
    switch self {
    case .decimal(let kind): kind.fixedLength
    case .format(let kind): kind.fixedLength
    }
  }

  func cardBrand(of typed: TypedText) -> CardBrand? {
    switch self {
    case .decimal(let kind): kind.cardBrand(of: typed)
    case .format(let kind): kind.cardBrand(of: typed)
    }
  }

  func relocalized(to localeID: String, typed: TypedText) throws(LocaleError) -> Relocalized? {
    switch self {
    case .decimal(let kind): try kind.relocalized(to: localeID, typed: typed)
    case .format(let kind): try kind.relocalized(to: localeID, typed: typed)
    }
  }

  #if !hasFeature(Embedded)
  /// The format when it is of the given type, else `nil`.
  func format<Format: KindFormat>(as type: Format.Type) -> Format? { anyFormat as? Format }

  var anyFormat: (any KindFormat)? {
    switch self {
    case .decimal(let kind): kind.anyFormat
    case .format(let kind): kind.anyFormat
    }
  }
  #endif
}

extension FormatKind {
  /// The kind of a format.
  init(_ format: some EngineKindFormat, followsField: Bool = false) {
    self.init(format: FormatBox(format), followsField: followsField)
  }
}
