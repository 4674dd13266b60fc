extension Key {
  /// The key a typed character stands for in a locale, or `nil`.
  ///
  /// Digits: ASCII, full-width, the locale's own digits, and the decimal
  /// digits of every other script (general category Nd, valued by ICU's
  /// `u_charDigitValue`), so that `٣` typed on an Arabic keyboard into an
  /// English field is a 3. Decimal: the marks of ``decimalMark(of:)``
  /// (`.`, `,`, U+066B, full-width `．` and `，`) and the locale's separator,
  /// since a keypad has no grouping key and people in comma locales type
  /// either mark. Sign: `-`, U+2212 and the locale's minus.
  ///
  /// <!-- example: not compiled: Key(character:symbols:) is internal: a client calls KeypadField.key(for:) -->
  /// ```swift
  /// let arabic = try NumberSymbols.locale("ar_EG")
  /// Key(character: "٣", symbols: arabic)  // .digit(3)
  /// Key(character: ",", symbols: arabic)  // .decimal
  /// Key(character: "x", symbols: arabic)  // nil
  /// Key(character: "𝟙", symbols: try .locale("en_US"))  // .digit(1)
  /// ```
  init?(character: Character, symbols: NumberSymbols) {
    // A character can be one letter with megabytes of combining marks; no
    // key's text in any of ICU's locales comes near this bound, so longer
    // ones are refused before they are read.
    guard character.utf8.count <= Self.longestKeyText else { return nil }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      switch scalar.value {
      case 0x30...0x39:
        self = .digit(UInt8(scalar.value - 0x30))
        return
      case 0xFF10...0xFF19:
        self = .digit(UInt8(scalar.value - 0xFF10))
        return
      case 0x2D, 0x2212, 0xFF0D, 0xFE63:
        self = .sign
        return
      default:
        if Self.decimalMark(of: scalar) != nil {
          self = .decimal
          return
        }
      }
    }
    let text = String(character)
    if let index = symbols.digits.firstIndex(where: text.hasSameUTF8(as:)) {
      self = .digit(UInt8(index))
    } else if text.hasSameUTF8(as: symbols.decimalSeparator) {
      self = .decimal
    } else if text.hasSameUTF8(as: symbols.minusSign) {
      self = .sign
    } else if scalars.count == 1, let digit = scalars.first?.decimalDigitValue {
      self = .digit(digit)
    } else {
      return nil
    }
  }

  /// The mark a character every locale takes as the decimal key is written
  /// as, or `nil` for any other character.
  ///
  /// This is the one list of decimal marks that typing, a paste and a
  /// whole-text set all read: `.` and U+FF0E FULLWIDTH FULL STOP are `.`;
  /// `,` and U+FF0C FULLWIDTH COMMA are `,`; U+066B ARABIC DECIMAL
  /// SEPARATOR is itself. A typed mark is always the decimal key; in a
  /// paste, a `.` or `,` that the locale groups with is a group separator
  /// unless the plain-number rule makes it the decimal one
  /// (see ``KeypadField/paste(_:)``).
  ///
  /// <!-- example: not compiled: Key.decimalMark(of:) is internal: a client cannot call it -->
  /// ```swift
  /// Key.decimalMark(of: "．")  // "."
  /// Key.decimalMark(of: "٫")  // "٫"
  /// Key.decimalMark(of: "٬")  // nil: the Arabic thousands separator
  /// ```
  static func decimalMark(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x2E, 0xFF0E: "."
    case 0x2C, 0xFF0C: ","
    case 0x066B: scalar
    default: nil
    }
  }

  /// The marks ``decimalMark(of:)`` gives.
  static let decimalMarks: [Unicode.Scalar] = [".", ",", "\u{066B}"]

  /// The most UTF-8 bytes a character that is a key may take.
  static let longestKeyText = 64
}
