/// A payment card number: the brand from its leading digits, grouped as
/// the brand prints it.
///
/// The brand (from the IIN ranges of ``CardBrand``) is updated as digits come. The number
/// is shown in ASCII digits in the brand's groups (4-4-4-4, American
/// Express 4-6-5, Diners Club 4-6-4, 19 digits 4-4-4-4-3); the field takes
/// at most the brand's longest length (19 while the brand is not known).
/// Done refuses a number that fails the Luhn check or has a length the
/// brand does not issue (`invalid-card-number`); a number of no known
/// brand may have 12 to 19 digits. The field is complete once the number
/// is valid at 16 digits, or at the brand's only or longest length below
/// that (American Express 15, Diners Club 14).
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let card = CardFormat()
/// card.layout(of: "378282246310005", symbols: try .locale("en_US")).text
/// // "3782 822463 10005"
/// card.validate("4242424242424241")  // .invalidCardNumber: fails Luhn
/// ```
@_spi(Engine) public struct CardFormat: EngineKindFormat {
  /// Creates the format.
  public init() {}

  /// `card`.
  public var kindName: String { "card" }

  /// The most digits a number of these leading digits may have.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// CardFormat.maxLength(of: "34")  // 15
  /// ```
  public static func maxLength(of typed: String) -> Int {
    var typed = typed
    return typed.withUTF8 { maxLength(utf8: $0) }
  }

  /// ``maxLength(of:)`` of the digits' bytes.
  static func maxLength(utf8 typed: UnsafeBufferPointer<UInt8>) -> Int {
    CardBrand.of(utf8: typed)?.maxLength ?? 19
  }

