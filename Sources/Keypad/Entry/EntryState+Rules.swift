extension EntryState {
  /// Applies one key under the field's rules: digit limits, sign and the
  /// bounds that typing cannot repair.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  /// let rules = try FieldRules(maxFractionDigits: 0, max: 100)
  /// var state = EntryState()
  /// state.apply(.digit(5), rules: rules)  // .accepted
  /// state.apply(.digit(0), rules: rules)  // .accepted: 50
  /// state.apply(.digit(0), rules: rules)  // .rejected(.aboveMax): 500 > 100
  /// state.text                            // "50"
  /// ```
  ///
  /// `00` is two `0` keys: the zeros that fit go in, and when only the
  /// first does, the outcome is `.partlyAccepted` with the second's reason.
  ///
  /// - Returns: `.accepted`, `.rejected` with the reason (after a
  ///   rejection the state is unchanged), or `.partlyAccepted`.
  @discardableResult
  @inline(__always)
  public mutating func apply(_ key: Key, rules: FieldRules) -> KeyOutcome {
    guard rules.checksBoundsWhileTyping else { return applyWithinLimits(key, rules: rules) }
    return applyCheckingBounds(key, rules: rules)
  }

  /// ``apply(_:rules:)`` in a field whose bounds refuse typing: a call of
  /// its own, so that a key without bounds inlines only the limits.
  @inline(never)
  private mutating func applyCheckingBounds(_ key: Key, rules: FieldRules) -> KeyOutcome {
    if key == .doubleZero {
      return .doubleZero { applyCheckingBounds(.digit(0), rules: rules) }
    }
    var candidate = self
    let outcome = candidate.applyWithinLimits(key, rules: rules)
    guard outcome.isAccepted else { return outcome }
    if let rejection = rules.boundsRejection(for: candidate) { return .rejected(rejection) }
    self = candidate
    return .accepted
  }
}
