/// One field that failed validation when the form was done.
///
/// Encodes as JSON with the stable code and the bound as exact text:
/// `{"field":"tip","label":"Tip","code":"above-max","bound":"100"}`; `bound`
/// is absent for ``ValidationCode/required``.
///
/// ```swift
/// let failure = ValidationFailure(field: "tip", code: .aboveMax, bound: 100)
/// failure.description  // "tip: above-max 100"
/// ```
///
/// Two failures are equal when they name the same field, label, code and
/// bound; the words (``message``, ``shownBound``) follow the locale and are
/// not compared.
public struct ValidationFailure: Sendable, Hashable, CustomStringConvertible {
  /// The name of the field.
  public let field: String
  /// The field's label, the text people know it by: what ``message`` names.
  public let label: String
  /// What is wrong.
  public let code: ValidationCode
  /// The bound the value broke: ``FieldRules/min`` for `below-min`,
  /// ``FieldRules/max`` for `above-max`, a time's step in minutes for
  /// `step-mismatch`, a duration's longest in seconds for
  /// `duration-too-long`, `nil` for the others.
  public let bound: ExactDecimal?
  /// The bound as the field shows it, such as `1,00 €` for a minimum of 1
  /// in a euro field in de_DE, or `01.12.2026` for a date field's earliest
  /// day (`before-min`) or latest (`after-max`); `nil` for a failure
  /// without a bound.
  public let shownBound: String?
  /// The locale ``message`` is worded in: the field's.
  let locale: String
  /// Whether the bound is a time of day, which the message names with
  /// another word than a day (`at 8:00 AM`, `on 12/1/2026`).
  let boundIsTime: Bool

  /// Creates a failure, worded in English with the bound as exact text.
  ///
  /// - Parameters:
  ///   - field: The field's name.
  ///   - label: The field's label; `nil` uses the name.
  ///   - code: What is wrong.
  ///   - bound: The bound the value broke, if any.
  public init(
    field: String, label: String? = nil, code: ValidationCode, bound: ExactDecimal? = nil
  ) {
    self.init(
      field: field, label: label ?? field, code: code, bound: bound,
      shownBound: bound?.description, locale: "en", boundIsTime: false)
  }

  /// A failure as a form finds it, the bound as the field shows it, worded
  /// in the field's locale.
  init(
    field: String, label: String, code: ValidationCode, bound: ExactDecimal?,
    shownBound: String?, locale: String, boundIsTime: Bool
  ) {
    self.field = field
    self.label = label
    self.code = code
    self.bound = bound
    self.shownBound = shownBound
    self.locale = locale
    self.boundIsTime = boundIsTime
  }

  /// The field, the code and the bound, such as `tip: above-max 100`.
  public var description: String {
    guard let bound else { return "\(field): \(code.rawValue)" }
    return "\(field): \(code.rawValue) \(bound)"
  }

  /// Whether two failures name the same field, label, code and bound.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.field.hasSameUTF8(as: rhs.field) && lhs.label.hasSameUTF8(as: rhs.label)
      && lhs.code == rhs.code && lhs.bound == rhs.bound
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(field))
    hasher.combine(UTF8Key(label))
    hasher.combine(code)
    hasher.combine(bound)
  }
}

extension ValidationFailure {
  /// The failure as a sentence for people, in the field's language.
  ///
  /// It names the field by its ``label`` and the bound as the field shows
  /// it (``shownBound``), in its language's pattern for the code
  /// (`validation.below-min`, see ``MessageCatalog``), or the English one
  /// where the language has none. <doc:Messages> has every code's English
  /// message and what triggers it.
  ///
  /// A form's failures (``FormEvent/validationFailed(_:)``,
  /// ``KeypadForm/validationFailures()``) are worded in the form's locale:
  ///
  /// ```swift
  /// var form = try KeypadForm(
  ///   fields: [FormField(
  ///     name: "amount", label: "Betrag", tag: 1,
  ///     rules: FieldRules(currency: Currency("EUR"), style: .currency(), min: 1))],
  ///   locale: "de_DE")
  /// form.apply(.focus("amount"))
  /// form.apply(.characters("0,5"))
  /// form.validationFailures().first?.message  // "Betrag muss mindestens 1,00\u{A0}€ sein"
  /// ```
  ///
  /// A failure made with ``init(field:label:code:bound:)`` is worded in
  /// English:
  ///
  /// ```swift
  /// ValidationFailure(field: "tip", label: "Tip", code: .aboveMax, bound: 100).message
  /// // "Tip must be at most 100"
  /// ```
  public var message: String { words.text }

  /// The message, and the language of its words.
  var words: MessageWords { catalogMessage.words(locale: locale) }

  /// The catalogs' message for the code: `validation.below-min` with the
  /// label, the bound as shown and whether it is a time (`kind`), a time's
  /// step in minutes, and the security code's lengths.
  var catalogMessage: Message {
    Message(
      "validation." + code.rawValue,
      [
        .text("label", label), .text("bound", shownBound ?? ""),
        .text("kind", boundIsTime ? "time" : "day"),
        .number("step", code == .stepMismatch ? Int(bound?.description ?? "") ?? 0 : 0),
        .number("short", 3), .number("long", 4),
      ])
  }
}

#if !hasFeature(Embedded)
extension ValidationFailure: Codable {
  private enum CodingKeys: String, CodingKey {
    case field, label, code, bound
  }

  /// Reads a failure as ``init(field:label:code:bound:)`` makes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      field: try container.decode(String.self, forKey: .field),
      label: try container.decode(String.self, forKey: .label),
      code: try container.decode(ValidationCode.self, forKey: .code),
      bound: try container.decodeIfPresent(ExactDecimal.self, forKey: .bound))
  }
}
#endif
