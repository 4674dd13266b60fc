import Keypad

/// A form definition read from a JSON file, checked key by key.
///
/// The format is `{"title": "...", "fields": [{"name": "amount", ...}]}`;
/// see ``FieldSpec`` for the keys of a field and `docs/form-files.md` for
/// types and defaults. Every fault is a ``FormFileError`` naming
/// the path and the line and column, and the field when there is one.
///
/// A form file is data someone else may have written, so every string is
/// bounded and checked: a `title`, `name` or `label` holds at most
/// ``maximumTextLength`` scalars and no control character
/// (`DisplayText.isControl(_:)`), and a form declares at most
/// ``maximumFieldCount`` fields. The rules the fields must keep together
/// (unique names and tags, bounds, initial values) are ``KeypadForm``'s
/// and are checked by ``makeForm(symbols:)``.
///
/// ```swift
/// let file = try FormFile.parse(
///   bytes: Array(#"{"fields":[{"name":"qty","maxFractionDigits":0}]}"#.utf8), path: "f.json")
/// file.fields[0].name  // "qty"
/// let form = try file.makeForm(symbols: .locale("de_DE"))
/// form.fields[0].rules.maxFractionDigits  // 0
/// ```
public struct FormFile: Sendable {
  /// The path as given, for messages.
  public let path: String
  /// The text, for turning offsets into line and column.
  let bytes: [UInt8]
  /// The title shown above the form (`title`); default: the file name.
  public internal(set) var title: String
  /// The fields in file order.
  public internal(set) var fields: [FieldSpec]

  /// The keys the top-level object may have: `title` (0) and `fields`.
  static let keys = ["title", "fields"]

  /// The most fields a form file may declare.
  public static let maximumFieldCount = 10_000

  /// The longest `title`, `name` or `label`, in Unicode scalars (what the
  /// column of a message counts).
  public static let maximumTextLength = 1_000

  #if canImport(SystemPackage)
  /// Reads and parses the file at `path`.
  ///
  /// - Throws: ``FormFileError``: not found, a directory, unreadable, or any
  ///   fault of ``parse(bytes:path:)``.
  public static func load(path: String) throws(FormFileError) -> FormFile {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(path: path)
    } catch {
      let (reason, message): (FormFileError.Reason, String)
      switch error {
      case .notFound: (reason, message) = (.notFound, "no such file")
      case .isDirectory: (reason, message) = (.isDirectory, "is a directory, not a form file")
      case .tooLarge(let limit):
        (reason, message) = (.unreadable, "larger than \(limit >> 20) MiB")
      case .failed(let text): (reason, message) = (.unreadable, "cannot be read: \(text)")
      }
      throw FormFileError(reason: reason, path: path, position: nil, field: nil, message: message)
    }
    return try parse(bytes: bytes, path: path)
  }
  #endif

  /// Parses a form file's text, checking each key and value; `path` only
  /// names the file in messages.
  ///
  /// - Throws: ``FormFileError``: `form-syntax`, `form-unknown-key`,
  ///   `form-duplicate-key`, `form-missing-key`, `form-wrong-type` or
  ///   `form-invalid-value`.
  /// - Complexity: O(n) in the size of the text.
  public static func parse(bytes: [UInt8], path: String) throws(FormFileError) -> FormFile {
    var parser = JSONParser(bytes: bytes)
    let root: JSONNode
    do {
      root = try parser.parseDocument()
    } catch {
      throw FormFileError(
        reason: .syntax, path: path, position: SourcePosition(offset: error.offset, in: bytes),
        field: nil, message: error.message)
    }
    var file = FormFile(path: path, bytes: bytes, title: fileName(path), fields: [])
    let members = try file.object(root, field: nil, what: "the form")
    var fieldsNode: JSONNode?
    let given = try file.checkKeys(members, allowed: keys, field: nil)
    for (position, member) in members.enumerated() {
      if given[position] == 0 {  // "title"
        file.title = try file.text(member.value, key: member.key, field: nil)
      } else {
        fieldsNode = member.value
      }
    }
    guard let fieldsNode else {
      throw file.error(
        .missingKey, at: root.offset, field: nil, "the form has no \"fields\" array")
    }
    guard case .array(let elements) = fieldsNode.kind else {
      throw file.error(
        .wrongType, at: fieldsNode.offset, field: nil,
        "\"fields\" must be an array, not \(fieldsNode.typeName)")
    }
    if elements.count > maximumFieldCount {
      throw file.error(
        .invalidValue, at: elements[maximumFieldCount].offset, field: nil,
        "more than \(maximumFieldCount) fields")
    }
    for element in elements {
      file.fields.append(try file.fieldSpec(element, position: file.fields.count + 1))
    }
    return file
  }

  /// A key's value given without a file's text: a string, a number as its
  /// literal text (`12`, `-1.5`), or a boolean.
  package enum Given: Sendable {
    /// A string.
    case text(String)
    /// A number, as its literal text.
    case number(String)
    /// `true` or `false`.
    case flag(Bool)
  }

  /// A form of fields given as their keys' values rather than as a file's
  /// text.
  ///
  /// Each key is checked as ``parse(bytes:path:)`` checks a file's: the
  /// one reader of a field's keys, for what a front end configures another
  /// way (the browser's `<keypad-field>`, whose attributes are a form
  /// file's keys, `Web/keypad-field.js`) as for files. No JSON is parsed
  /// (the browser's elements' builds link no parser), so an error names the
  /// field and the key but no line and column.
  ///
  /// - Parameters:
  ///   - definitions: Each field's keys and their values, in order.
  ///   - path: What messages call the form.
  /// - Returns: The form's fields, read; ``makeForm(symbols:locale:today:)``
  ///   makes the form.
  /// - Throws: ``FormFileError``, as ``parse(bytes:path:)`` but for syntax.
  package static func fields(
    _ definitions: [[(key: String, value: Given)]], path: String
  ) throws(FormFileError) -> FormFile {
    var file = FormFile(path: path, bytes: [], title: "", fields: [])
    if definitions.count > maximumFieldCount {
      throw file.error(.invalidValue, at: nil, field: nil, "more than \(maximumFieldCount) fields")
    }
    // Each member's place in the whole, which messages never show (there
    // is no text), but which tells the keys given apart as a file's
    // offsets do.
    var offset = 0
    func node(_ kind: JSONNode.Kind) -> JSONNode {
      offset += 1
      return JSONNode(kind: kind, offset: offset)
    }
    for definition in definitions {
      var members: [JSONMember] = []
      let start = node(.null).offset
      for (key, given) in definition {
        let keyOffset = node(.null).offset
        let value: JSONNode
        switch given {
        case .text(let text): value = node(.string(text))
        case .number(let literal): value = node(.number(literal))
        case .flag(let flag): value = node(.bool(flag))
        }
        members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      }
      let object = JSONNode(kind: .object(members), offset: start)
      file.fields.append(try file.fieldSpec(object, position: file.fields.count + 1))
    }
    return file
  }

  /// The last component of a path.
  private static func fileName(_ path: String) -> String {
    String(path.split(ascii: "/").last ?? Substring(path))
  }

  /// An error at a byte offset of this file.
  func error(
    _ reason: FormFileError.Reason, at offset: Int?, field: String?, _ message: String
  ) -> FormFileError {
    FormFileError(
      reason: reason, path: path,
      // Fields given without a text (``fields(_:path:)``) have no place.
      position: bytes.isEmpty ? nil : offset.map { SourcePosition(offset: $0, in: bytes) },
      field: field, message: message)
  }
}
