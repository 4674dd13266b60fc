/// The values a form submits: field name to exact value, `nil` for an
/// empty field.
///
/// Every available (enabled, visible) field has an entry; disabled and
/// hidden fields have none. Encodes as a JSON object whose values are exact
/// decimal text or `null`, never binary floating point:
///
/// ```swift
/// // amount holds 12.50, tip is empty, note is disabled
/// try JSONEncoder().encode(values)  // {"amount":"12.50","tip":null}
/// values["amount"]?.description     // "12.50"
/// values.contains("tip")            // true
/// values.contains("note")           // false
/// ```
public struct FormValues: Sendable, Hashable, Codable {
  /// The entries: name to value, `nil` for an empty field.
  public let entries: [String: ExactDecimal?]

  /// Creates values from entries.
  public init(_ entries: [String: ExactDecimal?]) {
    self.entries = entries
  }

  /// The value of a field, or `nil` when it is empty or has no entry.
  public subscript(name: String) -> ExactDecimal? {
    entries[name] ?? nil
  }

  /// Whether the field has an entry (empty or not).
  public func contains(_ name: String) -> Bool {
    entries[name] != nil
  }

  /// How many fields have an entry.
  public var count: Int { entries.count }

  /// Decodes values from a JSON object of decimal text or `null`.
  public init(from decoder: any Decoder) throws {
    entries = try decoder.singleValueContainer().decode([String: ExactDecimal?].self)
  }

  /// Encodes the values as an object of decimal text or `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(entries)
  }
}
