extension ExactDecimal: Comparable, Hashable {
  /// Numeric equality: `1.50 == 1.5` and `-0 == 0`.
  public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    compare(lhs, rhs) == 0
  }

  /// Numeric order.
  public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// Hashes the numeric value, so equal values hash alike.
  public func hash(into hasher: inout Hasher) {
    var digits = digits
    digits.withUTF8 { bytes in
      var end = bytes.count
      while end > bytes.count - scale, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
      hasher.combine(isZero ? false : isNegative)
      hasher.combine(bytes.count - scale)
      hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<end])))
    }
  }

  /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
  private static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
    let lhsNegative = lhs.isNegative && !lhs.isZero
    let rhsNegative = rhs.isNegative && !rhs.isZero
    if lhsNegative != rhsNegative { return lhsNegative ? -1 : 1 }
    let magnitude = compareMagnitude(lhs, rhs)
    return lhsNegative ? -magnitude : magnitude
  }

  /// Compares absolute values digit by digit, in the digits' own bytes.
  private static func compareMagnitude(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
    var leftDigits = lhs.digits
    var rightDigits = rhs.digits
    return leftDigits.withUTF8 { left in
      rightDigits.withUTF8 { right in compareMagnitude(left, lhs.scale, right, rhs.scale) }
    }
  }

  /// Compares the absolute values of two digit strings with their scales.
  private static func compareMagnitude(
    _ left: UnsafeBufferPointer<UInt8>, _ leftScale: Int,
    _ right: UnsafeBufferPointer<UInt8>, _ rightScale: Int
  ) -> Int {
    let leftInteger = left.count - leftScale
    let rightInteger = right.count - rightScale
    if leftInteger != rightInteger { return leftInteger < rightInteger ? -1 : 1 }
    let length = leftInteger + max(leftScale, rightScale)
    for index in 0..<length {
      let a = index < left.count ? left[index] : UInt8(ascii: "0")
      let b = index < right.count ? right[index] : UInt8(ascii: "0")
      if a != b { return a < b ? -1 : 1 }
    }
    return 0
  }
}
