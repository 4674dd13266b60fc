/// How a kind describes itself to a person: what a front end's help line
/// says about a field of the kind (``KeypadField/kindDescription``).
///
/// A front end words a field from this rather than from the kind's type:
/// the name, the pattern after it, then the notes. A built-in kind words its
/// name and notes with the message catalogs (`kind.*`, <doc:Messages>):
/// its own ``KindFormat/description(of:)`` says them in English, and
/// ``KeypadField/kindDescription`` in the field's language.
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
  /// The messages a built-in kind words its name and notes with, which
  /// ``words(locale:)`` formats again in another locale; `nil` for words
  /// of the kind's own (a brand's name, a custom kind's).
  private var messages: (name: Message?, notes: [Message?])?

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

  /// A description whose name and notes are messages of the catalogs (a
  /// note `nil` in `messages` is the text of `notes` at its index), worded
  /// in English until ``words(locale:)``.
  package init(name: Message, pattern: String? = nil, notes: [KindNote] = []) {
    self.init(
      name: name.words(locale: "en").text, pattern: pattern,
      notes: notes.map { $0.words(locale: "en") })
    messages = (name, notes.map { $0.message })
  }

  /// The description in the words of a locale's language: the messages'
  /// in its catalog (or English, where it has none); the pattern and the
  /// words of the kind's own as they are.
  package func words(locale: String) -> KindDescription {
    guard let messages else { return self }
    var worded = self
    if let name = messages.name { worded.name = name.words(locale: locale).text }
    for (index, note) in messages.notes.enumerated() where worded.notes.indices.contains(index) {
      if let note { worded.notes[index] = note.words(locale: locale).text }
    }
    return worded
  }

  /// Whether two descriptions say the same: their name, pattern and notes
  /// (not the messages they were worded from).
  public static func == (left: KindDescription, right: KindDescription) -> Bool {
    left.name == right.name && left.pattern == right.pattern && left.notes == right.notes
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(pattern)
    hasher.combine(notes)
  }
}

/// A note of a built-in kind's description: a message of the catalogs, or
/// words of the kind's own (a card brand's name, a calendar's id).
package enum KindNote: Sendable {
  /// A message (`kind.from`, `kind.hidden`).
  case message(Message)
  /// Text shown as it is.
  case text(String)

  /// The message, for a note that is one.
  package var message: Message? {
    if case .message(let message) = self { return message }
    return nil
  }

  /// The note in a locale's words.
  package func words(locale: String) -> String {
    switch self {
    case .message(let message): message.words(locale: locale).text
    case .text(let text): text
    }
  }
}
