/// How digits enter a field.
public enum EntryMode: String, Sendable, Hashable, CaseIterable {
  /// Calculator style: digits go to the end, the decimal key places the
  /// separator. Typing `1`, `2`, decimal, `5` gives `12.5`.
  case decimal
  /// ATM style, as payment apps do: digits shift in from the right with a
  /// fixed number of fraction digits. With two fraction digits, typing `1`,
  /// `2`, `3` gives `0.01`, `0.12`, `1.23`. The decimal key is rejected.
  case cents
}

#if !hasFeature(Embedded)
extension EntryMode: Codable {}
#endif
