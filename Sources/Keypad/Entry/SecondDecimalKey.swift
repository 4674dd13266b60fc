/// What the decimal key does in a field whose number already has a
/// decimal separator.
///
/// The raw value is the name a form file gives (`"secondDecimal"`).
///
/// ```swift
/// let rules = try FieldRules(secondDecimal: .jump)
/// var field = try KeypadField(symbols: try .locale("en_US"), rules: rules)
/// for character in "12.34" { field.type(character) }
/// field.select(utf16Range: 1..<1)  // 1|2.34
/// field.press(.decimal)            // .accepted: 12.|34, nothing else changed
/// field.selection                  // 3..<3
/// ```
public enum SecondDecimalKey: String, Sendable, Hashable, CaseIterable {
  /// The key is refused as ``EntryRejection/duplicateDecimal``: a number has
  /// at most one separator. The default.
  case duplicateDecimal = "duplicate-decimal"
  /// The key puts the caret right after the separator and changes nothing
  /// else: no step of undo, no rejection. The same goes for the separator
  /// typed at a caret through ``KeypadField/replace(utf16Range:with:)``, as
  /// a system keyboard sends its decimal key.
  case jump
}

#if !hasFeature(Embedded)
extension SecondDecimalKey: Codable {}
#endif
