/// Digits in a pattern: postcodes, ID numbers, account numbers.
///
/// The pattern holds digit slots (`#`) and literal text, such as `### ###`
/// or `##-####-##`. A literal appears once the digit after it is typed, so
/// no separator dangles at the end; typing a literal's own character where
/// it comes next is accepted and ignored. The field takes at most
/// `maxLength` digits (the slots, unless fewer are set) and Done refuses
/// fewer than `minLength` (`too-short`). The display shows the locale's
/// digits; the value is the ASCII digits.
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let format = try DigitsFormat(pattern: "##-####-##")
/// format.layout(of: "123", symbols: try .locale("en_US")).text  // "12-3"
/// format.value(of: "12")  // .digits("12")
/// ```
@_spi(Engine) public struct DigitsFormat: EngineKindFormat {
  /// The most digit slots a pattern may have.
  public static let maxSlots = 64

  /// The pattern, such as `### ###`.
  public let pattern: String
  /// The fewest digits Done takes.
  public let minLength: Int
  /// The most digits the field takes.
  public let maxLength: Int
  /// The literal text before each slot, and after the last one.
  private let literals: [String]

  /// Creates the format, checking the pattern and the lengths.
  ///
  /// - Parameters:
  ///   - pattern: Digit slots (`#`) and literal text; no digit of any
  ///     script (general category Nd, such as `1` or `٣`) and no control
  ///     character may be a literal.
  ///   - minLength: The fewest digits; `maxLength` when `nil`.
  ///   - maxLength: The most digits; the number of slots when `nil`.
  /// - Throws: ``RulesError/invalidPattern(_:)`` for a pattern without a
  ///   slot, with more than ``maxSlots``, or with a digit or a control as
  ///   a literal; ``RulesError/invalidLength(min:max:)`` unless
  ///   `1 <= minLength <= maxLength <= slots`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try DigitsFormat(pattern: "#1#")  // throws RulesError.invalidPattern("#1#")
  /// ```
  public init(pattern: String, minLength: Int? = nil, maxLength: Int? = nil) throws(RulesError) {
    var literals = [""]
    for character in pattern {
      if character.hasSameUTF8(as: "#") {
        literals.append("")
        continue
      }
      // A digit of any script (ICU's Nd) or a control cannot be a literal.
      if character.unicodeScalars.contains(where: {
        $0.decimalDigitValue != nil || DisplayText.isControl($0)
      }) {
        throw .invalidPattern(pattern)
      }
      literals[literals.count - 1].append(character)
    }
    let slots = literals.count - 1
    guard (1...Self.maxSlots).contains(slots) else { throw .invalidPattern(pattern) }
    let maxLength = maxLength ?? slots
    let minLength = minLength ?? maxLength
    guard 1 <= minLength, minLength <= maxLength, maxLength <= slots else {
      throw .invalidLength(min: minLength, max: maxLength)
    }
    self.pattern = pattern
    self.minLength = minLength
    self.maxLength = maxLength
    self.literals = literals
  }

  /// `digits`.
  public var kindName: String { "digits" }

  /// `max-length` beyond ``maxLength`` digits.
  public func check(_ typed: String) -> EntryRejection? {
    typed.utf8.count > maxLength ? .maxLength : nil
  }

  /// The digits in the locale's digits, each preceded by the literal
  /// before its slot.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    for (slot, byte) in typed.utf8.enumerated() {
      text.appendFormatting(literals[slot])
      text.appendTyped(symbols.digits[Int(byte - 0x30)])
    }
    return text
  }

  /// Whether the character is in the literal before the next slot.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    count < maxLength && literals[count].containsSameUTF8(character)
  }

  /// Whether the character is in one of the pattern's literals.
  public func isLiteral(_ character: Character) -> Bool {
    literals.contains { $0.containsSameUTF8(character) }
  }

  /// `too-short` below ``minLength`` digits.
  public func validate(_ typed: String) -> ValidationCode? {
    typed.utf8.count < minLength ? .tooShort : nil
  }

  /// Whether ``maxLength`` digits are typed.
  public func isComplete(_ typed: String) -> Bool { typed.utf8.count == maxLength }

  /// The digits in groups as the literals split them.
  public func spokenGroups(of typed: String) -> [String]? {
    var groups: [String] = []
    for (slot, character) in typed.enumerated() {
      if groups.isEmpty || (slot > 0 && !literals[slot].isEmpty) { groups.append("") }
      groups[groups.count - 1].append(character)
    }
    return groups
  }

  /// ``validate(_:)``: a pattern needs no context.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    validate(typed)
  }

  /// The digits in groups as the literals split them.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    .digits(name: nil, groups: spokenGroups(of: typed) ?? [typed])
  }

  /// `digits`, with the pattern.
  public func description(of typed: String) -> KindDescription {
    KindDescription(name: Message("kind.digits"), pattern: pattern)
  }
}
