import Keypad

/// A JSON value to write, with object members in the order given.
///
/// ```swift
/// JSONOutput.object([("ok", .bool(true)), ("value", .string("1.5"))]).text
/// // #"{"ok":true,"value":"1.5"}"#
/// ```
enum JSONOutput: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A string, escaped when written.
  case string(String)
  /// An integer.
  case integer(Int)
  /// A finite number: written without a fraction when it is whole (`336`),
  /// else in the shortest form that reads back the same (`227.5`).
  case number(Double)
  /// An array.
  case array([JSONOutput])
  /// An object; members are written in this order.
  case object([(String, JSONOutput)])
  /// JSON text already written by the library, such as ``FormValues/json``,
  /// written as it is.
  case verbatim(String)

  /// A string, or `null` for `nil`.
  static func string(_ text: String?) -> JSONOutput {
    text.map { .string($0) } ?? .null
  }

  /// The compact JSON text, on one line.
  var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .integer(let value): output += String(value)
    case .verbatim(let json): output += json
    case .number(let value): output += Self.text(of: value)
    case .string(let text): JSONText.writeString(text, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSONText.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  /// A finite number as JSON; a non-finite one (never written by the REPL) as `0`.
  private static func text(of value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
