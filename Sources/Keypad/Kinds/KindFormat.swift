/// How a kind of field shows what was typed, and what it is worth.
///
/// A field of any kind but the decimal one holds what the person typed as
/// a string of ASCII digits (after one `+` in a kind that
/// takes a leading plus, as phone numbers do). Its kind's format decides the rest: whether
/// an edit may leave those digits (``check(_:)``), the display and where
/// each typed digit sits in it (``layout(of:symbols:)``), the value, the
/// check Done makes and whether the field is full. Selection, range
/// replacement, Backspace over formatting, undo and redo, paste and the
/// form's navigation are the field's, the same for every kind: a format
/// never computes a caret. See <doc:CodesCardsAndPatterns>.
///
/// A kind defined outside `Keypad` conforms and is put in rules with
/// ``FieldKind/custom(_:)``. Three requirements make a kind (``kindName``,
/// ``check(_:)``, ``layout(of:symbols:)``); the literals, the value, Done's
/// check, what a listener hears and how the kind describes itself to a
/// person have defaults. The field reads the rest
/// from these: a literal typed where the layout shows it next is accepted
/// and changes nothing, and the field is full when ``check(_:)`` refuses
/// every digit more:
///
/// ```swift
/// struct Pairs: KindFormat {
///   var kindName: String { "pairs" }
///   func check(_ typed: String) -> EntryRejection? {
///     typed.count > 6 ? .maxLength : nil
///   }
///   func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
///     var text = FormattedText()
///     for (index, digit) in typed.enumerated() {
///       if index > 0, index % 2 == 0 { text.appendFormatting(".") }
///       text.appendTyped(String(digit))
///     }
///     return text
///   }
/// }
/// var field = try KeypadField(locale: "en_US", rules: FieldRules(kind: .custom(Pairs())))
/// for character in "12345" { field.type(character) }
/// field.display(editing: true)  // "12.34.5"
/// ```
public protocol KindFormat: Sendable, Hashable {
  /// The kind's name in form files and answers, such as `digits`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "### ###").kindName  // "digits"
  /// ```
  var kindName: String { get }

  /// Whether an edit may leave these typed digits: `nil` when it may, else
  /// the rejection, such as ``EntryRejection/maxLength``.
  ///
  /// Every edit is checked as a whole before it is applied; a rejected one
  /// changes nothing.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try CodeFormat(length: 4...4).check("12345")  // .maxLength
  /// ```
  func check(_ typed: String) -> EntryRejection?

  /// The display of the typed digits, each typed digit marked.
  ///
  /// `typed` holds ASCII digits only (after a `+` when the kind
  /// takes a leading plus, marked as a typed character too). The text must
  /// hold the typed digits in order, each appended with
  /// ``FormattedText/appendTyped(_:)`` (shown as the format likes: an
  /// ASCII or a locale digit, a `•`), and
  /// the formatting between them with
  /// ``FormattedText/appendFormatting(_:)``.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "##-##").layout(of: "123", symbols: try .locale("en_US")).text
  /// // "12-3"
  /// ```
  func layout(of typed: String, symbols: NumberSymbols) -> FormattedText

  /// Whether this character is formatting of the kind's (a pattern's
  /// literal): a pasted text may hold it between its digits (white space
  /// always may), and typed where the layout shows it next it is accepted
  /// and changes nothing.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "##-##").isLiteral("-")  // true
  /// ```
  func isLiteral(_ character: Character) -> Bool

  /// What the typed digits are worth, or `nil` when nothing is typed.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "### ###").value(of: "123456")  // .digits("123456")
  /// ```
  func value(of typed: String) -> FieldValue?

  /// The failure Done reports for these typed digits (not empty), or
  /// `nil`: it may look at the day and the other fields' values.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let context = ValidationContext(today: CalendarDay("2027-12-01"), values: [:])
  /// ExpiryFormat().validate("1127", in: context)  // .expired
  /// ```
  func validate(_ typed: String, in context: ValidationContext) -> ValidationCode?

  /// What a listener hears for the typed digits (not empty) in a locale:
  /// the digits in groups as shown, after a name such as a card's brand; a
  /// text of the kind's own (an expiry's month and year); or, for digits
  /// that must not be said, their count alone.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "## ##").speech(of: "123", locale: "en_US")
  /// // .digits(name: nil, groups: ["12", "3"])
  /// CardFormat().speech(of: "4242", locale: "en_US")  // .digits(name: "Visa", groups: ["4242"])
  /// ExpiryFormat().speech(of: "1227", locale: "en_US")  // .text("December 2027")
  /// try CodeFormat(length: 4...4, secure: true).speech(of: "12", locale: "en_US")  // .count
  /// ```
  func speech(of typed: String, locale: String) -> KindSpeech

