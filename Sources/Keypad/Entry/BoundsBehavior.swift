/// What a field does with a value beyond its ``FieldRules/min`` or
/// ``FieldRules/max``.
///
/// The raw value is the name a form file gives (`"bounds"`).
///
/// ```swift
/// let tip = try FieldRules(max: 100, bounds: .clamp)
/// var field = try KeypadField(symbols: try .locale("en_US"), rules: tip)
/// for character in "150" { field.type(character) }  // every key accepted
/// field.clampToBounds()  // .aboveMax: the value is now 100
/// ```
public enum BoundsBehavior: String, Sendable, Hashable, CaseIterable {
  /// A change that no further typing could bring back into range is
  /// refused (`above-max`, `below-min`); Done checks every bound. The
  /// default.
  case refuse
  /// Typing is never refused for a bound; when the field is left, a value
  /// beyond a bound is set to that bound (``KeypadField/clampToBounds()``),
  /// as one step of undo.
  case clamp
  /// Typing is never refused for a bound and the value stays; Done reports
  /// `above-max` or `below-min`.
  case report
}

#if !hasFeature(Embedded)
extension BoundsBehavior: Codable {}
#endif
