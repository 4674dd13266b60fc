/// What to say for a number: ICU's spellout of the exact value, and the
/// language ICU spelled it in.
///
/// ICU spells numbers out with rule-based number formatting (RBNF) in the
/// languages it has rules for, and silently falls back to another language
/// for the rest: a Zulu field is spelled in English. ``isFallback`` says so,
/// so that an app can read the digits instead, or pick a voice for
/// ``language``.
///
/// ```swift
/// var amount = try KeypadField(locale: "fr_FR", rules: FieldRules(allowNegative: true))
/// for character in "-1234,5" { amount.type(character) }
/// amount.spokenValue?.text        // "moins mille deux cent trente-quatre virgule cinq"
/// amount.spokenValue?.language    // "fr"
/// amount.spokenValue?.isFallback  // false
/// ```
public struct SpokenValue: Sendable, Hashable {
  /// The words to say, such as `minus one thousand two hundred thirty-four
  /// point five`, or `twelve point five euros` for a currency field.
  public let text: String
  /// The language subtag of the locale whose spellout rules ICU used
  /// (ICU's actual locale), such as `en`; `root` when ICU used its root rules.
  public let language: String
  /// Whether the words are not ICU's spellout in the field's language: ICU
  /// has no spellout rules for the field's language and used another's
  /// (``language`` differs from the field locale's), or has none at all (in
  /// a browser) and ``text`` is the field's accessibility text or its digits.
  public let isFallback: Bool
  /// Whether the field measures something the words leave out: a percent
  /// field in a language for which ICU has only a sign for percent (`%`),
  /// no word, so the number is said alone.
  ///
  /// An app can then say the unit another way, for instance with the
  /// field's label. It is `false` for plain numbers, money, and percent
  /// fields whose words say "percent".
  ///
  /// ```swift
  /// let rules = try FieldRules(style: .percent)
  /// var share = try KeypadField(locale: "en_US", rules: rules)
  /// share.type("5")
  /// share.spokenValue?.text       // "five percent"
  /// share.spokenValue?.omitsUnit  // false
  /// ```
  public let omitsUnit: Bool

  /// Creates a spoken value from its parts.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// let spoken = SpokenValue(text: "one euro", language: "en", isFallback: false)
  /// spoken.text  // "one euro"
  /// ```
  @_spi(Engine) public init(
    text: String, language: String, isFallback: Bool, omitsUnit: Bool = false
  ) {
    self.text = text
    self.language = language
    self.isFallback = isFallback
    self.omitsUnit = omitsUnit
  }
}