  /// How the kind describes itself to a person, with what the typed digits
  /// tell so far: its name in words, the pattern it shows and notes such as
  /// a card's brand.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// ExpiryFormat().description(of: "")  // KindDescription(name: "expiry", pattern: "MM/YY")
  /// CardFormat().description(of: "37").notes  // ["American Express"]
  /// ```
  func description(of typed: String) -> KindDescription
}

extension KindFormat {
  /// No character but white space is formatting in a paste.
  public func isLiteral(_ character: Character) -> Bool { false }

  /// The digits themselves, or `nil` when none is typed.
  public func value(of typed: String) -> FieldValue? {
    typed.isEmpty ? nil : .digits(typed)
  }

  /// Done takes any digits.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    nil
  }

  /// All digits in one group, with no name.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    .digits(name: nil, groups: [typed])
  }

  /// The kind's name (``kindName``), with no pattern and no note.
  public func description(of typed: String) -> KindDescription {
    KindDescription(name: kindName)
  }
}

extension KindFormat {
  /// A literal (``KindFormat/isLiteral(_:)``) that the layout shows right
  /// before the typed character at `count`, or, at the end, before one
  /// more digit.
  func defaultIgnores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    guard isLiteral(character) else { return false }
    var shownTyped = typed
    if count == typed.utf8.count {
      shownTyped = String(decoding: Array(typed.utf8) + [0x30], as: UTF8.self)
      guard check(shownTyped) == nil else { return false }
    }
    let layout = layout(of: shownTyped, symbols: symbols)
    let offsets = layout.caretOffsets
    guard count >= 0, count + 1 < offsets.count else { return false }
    // The formatting before that typed character, then the character as
    // shown, which is not a literal.
    let shown = layout.text.utf16.dropFirst(offsets[count]).prefix(
      offsets[count + 1] - offsets[count])
    return String(decoding: shown, as: UTF16.self).containsSameUTF8(character)
  }

  /// Whether no digit more is taken: each of the ten refused at the end.
  func defaultIsComplete(_ typed: String) -> Bool {
    let bytes = Array(typed.utf8)
    return !bytes.isEmpty
      && (UInt8(0x30)...0x39).allSatisfy {
        check(String(decoding: bytes + [$0], as: UTF8.self)) != nil
      }
  }
}

