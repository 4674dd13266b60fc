/// An exact decimal number, as typed: never rounded, never binary floating point.
///
/// A value keeps the fraction digits that were typed, so `1234.50` stays
/// `1234.50` in its ``description``, while comparison is numeric:
/// `1234.50 == 1234.5`, and negative zero equals zero.
///
/// ```swift
/// let price = ExactDecimal("-1234.50")
/// price?.description   // "-1234.50"
/// price?.scale         // 2
/// ExactDecimal("1.5")! < ExactDecimal("1.50001")!  // true
/// ExactDecimal("1e5")  // nil: only digits, one `.`, and a leading `-`
/// ```
public struct ExactDecimal: Sendable {
  /// Whether a minus sign was typed (also for negative zero).
  public let isNegative: Bool
  /// All digits, ASCII, integer part first.
  ///
  /// The integer part has no leading zeros except a single `0`.
  let digits: String
  /// How many digits follow the separator (typed trailing zeros included).
  public let scale: Int

  /// Creates a value from checked parts.
  init(isNegative: Bool, digits: String, scale: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.scale = scale
  }

  /// Parses the canonical form, such as `-1234.50`.
  ///
  /// An optional `-`, ASCII digits, and an optional `.` followed by at least
  /// one digit. Leading zeros are dropped.
  ///
  /// ```swift
  /// ExactDecimal("007.10")?.description  // "7.10"
  /// ExactDecimal("1,5")                  // nil
  /// ```
  public init?(_ text: String) {
    var negative = false
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    var seenPoint = false
    for (index, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        negative = true
      case UInt8(ascii: ".") where !seenPoint:
        seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if seenPoint { fraction.append(byte) } else { integer.append(byte) }
      default:
        return nil
      }
    }
    guard !integer.isEmpty, !seenPoint || !fraction.isEmpty else { return nil }
    self.init(isNegative: negative, integer: integer[...], fraction: fraction[...])
  }

  /// Creates a value from integer and fraction digits (ASCII), dropping
  /// leading zeros of the integer part.
  init(isNegative: Bool, integer: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>) {
    let significant = integer.drop { $0 == UInt8(ascii: "0") }
    var bytes: [UInt8] = significant.isEmpty ? [UInt8(ascii: "0")] : Array(significant)
    bytes.append(contentsOf: fraction)
    self.init(
      isNegative: isNegative, digits: String(decoding: bytes, as: UTF8.self),
      scale: fraction.count)
  }

  /// Whether the value is zero, whatever its sign and scale.
  public var isZero: Bool { digits.utf8.allSatisfy { $0 == UInt8(ascii: "0") } }

  /// The digits before the separator, ASCII.
  public var integerDigits: Substring {
    digits.prefix(digits.utf8.count - scale)
  }

  /// The digits after the separator, ASCII, as typed (trailing zeros kept).
  public var fractionDigits: Substring {
    digits.suffix(scale)
  }
}

extension ExactDecimal: CustomStringConvertible, LosslessStringConvertible {
  /// The canonical text: ASCII digits, `.` as separator, a leading `-` when
  /// negative, no grouping, typed fraction zeros kept (`-1234.50`).
  public var description: String {
    var text = isNegative ? "-" : ""
    text += integerDigits
    if scale > 0 {
      text += "."
      text += fractionDigits
    }
    return text
  }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
  /// Creates a value from an integer literal: `let limit: ExactDecimal = 100`.
  public init(integerLiteral value: Int) {
    let magnitude = Array(String(value.magnitude).utf8)
    self.init(isNegative: value < 0, integer: magnitude[...], fraction: [])
  }
}

#if !hasFeature(Embedded)
extension ExactDecimal: Codable {
  /// Decodes a value from its canonical text; a JSON number is refused so no
  /// value ever passes through binary floating point.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = ExactDecimal(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a decimal such as -1234.50")
    }
    self = value
  }

  /// Encodes the value as its canonical text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
#endif
