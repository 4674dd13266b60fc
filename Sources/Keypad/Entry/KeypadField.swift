/// One numeric field: its rules, its locale and what has been typed.
///
/// This is the type an app holds per text field. Feed it keys, typed
/// characters or a paste; read back the exact ``value`` and the localized
/// ``display(editing:)``. The field has a selection in the display (a caret at the
/// end at first): keys, characters and edits act there, and every change can
/// be undone. See <doc:EditingAtACaret>.
///
/// ```swift
/// var amount = try KeypadField(locale: "de_DE", rules: FieldRules(allowNegative: true))
/// for character in "-1234,5" { amount.type(character) }
/// amount.display(editing: true)          // "-1.234,5"
/// amount.value?.description  // "-1234.5"
/// try amount.setLocale("en_IN")
/// amount.display(editing: true)          // "-1,234.5"
/// ```
public struct KeypadField: Sendable {
  /// The field's limits and entry mode.
  public let rules: FieldRules
  /// The locale's symbols the field displays with.
  public private(set) var symbols: NumberSymbols
  /// The symbols the display is built with: those of the rules' display
  /// style with its affixes, or ``symbols`` itself for
  /// ``DisplayStyle/decimal`` (see `KeypadField+Style.swift`).
  private(set) var displaySymbols: NumberSymbols
  /// The rules' kind in the field's locale, which every edit asks.
  private(set) var kind: ResolvedKind
  /// What has been typed, as the kind reads it.
  @_spi(Engine) public internal(set) var typed = TypedText()
  /// The selection, in typed characters from the end.
  var storedSelection = Selection.end
  /// The undo and redo steps.
  var history = EditHistory()

  /// Creates an empty field for the given symbols.
  ///
  /// A kind that depends on the locale, such as ``FieldKind/date(min:max:)``,
  /// takes the symbols' ``NumberSymbols/localeID``.
  ///
  /// - Throws: ``LocaleError`` when the rules' kind cannot be used in the
  ///   locale: a date whose calendar digits cannot type. A decimal field
  ///   never throws.
  @_spi(Engine) public init(symbols: NumberSymbols, rules: FieldRules = .standard)
    throws(LocaleError)
  {
    try self.init(symbols: symbols, localeID: symbols.localeID, rules: rules)
  }

  /// Creates an empty field for a locale id such as `de_CH` or `de-CH`.
  ///
  /// A kind that depends on the locale takes the id as given, with its
  /// keywords: a date field of `ar_SA@calendar=islamic-umalqura` is typed
  /// in that calendar.
  ///
  /// - Throws: ``LocaleError`` when ICU has no data for the id, or the rules'
  ///   kind cannot be used in it.
  public init(locale: String, rules: FieldRules = .standard) throws(LocaleError) {
    try self.init(symbols: try NumberSymbols.locale(locale), localeID: locale, rules: rules)
  }

  /// Creates an empty field whose locale-dependent kind takes `localeID`.
  init(symbols: NumberSymbols, localeID: String, rules: FieldRules) throws(LocaleError) {
    self.symbols = symbols
    self.rules = rules
    self.displaySymbols = Self.styleSymbols(for: rules, in: symbols) ?? symbols
    self.kind = try ResolvedKind(rules.kind, localeID: localeID)
  }

  #if !hasFeature(Embedded)
  /// The field's format when it is of the given type, in the field's
  /// locale (a date's in its order and calendar); `nil` when it is of
  /// another type, and in a decimal field.
  ///
  /// A kind's own module reads its format this way (KeypadPhone, its phone
  /// numbers' region); a front end asks ``kindDescription`` instead.
  ///
  /// ```swift
  /// let day = try KeypadField(locale: "de_DE", rules: FieldRules(kind: .date()))
  /// day.format(as: DateFormat.self)?.pattern  // "dd.MM.yyyy"
  /// day.format(as: CardFormat.self)           // nil
  /// ```
  @_spi(Engine) public func format<Format: KindFormat>(as type: Format.Type) -> Format? {
    kind.format(as: type)
  }

  /// The format of a field of any kind but decimal, in the field's locale;
  /// `nil` in a decimal field: for the fuzzers' invariants of each kind.
  @_spi(Engine) public var format: (any KindFormat)? { kind.anyFormat }
  #endif

