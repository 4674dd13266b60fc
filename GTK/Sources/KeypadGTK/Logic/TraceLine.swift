/// One JSON object on one line, built field by field, for `--trace`.
///
/// Keys keep the order they were added in; strings are escaped as JSON
/// requires (quotes, backslashes, control characters), everything else is
/// kept as UTF-8.
///
/// ```swift
/// var line = TraceLine("edit")
/// line.add("display", "1.234,5")
/// line.add("caret", [7, 7])
/// line.text  // {"event":"edit","display":"1.234,5","caret":[7,7]}
/// ```
package struct TraceLine: Sendable, Hashable {
  private var parts: [String]

  /// Starts a line for an event.
  ///
  /// ```swift
  /// TraceLine("ready").text  // {"event":"ready"}
  /// ```
  package init(_ event: String) {
    parts = ["\"event\":" + TraceLine.quoted(event)]
  }

  /// The line's text, without the newline.
  package var text: String { "{" + parts.joined(separator: ",") + "}" }

  /// Adds a string, or `null`.
  package mutating func add(_ key: String, _ value: String?) {
    parts.append(TraceLine.quoted(key) + ":" + (value.map(TraceLine.quoted) ?? "null"))
  }

  /// Adds a whole number.
  package mutating func add(_ key: String, _ value: Int) {
    parts.append(TraceLine.quoted(key) + ":" + String(value))
  }

  /// Adds a number, rounded to a hundredth; a value that is not finite is `null`.
  package mutating func add(_ key: String, _ value: Double) {
    parts.append(TraceLine.quoted(key) + ":" + TraceLine.number(value))
  }

  /// Adds a flag.
  package mutating func add(_ key: String, _ value: Bool) {
    parts.append(TraceLine.quoted(key) + ":" + (value ? "true" : "false"))
  }

  /// Adds a list of numbers.
  package mutating func add(_ key: String, _ values: [Double]) {
    parts.append(
      TraceLine.quoted(key) + ":[" + values.map(TraceLine.number).joined(separator: ",") + "]")
  }

  /// Adds a list of whole numbers.
  package mutating func add(_ key: String, _ values: [Int]) {
    parts.append(
      TraceLine.quoted(key) + ":[" + values.map { String($0) }.joined(separator: ",") + "]")
  }

  /// Adds an object already written as JSON.
  package mutating func add(raw key: String, _ json: String) {
    parts.append(TraceLine.quoted(key) + ":" + json)
  }

  /// A string as a JSON string literal.
  ///
  /// ```swift
  /// TraceLine.quoted("a\"b")  // "\"a\\\"b\""
  /// ```
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let hundredths = (value * 100).rounded()
    if hundredths == hundredths.rounded(.towardZero), abs(hundredths) < 1e15,
      Int(hundredths) % 100 == 0
    {
      return String(Int(hundredths) / 100)
    }
    return String(hundredths / 100)
  }
}
