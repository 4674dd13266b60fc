extension ExactDecimal {
  /// The exact sum, with as many fraction digits as the longer operand.
  ///
  /// Nothing is rounded: the digits are added column by column, so
  /// `0.1` added ten times is exactly `1.0`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// ExactDecimal("0.9")!.adding(ExactDecimal("0.1")!).description   // "1.0"
  /// ExactDecimal("-1.5")!.adding(ExactDecimal("2")!).description    // "0.5"
  /// ```
  ///
  /// - Complexity: O(n) in the digits of the operands.
  @_spi(Engine) public func adding(_ other: ExactDecimal) -> ExactDecimal {
    let scale = Swift.max(self.scale, other.scale)
    let left = paddedDigits(toScale: scale)
    let right = other.paddedDigits(toScale: scale)
    let leftNegative = isNegative && !isZero
    let rightNegative = other.isNegative && !other.isZero
    let digits: [UInt8]
    let negative: Bool
    if leftNegative == rightNegative {
      digits = Self.addMagnitudes(left, right)
      negative = leftNegative
    } else if Self.compareMagnitudes(left, right) >= 0 {
      digits = Self.subtractMagnitudes(left, right)
      negative = leftNegative
    } else {
      digits = Self.subtractMagnitudes(right, left)
      negative = rightNegative
    }
    let integerCount = digits.count - scale
    let result = ExactDecimal(
      isNegative: negative, integer: digits[..<integerCount], fraction: digits[integerCount...])
    return result.isZero ? result.withSign(negative: false) : result
  }

  /// The exact difference `self - other`; see ``adding(_:)``.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// ExactDecimal("1")!.subtracting(ExactDecimal("1.25")!).description  // "-0.25"
  /// ```
  @_spi(Engine) public func subtracting(_ other: ExactDecimal) -> ExactDecimal {
    adding(other.withSign(negative: !other.isNegative))
  }

  /// The same digits with the fraction extended by zeros to `scale` digits
  /// (when it is shorter), such as `12.5` to `12.500`.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  ///
  /// ExactDecimal("12.5")!.padded(toScale: 2).description  // "12.50"
  /// ExactDecimal("12.555")!.padded(toScale: 2).description  // "12.555"
  /// ```
  @_spi(Engine) public func padded(toScale scale: Int) -> ExactDecimal {
    guard scale > self.scale else { return self }
    let digits = paddedDigits(toScale: scale)
    let integerCount = digits.count - scale
    return ExactDecimal(
      isNegative: isNegative, integer: digits[..<integerCount], fraction: digits[integerCount...])
  }

  /// The same digits with the given sign.
  func withSign(negative: Bool) -> ExactDecimal {
    ExactDecimal(isNegative: negative, digits: digits, scale: scale)
  }

  /// The digits, integer part first, with zeros appended up to `scale`
  /// fraction digits (`scale` is at least ``scale``).
  private func paddedDigits(toScale scale: Int) -> [UInt8] {
    Array(digits.utf8)
      + Array(repeating: UInt8(ascii: "0"), count: Swift.max(scale - self.scale, 0))
  }

  /// Compares two digit strings of the same scale by magnitude.
  private static func compareMagnitudes(_ left: [UInt8], _ right: [UInt8]) -> Int {
    let a = left.drop { $0 == UInt8(ascii: "0") }
    let b = right.drop { $0 == UInt8(ascii: "0") }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  /// The sum of two digit strings of the same scale.
  private static func addMagnitudes(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
    let length = Swift.max(left.count, right.count)
    var result = [UInt8](repeating: 0, count: length + 1)
    var carry: UInt8 = 0
    for offset in 0..<length {
      let a = offset < left.count ? left[left.count - 1 - offset] - 0x30 : 0
      let b = offset < right.count ? right[right.count - 1 - offset] - 0x30 : 0
      let sum = a + b + carry
      result[length - offset] = sum % 10 + 0x30
      carry = sum / 10
    }
    result[0] = carry + 0x30
    return result
  }

  /// `left - right` for digit strings of the same scale, `left` not smaller.
  private static func subtractMagnitudes(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
    var result = left
    var borrow: Int = 0
    for offset in 0..<left.count {
      let a = Int(left[left.count - 1 - offset]) - 0x30
      let b = offset < right.count ? Int(right[right.count - 1 - offset]) - 0x30 : 0
      var difference = a - b - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 10 }
      result[left.count - 1 - offset] = UInt8(difference) + 0x30
    }
    return result
  }
}
