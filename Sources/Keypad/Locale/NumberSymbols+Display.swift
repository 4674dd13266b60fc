extension NumberSymbols {
  /// Builds the display of a digit sequence from the cached symbols, without
  /// calling ICU: the same text ICU's number formatter produces for the value
  /// with exactly as many fraction digits, in this locale's digits, grouping
  /// and signs.
  ///
  /// The full digit sequence is `leadingZeros` zeros followed by `digits`
  /// (ASCII); its first `integerCount` digits are the integer part. When
  /// `separator` is set and there are no fraction digits, the decimal
  /// separator ends the digits, as the user typed it.
  ///
  /// Complexity: O(n) in the number of digits, one allocation only when the
  /// result does not fit a small string.
  func display(
    negative: Bool, digits: UnsafeBufferPointer<UInt8>, leadingZeros: Int = 0,
    integerCount: Int, separator: Bool
  ) -> String {
    let pieces = utf8
    let prefix = negative ? pieces.negativePrefix : pieces.positivePrefix
    let suffix = negative ? pieces.negativeSuffix : pieces.positiveSuffix
    let total = leadingZeros + digits.count
    let primary = primaryGroupingSize
    let secondary = secondaryGroupingSize
    let grouped = primary > 0 && integerCount - primary >= minimumGroupingDigits
    let groups = grouped ? (integerCount - 1 - primary) / secondary + 1 : 0
    let width = pieces.digitWidth
    let capacity =
      prefix.count + suffix.count + total * width + groups * pieces.group.count
      + (separator ? pieces.decimal.count : 0)
    return pieces.bytes.withUnsafeBufferPointer { table in
      String(unsafeUninitializedCapacity: capacity) { buffer in
        var cursor = 0
        func write(_ range: Range<Int>) {
          for index in range {
            buffer[cursor] = table[index]
            cursor += 1
          }
        }
        write(prefix)
        // The position of the next group separator, counted in digits.
        let lastGroup = grouped ? integerCount - primary : -1
        var nextGroup = grouped ? lastGroup - (groups - 1) * secondary : -1
        for position in 0..<total {
          if position == integerCount {
            write(pieces.decimal)
          } else if position == nextGroup {
            write(pieces.group)
            // Secondary groups up to the primary one, then no more.
            nextGroup = position == lastGroup ? -1 : position &+ secondary
          }
          let ascii = position < leadingZeros ? 0x30 : digits[position &- leadingZeros]
          if width == 1 {
            buffer[cursor] = table[Int(ascii &- 0x30)]
            cursor &+= 1
          } else {
            let start = Int(ascii &- 0x30) &* width
            for offset in 0..<width {
              buffer[cursor] = table[start &+ offset]
              cursor &+= 1
            }
          }
        }
        if separator, integerCount == total { write(pieces.decimal) }
        write(suffix)
        return cursor
      }
    }
  }
}
