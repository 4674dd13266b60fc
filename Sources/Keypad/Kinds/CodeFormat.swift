/// A code of digits: a PIN, a one-time code, a security code.
///
/// A fixed or bounded number of digits, shown as ASCII digits without
/// grouping, or with `secure` as one `•` per digit: then the display, the
/// display when not editing and the spoken value never hold the digits,
/// and the spoken value says only how many are typed. The field takes at
/// most `length.upperBound` digits; Done refuses fewer than
/// `length.lowerBound` (`too-short`).
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let pin = try CodeFormat(length: 4...4, secure: true)
/// pin.layout(of: "12", symbols: try .locale("en_US")).text  // "••"
/// pin.value(of: "12")  // .secureDigits("12")
/// ```
@_spi(Engine) public struct CodeFormat: EngineKindFormat {
  /// The lengths a code may have.
  public static let lengthRange = 1...64

  /// How many digits the code has.
  public let length: ClosedRange<Int>
  /// Whether the digits are hidden.
  public let isSecure: Bool

  /// Creates the format.
  ///
  /// - Throws: ``RulesError/invalidLength(min:max:)`` when `length` is not
  ///   within ``lengthRange``.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try CodeFormat(length: 0...4)  // throws RulesError.invalidLength(min: 0, max: 4)
  /// ```
  public init(length: ClosedRange<Int>, secure: Bool = false) throws(RulesError) {
    guard Self.lengthRange.contains(length.lowerBound),
      Self.lengthRange.contains(length.upperBound)
    else { throw .invalidLength(min: length.lowerBound, max: length.upperBound) }
    self.length = length
    self.isSecure = secure
  }

  /// `code`.
  public var kindName: String { "code" }

  /// `max-length` beyond `length.upperBound` digits.
  public func check(_ typed: String) -> EntryRejection? {
    typed.utf8.count > length.upperBound ? .maxLength : nil
  }

  /// The ASCII digits, or a `•` per digit when secure.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    for character in typed {
      if isSecure { text.appendTyped("\u{2022}") } else { text.appendTyped(String(character)) }
    }
    return text
  }

  /// The digits, as ``FieldValue/secureDigits(_:)`` when secure so that no
  /// log prints them; `nil` when none is typed.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// try CodeFormat(length: 4...4, secure: true).value(of: "0042")  // .secureDigits("0042")
  /// ```
  public func value(of typed: String) -> FieldValue? {
    guard !typed.isEmpty else { return nil }
    return isSecure ? .secureDigits(typed) : .digits(typed)
  }

  /// `too-short` below `length.lowerBound` digits.
  public func validate(_ typed: String) -> ValidationCode? {
    typed.utf8.count < length.lowerBound ? .tooShort : nil
  }

  /// The length, when it is one number.
  public var fixedLength: Int? { length.count == 1 ? length.lowerBound : nil }

  /// Whether `length.upperBound` digits are typed.
  public func isComplete(_ typed: String) -> Bool { typed.utf8.count == length.upperBound }

  /// The digits in one group, or `nil` when secure.
  public func spokenGroups(of typed: String) -> [String]? { isSecure ? nil : [typed] }

  /// ``validate(_:)``: a code needs no context.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    validate(typed)
  }

  /// The digits in one group, or their count alone when secure.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    isSecure ? .count : .digits(name: nil, groups: [typed])
  }

  /// `4 digit code` or `4-6 digit code`, noted `hidden` when secure.
  public func description(of typed: String) -> KindDescription {
    let lengths =
      length.count == 1 ? "\(length.lowerBound)" : "\(length.lowerBound)-\(length.upperBound)"
    return KindDescription(
      name: Message("kind.code", [.text("lengths", lengths)]),
      notes: isSecure ? [.message(Message("kind.hidden"))] : [])
  }
}
