/// JSON string literals as Keypad writes them: in ``FormValues/json`` and
/// the REPL's answers.
///
/// Quotes and backslashes are escaped, and so is every character
/// `DisplayText.isControl(_:)` names (C0, DEL, C1, the bidi controls) and
/// the two line separators JavaScript reads as line breaks, so a line is
/// safe on a terminal and in a script; everything else is written as it
/// is.
///
/// ```swift
/// var output = ""
/// JSONText.writeString("a\"b\u{202E}", to: &output)  // "a\"b\u202e"
/// ```
package enum JSONText {
  /// Appends a string literal, in quotes, to `output`.
  package static func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if DisplayText.isControl(scalar) {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
