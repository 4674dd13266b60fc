/// A number read from pasted text: sign, ASCII digits, and the separator.
///
/// Only the first ``keptDigits`` digits of each part are kept, which is more
/// than any rules allow; the counts go on, so that a paste of megabytes of
/// digits is refused by its count without holding the digits.
struct PastedNumber: Equatable {
  /// Whether a minus sign was given.
  var isNegative: Bool
  /// Integer digits, ASCII, leading zeros removed (empty for zero); at most
  /// ``keptDigits``.
  var integer: [UInt8]
  /// Fraction digits, ASCII, as given; at most ``keptDigits``.
  var fraction: [UInt8]
  /// Whether a decimal separator was given.
  var hasSeparator: Bool
  /// How many integer digits were given, leading zeros removed.
  var integerCount: Int
  /// How many fraction digits were given.
  var fractionCount: Int
  /// How many leading zeros of the integer part were dropped.
  ///
  /// At most ``keptDigits``. A text inserted at the caret keeps them (`05`
  /// between `1` and `2` gives `1052`).
  var leadingZeroCount = 0

  /// The most digits of each part kept: one more than the rules' largest
  /// limit, so that a part over any limit is still seen to be over it.
  static let keptDigits =
    max(FieldRules.integerDigitsRange.upperBound, FieldRules.fractionDigitsRange.upperBound) + 1

  /// A number of `integer` and `fraction` digits, all kept.
  init(isNegative: Bool, integer: [UInt8], fraction: [UInt8], hasSeparator: Bool) {
    self.isNegative = isNegative
    self.integer = integer
    self.fraction = fraction
    self.hasSeparator = hasSeparator
    integerCount = integer.count
    fractionCount = fraction.count
  }

  /// Adds an integer digit (a leading zero is dropped).
  mutating func appendInteger(_ digit: UInt8) {
    guard digit != 0x30 || integerCount > 0 else {
      leadingZeroCount = min(leadingZeroCount + 1, Self.keptDigits)
      return
    }
    if integerCount < Self.keptDigits { integer.append(digit) }
    integerCount += 1
  }

  /// The number as typed characters (ASCII digits, `.`, a leading `-`),
  /// leading zeros kept: what a text inserted at the caret inserts.
  var typedBytes: [UInt8] {
    var bytes: [UInt8] = isNegative ? [0x2D] : []
    bytes.append(contentsOf: repeatElement(0x30, count: leadingZeroCount))
    bytes.append(contentsOf: integer)
    if hasSeparator {
      bytes.append(0x2E)
      bytes.append(contentsOf: fraction)
    }
    return bytes
  }

  /// Adds a fraction digit.
  mutating func appendFraction(_ digit: UInt8) {
    if fractionCount < Self.keptDigits { fraction.append(digit) }
    fractionCount += 1
  }
}

/// Reads a whole pasted string as a number in one locale.
///
/// Accepts surrounding white space, bidi marks anywhere, a leading minus
/// (`-`, U+2212 or the locale's) or plus, the digits of any one script
/// (ASCII, full-width, the locale's, any other of general category Nd;
/// two scripts in one number are refused), the locale's grouping separator between correctly sized groups
/// (any space stands for a space-like separator, `'` for `’`), and one
/// decimal separator: the locale's, or a mark typing takes as the decimal
/// key (`Key.decimalMark(of:)`: `.`, `,`, `٫`, full-width `．` and `，`,
/// each full-width mark read as its ASCII one) that the locale does not
/// group with. A plain number with one `.` or `,` that
/// cannot be a group separator is read as typing reads it, in any locale
/// (see ``plainNumber(_:)``). Anything else makes the text unparseable.
///
/// Complexity: one pass over the text, stopping at the first scalar that
/// cannot be part of a number, in O(1) memory (at most
/// ``PastedNumber/keptDigits`` digits of each part are held), so megabytes
/// of text are refused without an allocation that grows with them.
struct PasteParser {
  let symbols: NumberSymbols

  /// Whether a scalar separates groups.
  ///
  /// The locale's separator, any space for a space-like one, `'` for `’`
  /// and back. Allocates nothing.
  func isGroupSeparator(_ scalar: Unicode.Scalar) -> Bool {
    var group = symbols.groupingSeparator.unicodeScalars.makeIterator()
    guard let own = group.next(), group.next() == nil else { return false }
    switch own.value {
    case 0x20, 0xA0, 0x202F, 0x2009:
      switch scalar.value {
      case 0x20, 0xA0, 0x202F, 0x2009: return true
      default: return false
      }
    case 0x27, 0x2019: return scalar.value == 0x27 || scalar.value == 0x2019
    default: return scalar == own
    }
  }

