import Keypad
import KeypadFrontEnd

/// One JSON object on one line, built field by field, for `--trace`.
///
/// Keys keep the order they were added in; strings are written by
/// `JSONString`, as Keypad writes every JSON string (quotes, backslashes,
/// control characters and bidi controls escaped), everything else is kept
/// as UTF-8.
///
/// ```swift
/// var line = TraceLine("edit")
/// line.add("display", "1.234,5")
/// line.add("caret", [7, 7])
/// line.text  // #"{"event":"edit","display":"1.234,5","caret":[7,7]}"#
/// ```
package struct TraceLine: Sendable, Hashable {
  private var parts: [String]

  /// Starts a line for an event.
  ///
  /// ```swift
  /// TraceLine("ready").text  // #"{"event":"ready"}"#
  /// ```
  package init(_ event: String) {
    parts = ["\"event\":" + JSONString.quoted(event)]
  }

  /// The line's text, without the newline.
  package var text: String { "{" + parts.joined(separator: ",") + "}" }

  /// Adds a string, or `null`.
  package mutating func add(_ key: String, _ value: String?) {
    parts.append(JSONString.quoted(key) + ":" + (value.map(JSONString.quoted) ?? "null"))
  }

  /// Adds a whole number.
  package mutating func add(_ key: String, _ value: Int) {
    parts.append(JSONString.quoted(key) + ":" + String(value))
  }

  /// Adds a number, rounded to a hundredth; a value that is not finite is `null`.
  package mutating func add(_ key: String, _ value: Double) {
    parts.append(JSONString.quoted(key) + ":" + TraceLine.number(value))
  }

  /// Adds a flag.
  package mutating func add(_ key: String, _ value: Bool) {
    parts.append(JSONString.quoted(key) + ":" + (value ? "true" : "false"))
  }

  /// Adds a list of numbers.
  package mutating func add(_ key: String, _ values: [Double]) {
    parts.append(
      JSONString.quoted(key) + ":[" + values.map(TraceLine.number).joined(separator: ",") + "]")
  }

  /// Adds a list of whole numbers.
  package mutating func add(_ key: String, _ values: [Int]) {
    parts.append(
      JSONString.quoted(key) + ":[" + values.map { String($0) }.joined(separator: ",") + "]")
  }

  /// Adds a form's values as an object in their order, each value as its
  /// description shows it (a card number, a security code and a secure
  /// code masked), or `null`.
  ///
  /// ```swift
  /// var line = TraceLine("submitted")
  /// line.add("values", ["amount": .decimal(12), "cvc": .secureDigits("123"), "tip": nil])
  /// line.text
  /// // #"{"event":"submitted","values":{"amount":"12","cvc":"<3 secure digits>","tip":null}}"#
  /// ```
  package mutating func add(_ key: String, _ values: FormValues) {
    let members = values.entries.map { entry in
      JSONString.quoted(entry.name) + ":"
        + (entry.value.map { JSONString.quoted($0.description) } ?? "null")
    }
    parts.append(JSONString.quoted(key) + ":{" + members.joined(separator: ",") + "}")
  }

  /// Adds an object already written as JSON.
  package mutating func add(raw key: String, _ json: String) {
    parts.append(JSONString.quoted(key) + ":" + json)
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
