extension FieldRules {
  /// The rule a candidate state breaks, or `nil` when the field may hold it.
  ///
  /// This is the one check of a whole state against the rules, for any way
  /// of editing: the sign, the digit limits (in cents mode, the integer
  /// digits the raw digits make), then the bounds as
  /// ``boundsRejection(for:)`` checks them while typing. Keys, paste,
  /// ``KeypadField/setValue(_:)``, steps and revert all pass through it.
  ///
  /// ```swift
  /// @_spi(Engine) import Keypad
  /// var candidate = EntryState()
  /// for digit: UInt8 in [6, 0, 0] { _ = candidate.apply(.digit(digit), rules: .standard) }
  /// try FieldRules(maxIntegerDigits: 3, max: 500).rejection(for: candidate)
  /// // .aboveMax: 600 > 500
  /// ```
  ///
  /// - Complexity: O(1) without bounds; O(n) in the digits with them.
  @_spi(Engine) public func rejection(for candidate: EntryState) -> EntryRejection? {
    if candidate.isNegative, !allowNegative { return .negativeNotAllowed }
    switch entryMode {
    case .decimal:
      if candidate.hasSeparator, maxFractionDigits == 0 { return .maxFractionDigits }
      if candidate.fractionCount > maxFractionDigits { return .maxFractionDigits }
      if candidate.integerCount > maxIntegerDigits { return .maxIntegerDigits }
    case .cents:
      if candidate.hasSeparator { return .decimalNotAllowed }
      let raw = candidate.digits.drop { $0 == 0x30 }.count
      if raw - maxFractionDigits > maxIntegerDigits { return .maxIntegerDigits }
    }
    return boundsRejection(for: candidate)
  }

  /// The bound a candidate breaks beyond repair by typing, or `nil`.
  ///
  /// A value above a maximum that is at least 0 is `above-max`, and one
  /// below a minimum that is at most 0 is `below-min`: appending digits
  /// only moves a value away from 0, so no further digit brings it back.
  /// A value that more typing could still bring into range is never
  /// rejected: `1` with minimum 10 may become `15`, `-1` with maximum -5 may
  /// become `-15`. An empty field and a lone minus have no value and pass.
  /// The form's Done still checks every bound. With ``bounds``
  /// ``BoundsBehavior/clamp`` or ``BoundsBehavior/report`` nothing is
  /// rejected here.
  ///
  /// ```swift
  /// let rules = try FieldRules(min: 10, max: 100)
  /// // typed "1":   nil (may become 15)
  /// // typed "150": .aboveMax
  /// ```
  @_spi(Engine) public func boundsRejection(for candidate: EntryState) -> EntryRejection? {
    guard let options, options.checksBoundsWhileTyping,
      let value = candidate.value(rules: self)
    else { return nil }
    if let max = options.max, max >= 0, value > max { return .aboveMax }
    if let min = options.min, min <= 0, value < min { return .belowMin }
    return nil
  }

  /// Whether typing is checked against a minimum or a maximum: the rules
  /// have one and refuse values beyond it (``BoundsBehavior/refuse``).
  var checksBoundsWhileTyping: Bool { options?.checksBoundsWhileTyping ?? false }

  /// Throws the rule `candidate` breaks, else returns it.
  func checked(_ candidate: EntryState) throws(EntryRejection) -> EntryState {
    if let rejection = rejection(for: candidate) { throw rejection }
    return candidate
  }
}
