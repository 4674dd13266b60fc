/// Whether a scalar is white space: Unicode's White_Space property, as
/// `scalar.properties.isWhitespace` answers, without its table.
///
/// The property's 25 scalars: the controls TAB to CR (U+0009–U+000D),
/// SPACE, NEL (U+0085), NO-BREAK SPACE, OGHAM SPACE MARK (U+1680), the
/// spaces U+2000–U+200A, the line and paragraph separators (U+2028,
/// U+2029), NARROW NO-BREAK SPACE (U+202F), MEDIUM MATHEMATICAL SPACE
/// (U+205F) and IDEOGRAPHIC SPACE (U+3000). The standard library's table
/// of binary properties is 20 KB of the WebAssembly module; this is one
/// switch. `WhiteSpaceTests` checks it against every scalar.
///
/// ```swift
/// isWhiteSpace("\u{202F}" as Unicode.Scalar)  // true: a French group separator
/// isWhiteSpace("\u{200B}" as Unicode.Scalar)  // false: ZERO WIDTH SPACE is not
/// ```
func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
    0x3000:
    true
  default: false
  }
}

/// Whether a character is white space, as `character.isWhitespace`
/// answers: by its first scalar.
///
/// ```swift
/// isWhiteSpace("\r\n" as Character)  // true
/// isWhiteSpace("a" as Character)     // false
/// ```
func isWhiteSpace(_ character: Character) -> Bool {
  character.unicodeScalars.first.map(isWhiteSpace) ?? false
}
