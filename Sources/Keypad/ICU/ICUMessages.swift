import KeypadICU

/// ICU's MessageFormat, by named arguments (`keypad_icu_message_format`).
enum ICUMessages {
  /// A pattern formatted with its arguments in a locale.
  ///
  /// - Parameters:
  ///   - pattern: The pattern; `nil` for the host's pattern of `id` in
  ///     `language` (the browser's module, which carries no catalog).
  ///   - id: The message id.
  ///   - language: The language of the catalog the pattern is from; empty
  ///     for the locale's.
  ///   - locale: The locale numbers and plural forms are chosen in.
  ///   - arguments: The values by name.
  /// - Returns: The text, and whether the host took its English pattern.
  /// - Throws: ``ICUFailure`` with ICU's status: a pattern ICU cannot read,
  ///   an argument it names and `arguments` lacks, no pattern anywhere.
  static func format(
    pattern: String?, id: String, language: String, locale: String,
    arguments: [MessageArgument]
  ) throws(ICUFailure) -> (text: String, isFallback: Bool) {
    // One buffer: the locale, the language, the id and the pattern, each
    // NUL-terminated, then the arguments, `name\0value\0`; a NUL in a
    // value written as U+FFFD.
    var bytes: [UInt8] = []
    var starts: [Int] = []
    for text in [locale, language, id, pattern ?? ""] {
      starts.append(bytes.count)
      bytes += text.utf8
      bytes.append(0)
    }
    let named = bytes.count
    for argument in arguments {
      switch argument {
      case .text(let name, let text):
        bytes += name.utf8
        bytes.append(0)
        for byte in text.utf8 {
          if byte == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(byte) }
        }
      case .number(let name, let number):
        bytes += name.utf8
        bytes.append(0)
        bytes += String(number).utf8
      }
      bytes.append(0)
    }
    var isFallback = false
    let text = try icuCString(capacity: 128) { buffer, capacity, status in
      let length = bytes.withUnsafeBufferPointer { raw in
        raw.withMemoryRebound(to: CChar.self) { text -> Int32 in
          guard let base = text.baseAddress else { return 0 }
          return keypad_icu_message_format(
            base + starts[0], base + starts[1], base + starts[2], base + starts[3],
            Int32(named - 1 - starts[3]), base + named, Int32(text.count - named), buffer,
            capacity, &status)
        }
      }
      isFallback = ICUStatus(rawValue: status) == .usingDefault
      return length
    }
    return (text, isFallback)
  }
}
