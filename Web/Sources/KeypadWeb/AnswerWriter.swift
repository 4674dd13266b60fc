/// A JSON answer written as UTF-8 bytes into the buffer the page reads.
///
/// The page reads every answer with `JSON.parse`, once per input, so the
/// answer is written byte by byte, without the intermediate `String`s of
/// `JSONString.quoted`, whose character by character writing was most of a
/// keystroke's time in the module: a string is escaped only where JSON
/// requires it (a quote, a backslash, a control character below U+0020), and
/// its other bytes are copied in runs. The strings `JSON.parse` reads back
/// are the same.
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
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var run = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        escape(byte)
        run = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
    bytes.append(UInt8(ascii: "\""))
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

  /// The escape of a byte JSON requires to be escaped.
  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
    default:
      let hex: StaticString = "0123456789abcdef"
      raw("u00")
      hex.withUTF8Buffer { digits in
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0xF)])
      }
    }
  }
}
