/// The characters typed into a field, as ASCII bytes: digits, a sign
/// before them (a decimal number's `-`, an international phone number's
/// `+`), and a decimal separator among them (a decimal number's `.`).
///
/// A field of every kind holds what was typed as one `TypedText`
/// (``KeypadField/typed``), and its kind reads it: a decimal field its
/// sign, digits and separator (``EntryState``), a card field its digits. A
/// kind takes the characters it takes; one of digits never holds a sign
/// or a separator.
///
/// It reads as the characters in the order they stand, `-12.5` or
/// `+4930`. The sign and the separator are held beside the digits rather
/// than among them, so that the digits are one run of bytes, which a
/// display and a check read as they are.
///
/// A time of day on a 12-hour clock holds its day period as a mark beside
/// the characters, none of them (no caret stops at it, Backspace never
/// deletes it): `a` for AM, `p` for PM, read last, `0730p`. A mark alone is
/// no character: the text is then empty.
///
/// ```swift
/// @_spi(Engine) import Keypad
/// let typed = TypedText("-12.5")
/// typed.count  // 5
/// typed.text   // "-12.5"
/// ```
@_spi(Engine) public struct TypedText: Sendable, Hashable {
  /// The digits, in order.
  var digits = DigitString()
  /// The sign typed before the digits, `-` or `+`; 0 when there is none.
  var sign: UInt8 = 0
  /// How many digits precede the decimal separator; -1 when none was typed.
  ///
  /// A time, which holds no separator, keeps its day period (``mark``) in
  /// this byte instead: -2 for AM, -3 for PM. The text stays 18 bytes, and
  /// the one comparison of this byte that every key makes compares both.
  var separatorIndex: Int8 = -1

  /// The typed minus, `-`.
  static let minus = UInt8(ascii: "-")
  /// The typed plus, `+`.
  static let plus = UInt8(ascii: "+")
  /// The typed decimal separator, `.`.
  static let separator = UInt8(ascii: ".")
  /// The mark of the morning's day period, `a`.
  static let am = UInt8(ascii: "a")
  /// The mark of the afternoon's day period, `p`.
  static let pm = UInt8(ascii: "p")

  /// A time's day period, ``am`` or ``pm``; 0 when none is chosen.
  ///
  /// Setting it on a text with a decimal separator changes nothing.
  var mark: UInt8 {
    get {
      switch separatorIndex {
      case -2: Self.am
      case -3: Self.pm
      default: 0
      }
    }
    set {
      guard separatorIndex < 0 else { return }
      separatorIndex = newValue == Self.am ? -2 : newValue == Self.pm ? -3 : -1
    }
  }

  /// No characters.
  public init() {}

  /// The given sign, digits and separator.
  init(sign: UInt8 = 0, digits: DigitString, separatorIndex: Int = -1) {
    self.sign = sign
    self.digits = digits
    self.separatorIndex = Int8(separatorIndex)
  }

  /// The given ASCII characters: a sign only first, one separator at most;
  /// an `a` or a `p` is the mark.
  init(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if byte == Self.am || byte == Self.pm {
        mark = byte
      } else {
        append(byte)
      }
    }
  }

  /// The characters of an ASCII text, such as `-12.5`.
  public init(_ text: String) {
    self.init(text.utf8)
  }

  /// The characters as a `String`, such as `-12.5`, and the mark last
  /// (`0730p`).
  public var text: String {
    if sign == 0, separatorIndex == -1 { return digits.string }
    var bytes = bytes
    if mark != 0 { bytes.append(mark) }
    return bytes.withUnsafeBufferPointer { String(knownValidUTF8: $0, isASCII: true) }
  }

  /// The characters as bytes, in order; not the mark.
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    if sign != 0 { bytes.append(sign) }
    digits.withBytes { digits in
      guard separatorIndex >= 0 else { return bytes.append(contentsOf: digits) }
      bytes.append(contentsOf: digits[..<Int(separatorIndex)])
      bytes.append(Self.separator)
      bytes.append(contentsOf: digits[Int(separatorIndex)...])
    }
    return bytes
  }

  /// Whether there is no character.
  public var isEmpty: Bool { sign == 0 && separatorIndex < 0 && digits.isEmpty }

  /// How many characters there are: the sign, the digits and the
  /// separator.
  @inline(__always)
  public var count: Int {
    (sign == 0 ? 0 : 1) + digits.count + (separatorIndex < 0 ? 0 : 1)
  }

  /// Appends a character: a digit, the separator, or a sign as the first
  /// character.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if byte == Self.separator {
      separatorIndex = Int8(digits.count)
    } else if sign == 0, separatorIndex < 0, digits.isEmpty, byte == Self.minus || byte == Self.plus
    {
      sign = byte
    } else {
      digits = digits.appending(byte)
    }
  }

  /// Removes the last character; there must be one.
  @inline(__always)
  mutating func removeLast() {
    if separatorIndex >= 0, Int(separatorIndex) == digits.count {
      separatorIndex = -1
    } else if !digits.isEmpty {
      digits = digits.droppingLast()
    } else {
      sign = 0
    }
  }

  /// Whether two texts hold the same characters: the separator and the
  /// sign are compared before the digits, so that an edit that changed
  /// neither rarely compares digits.
  @inline(__always)
  public static func == (lhs: TypedText, rhs: TypedText) -> Bool {
    lhs.separatorIndex == rhs.separatorIndex && lhs.sign == rhs.sign && lhs.digits == rhs.digits
  }

  /// Hashes the characters.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sign)
    hasher.combine(separatorIndex)
    hasher.combine(digits)
  }

  /// A copy that retains nothing when the digits are in their word (see
  /// ``DigitString/copy``): every key's undo step copies the text before it.
  @inline(__always)
  var copy: TypedText {
    TypedText(sign: sign, digits: digits.copy, separatorIndex: Int(separatorIndex))
  }

  /// Calls `body` with the characters as contiguous ASCII bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if sign == 0, separatorIndex < 0 { return digits.withBytes(body) }
    return bytes.withUnsafeBufferPointer(body)
  }
}
