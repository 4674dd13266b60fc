extension KeypadField {
  /// What a screen reader or a speech synthesizer should say for the value:
  /// ICU's spellout in the field's locale, or `nil` when the field is empty
  /// or holds a lone minus.
  ///
  /// The number is spelled exactly as held (``ExactDecimal/description``)
  /// with the rules ICU picks for the locale. ICU's spellout does not say
  /// trailing fraction zeros: `1234.50` is spoken like `1234.5`. A field with
  /// a ``FieldRules/currency`` adds the currency's name in the plural form
  /// the locale's plural rules choose for the number as spoken, both from
  /// ICU, so `1.0` is `one euro` and `1.50` is `one point five euros`. When
  /// ICU spells the number in another language (``SpokenValue/isFallback``),
  /// the currency's name and its plural form come from that language too, so
  /// the whole text is in ``SpokenValue/language``. A percent field says
  /// the locale's word for percent where ICU has one, else the number alone
  /// with ``SpokenValue/omitsUnit`` set. ICU's soft hyphens are dropped.
  ///
  /// The spellout rules of each locale are loaded once and cached; a spoken
  /// value is then a few microseconds. Safe to call from any thread.
  ///
  /// Where ICU has no spellout rules at all (in a browser, whose `Intl` has
  /// none), the value is not words but the field's ``accessibilityText``,
  /// which a screen reader says in its own voice, with
  /// ``SpokenValue/isFallback`` set; a field of digits says them in ASCII
  /// digits one by one.
  ///
  /// ```swift
  /// var price = try KeypadField(
  ///   locale: "en_US", rules: FieldRules(currency: Currency("EUR")))
  /// for character in "12.5" { price.type(character) }
  /// price.spokenValue?.text  // "twelve point five euros"
  ///
  /// var zulu = try KeypadField(locale: "zu_ZA")
  /// zulu.type("7")
  /// zulu.spokenValue?.text        // "seven"
  /// zulu.spokenValue?.language    // "en"
  /// zulu.spokenValue?.isFallback  // true: ICU has no Zulu spellout
  /// ```
  ///
  /// A field of digits, a code or a card says its digits one by one, each
  /// spelled by ICU, in the groups it shows them in, the groups apart by a
  /// comma; a secure code says only how many digits are typed, never which:
  /// the count spelled by ICU in the words of the message catalogs
  /// (`digits entered`, `Ziffern eingegeben`; see ``MessageCatalog``), with
  /// ``SpokenValue/omitsUnit`` set, so
  /// that no listener takes a bare number for a digit. A complete expiry
  /// date says its month and year as ICU writes them (`December 2027`).
  ///
  /// ```swift
  /// var postcode = try KeypadField(
  ///   locale: "en_US", rules: FieldRules(kind: .digits(pattern: "### ###")))
  /// for character in "12345" { postcode.type(character) }
  /// postcode.spokenValue?.text  // "one two three, four five"
  ///
  /// var pin = try KeypadField(
  ///   locale: "en_US", rules: FieldRules(kind: .code(length: 4...4, secure: true)))
  /// for character in "1234" { pin.type(character) }
  /// pin.spokenValue?.text       // "four digits entered"
  /// ```
  public var spokenValue: SpokenValue? { kind.spokenValue(of: self) }

  /// A text said without ICU's spellout: the field locale's language, marked
  /// as a fallback.
  func unspelled(_ text: String) -> SpokenValue {
    let language = (try? ICULocaleCalls.language(symbols.localeID)) ?? ""
    return SpokenValue(text: text, language: language.isEmpty ? "root" : language, isFallback: true)
  }

  /// Whether the field's digits must never be shown to assistive
  /// technologies or said: a secure code, whose kind speaks its count alone.
  ///
  /// A front end makes the field's entry a password entry (GTK's
  /// `GtkPasswordEntry`, a browser's `<input type="password">`), so that no
  /// screen reader echoes a digit typed.
  ///
  /// ```swift
  /// let rules = try FieldRules(kind: .code(length: 4...4, secure: true))
  /// let pin = try KeypadField(locale: "en_US", rules: rules)
  /// pin.hidesDigits  // true
  /// ```
  public var hidesDigits: Bool { kind.hidesDigits(locale: symbols.localeID) }

  /// The display as a screen reader should get it: bidi marks removed and a
  /// hyphen-minus replaced by U+2212 MINUS SIGN, the locale's digits and
  /// separators kept.
  ///
  /// Readers skip or misread invisible marks, and some say nothing for a
  /// hyphen-minus; U+2212 is read as "minus".
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "ar_EG", rules: FieldRules(allowNegative: true))
  /// for character in "-12.5" { field.type(character) }
  /// field.display(editing: true)            // "\u{061C}-١٢٫٥"
  /// field.accessibilityText  // "\u{2212}١٢٫٥"
  /// ```
  public var accessibilityText: String {
    var scalars = String.UnicodeScalarView()
    for scalar in display.unicodeScalars where !isBidiMark(scalar) {
      scalars.append(scalar == "-" ? "\u{2212}" : scalar)
    }
    return String(scalars)
  }
}
