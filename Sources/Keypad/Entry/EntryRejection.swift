/// Why an input to a field was refused: a key, a typed character, a paste,
/// an edit of a range, a selection, an undo or a redo.
///
/// A rejection never changes the field: the state after a rejected input is
/// exactly the state before it. The raw value is the stable code, except for
/// ``wholeNumbersOnly``, which shares the code `decimal-not-allowed` with
/// ``decimalNotAllowed`` (the decimal key cannot act in either) and keeps its
/// own raw value so that `Codable` tells the two apart.
/// The editing codes (`invalid-range`, `nothing-to-undo`, `nothing-to-redo`)
/// are rejections too, so that every input to a field answers with one
/// ``KeyOutcome`` and a form reports each as
/// ``FormEvent/inputRejected(field:reason:)``.
///
/// ```swift
/// var field = try KeypadField(locale: "en_US")
/// field.press(.decimal)   // .accepted
/// field.press(.decimal)   // .rejected(.duplicateDecimal)
/// EntryRejection.duplicateDecimal.code  // "duplicate-decimal"
/// ```
public enum EntryRejection: String, CodedError, Hashable, CaseIterable {
  /// The integer part already has `maxIntegerDigits` digits.
  case maxIntegerDigits = "max-integer-digits"
  /// The fraction part already has `maxFractionDigits` digits.
  case maxFractionDigits = "max-fraction-digits"
  /// The field already has a decimal separator.
  case duplicateDecimal = "duplicate-decimal"
  /// The field does not take negative numbers.
  case negativeNotAllowed = "negative-not-allowed"
  /// A minus would stand after a digit or the separator: in a field that
  /// takes negative numbers, the minus goes first.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US", rules: FieldRules(allowNegative: true))
  /// for character in "-12" { field.type(character) }
  /// field.select(utf16Range: 0..<0)  // the caret before the minus
  /// field.type("5")  // .rejected(.misplacedMinus)
  /// ```
  case misplacedMinus = "misplaced-minus"
  /// The field is in cents entry mode, where the separator is fixed.
  case decimalNotAllowed = "decimal-not-allowed"
  /// The field takes whole numbers only (`maxFractionDigits` is 0), so the
  /// decimal key cannot act; its ``code`` is `decimal-not-allowed`.
  ///
  /// ```swift
  /// var quantity = try KeypadField(locale: "en_US", rules: FieldRules(maxFractionDigits: 0))
  /// quantity.press(.decimal)                // .rejected(.wholeNumbersOnly)
  /// EntryRejection.wholeNumbersOnly.code    // "decimal-not-allowed"
  /// ```
  case wholeNumbersOnly = "whole-numbers-only"
  /// A typed character is not a digit, separator or minus of the locale.
  case invalidCharacter = "invalid-character"
  /// A pasted text is not a number in the field's locale.
  case unparseable
  /// A UTF-16 range lies outside the display, or starts after it ends.
  case invalidRange = "invalid-range"
  /// Undo found no step to restore.
  case nothingToUndo = "nothing-to-undo"
  /// Redo found no step to restore.
  case nothingToRedo = "nothing-to-redo"
  /// The result would be above the rules' maximum (one at or above 0), and
  /// no further digit could bring it back; see ``FieldRules/max``.
  case aboveMax = "above-max"
  /// The result would be below the rules' minimum (one at or below 0), and
  /// no further digit could bring it back; see ``FieldRules/min``.
  case belowMin = "below-min"
  /// A field of digits, a code or a card number already holds as many
  /// digits as its kind takes.
  ///
  /// ```swift
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 4...4)))
  /// for character in "1234" { pin.type(character) }
  /// pin.type("5")  // .rejected(.maxLength)
  /// ```
  case maxLength = "max-length"
  /// A field of another kind than decimal takes digits only: no decimal
  /// separator, no minus.
  ///
  /// ```swift
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 4...4)))
  /// pin.press(.decimal)  // .rejected(.digitsOnly)
  /// ```
  case digitsOnly = "digits-only"
  /// An expiry date's month would be `00` or `13` to `19`.
  ///
  /// ```swift
  /// var expiry = try KeypadField(locale: "en_US", rules: FieldRules(kind: .expiry))
  /// expiry.type("1")  // .accepted
  /// expiry.type("3")  // .rejected(.invalidMonth)
  /// ```
  case invalidMonth = "invalid-month"
  /// A date's day is one no month of the calendar has (`32`, `00`), or
  /// one its month lacks once the segments that decide it are typed
  /// (30 February; 29 February once a common year is complete).
  ///
  /// ```swift
  /// var date = try KeypadField(locale: "en_US", rules: FieldRules(kind: .date(locale: "en_US")))
  /// for character in "023" { date.type(character) }
  /// date.type("0")  // .rejected(.invalidDay)
  /// ```
  case invalidDay = "invalid-day"
  /// A date's year is `0000`, or one whose day falls outside the Gregorian
  /// years 1 to 9999.
  case invalidYear = "invalid-year"
  /// A time's hour is one its clock never shows: `13` on a 12-hour clock,
  /// `24` on a 24-hour one, `00` on a clock of 1 to 12.
  ///
  /// ```swift
  /// var time = try KeypadField(locale: "en_US", rules: FieldRules(kind: .time()))
  /// time.type("1")
  /// time.type("3")  // .rejected(.invalidHour)
  /// ```
  case invalidHour = "invalid-hour"
  /// A time's minutes are past `59`.
  case invalidMinute = "invalid-minute"
  /// A time's seconds are past `59`.
  case invalidSecond = "invalid-second"
  /// The day-period key (``Key/dayPeriod``) in a field that has no day
  /// period: a time on a 24-hour clock, or a field of another kind.
  ///
  /// ```swift
  /// var time = try KeypadField(locale: "de_DE", rules: FieldRules(kind: .time()))
  /// time.press(.dayPeriod)  // .rejected(.noDayPeriod)
  /// ```
  case noDayPeriod = "no-day-period"

  /// The stable code, such as `duplicate-decimal`.
  public var code: String {
    switch self {
    case .wholeNumbersOnly: EntryRejection.decimalNotAllowed.rawValue
    default: rawValue
    }
  }

  /// The reason in plain words, in English: the message ``message(locale:)``
  /// gives in `en`, such as `only one decimal separator`.
  public var description: String { message(locale: "en") }

  /// The reason in a locale's language, from the message catalogs
  /// (`refusal.duplicate-decimal`; see ``MessageCatalog``).
  ///
  /// ```swift
  /// EntryRejection.duplicateDecimal.message(locale: "de_DE")  // "nur ein Dezimaltrennzeichen"
  /// ```
  public func message(locale: String) -> String {
    Message("refusal." + rawValue).words(locale: locale).text
  }
}

#if !hasFeature(Embedded)
extension EntryRejection: Codable {}
#endif
