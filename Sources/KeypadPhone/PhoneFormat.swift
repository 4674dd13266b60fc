@_spi(Engine) import Keypad
import KeypadPhoneC

/// A phone number, typed and shown as Google's libphonenumber formats it
/// as you type, in a region.
///
/// The field holds the typed digits, after a `+` when the number is
/// international (the sign key puts it first or takes it away, from any
/// caret; a typed `+` stands first only). The
/// display is what libphonenumber's `AsYouTypeFormatter` for the region
/// shows for them, fed one by one: `030 12345678` in Germany, `(650)
/// 253-0000` in the United States, `+49 30 12345678` anywhere. The value
/// is the number in E.164 once libphonenumber finds it possible; Done
/// refuses a number it does not find valid
/// (`ValidationCode.invalidPhoneNumber`). A paste takes any text
/// libphonenumber reads as one number. See <doc:PhoneNumbers>.
///
/// ```swift
/// let rules = FieldRules(kind: .custom(try PhoneFormat(region: "US")))
/// var field = try KeypadField(locale: "en_US", rules: rules)
/// for character in "6502530000" { field.type(character) }
/// field.display(editing: true)     // "(650) 253-0000"
/// field.value  // .phoneNumber("+16502530000")
/// ```
public struct PhoneFormat: KindFormat {
  /// The region whose numbers the field reads, such as `DE`.
  public let region: String

  /// The most digits a phone field holds: 18, an E.164 number's 15 after a
  /// three-digit international prefix such as `011`.
  public static let maxDigits = 18

  /// A format for numbers of a region libphonenumber knows.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").region  // "DE"
  /// try PhoneFormat(region: "XX")         // throws PhoneError.unknownRegion("XX")
  /// ```
  ///
  /// - Throws: ``PhoneError/unknownRegion(_:)`` when libphonenumber has no
  ///   metadata for the region.
  public init(region: String) throws(PhoneError) {
    guard Self.isRegion(region) else { throw .unknownRegion(region) }
    self.region = region
  }

  /// A format for numbers of a locale's region: the one its id names, or
  /// the likely one for its language (`de` reads numbers of Germany).
  ///
  /// ```swift
  /// try PhoneFormat(locale: "en_GB").region  // "GB"
  /// ```
  ///
  /// - Throws: ``PhoneError/unknownRegion(_:)`` when the locale has no
  ///   region libphonenumber knows.
  public init(locale: String) throws(PhoneError) {
    let region = Self.region(ofLocale: locale)
    try self.init(region: region)
  }

  /// Whether libphonenumber has metadata for a region code.
  ///
  /// ```swift
  /// PhoneFormat.isRegion("CH")  // true
  /// PhoneFormat.isRegion("ch")  // false
  /// ```
  public static func isRegion(_ region: String) -> Bool {
    region.utf8.count == 2 && region.utf8.allSatisfy { (0x41...0x5A).contains($0) }
      && keypad_phone_is_region(region) == 1
  }

  /// A locale's region, with ICU's likely subtags when its id names none;
  /// empty when there is none.
  ///
  /// ```swift
  /// PhoneFormat.region(ofLocale: "de")  // "DE"
  /// ```
  public static func region(ofLocale locale: String) -> String {
    var buffer = [CChar](repeating: 0, count: 16)
    let length = keypad_phone_locale_region(locale, &buffer, Int32(buffer.count))
    guard length > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `phone`.
  public var kindName: String { "phone" }

  /// Refuses more than ``maxDigits`` digits.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").check(String(repeating: "1", count: 19))  // .maxLength
  /// ```
  public func check(_ typed: String) -> EntryRejection? {
    typed.utf8.count(where: { $0 != 0x2B }) > Self.maxDigits ? .maxLength : nil
  }

  /// The display of libphonenumber's `AsYouTypeFormatter` for the typed
  /// characters, each typed character marked.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").layout(of: "03012345678", symbols: .locale("de_DE")).text
  /// // "030 12345678"
  /// ```
  public func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    let bytes = Array(typed.utf8)
    guard !bytes.isEmpty else { return FormattedText() }
    var shown = [CChar](repeating: 0, count: 4 * bytes.count + 32)
    var afterTyped = [Int32](repeating: 0, count: bytes.count)
    let length = keypad_phone_format(
      region, typed, Int32(bytes.count), &shown, Int32(shown.count), &afterTyped)
    if length >= 0 {
      let display = shown.prefix(Int(length)).map { UInt8(bitPattern: $0) }
      let text = String(decoding: display, as: UTF8.self)
      // An ASCII display's byte offsets are its UTF-16 offsets.
      let ends =
        display.allSatisfy { $0 < 0x80 }
        ? afterTyped.map { Int($0) } : Self.utf16Offsets(afterTyped, in: text)
      if let layout = FormattedText(text, typedCharacterEnds: ends) { return layout }
    }
    var text = FormattedText()
    for byte in bytes { text.appendTyped(String(Unicode.Scalar(byte))) }
    return text
  }

  /// UTF-8 offsets at scalar boundaries of a text as UTF-16 offsets.
  private static func utf16Offsets(_ offsets: [Int32], in text: String) -> [Int] {
    var utf16 = [Int](repeating: 0, count: text.utf8.count + 1)
    var byte = 0
    var unit = 0
    for scalar in text.unicodeScalars {
      byte += scalar.utf8.count
      unit += scalar.utf16.count
      utf16[byte] = unit
    }
    return offsets.map { utf16[Int($0)] }
  }

