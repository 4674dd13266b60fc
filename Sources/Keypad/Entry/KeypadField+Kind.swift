extension KeypadField {
  /// Whether a field of another kind than decimal is full (a decimal field
  /// never is): a form moves on from it when its rules advance when
  /// complete.
  ///
  /// A code or a pattern is full at its longest length, a card number when
  /// valid at 16 digits (or its brand's longest length), an expiry or a date
  /// once whole, a time once whole with its day period; a phone number never is; a kind of one's own is full when
  /// its ``KindFormat/check(_:)`` refuses every digit more.
  ///
  /// ```swift
  /// var pin = try KeypadField(locale: "en_US", rules: FieldRules(kind: .code(length: 2...2)))
  /// pin.type("1")
  /// pin.isComplete  // false
  /// pin.type("2")
  /// pin.isComplete  // true
  /// ```
  public var isComplete: Bool { kind.isComplete(typed) }

  /// The brand of a card number field, updated as digits come; `nil` in
  /// other kinds and while the leading digits tell no brand.
  ///
  /// ```swift
  /// var card = try KeypadField(locale: "en_US", rules: FieldRules(kind: .card))
  /// for character in "37" { card.type(character) }
  /// card.cardBrand  // .amex
  /// ```
  public var cardBrand: CardBrand? { kind.cardBrand(of: typed) }

  /// The markers of AM and PM of a time on a 12-hour clock.
  ///
  /// In that order, as ICU writes them in the field's locale; empty for a
  /// time on a 24-hour clock and every other kind. The day-period key
  /// (``Key/dayPeriod``) chooses between them; a number pad shows it for
  /// such a field only.
  ///
  /// ```swift
  /// try KeypadField(locale: "ar_EG", rules: FieldRules(kind: try .time())).dayPeriods
  /// // ["ص", "م"]
  /// try KeypadField(locale: "de_DE", rules: FieldRules(kind: try .time())).dayPeriods  // []
  /// ```
  public var dayPeriods: [String] { kind.dayPeriods }

  #if !hasFeature(Embedded)
  /// How the field's kind describes itself to a person, in the words of the
  /// field's language.
  ///
  /// With what the typed digits tell so far (``KindFormat/description(of:)``):
  /// what a front end's help line says of the field, worded by the
  /// catalogs' `kind.*` messages (English where the language has none). The
  /// pattern, a card's brand and a custom kind's own words stay as they
  /// are.
  ///
  /// Not in Embedded Swift: the browser's front end has no help line.
  ///
  /// A decimal field is named by its digits, `9+2 digits` or `whole, 9
  /// digits`, noted `cents entry` and `negatives ok` when its rules say so.
  ///
  /// ```swift
  /// var card = try KeypadField(locale: "en_US", rules: FieldRules(kind: .card))
  /// for character in "4242" { card.type(character) }
  /// card.kindDescription  // KindDescription(name: "card number", notes: ["Visa"])
  /// try KeypadField(locale: "en_US").kindDescription.name  // "12+2 digits"
  /// try KeypadField(locale: "de_DE").kindDescription.name  // "12+2 Stellen"
  /// ```
  public var kindDescription: KindDescription {
    kind.description(of: self).words(locale: symbols.localeID)
  }
  #endif

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
    !(kind.value(of: TypedText("0"), rules: rules)?.isDescribedWhole ?? true)
  }

  /// What typed characters are worth in this field's kind.
  func value(of typed: TypedText) -> FieldValue? { kind.value(of: typed, rules: rules) }

  /// The exact value of a decimal field, `nil` when it is empty, holds a
  /// lone minus, or the field is of another kind.
  var decimalValue: ExactDecimal? { value?.decimal }

  /// The typed characters, as a kind of digits reads them: for the kinds
  /// of the package's other modules (phone numbers).
  package var typedCharacters: String { typed.text }
}
