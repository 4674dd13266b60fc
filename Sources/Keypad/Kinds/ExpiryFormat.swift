/// A card's expiry date, `MM/YY`.
///
/// A first month digit of 2 to 9 means `0` and that digit: the `0` is shown
/// as formatting (typing `5` shows `05`). Months `00` and `13` to `19` are
/// refused as typed (`invalid-month`). The `/` appears once a year digit is
/// typed, and typing it after the month is ignored. The value is the year
/// and month (`2027-12`); Done refuses an incomplete date (`too-short`) and
/// a month before the current one (`expired`).
///
/// ```swift
/// @_spi(Engine) import Keypad
///
/// let expiry = ExpiryFormat()
/// expiry.layout(of: "527", symbols: try .locale("en_US")).text  // "05/27"
/// expiry.check("13")          // .invalidMonth
/// expiry.value(of: "1227")    // .yearMonth(year: 2027, month: 12)
/// ```
@_spi(Engine) public struct ExpiryFormat: EngineKindFormat {
  /// Creates the format.
  public init() {}

  /// `expiry`.
  public var kindName: String { "expiry" }

  /// How many typed digits make the month: 1 when the first is 2 to 9.
  private static func monthLength(_ typed: String) -> Int {
    guard let first = typed.utf8.first else { return 2 }
    return (0x32...0x39).contains(first) ? 1 : 2
  }

  /// `invalid-month` for a month `00` or `13` to `19`; `max-length` beyond
  /// the month and two year digits.
  public func check(_ typed: String) -> EntryRejection? {
    let bytes = Array(typed.utf8)
    if bytes.count >= 2, Self.monthLength(typed) == 2 {
      if bytes[0] == 0x30, bytes[1] == 0x30 { return .invalidMonth }
      if bytes[0] == 0x31, bytes[1] > 0x32 { return .invalidMonth }
    }
    return bytes.count > Self.monthLength(typed) + 2 ? .maxLength : nil
  }

  /// The month, a `/` once a year digit is typed, the year, in ASCII.
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    let monthLength = Self.monthLength(typed)
    for (index, character) in typed.enumerated() {
      if index == 0, monthLength == 1 { text.appendFormatting("0") }
      if index == monthLength { text.appendFormatting("/") }
      text.appendTyped(String(character))
    }
    return text
  }

  /// A `/` right after the month.
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    character.hasSameUTF8(as: "/") && typed.utf8.count >= count && count == Self.monthLength(typed)
  }

  /// `/`, and white space, in a paste.
  public func isLiteral(_ character: Character) -> Bool { character.hasSameUTF8(as: "/") }

  /// A month and a four-digit year, as autofill writes them (`12/2027`,
  /// `5 / 2031`): the month's two digits and the year's last two.
  ///
  /// Any other text gives `nil` and is read the field's way, its digits
  /// with a `/` and white space between them (`12/27`, `1227`). A
  /// four-digit year outside 2000 to 2099, which the field cannot hold, is
  /// refused (`""`); the month is checked as typed (`13/2027` is
  /// `invalid-month`).
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// ExpiryFormat().typedCharacters(pasting: "12/2027")  // "1227"
  /// ExpiryFormat().typedCharacters(pasting: "5/2031")   // "0531"
  /// ExpiryFormat().typedCharacters(pasting: "12/1999")  // "": refused
  /// ExpiryFormat().typedCharacters(pasting: "12/27")    // nil: the digits as typed
  /// ```
  public func typedCharacters(pasting text: String) -> String? {
    let parts = text.split(ascii: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let month = parts[0].filter { !isWhiteSpace($0) }
    let year = parts[1].filter { !isWhiteSpace($0) }
    func isDigits(_ part: String) -> Bool { part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard (1...2).contains(month.utf8.count), year.utf8.count == 4, isDigits(month), isDigits(year)
    else { return nil }
    guard year.utf8.starts(with: "20".utf8) else { return "" }
    return (month.utf8.count == 1 ? "0" + month : month) + year.dropFirst(2)
  }

  /// The year and month once the date is complete.
  public func value(of typed: String) -> FieldValue? {
    guard let (year, month) = Self.yearMonth(typed) else { return nil }
    return .yearMonth(year: year, month: month)
  }

  /// The year (20YY) and month of a complete date.
  private static func yearMonth(_ typed: String) -> (Int, Int)? {
    let bytes = Array(typed.utf8)
    let monthLength = monthLength(typed)
    guard bytes.count == monthLength + 2 else { return nil }
    let digits = bytes.map { Int($0) - 0x30 }
    let month = monthLength == 1 ? digits[0] : digits[0] * 10 + digits[1]
    let year = 2000 + digits[monthLength] * 10 + digits[monthLength + 1]
    return (year, month)
  }

  /// `too-short` before the year is complete.
  public func validate(_ typed: String) -> ValidationCode? {
    Self.yearMonth(typed) == nil ? .tooShort : nil
  }

  /// `expired` for a month before the context's.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    guard let (year, month) = Self.yearMonth(typed) else { return .tooShort }
    let today = context.today
    return (year, month) < (today.year, today.month) ? .expired : nil
  }

  /// Whether the month and the year are typed.
  public func isComplete(_ typed: String) -> Bool { Self.yearMonth(typed) != nil }

  /// The month and year in the locale's words once complete (`December
  /// 2027`), from ICU's date formatting.
  public func spokenText(of typed: String, locale: String) -> String? {
    guard let (year, month) = Self.yearMonth(typed) else { return nil }
    return try? ICUYearMonth.format(year: year, month: month, locale: locale)
  }

  /// The month and the year, each a group.
  public func spokenGroups(of typed: String) -> [String]? {
    let monthLength = Self.monthLength(typed)
    let month = String(typed.prefix(monthLength))
    let year = String(typed.dropFirst(monthLength))
    return year.isEmpty ? [month] : [month, year]
  }

  /// The month and year as ICU writes them once complete, else the typed
  /// groups.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    if let text = spokenText(of: typed, locale: locale) { return .text(text) }
    return .digits(name: nil, groups: spokenGroups(of: typed) ?? [typed])
  }

  /// `expiry`, shown `MM/YY`.
  public func description(of typed: String) -> KindDescription {
    KindDescription(name: Message("kind.expiry"), pattern: "MM/YY")
  }
}
