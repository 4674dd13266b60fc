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
    let bytes = Array(digits.utf8)
    var end = bytes.count
    while end > bytes.count - scale, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
    hasher.combine(isZero ? false : isNegative)
    hasher.combine(bytes.count - scale)
    hasher.combine(bytes[..<end])
  }

  /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
  private static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
    let lhsNegative = lhs.isNegative && !lhs.isZero
    let rhsNegative = rhs.isNegative && !rhs.isZero
    if lhsNegative != rhsNegative { return lhsNegative ? -1 : 1 }
    let magnitude = compareMagnitude(lhs, rhs)
    return lhsNegative ? -magnitude : magnitude
  }

  /// Compares absolute values digit by digit.
  private static func compareMagnitude(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
    let left = Array(lhs.digits.utf8)
    let right = Array(rhs.digits.utf8)
    let leftInteger = left.count - lhs.scale
    let rightInteger = right.count - rhs.scale
    if leftInteger != rightInteger { return leftInteger < rightInteger ? -1 : 1 }
    let length = leftInteger + max(lhs.scale, rhs.scale)
    for index in 0..<length {
      let a = index < left.count ? left[index] : UInt8(ascii: "0")
      let b = index < right.count ? right[index] : UInt8(ascii: "0")
      if a != b { return a < b ? -1 : 1 }
    }
    return 0
  }
}
