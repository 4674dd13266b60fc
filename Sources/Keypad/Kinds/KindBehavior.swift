/// What a field asks its kind: what a key, an edit and a paste make of the
/// typed characters, how they show, and what they are worth.
///
/// A field holds its typed characters (``TypedText``) and its selection,
/// keeps the undo steps and maps its display's offsets; everything that
/// depends on the kind it asks here, the same way for every kind. Two
/// behaviours answer: ``DecimalKind``, a number typed on the keypad's
/// rules (<doc:KeypadRules>), and ``FormatKind``, typed digits that a
/// format (an ``EngineKindFormat``) checks and lays out: a pattern, a
/// code, a card number, an expiry, a security code, a date, a kind of
/// one's own. ``ResolvedKind`` holds the field's.
///
/// Nothing here records a step of undo or reads the field's display: the
/// field does both around what its kind answers.
protocol KindBehavior: Sendable {
  // MARK: Edits

  /// Applies a key at the selection, changing the typed characters and
  /// the selection.
  func press(
    _ key: Key, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome

  /// Replaces the typed characters in `range` with `inserted` (ASCII
  /// digits, and the `-`, `.` or `+` a kind may take), the result checked
  /// as a whole, and puts the caret after what went in.
  func replace(
    _ range: Range<Int>, with inserted: some Collection<UInt8>, typed: inout TypedText,
    selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome

  /// Where a decimal key typed at a caret puts the caret rather than going
  /// in: right after the separator, when the rules jump there
  /// (``SecondDecimalKey/jump``) and the number has one; else `nil`.
  func separatorJump(in typed: TypedText, rules: FieldRules) -> Selection?

  /// Whether a character typed at a caret after `count` typed characters
  /// is accepted and changes nothing: a literal where the layout shows it
  /// next.
  func ignores(
    _ character: Character, afterTyped count: Int, in typed: TypedText, symbols: NumberSymbols
  ) -> Bool

  /// What a character that is no key does, typed at a caret after `count`
  /// typed characters: `nil` when the kind reads nothing in it, else the
  /// outcome, the typed characters changed when it is accepted and the
  /// selection kept (counted from the end); a literal after a segment of
  /// one digit completes it with a leading zero.
  func typing(_ character: Character, afterTyped count: Int, typed: inout TypedText)
    -> KeyOutcome?

  /// Whether a typed `+` is a typed character, first and once.
  var takesLeadingPlus: Bool { get }

  /// The typed character that Backspace deletes when the caret stands in
  /// formatting right after `position` typed characters: the one before
  /// it, or `nil` when none stands before it on the screen.
  func deletedByBackspace(atTyped position: Int, in field: KeypadField) -> Range<Int>?

  /// What a pasted text puts in over `range` of the typed characters, or
  /// over the whole value for `nil` (a paste of the whole field, a value
  /// set as text).
  ///
  /// - Throws: ``EntryRejection/unparseable`` when the kind reads nothing
  ///   it takes in the text, or the rule the whole new value breaks.
  func pasting(_ text: String, over range: Range<Int>?, in field: KeypadField)
    throws(EntryRejection) -> Pasting

  /// The typed characters of a value set directly.
  func typed(for value: FieldValue, in field: KeypadField) throws(EntryRejection) -> TypedText

  /// The typed characters of the value plus `delta`, clamped to the rules'
  /// bounds; a kind that holds no number refuses it (`digits-only`).
  func stepped(_ typed: TypedText, by delta: ExactDecimal, rules: FieldRules)
    throws(EntryRejection) -> TypedText

  // MARK: The display

  /// The display while the field is edited, or while it is not.
  func display(of field: KeypadField, editing: Bool) -> String

  /// The UTF-16 offset in the editing display right after each count of
  /// typed characters; element 0 is the start.
  func caretOffsets(in field: KeypadField) -> [Int]

  /// The editing display's UTF-16 range of the field's selection.
  func selectionRange(in field: KeypadField) -> Range<Int>

  /// Where the typed characters' part of the editing display lies, the
  /// formatting before and after it left out.
  func numberRange(in field: KeypadField) -> Range<Int>

  /// The typed characters before a UTF-16 offset into the editing
  /// display, given ``caretOffsets(in:)``.
  func typedPosition(atUTF16 offset: Int, offsets: [Int], in field: KeypadField) -> Int

  #if !hasFeature(Embedded)
  /// How the kind describes itself to a person (``KindDescription``): not
  /// in Embedded Swift, whose front end (the browser's) has no help line.
  func description(of field: KeypadField) -> KindDescription
  #endif

  // MARK: The value

  /// What the typed characters are worth, `nil` when nothing is.
  func value(of typed: TypedText, rules: FieldRules) -> FieldValue?

  /// Whether the typed characters hold nothing Done would check: none, or
  /// a lone minus.
  func holdsNothing(_ typed: TypedText) -> Bool

  /// The failure Done reports for typed characters that hold something.
  func validate(_ typed: TypedText, rules: FieldRules, in context: ValidationContext)
    -> ValidationCode?

  /// Whether the field is full, so that a field that advances when
  /// complete moves on.
  func isComplete(_ typed: TypedText) -> Bool

  /// Whether the field has all the digits it takes, valid or not: a card
  /// number of 16 digits that fails the Luhn check is full but not
  /// complete.
  func isFull(_ typed: TypedText) -> Bool

  /// What a listener hears for the value, `nil` when nothing is typed.
  func spokenValue(of field: KeypadField) -> SpokenValue?

  /// Whether the digits must never be shown to assistive technologies or
  /// said: a secure code's.
  func hidesDigits(locale: String) -> Bool

  /// The markers of AM and PM a time on a 12-hour clock shows, which the
  /// day-period key chooses between; empty for any other kind.
  var dayPeriods: [String] { get }

  /// How many digits every value of the kind has, when that is one number:
  /// a code of four digits.
  var fixedLength: Int? { get }

  /// The brand the typed digits tell, in a kind of card numbers.
  func cardBrand(of typed: TypedText) -> CardBrand?

  /// The kind in another locale, with the typed characters carried over,
  /// when the kind follows its field's locale and changes with it (a
  /// date's order and calendar); `nil` when it stays as it is.
  func relocalized(to localeID: String, typed: TypedText) throws(LocaleError) -> Relocalized?

  #if !hasFeature(Embedded)
  /// The format of a kind of digits, `nil` for the decimal kind.
  var anyFormat: (any KindFormat)? { get }
  #endif
}

extension KindBehavior {
  /// A digit key at the selection: the digit replaces it, as every kind's
  /// edit away from a calculator's end does.
  @inline(__always)
  func typeDigit(
    _ value: UInt8, at range: Range<Int>, typed: inout TypedText, selection: inout Selection,
    rules: FieldRules
  ) -> KeyOutcome {
    guard value <= 9 else { return .rejected(.invalidCharacter) }
    return replace(
      range, with: CollectionOfOne(0x30 + value), typed: &typed, selection: &selection,
      rules: rules)
  }

  /// Backspace at the selection: a selection is deleted, else the typed
  /// character before the caret, and nothing at the start.
  @inline(__always)
  func deleteBackward(
    at range: Range<Int>, typed: inout TypedText, selection: inout Selection, rules: FieldRules
  ) -> KeyOutcome {
    guard range.isEmpty else {
      return replace(
        range, with: EmptyCollection(), typed: &typed, selection: &selection, rules: rules)
    }
    guard range.lowerBound > 0 else { return .accepted }
    return replace(
      (range.lowerBound - 1)..<range.lowerBound, with: EmptyCollection(), typed: &typed,
      selection: &selection, rules: rules)
  }

  /// The clear key: nothing typed, the caret at the end.
  @inline(__always)
  func clearAll(typed: inout TypedText, selection: inout Selection) -> KeyOutcome {
    typed = TypedText()
    selection = .end
    return .accepted
  }
}

/// What a pasted text puts in a field (``KindBehavior/pasting(_:over:in:)``).
enum Pasting {
  /// Typed characters to go in at the range, as an edit does.
  case inserting([UInt8])
  /// A whole new value, checked, the caret at the end.
  case replacingAll(TypedText)
}

/// A kind made anew in another locale (``KindBehavior/relocalized(to:typed:)``).
struct Relocalized {
  /// The kind in the new locale.
  let kind: ResolvedKind
  /// The field's typed characters, carried over.
  let typed: TypedText
  /// Carries other typed characters of the old kind over, `nil` when they
  /// cannot be: what a form keeps of the field (its revert point).
  let carrying: (TypedText) -> TypedText?
}