  /// Whether the digits pass the Luhn check (ISO/IEC 7812-1).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// CardFormat.passesLuhn("4242424242424242")  // true
  /// ```
  public static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (index, byte) in digits.utf8.reversed().enumerated() {
      var digit = Int(byte) - 0x30
      if index % 2 == 1 {
        digit *= 2
        if digit > 9 { digit -= 9 }
      }
      sum += digit
    }
    return sum % 10 == 0
  }

  /// `max-length` beyond the brand's longest length.
  public func check(_ typed: String) -> EntryRejection? {
    var typed = typed
    return typed.withUTF8 { check(utf8: $0) }
  }

  /// ``check(_:)`` of the digits' bytes.
  func check(utf8 typed: UnsafeBufferPointer<UInt8>) -> EntryRejection? {
    // No brand's longest length is shorter (American Express, 15): a
    // shorter number needs no brand look-up.
    guard typed.count > Self.shortestMaxLength else { return nil }
    return typed.count > Self.maxLength(utf8: typed) ? .maxLength : nil
  }

  /// The least of the brands' longest lengths.
  static let shortestMaxLength = CardBrand.allCases.map { $0.maxLength }.min() ?? 19

  /// The ASCII digits in the brand's groups.
  ///
  /// - Complexity: O(n) in the digits; no allocation for a number of up
  ///   to 12 digits (a display of at most 15 bytes).
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var typed = typed
    return typed.withUTF8 { layout(ofUTF8: $0, symbols: symbols) }
  }

  /// ``layout(of:symbols:)`` of the digits' bytes.
  func layout(ofUTF8 digits: UnsafeBufferPointer<UInt8>, symbols: NumberSymbols)
    -> FormattedText
  {
    let count = digits.count
    // At most four spaces: the display fits in 63 bytes up to 48 digits.
    guard count <= 48 else { return slowLayout(of: String(decoding: digits, as: UTF8.self)) }
    let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
      // The brand only changes where groups end after the fourth digit.
      let brand = count > 4 ? CardBrand.of(utf8: digits) : nil
      let ends = CardBrand.groupEnds(brand: brand, count: count)
      var length = 0
      var mask: UInt64 = 0
      var bits: UInt8 = 0
      for index in 0..<count {
        let byte = digits[index]
        bits |= byte
        if CardBrand.groupEnds(after: index, in: ends) {
          buffer[length] = 0x20
          length += 1
        }
        buffer[length] = byte
        length += 1
        mask |= 1 << UInt64(length)
      }
      // Anything but ASCII (no digit, against the protocol) is laid out
      // one character at a time.
      guard bits < 0x80 else { return FormattedText?.none }
      return FormattedText(
        ascii: UnsafeBufferPointer(rebasing: buffer[..<length]), caretOffsetMask: mask)
    }
    return fast ?? slowLayout(of: String(decoding: digits, as: UTF8.self))
  }

  /// ``layout(of:symbols:)`` one character at a time, for any length.
  func slowLayout(of typed: String) -> FormattedText {
    let count = typed.utf8.count
    let brand = CardBrand.of(typed)
    var text = FormattedText()
    for (index, character) in typed.enumerated() {
      if CardBrand.groupEnds(after: index, brand: brand, count: count) {
        text.appendFormatting(" ")
      }
      text.appendTyped(String(character))
    }
    return text
  }

  /// A space where the brand's groups put one next.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    guard character.hasSameUTF8(as: " "), count > 0 else { return false }
    return CardBrand.groupEnds(after: count, brand: CardBrand.of(typed), count: typed.utf8.count)
  }

  /// The brand's name, once it is known.
  public func spokenName(of typed: String) -> String? { CardBrand.of(typed)?.name }

  /// The brand of the leading digits (``CardBrand/of(_:)``).
  public func cardBrand(of typed: String) -> CardBrand? { CardBrand.of(typed) }

  /// Spaces and hyphens, as numbers are written.
  public func isLiteral(_ character: Character) -> Bool {
    character.hasSameUTF8(as: " ") || character.hasSameUTF8(as: "-")
  }

  /// `invalid-card-number` for a number that fails Luhn or has a length
  /// its brand does not issue.
  public func validate(_ typed: String) -> ValidationCode? {
    let lengths = CardBrand.of(typed)?.lengths ?? Array(12...19)
    guard lengths.contains(typed.utf8.count), Self.passesLuhn(typed) else {
      return .invalidCardNumber
    }
    return nil
  }

  /// Whether the number is valid at 16 digits, or at its brand's longest
  /// length when that is shorter.
  public func isComplete(_ typed: String) -> Bool {
    isFull(typed) && validate(typed) == nil
  }

  /// Whether the number has 16 digits, or its brand's longest length when
  /// that is shorter: the length at which it is complete when valid, and
  /// said to be invalid when not.
  public func isFull(_ typed: String) -> Bool {
    typed.utf8.count == min(16, Self.maxLength(of: typed))
  }

  /// The brand's name, then the groups as shown.
  public func spokenGroups(of typed: String) -> [String]? {
    let count = typed.utf8.count
    let groups = CardBrand.of(typed)?.groups(count: count) ?? CardBrand.unknownGroups
    var result: [String] = []
    var rest = typed[...]
    for group in groups where !rest.isEmpty {
      result.append(String(rest.prefix(group)))
      rest = rest.dropFirst(group)
    }
    return result
  }

  /// The digits as ``FieldValue/cardNumber(_:)``, which a log shows masked;
  /// `nil` when none is typed.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// CardFormat().value(of: "4242")  // .cardNumber("4242")
  /// ```
  public func value(of typed: String) -> FieldValue? {
    typed.isEmpty ? nil : .cardNumber(typed)
  }

  /// ``validate(_:)``: a card's number needs no context.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    validate(typed)
  }

  /// The brand, then the digits in the brand's groups.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    .digits(name: spokenName(of: typed), groups: spokenGroups(of: typed) ?? [typed])
  }

  /// `card number`, noted with the brand once the digits tell it.
  public func description(of typed: String) -> KindDescription {
    KindDescription(
      name: Message("kind.card-number"), notes: CardBrand.of(typed).map { [.text($0.name)] } ?? [])
  }
}
