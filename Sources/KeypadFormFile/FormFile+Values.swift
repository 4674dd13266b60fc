import Keypad

extension FormFile {
  /// The members of an object, or a wrong-type error naming `what`.
  func object(_ node: JSONNode, field: String?, what: String) throws(FormFileError)
    -> [JSONMember]
  {
    guard case .object(let members) = node.kind else {
      throw error(
        .wrongType, at: node.offset, field: field,
        "\(what) must be an object, not \(node.typeName)")
    }
    return members
  }

  /// Checks each key is one of `allowed` and given once, and answers the
  /// index in `allowed` of each member's key, in the members' order.
  ///
  /// The keys seen are a list: each is one of `allowed`, so a key is
  /// unknown or given twice before the list outgrows them.
  func checkKeys(_ members: [JSONMember], allowed: [String], field: String?)
    throws(FormFileError) -> [Int]
  {
    var seen: [Int] = []
    for member in members {
      guard let index = allowed.firstIndex(where: member.key.hasSameUTF8(as:)) else {
        throw error(
          .unknownKey, at: member.keyOffset, field: field,
          "unknown key \"\(member.key)\" (known keys: \(allowed.joined(separator: ", ")))")
      }
      guard !seen.contains(index) else {
        throw error(
          .duplicateKey, at: member.keyOffset, field: field,
          "the key \"\(member.key)\" is given twice")
      }
      seen.append(index)
    }
    return seen
  }

  /// A string value.
  func string(_ node: JSONNode, key: String, field: String?) throws(FormFileError) -> String {
    guard case .string(let text) = node.kind else {
      throw wrongType(node, key: key, field: field, expected: "a string")
    }
    return text
  }

  /// A string naming one of an enumeration's cases, by its raw value.
  ///
  /// Any other string is `form-invalid-value`, with a message that lists
  /// the names: `"entry" must be "decimal" or "cents", not "atm"`.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ node: JSONNode, key: String, field: String?
  ) throws(FormFileError) -> Choice where Choice.RawValue == String {
    let cases = Array(Choice.allCases)
    return cases[try choice(node, key: key, field: field, names: cases.map { $0.rawValue })]
  }

  /// The index of the name a string value is, in `names`: the work of
  /// ``choice(_:key:field:)``, written once for every enumeration.
  private func choice(
    _ node: JSONNode, key: String, field: String?, names: [String]
  ) throws(FormFileError) -> Int {
    let text = try string(node, key: key, field: field)
    if let index = names.firstIndex(where: { $0.hasSameUTF8(as: text) }) { return index }
    var quoted = names.map { "\"\($0)\"" }
    let last = quoted.popLast() ?? ""
    let listed = quoted.joined(separator: ", ") + " or " + last
    throw error(
      .invalidValue, at: node.offset, field: field,
      "\"\(key)\" must be \(listed), not \"\(text)\"")
  }

  /// A string shown to people (`title`, `name`, `label`): at most
  /// ``FormFile/maximumTextLength`` scalars, no control character.
  func text(_ node: JSONNode, key: String, field: String?) throws(FormFileError) -> String {
    let text = try string(node, key: key, field: field)
    if text.unicodeScalars.count > FormFile.maximumTextLength {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\" is longer than \(FormFile.maximumTextLength) characters")
    }
    if let control = DisplayText.firstControl(in: text) {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\" holds the control character \(DisplayText.codePoint(control)); "
          + "control characters and bidi embeddings, overrides and isolates are not allowed")
    }
    return text
  }

  /// A boolean value.
  func bool(_ node: JSONNode, key: String, field: String?) throws(FormFileError) -> Bool {
    guard case .bool(let value) = node.kind else {
      throw wrongType(node, key: key, field: field, expected: "true or false")
    }
    return value
  }

  /// An integer value: a JSON number without fraction or exponent.
  func integer(_ node: JSONNode, key: String, field: String?) throws(FormFileError) -> Int {
    guard case .number(let text) = node.kind else {
      throw wrongType(node, key: key, field: field, expected: "an integer")
    }
    guard let value = Int(text) else {
      if text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }) {
        let size = text.utf8.first == UInt8(ascii: "-") ? "small" : "large"
        throw error(
          .invalidValue, at: node.offset, field: field, "\"\(key)\" is too \(size): \(text)")
      }
      throw error(
        .wrongType, at: node.offset, field: field,
        "\"\(key)\" must be an integer such as 12, not \(text)")
    }
    return value
  }

  /// An exact decimal, written as a string such as `"-100"` or `"12.50"`.
  func decimal(_ node: JSONNode, key: String, field: String?) throws(FormFileError)
    -> ExactDecimal
  {
    guard case .string(let text) = node.kind else {
      if case .number(let literal) = node.kind {
        throw error(
          .wrongType, at: node.offset, field: field,
          "\"\(key)\" must be a decimal string such as \"\(literal)\", in quotes")
      }
      throw wrongType(node, key: key, field: field, expected: "a decimal string such as \"-12.5\"")
    }
    guard let value = ExactDecimal(text) else {
      throw error(
        .invalidValue, at: node.offset, field: field,
        "\"\(key)\": \"\(text)\" is not a decimal such as \"-1234.50\" (digits, one '.', "
          + "an optional leading '-')")
    }
    return value
  }

  private func wrongType(_ node: JSONNode, key: String, field: String?, expected: String)
    -> FormFileError
  {
    error(
      .wrongType, at: node.offset, field: field,
      "\"\(key)\" must be \(expected), not \(node.typeName)")
  }
}
