import KeypadICU

/// ICU's MessageFormat, by named arguments (`keypad_icu_message_format`).
enum ICUMessages {
  /// A pattern formatted with its arguments in a locale.
  ///
  /// - Parameters:
  ///   - pattern: The pattern; `nil` for the host's pattern of `id` in
  ///     `language` (the browser's module, which carries no catalog).
  ///   - id: The message id.
  ///   - language: The language of the catalog the pattern is from.
  ///   - locale: The locale numbers and plural forms are chosen in.
  ///   - arguments: The values by name.
  /// - Returns: The text, and whether the host took its English pattern.
  /// - Throws: ``ICUFailure`` with ICU's status: a pattern ICU cannot read,
  ///   an argument it names and `arguments` lacks, no pattern anywhere.
  static func format(
    pattern: String?, id: String, language: String, locale: String,
    arguments: [MessageArgument]
  ) throws(ICUFailure) -> (text: String, isFallback: Bool) {
    var named: [UInt16] = []
    for argument in arguments {
      named += argument.name.utf16
      named.append(0)
      switch argument.value {
      case .text(let text): named += text.utf16.map { $0 == 0 ? 0xFFFD : $0 }
      case .number(let number): named += String(number).utf16
      }
      named.append(0)
    }
    // A unit past the end, so that the buffer has an address when empty.
    named.append(0)
    let units = Array((pattern ?? "").utf16)
    var capacity = 128
    for _ in 0..<2 {
      var status: Int32 = 0
      var output = [UInt16](repeating: 0, count: capacity)
      let length = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return 0 }
        return units.withUnsafeBufferPointer { pattern in
          named.withUnsafeBufferPointer { named in
            guard let namedBase = named.baseAddress else { return 0 }
            return locale.withCString { locale in
              language.withCString { language in
                id.withCString { id in
                  keypad_icu_message_format(
                    locale, language, id, pattern.baseAddress, Int32(pattern.count), namedBase,
                    Int32(named.count - 1), base, Int32(capacity), &status)
                }
              }
            }
          }
        }
      }
      let outcome = ICUStatus(rawValue: status)
      if outcome == .bufferOverflow {
        capacity = Int(length)
        continue
      }
      try outcome.check()
      return (
        String(decoding: output.prefix(Int(length)), as: UTF16.self), outcome == .usingDefault
      )
    }
    throw ICUFailure(name: "U_BUFFER_OVERFLOW_ERROR")
  }
}