  /// Whether a scalar is a decimal separator.
  ///
  /// The locale's, or a mark of `Key.decimalMark(of:)` that the locale
  /// does not group with. Allocates nothing.
  func isDecimalSeparator(_ scalar: Unicode.Scalar) -> Bool {
    symbols.decimalSeparator.unicodeScalars.contains(scalar)
      || (Key.decimalMarks.contains(scalar) && !isGroupSeparator(scalar))
  }

  /// Parses `text`, or returns `nil` when it is not a number here.
  func parse(_ text: String) -> PastedNumber? {
    parse(text.unicodeScalars[...])
  }

  /// Parses a slice of a text, or returns `nil` when it is not a number
  /// here.
  func parse(_ scalars: Substring.UnicodeScalarView) -> PastedNumber? {
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isSkippable(scalars[start]) { start = scalars.index(after: start) }
    while start < end, isSkippable(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    if let plain = plainNumber(scalars[start..<end]) { return plain }
    var reader = NumberReader(parser: self)
    var index = start
    while index < end {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if isBidiMark(scalar) { continue }
      guard reader.read(Key.decimalMark(of: scalar) ?? scalar) else { return nil }
    }
    return reader.finish()
  }

  /// White space and bidi marks, which may surround the number.
  private func isSkippable(_ scalar: Unicode.Scalar) -> Bool {
    isWhiteSpace(scalar) || isBidiMark(scalar)
  }
}

/// The scalar-by-scalar state of ``PasteParser``.
private struct NumberReader {
  let parser: PasteParser
  var symbols: NumberSymbols { parser.symbols }
  var number = PastedNumber(isNegative: false, integer: [], fraction: [], hasSeparator: false)
  var sawSign = false
  var sawDigit = false
  var runs = 0
  var runLength = 0
  var afterGroup = false
  var script = DigitScript()

  /// Takes one scalar; `false` when it cannot be part of the number.
  mutating func read(_ scalar: Unicode.Scalar) -> Bool {
    if let digit = symbols.digitValue(of: scalar) {
      guard script.admits(scalar, value: digit, symbols: symbols) else { return false }
      sawDigit = true
      afterGroup = false
      if number.hasSeparator {
        number.appendFraction(0x30 + digit)
      } else {
        runLength += 1
        number.appendInteger(0x30 + digit)
      }
      return true
    }
    if !sawDigit, !sawSign, !number.hasSeparator, symbols.isSign(scalar) {
      sawSign = true
      number.isNegative = scalar != "+"
      return true
    }
    if parser.isDecimalSeparator(scalar), !number.hasSeparator, !afterGroup {
      guard closeIntegerPart() else { return false }
      number.hasSeparator = true
      return true
    }
    if parser.isGroupSeparator(scalar), !number.hasSeparator, runLength > 0 {
      let secondary = symbols.secondaryGroupingSize
      guard runs == 0 ? runLength <= secondary : runLength == secondary else { return false }
      runs += 1
      runLength = 0
      afterGroup = true
      return true
    }
    return false
  }

  /// Checks the last group when the integer part ends.
  private mutating func closeIntegerPart() -> Bool {
    guard !afterGroup else { return false }
    return runs == 0 || runLength == symbols.primaryGroupingSize
  }

  /// The number, when the text ended in a valid place.
  mutating func finish() -> PastedNumber? {
    guard sawDigit, !afterGroup else { return nil }
    if !number.hasSeparator, !closeIntegerPart() { return nil }
    return number
  }
}

extension NumberSymbols {
  /// The value of an ASCII, full-width or this locale's digit, or of a
  /// decimal digit of any script (ICU's `u_charDigitValue`), or `nil`.
  func digitValue(of scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0x30...0x39: return UInt8(scalar.value - 0x30)
    case 0xFF10...0xFF19: return UInt8(scalar.value - 0xFF10)
    default:
      if let zero = consecutiveDigitZero {
        let offset = scalar.value &- zero
        if offset < 10 { return UInt8(offset) }
      } else if let index = digits.firstIndex(where: String(scalar).hasSameUTF8(as:)) {
        return UInt8(index)
      }
      return scalar.decimalDigitValue
    }
  }

  /// Whether a scalar is a plus, a minus form every locale takes, or this
  /// locale's minus.
  func isSign(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "+" || scalar.isMinusForm
      || minusSign.isOnly(scalar)
  }
}

extension Unicode.Scalar {
  /// A hyphen-minus, U+2212 MINUS SIGN, or a small or full-width
  /// hyphen-minus: the minus forms taken in every locale.
  var isMinusForm: Bool {
    switch value {
    case 0x2D, 0x2212, 0xFE63, 0xFF0D: true
    default: false
    }
  }
}