  /// The number in E.164, such as `+493012345678`, once libphonenumber
  /// finds it possible (`IsPossibleNumber`); else `nil`.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").value(of: "03012345678")  // .phoneNumber("+493012345678")
  /// try PhoneFormat(region: "US").value(of: "650")          // nil
  /// ```
  public func value(of typed: String) -> FieldValue? {
    let reading = read(typed)
    return reading.possible ? .phoneNumber(reading.e164) : nil
  }

  /// `ValidationCode.invalidPhoneNumber` when libphonenumber does
  /// not find the number valid (`IsValidNumber`).
  ///
  /// ```swift
  /// try PhoneFormat(region: "US").validate("6502530000")  // nil
  /// try PhoneFormat(region: "US").validate("1234")        // .invalidPhoneNumber
  /// ```
  public func validate(_ typed: String) -> ValidationCode? {
    read(typed).valid ? nil : .invalidPhoneNumber
  }

  /// Whether libphonenumber finds the typed number valid.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").isValid("03012345678")  // true
  /// ```
  public func isValid(_ typed: String) -> Bool { read(typed).valid }

  /// The region the typed number is read in now: the format's, or the one
  /// the country calling code after a `+` (or an international prefix)
  /// leads to, as libphonenumber reads it.
  ///
  /// ```swift
  /// try PhoneFormat(region: "US").region(of: "+4930")  // "DE"
  /// try PhoneFormat(region: "US").region(of: "650")    // "US"
  /// ```
  public func region(of typed: String) -> String { read(typed).region }

  /// The groups of digits as displayed: `(650) 253-0000` is said
  /// 650, 253, 0000.
  ///
  /// ```swift
  /// try PhoneFormat(region: "US").spokenGroups(of: "6502530000")  // ["650", "253", "0000"]
  /// ```
  public func spokenGroups(of typed: String) -> [String]? {
    guard let symbols = try? NumberSymbols.locale("en") else { return [typed] }
    return layout(of: typed, symbols: symbols).text
      .split(whereSeparator: { !$0.isASCII || !$0.isNumber })
      .map(String.init)
  }

  /// The same formatting may stand in a paste.
  public func isLiteral(_ character: Character) -> Bool { Self.formatting.contains(character) }

  /// A `+` starts an international number.
  public var takesLeadingPlus: Bool { true }

  /// The typed characters of a pasted number as libphonenumber reads it:
  /// a national number's digits (`(030) 123 456 78`: `03012345678`), or
  /// `+`, the country calling code and the national number
  /// (`0049 30 12345678`: `+493012345678`); empty, refusing the paste,
  /// when libphonenumber reads no number, or one with an extension.
  ///
  /// ```swift
  /// try PhoneFormat(region: "DE").typedCharacters(pasting: "+49 30 12345678")
  /// // "+493012345678"
  /// ```
  public func typedCharacters(pasting text: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = keypad_phone_typed_from_paste(
      region, text, Int32(text.utf8.count), &buffer, Int32(buffer.count))
    guard length > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// What a person may type between digits.
  private static let formatting: Set<Character> = [" ", "-", "(", ")", ".", "/"]

  /// libphonenumber's reading of the typed characters.
  private func read(_ typed: String) -> (possible: Bool, valid: Bool, region: String, e164: String)
  {
    var reading = keypad_phone_reading()
    keypad_phone_read(region, typed, Int32(typed.utf8.count), &reading)
    let readRegion = withUnsafeBytes(of: reading.region) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let e164 = withUnsafeBytes(of: reading.e164) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    return (
      reading.parsed == 1 && reading.possible == 1, reading.parsed == 1 && reading.valid == 1,
      readRegion.isEmpty ? region : readRegion, e164
    )
  }

  /// ``validate(_:)``: a phone number needs no context.
  public func validate(_ typed: String, in context: ValidationContext) -> ValidationCode? {
    validate(typed)
  }

  /// The digits in the groups libphonenumber shows.
  public func speech(of typed: String, locale: String) -> KindSpeech {
    .digits(name: nil, groups: spokenGroups(of: typed) ?? [typed])
  }

  /// `phone`, noted with the region the number is read in now and the
  /// sign key's `+`.
  ///
  /// ```swift
  /// try PhoneFormat(region: "US").description(of: "+4930").notes  // ["region DE", "± toggles +"]
  /// ```
  public func description(of typed: String) -> KindDescription {
    KindDescription(
      name: Message("kind.phone"),
      notes: [
        .message(Message("kind.region", [.text("region", region(of: typed))])),
        .message(Message("kind.sign-toggles-plus")),
      ])
  }
}

/// The phone kind's leading `+`, its literals and its own reading of a
/// paste, for the engine.
@_spi(Engine) extension PhoneFormat: EngineKindFormat {
  /// Formatting a person types (a space, `-`, `(`, `)`, `.`, `/`) is
  /// accepted and changes nothing: the formatter places its own.
  ///
  /// ```swift
  /// @_spi(Engine) import KeypadPhone
  ///
  /// let symbols = try NumberSymbols.locale("en_US")
  /// let format = try PhoneFormat(region: "US")
  /// format.ignores("-", in: "650", afterTyped: 3, symbols: symbols)  // true
  /// ```
  public func ignores(
    _ character: Character, in typed: String, afterTyped count: Int, symbols: NumberSymbols
  ) -> Bool {
    Self.formatting.contains(character)
  }

  /// Never full: a number's length depends on its country and type, so a
  /// phone field does not move on by itself.
  public func isComplete(_ typed: String) -> Bool { false }
}
