extension String {
  /// The runs of decimal digits of a text, each as ASCII digits, in order;
  /// `nil` when a character between them is none of white space, a bidi
  /// mark or a character `isLiteral` takes: how a date or a time reads its
  /// own display pasted back.
  ///
  /// <!-- example: not compiled: internal API, which no client can call -->
  /// ```swift
  /// "٢٣/١١/2026".digitRuns { $0 == "/" }  // ["23", "11", "2026"]
  /// "7:30 x".digitRuns { $0 == ":" }       // nil
  /// ```
  func digitRuns(literal isLiteral: (Character) -> Bool) -> [String]? {
    var runs: [String] = []
    var current = ""
    for character in self {
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        let digit = scalar.decimalDigitValue
      {
        current.unicodeScalars.append(Unicode.Scalar(0x30 + digit))
        continue
      }
      guard
        isWhiteSpace(character) || character.unicodeScalars.allSatisfy(DisplayText.isBidiMark)
          || isLiteral(character)
      else { return nil }
      if !current.isEmpty { runs.append(current) }
      current = ""
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }
}
