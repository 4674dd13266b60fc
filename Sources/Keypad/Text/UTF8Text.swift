extension StringProtocol {
  /// Whether the two texts are the same UTF-8 bytes.
  ///
  /// The engine compares names, keys, locale ids and symbols this way, not
  /// with `==`: a `String`'s `==` and hashing treat canonically equivalent
  /// texts as equal (`"é"` precomposed and `"e\u{301}"`), which needs
  /// Unicode's normalization tables. The texts the engine compares are
  /// ASCII names or ICU's own symbols, where the two agree; comparing bytes
  /// agrees with JSON and JavaScript, and keeps the tables out of the
  /// browser's module.
  ///
  /// ```swift
  /// "amount".hasSameUTF8(as: "amount")      // true
  /// "\u{E9}".hasSameUTF8(as: "e\u{301}")   // false
  /// ```
  package func hasSameUTF8(as other: some StringProtocol) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    // Native strings and substrings, small ones included, have contiguous
    // bytes: compared as buffers rather than through the views' iterators.
    let compared = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
    }
    if let compared, let compared { return compared }
    var theirs = other.utf8.makeIterator()
    for byte in utf8 where byte != theirs.next() { return false }
    return true
  }

  /// Whether the text holds `character`, compared by its bytes
  /// (``Swift/StringProtocol/hasSameUTF8(as:)`` says why not `contains(_:)`).
  package func containsSameUTF8(_ character: Character) -> Bool {
    contains { $0.hasSameUTF8(as: character) }
  }
}

/// A string as a dictionary or set key, equal to another with the same
/// UTF-8 bytes and hashed by them (``Swift/StringProtocol/hasSameUTF8(as:)``
/// says why not by `String`'s own `==`).
package struct UTF8Key: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The key's text.
  package let text: String

  /// The key of `text`.
  package init(_ text: String) {
    self.text = text
  }

  /// The key of a literal.
  package init(stringLiteral text: String) {
    self.text = text
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text.hasSameUTF8(as: rhs.text)
  }

  package func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    // The end, as `String` hashes it: a key and its extension differ.
    hasher.combine(UInt8(0xFF))
  }
}

extension Character {
  /// Whether the two characters are the same UTF-8 bytes
  /// (``Swift/StringProtocol/hasSameUTF8(as:)`` says why not `==`).
  ///
  /// ```swift
  /// Character("/").hasSameUTF8(as: "/")  // true
  /// ```
  @inline(__always)
  package func hasSameUTF8(as other: Character) -> Bool {
    String(self).hasSameUTF8(as: String(other))
  }

  /// Whether every byte of the character is ASCII, as `isASCII` says
  /// (`"\r\n"` included), read from the bytes rather than through
  /// `asciiValue`'s comparison with `"\r\n"`.
  @inline(__always)
  package var hasOnlyASCII: Bool {
    utf8.allSatisfy { $0 < 0x80 }
  }
}

extension String {
  /// The text of these scalars, appended one by one (no generic
  /// `UnicodeScalarView` initializer for each kind of collection).
  ///
  /// ```swift
  /// String(scalars: ["1", "\u{202F}", "2"])  // "1\u{202F}2"
  /// ```
  package init(scalars: [Unicode.Scalar]) {
    var view = String.UnicodeScalarView()
    for scalar in scalars { view.append(scalar) }
    self.init(view)
  }

  /// Whether the text is `scalar` alone.
  ///
  /// ```swift
  /// "\u{2212}".isOnly("\u{2212}")  // true
  /// "--".isOnly("-")              // false
  /// ```
  package func isOnly(_ scalar: Unicode.Scalar) -> Bool {
    var scalars = unicodeScalars.makeIterator()
    return scalars.next() == scalar && scalars.next() == nil
  }

  /// The text with its ASCII letters in upper or lower case, and its other
  /// bytes as they are.
  ///
  /// ```swift
  /// "eur".asciiCased(upper: true)        // "EUR"
  /// "Gregorian".asciiCased(upper: false)  // "gregorian"
  /// ```
  package func asciiCased(upper: Bool) -> String {
    let from: ClosedRange<UInt8> = upper ? 0x61...0x7A : 0x41...0x5A
    var bytes = Array(utf8)
    for index in bytes.indices where from.contains(bytes[index]) { bytes[index] ^= 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The pieces of the text between each ASCII `separator`, split at its
  /// bytes (``Swift/StringProtocol/hasSameUTF8(as:)`` says why not by
  /// `split(separator:)`'s `Character` comparison).
  ///
  /// ```swift
  /// "2026-11-23".split(ascii: "-", omittingEmptySubsequences: false)  // ["2026", "11", "23"]
  /// ```
  package func split(ascii separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true)
    -> [Substring]
  {
    assert(separator.isASCII, "an ASCII separator")
    let byte = UInt8(ascii: separator)
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index < utf8.endIndex {
      if utf8[index] == byte {
        if !omittingEmptySubsequences || start < index {
          pieces.append(Substring(utf8[start..<index]))
        }
        start = utf8.index(after: index)
      }
      utf8.formIndex(after: &index)
    }
    if !omittingEmptySubsequences || start < index { pieces.append(Substring(utf8[start..<index])) }
    return pieces
  }
}
