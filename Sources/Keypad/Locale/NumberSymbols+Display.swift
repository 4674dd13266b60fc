extension NumberSymbols {
  /// Builds the display of a digit sequence from the cached symbols, without
  /// calling ICU: the same text ICU's number formatter produces for the value
  /// with exactly as many fraction digits, in this locale's digits, grouping
  /// and signs.
  ///
  /// The full digit sequence is `digits`; its first `integerCount` digits
  /// are the integer part. When `separator` is set and there are no
  /// fraction digits, the decimal separator ends the digits, as the user
  /// typed it.
  ///
  /// Complexity: O(n) in the number of digits, one allocation only when the
  /// result does not fit a small string.
  @inline(__always)
  func display(
    negative: Bool, digits: some DisplayDigits, integerCount: Int, separator: Bool
  ) -> String {
    let prefix = negative ? utf8.negativePrefix : utf8.positivePrefix
    let suffix = negative ? utf8.negativeSuffix : utf8.positiveSuffix
    let total = digits.count
    let grouped = integerCount >= utf8.groupedFrom
    let decimal = separator || integerCount < total
    let width = utf8.digitWidth
    // The exact length: the pieces are at most a few bytes each and a
    // number at most 96 digits, so nothing overflows.
    let groups = grouped ? utf8.separatorCount(integerCount: integerCount) : 0
    let length =
      prefix.count &+ suffix.count &+ total &* width &+ (decimal ? utf8.decimal.count : 0)
      &+ groups &* utf8.group.count
    return utf8.bytes.withUnsafeBufferPointer { table in
      // Writes the display with the digit width as a constant, so that
      // each digit is copied without a loop or a test of the width.
      @inline(__always)
      func write(into buffer: UnsafeMutableBufferPointer<UInt8>, width: Int) -> Int {
        var writer = DisplayWriter(buffer: buffer, table: table, digits: digits, width: width)
        writer.copy(prefix)
        if grouped {
          // The separators' places, the one before the second digit in the
          // top bit: each digit shifts the next place there.
          var places =
            utf8.separatorMask(integerCount: integerCount)
            &<< UInt64(truncatingIfNeeded: 64 &- integerCount)
          writer.digits(0, 1)
          for position in 1..<integerCount {
            if places & (1 &<< 63) != 0 { writer.copy(utf8.group) }
            places &<<= 1
            writer.digits(position, position &+ 1)
          }
        } else {
          writer.digits(0, integerCount)
        }
        if decimal { writer.copy(utf8.decimal) }
        writer.digits(integerCount, total)
        writer.copy(suffix)
        assert(writer.cursor == length, "the display's length")
        return writer.cursor
      }
      let ascii = width == 1 && utf8.asciiPieces
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 16)) { buffer in
        let count: Int
        switch width {
        case 1:
          // Zero past the display, for a small string's two words.
          let raw = UnsafeMutableRawBufferPointer(buffer)
          raw.storeBytes(of: 0, toByteOffset: 0, as: UInt64.self)
          raw.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
          count = write(into: buffer, width: 1)
          if ascii, count <= 15 {
            return String(smallASCII: UnsafeRawBufferPointer(buffer), count: count)
          }
        case 2: count = write(into: buffer, width: 2)
        default: count = write(into: buffer, width: width)
        }
        // Valid UTF-8 by construction, whole pieces of the table, each cut
        // from a Swift string at scalar boundaries: copied without a second
        // validation, which was most of the cost of a non-ASCII display (a
        // fifth of a keystroke in ar_EG). Written in place by
        // `String(unsafeUninitializedCapacity:)`, an ASCII display took
        // fewer instructions but 15 % more time (46 against 40 ns a key in
        // en_US, Benchmarks/README.md).
        return String(
          knownValidUTF8: UnsafeBufferPointer(rebasing: buffer[..<count]),
          isASCII: width == 1 && utf8.asciiPieces)
      }
    }
  }
}

/// The digits of a display, each position's value (0-9), leading zeros
/// included.
protocol DisplayDigits {
  /// How many digits there are.
  var count: Int { get }
  /// The value of the digit at `position`.
  func digit(at position: Int) -> Int
}

/// A display's digits as ASCII bytes after some zeros: cents mode's
/// leading zeros, or none.
struct ASCIIDisplayDigits: DisplayDigits {
  /// The ASCII digits after the leading zeros.
  let ascii: UnsafeBufferPointer<UInt8>
  /// How many zeros precede ``ascii``.
  var leadingZeros = 0

  /// The leading zeros and the bytes.
  var count: Int { leadingZeros &+ ascii.count }

  /// A zero, else the byte's digit.
  @inline(__always)
  func digit(at position: Int) -> Int {
    position < leadingZeros ? 0 : Int(ascii[position &- leadingZeros] &- 0x30)
  }
}

/// Up to 16 digits, four bits each, the first in the lowest bits: the
/// typed digits as a ``DigitString`` holds them, read with no copy.
struct PackedDisplayDigits: DisplayDigits {
  /// Digit `i` in bits `4 * i` to `4 * i + 3`.
  let word: UInt64
  /// How many digits there are.
  let count: Int

  /// The four bits of the position.
  @inline(__always)
  func digit(at position: Int) -> Int {
    Int(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: position &* 4) & 0xF)
  }
}

/// Writes a display's UTF-8 into a buffer large enough for it.
private struct DisplayWriter<Digits: DisplayDigits> {
  /// Where the display is written.
  let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The bytes of ``DisplayPieces``.
  let table: UnsafeBufferPointer<UInt8>
  /// The digits.
  let source: Digits
  /// Bytes per digit.
  let width: Int
  /// The number of bytes written so far.
  var cursor = 0

  /// A writer at the start of `buffer`.
  init(
    buffer: UnsafeMutableBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>,
    digits: Digits, width: Int
  ) {
    self.buffer = buffer
    self.table = table
    self.source = digits
    self.width = width
  }

  /// Copies a piece of the table.
  @inline(__always)
  mutating func copy(_ range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      buffer[cursor] = table[index]
      cursor &+= 1
      index &+= 1
    }
  }

  /// Writes the locale's digits for positions `start..<end` of the digits.
  @inline(__always)
  mutating func digits(_ start: Int, _ end: Int) {
    var position = start
    while position < end {
      let digit = source.digit(at: position)
      switch width {
      case 1:
        buffer[cursor] = table[digit]
      case 2:
        let start = digit &* 2
        buffer[cursor] = table[start]
        buffer[cursor &+ 1] = table[start &+ 1]
      case 3:
        let start = digit &* 3
        buffer[cursor] = table[start]
        buffer[cursor &+ 1] = table[start &+ 1]
        buffer[cursor &+ 2] = table[start &+ 2]
      default:
        let start = digit &* width
        for offset in 0..<width {
          buffer[cursor &+ offset] = table[start &+ offset]
        }
      }
      cursor &+= width
      position &+= 1
    }
  }
}
