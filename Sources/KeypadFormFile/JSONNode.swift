/// A JSON value read from a file, with the byte offset where it starts.
///
/// Numbers keep their literal text, so an integer is read exactly and no
/// value ever passes through binary floating point. Object members keep
/// their order and the offset of their key, for error messages.
struct JSONNode: Sendable, Equatable {
  /// The kinds of JSON values.
  enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal text (`12`, `-1.5e3`).
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object, members in file order (duplicate keys kept).
    case object([JSONMember])
  }

  /// The value.
  let kind: Kind
  /// Where the value starts, in bytes from the start of the file.
  let offset: Int

  /// The name of the value's type, as messages say it: `a string`, `an object`.
  var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable, Equatable {
  /// The key, unescaped.
  let key: String
  /// Where the key starts, in bytes.
  let keyOffset: Int
  /// The value.
  let value: JSONNode
}

/// A place in a text file: 1-based line and column, columns counted in
/// characters (Unicode scalars), as editors show them.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// A position from its line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of a byte offset in UTF-8 text.
  ///
  /// Complexity: O(offset).
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.line = line
    self.column = column
  }

  /// `line:column`, such as `3:15`.
  public var description: String { "\(line):\(column)" }
}
