/// JSON string literals as Keypad writes them everywhere: in
/// ``FormValues/json``, the REPL's answers, a front end's own JSON lines
/// (through `KeypadFrontEnd`'s `JSONString`) and the web module's answers.
///
/// Quotes and backslashes are escaped, and so is every character
/// `DisplayText.isControl(_:)` names (C0, DEL, C1, the bidi controls) and
/// the two line separators JavaScript reads as line breaks, so a line is
/// safe on a terminal and in a script; everything else is written as it
/// is. `\n`, `\r` and `\t` are written so; any other escaped character as
/// `\u` and four lowercase hex digits (`\u001b`, `\u202e`).
///
/// ```swift
/// var output = ""
/// JSONText.writeString("a\"b\u{202E}", to: &output)
/// output  // #""a\"b\u202e""#
/// ```
package enum JSONText {
  /// Appends a string literal, in quotes, to `output`.
  ///
  /// - Complexity: O(n) in the UTF-8 bytes of `string`.
  package static func writeString(_ string: String, to output: inout String) {
    var bytes: [UInt8] = []
    writeString(string, to: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends a string literal, in quotes, to `output` as UTF-8.
  ///
  /// The bytes between two escaped characters are copied as one run.
  ///
  /// - Complexity: O(n) in the UTF-8 bytes of `string`.
  package static func writeString(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      var run = 0
      var index = 0
      while index < utf8.count {
        let (scalar, length) = scalar(at: index, in: utf8)
        if isEscaped(scalar) {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
          writeEscape(of: scalar, to: &output)
          run = index + length
        }
        index += length
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether a string literal writes `scalar` escaped.
  ///
  /// ```swift
  /// JSONText.isEscaped("\u{202E}")  // true: a bidi override
  /// JSONText.isEscaped("\u{200F}")  // false: RLM is a mark
  /// ```
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "\\", "\u{2028}", "\u{2029}": true
    default: DisplayText.isControl(scalar)
    }
  }

  /// Appends the escape of a scalar ``isEscaped(_:)`` names.
  private static func writeEscape(of scalar: Unicode.Scalar, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch scalar {
    case "\"", "\\": output.append(UInt8(truncatingIfNeeded: scalar.value))
    case "\n": output.append(UInt8(ascii: "n"))
    case "\r": output.append(UInt8(ascii: "r"))
    case "\t": output.append(UInt8(ascii: "t"))
    default:
      // Every escaped scalar is below U+10000: four hex digits.
      output.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        let digit = UInt8(truncatingIfNeeded: (scalar.value >> UInt32(shift)) & 0xF)
        output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      }
    }
  }

  /// The scalar whose UTF-8 starts at `index` of valid UTF-8, and its
  /// length in bytes.
  private static func scalar(
    at index: Int, in utf8: UnsafeBufferPointer<UInt8>
  ) -> (Unicode.Scalar, length: Int) {
    let lead = utf8[index]
    guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    for offset in 1..<length {
      value = value << 6 | UInt32(utf8[index + offset] & 0x3F)
    }
    // A String's UTF-8 is valid: the value is a scalar.
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }
}