/// The members a built-in kind and KeypadPhone's phone numbers add to
/// ``KindFormat``: the display at rest, which typed literals are ignored,
/// when the field is full, a leading `+`, a kind's own reading of a paste,
/// and what the engine asks of one kind or another (a code's one length, a
/// card's brand, a date's locale).
///
/// The engine's own: a custom kind that does not conform gets the defaults,
/// which the other requirements decide (the editing display at rest; a
/// literal ignored where its layout shows it next; full when no digit more
/// is taken; digits only; the field's reading of a paste; none of the
/// rest).
@_spi(Engine) public protocol EngineKindFormat: KindFormat {
  /// Whether typing `character` into `typed` with `count` digits before
  /// the caret is accepted and ignored: a pattern's literal where it comes
  /// next.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let symbols = try NumberSymbols.locale("en_US")
  /// try DigitsFormat(pattern: "##-##").ignores("-", in: "12", afterTyped: 2, symbols: symbols)
  /// // true
  /// ```
  func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  )
    -> Bool

  /// The typed characters after a character that is no key of the
  /// field's, typed at a caret after `count` typed characters, or `nil`
  /// when the kind reads nothing in it: a literal typed after a segment of
  /// one digit completes the segment with a leading zero, as people write
  /// `1.2.2030` for `01.02.2030`.
  ///
  /// The caret stays after the same typed characters, counted from the
  /// end. The result is checked as an edit's is (``KindFormat/check(_:)``).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DateFormat(locale: "de_DE").typed(typing: ".", in: "1", afterTyped: 1)  // "01"
  /// try DateFormat(locale: "de_DE").typed(typing: ".", in: "12", afterTyped: 2)  // nil
  /// ```
  func typed(typing character: Character, in typed: String, afterTyped count: Int) -> String?

  /// Whether the field is full, so that a field that advances when
  /// complete moves on.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try CodeFormat(length: 4...4).isComplete("1234")  // true
  /// ```
  func isComplete(_ typed: String) -> Bool

  /// The display while the field is not being edited.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let pin = try CodeFormat(length: 4...4, secure: true)
  /// pin.displayWhenNotEditing(of: "12", symbols: try .locale("en_US"))  // "••"
  /// ```
  func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String

  /// Whether the typed characters may start with one `+`, as an
  /// international phone number does: a typed `+` is then taken as the
  /// first typed character only, and the sign key puts the `+` first or
  /// takes it away, wherever the caret is.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "###").takesLeadingPlus  // false
  /// ```
  var takesLeadingPlus: Bool { get }

  /// The typed characters a whole pasted text stands for, or `nil` to read
  /// it the field's way (its digits, with white space and the kind's
  /// literals between them).
  ///
  /// `text` has its digits as ASCII already (the locale's and full-width
  /// ones read by the field). The result holds ASCII digits, after a `+`
  /// when ``takesLeadingPlus``; an empty result refuses the paste
  /// (``EntryRejection/unparseable``), changing nothing.
  ///
  /// A date reads an ISO 8601 date or its own format into its order and
  /// calendar; a pattern reads the field's way:
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DateFormat(locale: "en_US").typedCharacters(pasting: "2026-11-23")  // "11232026"
  /// try DateFormat(locale: "en_US").typedCharacters(pasting: "1/2/2026")    // "": refused
  /// try DigitsFormat(pattern: "###").typedCharacters(pasting: "123")        // nil
  /// ```
  func typedCharacters(pasting text: String) -> String?

  /// Whether the typed digits are all the field takes, valid or not: what
  /// a listener is told once (a card number of 16 digits that fails the
  /// Luhn check is full, not complete).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// CardFormat().isFull("4242424242424241")  // true
  /// ```
  func isFull(_ typed: String) -> Bool

  /// How many digits every value of the kind has, when that is one number.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try CodeFormat(length: 4...4).fixedLength  // 4
  /// ```
  var fixedLength: Int? { get }

  /// The markers of AM and PM, in that order, when the kind holds a day
  /// period beside its digits (a time on a 12-hour clock); empty
  /// otherwise. The field keeps the one chosen as a mark of its typed
  /// characters (`a` or `p`, last in the text the format reads); the
  /// day-period key (``Key/dayPeriod``) chooses AM, then the other, and a
  /// typed character that starts one marker alone chooses it.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try TimeFormat(locale: "en_US").dayPeriods  // ["AM", "PM"]
  /// try TimeFormat(locale: "de_DE").dayPeriods  // []
  /// ```
  var dayPeriods: [String] { get }

  /// The brand the typed digits tell, in a kind of card numbers.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// CardFormat().cardBrand(of: "4242")  // .visa
  /// ```
  func cardBrand(of typed: String) -> CardBrand?

  /// The format in another locale, when it follows its field's locale and
  /// differs there (a date's order and calendar); else `nil`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DateFormat(locale: "en_US").relocalized(to: "de_DE")?.pattern  // "dd.MM.yyyy"
  /// ```
  ///
  /// - Throws: ``LocaleError`` when the locale cannot hold the kind.
  func relocalized(to localeID: String) throws(LocaleError) -> Self?

  /// The typed digits that hold in this format what `typed` holds in
  /// `old`, this format in an older locale; `nil` when none do.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let us = try DateFormat(locale: "en_US")
  /// try DateFormat(locale: "de_DE").typed(carrying: "1225", from: us)  // "2512"
  /// ```
  func typed(carrying typed: String, from old: Self) -> String?
}

@_spi(Engine) extension EngineKindFormat {
  /// The editing display.
  public func displayWhenNotEditing(of typed: String, symbols: NumberSymbols) -> String {
    layout(of: typed, symbols: symbols).text
  }

  /// A literal (``KindFormat/isLiteral(_:)``) that the layout shows right
  /// before the typed character at `count`, or, at the end, before one
  /// more digit.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    defaultIgnores(character, in: typed, afterTyped: count, symbols: symbols)
  }

  /// Nothing: a character that is no key is refused.
  public func typed(typing character: Character, in typed: String, afterTyped count: Int)
    -> String?
  { nil }

  /// Whether no digit more is taken: each of the ten refused at the end.
  public func isComplete(_ typed: String) -> Bool { defaultIsComplete(typed) }

  /// No `+`: digits only.
  public var takesLeadingPlus: Bool { false }

  /// The field's own reading of a paste.
  public func typedCharacters(pasting text: String) -> String? { nil }

  /// ``isComplete(_:)``: full exactly when complete.
  public func isFull(_ typed: String) -> Bool { isComplete(typed) }

  /// No one length.
  public var fixedLength: Int? { nil }

  /// No day period.
  public var dayPeriods: [String] { [] }

  /// No brand.
  public func cardBrand(of typed: String) -> CardBrand? { nil }

  /// The same in every locale.
  public func relocalized(to localeID: String) throws(LocaleError) -> Self? { nil }

  /// Nothing carried: a format the same in every locale is never made anew.
  public func typed(carrying typed: String, from old: Self) -> String? { nil }
}

/// What a listener hears for a kind's typed digits
/// (``KindFormat/speech(of:locale:)``); a field spells each digit and
/// number with ICU in its locale (``KeypadField/spokenValue``).
public enum KindSpeech: Sendable, Hashable {
  /// A text of the kind's own, such as an expiry's `December 2027`.
  case text(String)
  /// The digits in groups as shown, said one by one, after a name such as
  /// a card's brand.
  case digits(name: String?, groups: [String])
  /// How many digits are typed, never which: a secure code.
  case count
}
