/// What has been typed into one field: the keypad's state machine, as a value.
///
/// The state is an optional minus, digits, and at most one decimal separator.
///
/// Each key is a `mutating` event that returns a ``KeyOutcome``. A rejected
/// key leaves the state exactly as it was. The state holds ASCII digits only;
/// the locale matters only when it is displayed.
///
/// ```swift
/// var state = EntryState()
/// let rules = FieldRules.standard
/// state.apply(.digit(1), rules: rules)  // .accepted
/// state.apply(.decimal, rules: rules)   // .accepted
/// state.apply(.decimal, rules: rules)   // .rejected(.duplicateDecimal)
/// state.text                            // "1."
/// ```
///
/// In ``EntryMode/cents`` mode the digits are the raw digits typed, and the
/// separator is placed by the rules' fraction digits when the value is read.
@_spi(Engine) public struct EntryState: Sendable, Hashable {
  // Stored largest first and the separator in one byte (at most 64 integer
  // digits), so the state takes 18 bytes and a `KeypadField` fits in 64.

  /// The digits typed, ASCII, without separator (and a kind's leading `+`).
  var digits = DigitString()
  /// ``separatorIndex``, stored in one byte.
  private var storedSeparatorIndex: Int8 = -1
  /// Whether the minus is on.
  public internal(set) var isNegative = false

  /// Whether two states hold the same typed characters.
  ///
  /// The separator, the sign and the digit count are compared before the
  /// digits, so that telling a changed state from its predecessor (every
  /// key's undo step) rarely compares text.
  @inline(__always)
  public static func == (lhs: EntryState, rhs: EntryState) -> Bool {
    lhs.storedSeparatorIndex == rhs.storedSeparatorIndex && lhs.isNegative == rhs.isNegative
      && lhs.digits == rhs.digits
  }

  /// How many digits precede the separator, or -1 when none was typed.
  var separatorIndex: Int {
    get { Int(storedSeparatorIndex) }
    set { storedSeparatorIndex = Int8(newValue) }
  }

  /// An empty state.
  public init() {}

  /// A state from parts already checked against the rules.
  init(isNegative: Bool, digits: DigitString, separatorIndex: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.separatorIndex = separatorIndex
  }

  /// A copy that retains nothing when the digits are in their word (see
  /// ``DigitString/copy``).
  @inline(__always)
  var copy: EntryState {
    EntryState(isNegative: isNegative, digits: digits.copy, separatorIndex: separatorIndex)
  }

  /// Whether nothing is typed, not even a minus.
  public var isEmpty: Bool { digits.isEmpty && !isNegative }

  /// Whether a decimal separator was typed (always `false` in cents mode).
  public var hasSeparator: Bool { separatorIndex >= 0 }

  /// The typed text in ASCII, such as `-12.` or `0.50`.
  ///
  /// `-` when negative, the digits, and `.` where the separator was typed.
  /// In cents mode, the raw digits.
  public var text: String {
    if !isNegative, !hasSeparator { return digits.string }
    return textBytes.withUnsafeBufferPointer { String(knownValidUTF8: $0, isASCII: true) }
  }

  /// The bytes of ``text``, without making a `String` of them.
  var textBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count + 2)
    if isNegative { bytes.append(UInt8(ascii: "-")) }
    digits.withBytes { typed in
      guard hasSeparator else { return bytes.append(contentsOf: typed) }
      bytes.append(contentsOf: typed[..<separatorIndex])
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: typed[separatorIndex...])
    }
    return bytes
  }

  /// Digits before the separator (all digits in cents mode).
  var integerCount: Int { hasSeparator ? separatorIndex : digits.count }

  /// Digits after the separator.
  var fractionCount: Int { hasSeparator ? digits.count - separatorIndex : 0 }

  /// Whether the digits are exactly a lone `0`, which the next digit replaces.
  @inline(__always)
  var isLoneZero: Bool { digits.isLoneZero }
}