  /// What the field's typed characters are worth, in any kind: the exact
  /// decimal of a decimal field (``FieldValue/decimal``), the digits of a
  /// code or a card, a date, a phone number; `nil` when the field is empty,
  /// holds a lone minus, or holds a kind's value not yet whole (a date half
  /// typed).
  ///
  /// ```swift
  /// var amount = try KeypadField(locale: "en_US")
  /// for character in "12.5" { amount.type(character) }
  /// amount.value           // .decimal(ExactDecimal("12.5")!)
  /// amount.value?.decimal  // ExactDecimal("12.5")
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 4...4)))
  /// for character in "0042" { pin.type(character) }
  /// pin.value              // .digits("0042")
  /// ```
  public var value: FieldValue? { value(of: typed) }

  /// The text to draw for the field, naming whether it is being edited.
  ///
  /// While the field is edited (`editing: true`) this is what was typed, in
  /// the locale's digits and symbols and grouped as ICU groups it: `12.5`
  /// stays `12.5`, and ``selection`` and ``numberRange`` are offsets into
  /// it. Not being edited (`editing: false`) it is the finished value: a
  /// decimal with all of the rules' fraction digits (`12.50`), a date or a
  /// card as its kind shows one at rest, and `""` for an empty field or a
  /// lone minus. In a currency or percent style the number sits inside
  /// ICU's affixes for the style either way (see <doc:MoneyAndPercentages>).
  /// A form draws its active field editing and every other one not
  /// (``KeypadForm/display(of:)``).
  ///
  /// ```swift
  /// let dollars = try FieldRules(currency: Currency("USD"), style: .currency())
  /// var price = try KeypadField(locale: "en_US", rules: dollars)
  /// for character in "12.5" { price.type(character) }
  /// price.display(editing: true)   // "$12.5"
  /// price.display(editing: false)  // "$12.50"
  /// ```
  @inlinable
  public func display(editing: Bool) -> String {
    editing ? display : displayWhenNotEditing
  }

  /// The text while the field is edited; ``display(editing:)`` is the
  /// public way to ask.
  @usableFromInline
  var display: String { kind.display(of: self, editing: true) }

  /// Presses a key of the number pad at the selection.
  ///
  /// A digit, `00` or the decimal key replaces the selection, or goes in at
  /// the caret; ``Key/backspace`` is ``deleteBackward()``; ``Key/sign``
  /// toggles the minus and keeps the selection; ``Key/clear`` empties the
  /// field. With the caret at the end, as in a new field, keys act as on a
  /// calculator. `00` is two `0` keys: the zeros that fit go in, and when
  /// only the first does, the outcome is ``KeyOutcome/partlyAccepted(_:)``
  /// with the reason the second was refused (one step of undo).
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US")
  /// for character in "1234" { field.type(character) }
  /// field.select(utf16Range: 1..<1)  // 1|,234
  /// field.press(.digit(9))               // .accepted
  /// field.display(editing: true)                        // "19,234"
  /// field.selection                      // 2..<2: 19|,234
  /// ```
  ///
  /// With ``FieldRules/secondDecimal`` ``SecondDecimalKey/jump``, the
  /// decimal key that would be refused as `duplicate-decimal` puts the
  /// caret right after the separator instead, and changes nothing else.
  @discardableResult
  public mutating func press(_ key: Key) -> KeyOutcome {
    let before = EditSnapshot(typed: typed.copy, selection: storedSelection)
    let outcome = kind.press(key, typed: &typed, selection: &storedSelection, rules: rules)
    if outcome.isAccepted, typed != before.typed {
      history.record(before, selectionAfter: storedSelection)
    }
    return outcome
  }

  /// Types one character at the selection, mapped to a key with
  /// ``key(for:)``, as ``press(_:)`` does.
  ///
  /// A literal of the kind's pattern typed where the pattern shows it next
  /// is accepted and changes nothing; in a kind that takes a leading `+`
  /// (a phone number), a typed `+` goes in at the caret, and only first.
  ///
  /// - Returns: The key's outcome, or `.rejected(.invalidCharacter)` when the
  ///   character is no key here.
  @discardableResult
  public mutating func type(_ character: Character) -> KeyOutcome {
    let range = storedSelection.typedRange(count: typed.count)
    if range.isEmpty,
      kind.ignores(character, afterTyped: range.lowerBound, in: typed, symbols: symbols)
    {
      return .accepted
    }
    if range.isEmpty, let outcome = typing(character, afterTyped: range.lowerBound) {
      return outcome
    }
    if kind.takesLeadingPlus, Self.isPlus(character) {
      return change(replacing: range, with: [TypedText.plus])
    }
    guard let key = key(for: character) else { return .rejected(.invalidCharacter) }
    return press(key)
  }

  /// Whether a character is a plus sign, ASCII or full-width.
  static func isPlus(_ character: Character) -> Bool {
    character.hasSameUTF8(as: "+") || character.hasSameUTF8(as: "\u{FF0B}")
  }

  /// The key a typed character stands for in this field, or `nil`.
  ///
  /// Any script's decimal digits map to digit keys, a decimal mark or the
  /// locale's separator to the decimal key, a minus to the sign key (see
  /// <doc:KeypadRules>), with the separators the field shows, then with the
  /// locale's: a currency format may have a
  /// separator of its own, such as the `$` of `1$50 €` in kea_CV, and the
  /// field takes both.
  ///
  /// ```swift
  /// let euros = try FieldRules(currency: Currency("EUR"), style: .currency())
  /// let field = try KeypadField(locale: "kea_CV", rules: euros)
  /// field.key(for: "$")  // .decimal
  /// field.key(for: ",")  // .decimal
  /// ```
  public func key(for character: Character) -> Key? {
    if let key = Key(character: character, symbols: displaySymbols) { return key }
    return isStyled ? Key(character: character, symbols: symbols) : nil
  }

  /// Replaces the value with a whole pasted text, parsed in the field's
  /// locale, when it is a number within the rules; the caret goes to the
  /// end. (To paste at the caret, use ``replace(utf16Range:with:)``.)
  ///
  /// A refused paste is a result, as a refused key is, and changes nothing.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "fr_FR")
  /// field.paste(" 1 234,5 ")  // .accepted: value 1234.5
  /// field.paste("1,2,3")      // .rejected(.unparseable): value still 1234.5
  /// ```
  ///
  /// A field with a display style reads the text with the separators it
  /// shows (a currency format may have its own, as in en_SI), and also takes
  /// the number inside the style's own affixes, so what it shows pastes
  /// back: `$1,234.50` or `($12.50)` in a US dollar field, `12,5 %` in a
  /// French percent field. A money field reads the locale's standard and
  /// accounting forms both, with the symbol or without it: `-$1.50`,
  /// `($1.50)`, `(1.50)` and `-1.50` are all -1.50 in a US dollar field.
  /// White space and bidi marks in them may be missing; another
  /// currency's symbol is `unparseable`.
  ///
  /// - Returns: ``KeyOutcome/accepted``, or ``KeyOutcome/rejected(_:)``
  ///   with ``EntryRejection/unparseable``, ``EntryRejection/maxIntegerDigits``,
  ///   ``EntryRejection/maxFractionDigits``, ``EntryRejection/wholeNumbersOnly``,
  ///   ``EntryRejection/negativeNotAllowed`` or a kind's rejection; the
  ///   field is then unchanged.
  @discardableResult
  public mutating func paste(_ text: String) -> KeyOutcome {
    do throws(EntryRejection) {
      try readPaste(text)
      return .accepted
    } catch {
      return .rejected(error)
    }
  }

  /// ``paste(_:)``, its rejection thrown (``setValue(_:)`` throws it).
  private mutating func readPaste(_ text: String) throws(EntryRejection) {
    switch try kind.pasting(text, over: nil, in: self) {
    case .replacingAll(let typed): commit(typed)
    case .inserting(let characters):
      if let rejection = change(replacing: 0..<typed.count, with: characters).rejection {
        throw rejection
      }
    }
  }

  /// Sets the value directly, as a form does with an initial value.
  ///
  /// The caret goes to the end. It is one step of undo. A decimal field
  /// takes a ``FieldValue/decimal(_:)`` exactly as it is (`12.50` keeps its
  /// two fraction digits); any other value, and any value in a field of
  /// another kind, is read as a paste of its ``FieldValue/text`` (a code's
  /// digits `0042`, a date's ISO text `2026-12-24`).
  ///
  /// ```swift
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 4...4)))
  /// try pin.setValue(.digits("0042"))
  /// pin.value  // .digits("0042")
  /// ```
  ///
  /// - Throws: The rule the value breaks, ``EntryRejection/unparseable``
  ///   when the field cannot read it; the field is then unchanged.
  public mutating func setValue(_ value: FieldValue?) throws(EntryRejection) {
    guard let value else {
      commit(TypedText())
      return
    }
    commit(try kind.typed(for: value, in: self))
  }

  /// Switches the locale, keeping the value and re-rendering it.
  ///
  /// The selection keeps the same typed characters after it. A locale
  /// switch is no step of undo.
  ///
  /// A date that takes its field's locale is put in the new locale's order,
  /// calendar and digits, keeping its date or its typed segments (see
  /// <doc:Dates>), and its undo history is forgotten; one whose typed
  /// digits the new order cannot hold stays as it was.
  ///
  /// - Throws: ``LocaleError`` for an id ``NumberSymbols/locale(_:)``
  ///   refuses, or, in a date field, whose calendar digits cannot type; the
  ///   field is then unchanged.
  public mutating func setLocale(_ id: String) throws(LocaleError) {
    try setSymbols(try NumberSymbols.locale(id), localeID: id)
  }

  /// Switches to symbols already loaded, keeping the value, as
  /// ``setLocale(_:)`` does with the symbols' ``NumberSymbols/localeID``.
  ///
  /// - Throws: ``LocaleError`` in a date field whose calendar digits cannot
  ///   type; the field is then unchanged.
  @_spi(Engine) public mutating func setSymbols(_ symbols: NumberSymbols) throws(LocaleError) {
    try setSymbols(symbols, localeID: symbols.localeID)
  }

  /// Switches to symbols, a kind that follows the field (a date of its
  /// locale) taking `localeID`.
  ///
  /// - Returns: How the kind made anew carries other typed characters of
  ///   the old one, when it was made anew.
  @discardableResult
  mutating func setSymbols(_ symbols: NumberSymbols, localeID: String) throws(LocaleError)
    -> ((TypedText) -> TypedText?)?
  {
    let relocalized = try kind.relocalized(to: localeID, typed: typed)
    self.symbols = symbols
    displaySymbols = Self.styleSymbols(for: rules, in: symbols) ?? symbols
    guard let relocalized else { return nil }
    kind = relocalized.kind
    typed = relocalized.typed
    storedSelection = .end
    history.removeAll()
    return relocalized.carrying
  }
}
