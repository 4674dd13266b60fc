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
    // Room for the display and for a word written past its end (see
    // `DisplayWriter`), a grouping separator counted for every integer
    // digit rather than the separators counted. The pieces are at most a
    // few bytes each and a number at most 96 digits, so nothing overflows.
    let capacity =
      (prefix.upperBound &- prefix.lowerBound) &+ (suffix.upperBound &- suffix.lowerBound)
      &+ total &* width &+ (utf8.decimal.upperBound &- utf8.decimal.lowerBound)
      &+ (grouped ? integerCount &* (utf8.group.upperBound &- utf8.group.lowerBound) : 0)
      &+ displaySlack
    return utf8.bytes.withUnsafeBufferPointer { table in
      // Writes the display with the digit width as a constant, so that
      // each digit is copied without a loop or a test of the width.
      @inline(__always)
      func write(into buffer: UnsafeMutableBufferPointer<UInt8>, width: Int) -> Int {
        var writer = DisplayWriter(buffer: buffer, table: table, digits: digits, width: width)
        writer.copy(prefix)
        if grouped {
          // The separators' places, the one before the second digit in the
          // top bit: the leading zeros are the digits before the next one.
          var places =
            utf8.separatorMask(integerCount: integerCount)
            &<< UInt64(truncatingIfNeeded: 64 &- integerCount)
          var start = 0
          while places != 0 {
            // No separator precedes the first digit, so the run is at most
            // 63 digits and the shift below less than 64.
            let run = places.leadingZeroBitCount &+ 1
            writer.digits(start, start &+ run)
            writer.copy(utf8.group)
            start &+= run
            places &<<= UInt64(truncatingIfNeeded: run)
          }
          writer.digits(start, integerCount)
        } else {
          writer.digits(0, integerCount)
        }
        if decimal { writer.copy(utf8.decimal) }
        writer.digits(integerCount, total)
        writer.copy(suffix)
        assert(writer.cursor <= capacity &- displaySlack, "room for the display")
        return writer.cursor
      }
      // At least the 16 bytes of a small string's two words, read below.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 16)) {
        buffer in
        // Initialized, for the two words of a small string.
        let raw = UnsafeMutableRawBufferPointer(buffer)
        raw.storeBytes(of: 0, toByteOffset: 0, as: UInt64.self)
        raw.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
        let count: Int
        switch width {
        case 1:
          count = write(into: buffer, width: 1)
          if utf8.asciiPieces, count <= 15 {
            return String(smallASCII: UnsafeRawBufferPointer(buffer), count: count)
          }
        case 2: count = write(into: buffer, width: 2)
        default: count = write(into: buffer, width: width)
        }
        // Valid UTF-8 by construction, whole pieces of the table, each cut
        // from a Swift string at scalar boundaries: copied without a second
        // validation.
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

/// The bytes a write of `DisplayWriter` may reach past its cursor.
private let displaySlack = 8

/// Writes a display's UTF-8 into a buffer large enough for it and for
/// `displaySlack` bytes past it.
///
/// A piece of up to eight bytes is copied as one word and a digit as one
/// load and store of its width: the table has eight bytes past its last
/// piece (``DisplayPieces/bytes``), and what is written past the cursor is
/// written over or left past the display's end.
private struct DisplayWriter<Digits: DisplayDigits> {
  /// Where the display is written.
  let buffer: UnsafeMutableRawBufferPointer
  /// The bytes of ``DisplayPieces``.
  let table: UnsafeRawBufferPointer
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
    self.buffer = UnsafeMutableRawBufferPointer(buffer)
    self.table = UnsafeRawBufferPointer(table)
    self.source = digits
    self.width = width
  }

  /// Copies a piece of the table.
  @inline(__always)
  mutating func copy(_ range: Range<Int>) {
    let count = range.upperBound &- range.lowerBound
    guard count <= 8 else {
      for index in range {
        buffer[cursor] = table[index]
        cursor &+= 1
      }
      return
    }
    let word = table.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)
    buffer.storeBytes(of: word, toByteOffset: cursor, as: UInt64.self)
    cursor &+= count
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
        let bytes = table.loadUnaligned(fromByteOffset: digit &* 2, as: UInt16.self)
        buffer.storeBytes(of: bytes, toByteOffset: cursor, as: UInt16.self)
      case 3, 4:
        // A three-byte digit's fourth byte is written over or left past
        // the end.
        let bytes = table.loadUnaligned(fromByteOffset: digit &* width, as: UInt32.self)
        buffer.storeBytes(of: bytes, toByteOffset: cursor, as: UInt32.self)
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
