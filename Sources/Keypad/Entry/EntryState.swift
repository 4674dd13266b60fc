/// The decimal kind's reading of a field's typed characters, and the
/// keypad's state machine over them, as a value.
///
/// The state is an optional minus, digits, and at most one decimal
/// separator: the typed characters (``typed``) of a decimal field, which
/// ``DecimalKind`` reads as a state for every key, display and value.
///
/// Each key is a `mutating` event that returns a ``KeyOutcome``. A rejected
/// key leaves the state exactly as it was. The state holds ASCII digits only;
/// the locale matters only when it is displayed.
///
/// ```swift
/// @_spi(Engine) import Keypad
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
  /// The typed characters: the minus, the digits and the separator.
  public internal(set) var typed: TypedText

  /// An empty state.
  public init() {
    typed = TypedText()
  }

  /// The decimal reading of typed characters.
  @inline(__always)
  init(_ typed: TypedText) {
    self.typed = typed
  }

  /// A state from parts already checked against the rules.
  init(isNegative: Bool, digits: DigitString, separatorIndex: Int) {
    typed = TypedText(
      sign: isNegative ? TypedText.minus : 0, digits: digits, separatorIndex: separatorIndex)
  }

  /// The digits typed, ASCII, without the minus and the separator.
  @inline(__always)
  var digits: DigitString {
    get { typed.digits }
    set { typed.digits = newValue }
  }

  /// How many digits precede the separator, or -1 when none was typed.
  @inline(__always)
  var separatorIndex: Int {
    get { Int(typed.separatorIndex) }
    set { typed.separatorIndex = Int8(newValue) }
  }

  /// Whether the minus is on.
  @inline(__always)
  public internal(set) var isNegative: Bool {
    get { typed.sign == TypedText.minus }
    set { typed.sign = newValue ? TypedText.minus : 0 }
  }

  /// Whether nothing is typed, not even a minus.
  public var isEmpty: Bool { digits.isEmpty && !isNegative }

  /// Whether a decimal separator was typed (always `false` in cents mode).
  public var hasSeparator: Bool { separatorIndex >= 0 }

  /// The typed text in ASCII, such as `-12.` or `0.50`.
  ///
  /// `-` when negative, the digits, and `.` where the separator was typed.
  /// In cents mode, the raw digits.
  public var text: String { typed.text }

  /// Digits before the separator (all digits in cents mode).
  var integerCount: Int { hasSeparator ? separatorIndex : digits.count }

  /// Digits after the separator.
  var fractionCount: Int { hasSeparator ? digits.count - separatorIndex : 0 }

  /// Whether the digits are exactly a lone `0`, which the next digit replaces.
  @inline(__always)
  var isLoneZero: Bool { digits.isLoneZero }
}
