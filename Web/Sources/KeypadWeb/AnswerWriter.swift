import Keypad

/// A JSON answer written as UTF-8 bytes into the buffer the page reads.
///
/// The page reads every answer with `JSON.parse`, once per input, so the
/// answer is written as bytes into one buffer, without intermediate
/// `String`s. A string is written by Keypad's one rule for JSON strings
/// (`JSONText.writeString(_:to:)`, the REPL's and `FormValues.json`'s too):
/// quotes, backslashes, controls and the line separators escaped, the bytes
/// between them copied in runs.
///
/// ```swift
/// var buffer: [UInt8] = []
/// var writer = AnswerWriter(taking: &buffer)
/// writer.raw("{\"display\":")
/// writer.string("1,234.5 \"$\"")
/// writer.raw(",\"selection\":[")
/// writer.int(7)
/// writer.raw("]}")
/// writer.give(to: &buffer)
/// // buffer: {"display":"1,234.5 \"$\"","selection":[7]}
/// ```
struct AnswerWriter {
  /// The answer so far.
  private var bytes: [UInt8] = []

  /// A writer that starts empty in the storage of `buffer`, which it takes
  /// (`buffer` is left empty): the last answer's, so that writing the next
  /// one allocates nothing.
  init(taking buffer: inout [UInt8]) {
    swap(&bytes, &buffer)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Gives the answer written to `buffer`, and its storage with it.
  mutating func give(to buffer: inout [UInt8]) {
    buffer = []
    swap(&bytes, &buffer)
  }

  /// Appends JSON text as it is: punctuation, member names, `null`.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends JSON text that another writer made, as it is.
  mutating func json(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as a JSON string literal, in quotes.
  mutating func string(_ text: String) {
    JSONText.writeString(text, to: &bytes)
  }

  /// Appends a string as a JSON string literal, or `null`.
  mutating func string(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// Appends an integer in decimal digits.
  mutating func int(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// Appends `true` or `false`.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }
}
