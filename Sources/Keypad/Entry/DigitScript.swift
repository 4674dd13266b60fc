/// The digits one number is written in: a paste takes the digits of one
/// script only.
///
/// Unicode lays out the ten decimal digits of each script (general category
/// Nd) as one run from zero to nine, so a digit's script is told by its zero:
/// its scalar value less its digit value. `1٢3` mixes ASCII and Arabic-Indic
/// digits and is no number; `١٢٣` and `123` are. A locale's own digits that
/// are no such run (`hanidec`'s `〇一二…`) are one script of their own.
///
/// <!-- example: not compiled: DigitScript is internal: a client cannot call it -->
/// ```swift
/// let english = try NumberSymbols.locale("en_US")
/// var script = DigitScript()
/// script.admits("1", value: 1, symbols: english)   // true
/// script.admits("٢", value: 2, symbols: english)   // false: another script than the 1
/// ```
struct DigitScript {
  /// The zero of the first digit read, or `nil` before any.
  private var zero: UInt32?

  /// The script of a locale's own digits that are not a run of decimal
  /// digits: no scalar's value.
  private static let ownDigits: UInt32 = 0x11_0000

  /// Whether `scalar`, a digit of value `value` in `symbols`' locale, is of
  /// the same script as the digits before it; the first digit sets the
  /// script.
  mutating func admits(_ scalar: Unicode.Scalar, value: UInt8, symbols: NumberSymbols) -> Bool {
    let isOwn =
      symbols.consecutiveDigitZero == nil
      && symbols.digits[Int(value)].hasSameUTF8(as: String(scalar))
    let digitZero = isOwn ? Self.ownDigits : scalar.value &- UInt32(value)
    guard let zero else {
      self.zero = digitZero
      return true
    }
    return zero == digitZero
  }
}
