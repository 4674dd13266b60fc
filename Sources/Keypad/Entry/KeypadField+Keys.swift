extension KeypadField {
  /// Whether pressing `key` now would be accepted.
  ///
  /// `false` exactly when ``press(_:)`` would return `.rejected(_:)`; the
  /// field does not change.
  ///
  /// A number pad dims the keys for which this is `false`: the decimal key
  /// once the number has a separator or in a whole-number field, the sign
  /// key when negatives are not allowed, digits once the field is full.
  ///
  /// ```swift
  /// let field = try KeypadField(locale: "en_US", rules: try FieldRules(maxFractionDigits: 0))
  /// field.canPress(.decimal)   // false: no fraction digits allowed
  /// field.canPress(.sign)      // false: negatives not allowed
  /// field.canPress(.digit(4))  // true
  /// ```
  public func canPress(_ key: Key) -> Bool {
    var probe = self
    return probe.press(key).isAccepted
  }
}
