/// A key of the number pad.
///
/// ```swift
/// var field = try KeypadField(locale: "en_US")
/// field.press(.digit(7))
/// field.press(.doubleZero)
/// ```
public enum Key: Sendable, Hashable {
  /// A digit key, 0 through 9. Values outside 0...9 are rejected as
  /// ``EntryRejection/invalidCharacter``.
  case digit(UInt8)
  /// The `00` key: two zeros, entered together or not at all.
  case doubleZero
  /// The decimal key, which shows the locale's separator.
  case decimal
  /// Removes the typed character before the caret (with the caret at the
  /// end: a digit, the separator, finally the minus), or the selection; see
  /// ``KeypadField/deleteBackward()``.
  case backspace
  /// Empties the field.
  case clear
  /// Toggles the leading minus.
  case sign
  /// Chooses a time's day period: AM when none is chosen, then the other
  /// one on each press (see ``KeypadField/dayPeriods``). Refused as
  /// ``EntryRejection/noDayPeriod`` by a field that has none.
  case dayPeriod

  /// The keys as a front end names them: `0`...`9`, `00`, `decimal`,
  /// `backspace`, `clear`, `sign`, `dayPeriod`.
  ///
  /// ```swift
  /// Key(name: "00")       // .doubleZero
  /// Key(name: "decimal")  // .decimal
  /// Key(name: "x")        // nil
  /// ```
  public init?(name: String) {
    switch UTF8Key(name) {
    case "00": self = .doubleZero
    case "decimal": self = .decimal
    case "backspace": self = .backspace
    case "clear": self = .clear
    case "sign": self = .sign
    case "dayPeriod": self = .dayPeriod
    default:
      guard name.utf8.count == 1, let byte = name.utf8.first, (0x30...0x39).contains(byte) else {
        return nil
      }
      self = .digit(byte - 0x30)
    }
  }

  /// The name ``init(name:)`` accepts for this key.
  public var name: String {
    switch self {
    case .digit(let value): String(value)
    case .doubleZero: "00"
    case .decimal: "decimal"
    case .backspace: "backspace"
    case .clear: "clear"
    case .sign: "sign"
    case .dayPeriod: "dayPeriod"
    }
  }
}
