import KeypadICU

/// Whether a scalar is white space (Unicode's White_Space property).
///
/// ICU's `u_isUWhiteSpace` answers, as for the other character properties
/// (ASCII's TAB to CR and SPACE without a call), rather than
/// `scalar.properties.isWhitespace`, whose table is 20 KB of the
/// WebAssembly module. `WhiteSpaceTests` checks it against the standard
/// library on every scalar.
///
/// <!-- example: not compiled: internal API, which no client can call -->
/// ```swift
/// isWhiteSpace("\u{202F}" as Unicode.Scalar)  // true: a French group separator
/// isWhiteSpace("\u{200B}" as Unicode.Scalar)  // false: ZERO WIDTH SPACE is not
/// ```
func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
  if scalar.value < 0x80 { return (0x09...0x0D).contains(scalar.value) || scalar.value == 0x20 }
  return keypad_icu_is_white_space(scalar.value) != 0
}

/// Whether a character is white space, as `character.isWhitespace`
/// answers: by its first scalar.
///
/// <!-- example: not compiled: internal API, which no client can call -->
/// ```swift
/// isWhiteSpace("\r\n" as Character)  // true
/// isWhiteSpace("a" as Character)     // false
/// ```
func isWhiteSpace(_ character: Character) -> Bool {
  character.unicodeScalars.first.map(isWhiteSpace) ?? false
}
