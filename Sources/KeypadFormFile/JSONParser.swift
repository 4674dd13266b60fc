/// A JSON text that is not well formed, with the byte offset of the fault.
struct JSONSyntaxError: Error, Sendable, Equatable {
  /// Where the parser stopped, in bytes.
  let offset: Int
  /// What it expected or found, in plain words.
  let message: String
}

/// A strict JSON parser (RFC 8259) that remembers where each value starts.
///
/// It refuses what a form file should never contain: trailing commas,
/// comments, control characters in strings, invalid UTF-8, and nesting
/// deeper than ``maximumDepth``, so a hostile file cannot exhaust the stack.
///
/// <!-- example: not compiled: internal API, which no client can call -->
/// ```swift
/// var parser = JSONParser(bytes: Array(#"{"a": [1, true]}"#.utf8))
/// try parser.parseDocument().kind  // .object([JSONMember(key: "a", ...)])
/// ```
///
/// Complexity: O(n) in the size of the text.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// A parser over UTF-8 text; a leading byte-order mark is skipped.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Parses the whole text as one JSON value.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else {
      throw fail("unexpected \(describeCurrent()) after the end of the JSON value")
    }
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard index < bytes.count else { throw fail("unexpected end of file: expected a value") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONNode(kind: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw fail("unexpected \(describeCurrent()): expected a value")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    try enterContainer()
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return JSONNode(kind: .object(members), offset: start)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw fail("unexpected \(describeCurrent()): expected a key in double quotes")
      }
      let keyOffset = index
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw fail("unexpected \(describeCurrent()): expected ':' after the key")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { throw fail("trailing comma before '}'") }
        continue
      }
      guard peek(UInt8(ascii: "}")) else {
        throw fail("unexpected \(describeCurrent()): expected ',' or '}'")
      }
      index += 1
      depth -= 1
      return JSONNode(kind: .object(members), offset: start)
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    try enterContainer()
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return JSONNode(kind: .array(elements), offset: start)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { throw fail("trailing comma before ']'") }
        continue
      }
      guard peek(UInt8(ascii: "]")) else {
        throw fail("unexpected \(describeCurrent()): expected ',' or ']'")
      }
      index += 1
      depth -= 1
      return JSONNode(kind: .array(elements), offset: start)
    }
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw fail("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseLiteral(_ word: String, _ kind: JSONNode.Kind)
    throws(JSONSyntaxError) -> JSONNode
  {
    let start = index
    for expected in word.utf8 {
      guard peek(expected) else {
        throw fail("unexpected \(describeCurrent()): expected '\(word)'")
      }
      index += 1
    }
    return JSONNode(kind: kind, offset: start)
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      guard digitsFollow() else { throw fail("unexpected \(describeCurrent()): expected a digit") }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digitsFollow() else {
        throw fail("unexpected \(describeCurrent()): expected a digit after '.'")
      }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digitsFollow() else {
        throw fail("unexpected \(describeCurrent()): expected a digit in the exponent")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return JSONNode(kind: .number(text), offset: start)
  }

  /// Skips one or more digits; `false` when none is there.
  private mutating func digitsFollow() -> Bool {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index > start
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var buffer: [UInt8] = []
    var runStart = index
    while true {
      guard index < bytes.count else {
        throw fail("unexpected end of file inside a string")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        buffer.append(contentsOf: bytes[runStart..<index])
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw JSONSyntaxError(offset: runStart, message: "invalid UTF-8 in a string")
        }
        index += 1
        return text
      case UInt8(ascii: "\\"):
        buffer.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &buffer)
        runStart = index
      case 0..<0x20:
        throw fail("a control character inside a string (write it as an escape such as \\n)")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1
    guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var value = try parseHex4()
      if (0xD800..<0xDC00).contains(value) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw fail("a lone surrogate in a \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw fail("a lone surrogate in a \\u escape")
        }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw fail("a lone surrogate in a \\u escape")
      }
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      index -= 1
      throw fail("unknown escape '\\\(describeCurrent())'")
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw fail("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  /// The current character for a message: `'x'`, or `end of file`.
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "character 0x\(String(byte, radix: 16, uppercase: true))" }
    var iterator = bytes[index...].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "'\(scalar)'" }
    return "a byte that is not UTF-8"
  }

  private func fail(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: index, message: message)
  }
}
