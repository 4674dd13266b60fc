/// How a kind describes itself to a person: what a front end's help line
/// says about a field of the kind (``KeypadField/kindDescription``).
///
/// A front end words a field from this rather than from the kind's type:
/// the name, the pattern after it, then the notes.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// try DigitsFormat(pattern: "### ###").description(of: "12")
/// // KindDescription(name: "digits", pattern: "### ###", notes: [])
/// CardFormat().description(of: "4242").notes  // ["Visa"]
/// ```
public struct KindDescription: Sendable, Hashable {
  /// The kind in words, such as `card number` or `4 digit code`.
  public var name: String
  /// The pattern the field shows, such as `MM/YY`, `### ###` or
  /// `dd.MM.y`; `nil` when it shows none.
  public var pattern: String?
  /// What else a person should know, from the rules and from the digits
  /// typed so far: `hidden`, a card's brand, a phone number's region, a
  /// date's calendar and bounds.
  public var notes: [String]

  /// A description of a kind's name, its pattern and its notes.
  ///
  /// ```swift
  /// KindDescription(name: "expiry", pattern: "MM/YY").pattern  // "MM/YY"
  /// ```
  public init(name: String, pattern: String? = nil, notes: [String] = []) {
    self.name = name
    self.pattern = pattern
    self.notes = notes
  }
}
