/// The values a form submits: field name to the value of the field's kind,
/// `nil` for an empty field.
///
/// Every available (enabled, visible) field has an entry; disabled and
/// hidden fields have none. A decimal field's value is an ``ExactDecimal``
/// (read it with the subscript), a field of another kind its
/// ``FieldValue`` (read it with ``value(of:)``). Encodes as a JSON object
/// whose values are the values' text or `null`, never binary floating
/// point:
///
/// ```swift
/// // amount holds 12.50, tip is empty, note is disabled, pin holds 0042
/// try JSONEncoder().encode(values)  // {"amount":"12.50","tip":null,"pin":"0042"}
/// values["amount"]?.description     // "12.50"
/// values.value(of: "pin")           // .digits("0042")
/// values.contains("tip")            // true
/// values.contains("note")           // false
/// ```
public struct FormValues: Sendable, Hashable, Codable {
  /// Every entry: name to value, `nil` for an empty field.
  public let fieldValues: [String: FieldValue?]

  /// Creates values of decimal fields.
  public init(_ entries: [String: ExactDecimal?]) {
    self.fieldValues = entries.mapValues { $0.map { .decimal($0) } }
  }

  /// Creates values of fields of any kind.
  ///
  /// ```swift
  /// FormValues(fieldValues: ["pin": .digits("0042")]).value(of: "pin")  // .digits("0042")
  /// ```
  public init(fieldValues: [String: FieldValue?]) {
    self.fieldValues = fieldValues
  }

  /// The entries as decimals: name to value, `nil` for an empty field and
  /// for a field of another kind than decimal.
  public var entries: [String: ExactDecimal?] {
    fieldValues.mapValues { $0?.decimal }
  }

  /// The decimal value of a field, or `nil` when it is empty, has no entry
  /// or is of another kind than decimal.
  public subscript(name: String) -> ExactDecimal? {
    (fieldValues[name] ?? nil)?.decimal
  }

  /// The value of a field of any kind, or `nil` when it is empty or has no
  /// entry.
  ///
  /// ```swift
  /// FormValues(["amount": 3]).value(of: "amount")  // .decimal(3)
  /// ```
  public func value(of name: String) -> FieldValue? {
    fieldValues[name] ?? nil
  }

  /// Whether the field has an entry (empty or not).
  public func contains(_ name: String) -> Bool {
    fieldValues[name] != nil
  }

  /// How many fields have an entry.
  public var count: Int { fieldValues.count }

  /// Decodes values from a JSON object of text or `null`.
  ///
  /// The text carries no kind: text that is an ``ExactDecimal``'s own
  /// canonical text reads as a decimal, other ASCII digits as
  /// ``FieldValue/digits(_:)`` (`0042`), anything else as
  /// ``FieldValue/text(_:)``.
  public init(from decoder: any Decoder) throws {
    let texts = try decoder.singleValueContainer().decode([String: String?].self)
    var values: [String: FieldValue?] = [:]
    for (name, text) in texts {
      values[name] = .some(text.map(Self.fieldValue(reading:)))
    }
    fieldValues = values
  }

  /// Encodes the values as an object of their text or `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(fieldValues.mapValues { $0?.description })
  }

  /// The value a text most plainly is.
  private static func fieldValue(reading text: String) -> FieldValue {
    if let decimal = ExactDecimal(text), decimal.description == text { return .decimal(decimal) }
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return .digits(text) }
    return .text(text)
  }
}
