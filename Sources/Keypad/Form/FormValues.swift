/// The values a form submits: each available field's name and value, in
/// the order the form defines its fields; `nil` for an empty field.
///
/// Every available (enabled, visible) field has an entry; disabled and
/// hidden fields have none. A value is a ``FieldValue`` of any kind, read
/// with the subscript. ``json`` is the one JSON rendering every front end
/// writes: an object in definition order whose values are the values'
/// ``FieldValue/text`` or `null`, never binary floating point, a card
/// number and a security code whole; ``description``, for logs, masks them.
///
/// ```swift
/// let pin = try FieldRules(kind: .code(length: 4...4))
/// let form = try KeypadForm(fields: [
///   FormField(name: "amount", tag: 1, initialValue: .decimal(ExactDecimal("12.50")!)),
///   FormField(name: "tip", tag: 2),
///   FormField(name: "note", tag: 3, isEnabled: false),
///   FormField(name: "pin", tag: 4, rules: pin, initialValue: .digits("0042")),
/// ], locale: "en_US")
/// let values = form.values
/// values.json                // #"{"amount":"12.50","tip":null,"pin":"0042"}"#
/// values["amount"]?.decimal  // ExactDecimal("12.50")
/// values["pin"]              // .digits("0042")
/// values.contains("tip")     // true
/// values.contains("note")    // false
/// ```
public struct FormValues: Sendable, Hashable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// One field's name and value.
  public struct Entry: Sendable, Hashable {
    /// The field's name.
    public let name: String
    /// The field's value, `nil` when it is empty.
    public let value: FieldValue?

    /// Creates an entry.
    @_spi(Engine) public init(name: String, value: FieldValue?) {
      self.name = name
      self.value = value
    }
  }

  /// Every entry, in the form's definition order.
  public let entries: [Entry]

  /// Creates values from entries in the order given; a name given twice
  /// keeps its first place and its last value.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  /// FormValues([FormValues.Entry(name: "pin", value: .digits("0042"))])["pin"]  // .digits("0042")
  /// ```
  @_spi(Engine) public init(_ entries: [Entry]) {
    var kept: [Entry] = []
    kept.reserveCapacity(entries.count)
    for entry in entries {
      if let index = kept.firstIndex(where: { $0.name.hasSameUTF8(as: entry.name) }) {
        kept[index] = entry
      } else {
        kept.append(entry)
      }
    }
    self.entries = kept
  }

  /// Creates values from a literal, in its order.
  ///
  /// ```swift
  /// let values: FormValues = ["amount": .decimal(ExactDecimal("12.5")!), "tip": nil]
  /// values.json  // #"{"amount":"12.5","tip":null}"#
  /// ```
  public init(dictionaryLiteral elements: (String, FieldValue?)...) {
    self.init(elements.map { Entry(name: $0.0, value: $0.1) })
  }

  /// The value of a field, or `nil` when it is empty or has no entry
  /// (``contains(_:)`` tells the two apart).
  ///
  /// ```swift
  /// let values: FormValues = ["amount": .decimal(3), "pin": .digits("0042")]
  /// values["amount"]?.decimal  // 3
  /// values["pin"]?.text        // "0042"
  /// ```
  public subscript(name: String) -> FieldValue? {
    entries.first { $0.name.hasSameUTF8(as: name) }?.value
  }

  /// Whether the field has an entry (empty or not).
  public func contains(_ name: String) -> Bool {
    entries.contains { $0.name.hasSameUTF8(as: name) }
  }

  /// How many fields have an entry.
  var count: Int { entries.count }

  /// How many entries are empty.
  ///
  /// ```swift
  /// let values: FormValues = ["amount": .decimal(3), "tip": nil]
  /// values.emptyCount  // 1
  /// ```
  package var emptyCount: Int { entries.count { $0.value == nil } }

  /// The values as one compact JSON object on one line, in definition
  /// order: each value its ``FieldValue/text`` (a secure code's digits
  /// included, for submission), `null` for an empty field.
  ///
  /// ```swift
  /// let values: FormValues = [
  ///   "amount": .decimal(ExactDecimal("12.5")!), "card": .digits("4111"), "d": nil,
  /// ]
  /// values.json  // #"{"amount":"12.5","card":"4111","d":null}"#
  /// ```
  public var json: String {
    var output = "{"
    for (index, entry) in entries.enumerated() {
      if index > 0 { output += "," }
      JSONText.writeString(entry.name, to: &output)
      output += ":"
      if let value = entry.value {
        JSONText.writeString(value.text, to: &output)
      } else {
        output += "null"
      }
    }
    return output + "}"
  }

  /// The entries for people and logs, each value as its
  /// ``FieldValue/description`` shows it, a card number, a security code
  /// and a secure code masked:
  /// `["amount": 12.5, "card": •••• 4242, "pin": <4 secure digits>, "tip": nil]`.
  public var description: String {
    guard !entries.isEmpty else { return "[:]" }
    let members = entries.map { entry in
      "\"\(entry.name)\": " + (entry.value?.description ?? "nil")
    }
    return "[" + members.joined(separator: ", ") + "]"
  }
}
