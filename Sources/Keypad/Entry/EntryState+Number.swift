extension EntryState {
  /// A state holding a parsed number, if the rules allow it.
  ///
  /// - Throws: The first rule the number breaks, checked in the order sign,
  ///   fraction digits, integer digits.
  init(_ number: PastedNumber, rules: FieldRules) throws(EntryRejection) {
    if number.isNegative, !rules.allowNegative { throw .negativeNotAllowed }
    guard number.fractionCount <= rules.maxFractionDigits else {
      let wholeOnly = rules.entryMode == .decimal && rules.maxFractionDigits == 0
      throw wholeOnly ? .wholeNumbersOnly : .maxFractionDigits
    }
    switch rules.entryMode {
    case .decimal:
      guard number.integerCount <= rules.maxIntegerDigits else { throw .maxIntegerDigits }
      var digits = number.integer.isEmpty ? [0x30] : number.integer
      let separatorIndex = digits.count
      digits.append(contentsOf: number.fraction)
      let keepsSeparator = number.hasSeparator && rules.maxFractionDigits > 0
      self.init(
        isNegative: number.isNegative, digits: DigitString(digits),
        separatorIndex: keepsSeparator ? separatorIndex : -1)
    case .cents:
      guard number.integerCount <= rules.maxIntegerDigits else { throw .maxIntegerDigits }
      let padding = rules.maxFractionDigits - number.fraction.count
      var raw = number.integer + number.fraction + Array(repeating: 0x30, count: padding)
      raw = Array(raw.drop { $0 == 0x30 })
      if raw.isEmpty { raw = [0x30] }
      self.init(
        isNegative: number.isNegative, digits: DigitString(raw),
        separatorIndex: -1)
    }
  }
}
