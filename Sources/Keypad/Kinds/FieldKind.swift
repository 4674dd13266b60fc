/// What a field holds: a decimal number, or digits of another kind shown
/// their own way.
///
/// Every field is a ``NumberField``; its rules' kind says how it shows what
/// was typed. ``decimal`` is the decimal keypad of <doc:KeypadRules>. The
/// other kinds hold ASCII digits and show them through a ``KindFormat``:
/// ``digits(pattern:minLength:maxLength:)``, ``code(length:secure:)``,
/// ``date(locale:min:max:)``, or a
/// format of one's own with ``custom(_:)``. See <doc:CodesCardsAndPatterns>.
///
/// ```swift
/// let postcode = try FieldKind.digits(pattern: "### ###")
/// postcode.name  // "digits"
/// FieldKind.decimal.name  // "decimal"
/// ```
public struct FieldKind: Sendable, Hashable {
  /// How the kind shows its digits; `nil` for the decimal kind.
  public let format: (any KindFormat)?

  /// A decimal number: the keypad's own rules.
  public static let decimal = FieldKind(format: nil)

  /// A kind shown by a format of one's own.
  ///
  /// ```swift
  /// FieldKind.custom(try CodeFormat(length: 6...6)).name  // "code"
  /// ```
  public static func custom(_ format: some KindFormat) -> FieldKind {
    FieldKind(format: format)
  }

  /// Digits in a pattern of digit slots (`#`) and literal text, such as
  /// `### ###` or `##-####-##`; see ``DigitsFormat``.
  ///
  /// ```swift
  /// try FieldKind.digits(pattern: "##-####-##", minLength: 8).name  // "digits"
  /// ```
  ///
  /// - Throws: ``RulesError`` when the pattern or the lengths are invalid.
  public static func digits(
    pattern: String, minLength: Int? = nil, maxLength: Int? = nil
  ) throws(RulesError) -> FieldKind {
    FieldKind(
      format: try DigitsFormat(pattern: pattern, minLength: minLength, maxLength: maxLength))
  }

  /// A code of a fixed or bounded number of digits, such as a PIN; see
  /// ``CodeFormat``.
  ///
  /// ```swift
  /// try FieldKind.code(length: 4...6, secure: true).name  // "code"
  /// ```
  ///
  /// - Throws: ``RulesError/invalidLength(min:max:)`` when the length is
  ///   outside 1...64.
  public static func code(length: ClosedRange<Int>, secure: Bool = false) throws(RulesError)
    -> FieldKind
  {
    FieldKind(format: try CodeFormat(length: length, secure: secure))
  }

  /// A payment card number; see ``CardFormat``.
  ///
  /// ```swift
  /// FieldKind.card.name  // "card"
  /// ```
  public static let card = FieldKind(format: CardFormat())

  /// A card's expiry date, `MM/YY`; see ``ExpiryFormat``.
  ///
  /// ```swift
  /// FieldKind.expiry.name  // "expiry"
  /// ```
  public static let expiry = FieldKind(format: ExpiryFormat())

  /// A card's security code, linked to the card field named `card`; see
  /// ``SecurityCodeFormat``.
  ///
  /// ```swift
  /// FieldKind.securityCode(card: "number").name  // "securityCode"
  /// ```
  public static func securityCode(card: String? = nil) -> FieldKind {
    FieldKind(format: SecurityCodeFormat(card: card))
  }

  /// A date in a locale's own order, separators and calendar, between
  /// optional bounds; see ``DateFormat``.
  ///
  /// ```swift
  /// try FieldKind.date(locale: "de_DE", min: .today).name  // "date"
  /// ```
  ///
  /// - Throws: ``LocaleError`` for a locale the field cannot use, or a
  ///   calendar digits cannot type.
  public static func date(locale: String, min: DateBound? = nil, max: DateBound? = nil)
    throws(LocaleError) -> FieldKind
  {
    FieldKind(format: try DateFormat(locale: locale, min: min, max: max))
  }

  /// The kind's name: `decimal`, or the format's ``KindFormat/kindName``.
  public var name: String { format?.kindName ?? "decimal" }

  /// Whether two kinds show digits the same way.
  public static func == (lhs: FieldKind, rhs: FieldKind) -> Bool {
    switch (lhs.format, rhs.format) {
    case (nil, nil): true
    case (let left?, let right?): AnyHashable(left) == AnyHashable(right)
    default: false
    }
  }

  /// Hashes the format.
  public func hash(into hasher: inout Hasher) {
    if let format { hasher.combine(AnyHashable(format)) } else { hasher.combine(0) }
  }
}
