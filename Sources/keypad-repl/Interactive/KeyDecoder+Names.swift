extension KeyDecoder {
  /// The name of a control key by its byte: `c` for Ctrl-C (0x03), `\` for
  /// Ctrl-\ (0x1C), `@` for Ctrl-@ (0x00), as terminals label them.
  static func controlName(_ byte: UInt8) -> Character {
    switch byte {
    case 0x01...0x1A: Character(Unicode.Scalar(byte + 0x60))
    default: Character(Unicode.Scalar(byte + 0x40))
    }
  }

  /// A CSI sequence the REPL binds to nothing, by its key's name (`F5`,
  /// `PgUp`), or ``TerminalKey/unknown``.
  static func unbound(final: UInt8, parameters: String) -> TerminalKey {
    let number = Int(parameters.prefix { $0 != ";" })
    switch (final, number) {
    case (UInt8(ascii: "~"), let number?):
      let names: [Int: String] = [
        1: "Home", 2: "Insert", 4: "End", 5: "PgUp", 6: "PgDn", 7: "Home", 8: "End",
        11: "F1", 12: "F2", 13: "F3", 14: "F4", 15: "F5", 17: "F6", 18: "F7", 19: "F8",
        20: "F9", 21: "F10", 23: "F11", 24: "F12",
      ]
      return names[number].map { .unbound($0) } ?? .unknown
    case (UInt8(ascii: "H"), _): return .unbound("Home")
    case (UInt8(ascii: "F"), _): return .unbound("End")
    case (UInt8(ascii: "P"), _): return .unbound("F1")
    case (UInt8(ascii: "Q"), _): return .unbound("F2")
    case (UInt8(ascii: "R"), _): return .unbound("F3")
    case (UInt8(ascii: "S"), _): return .unbound("F4")
    default: return .unknown
    }
  }

  /// An SS3 sequence the REPL binds to nothing (`ESC O P` is F1), or
  /// ``TerminalKey/unknown``.
  static func unbound(ss3 byte: UInt8) -> TerminalKey {
    unbound(final: byte, parameters: "")
  }

  /// A key's name as a person reads it on the keyboard, for an Alt chord:
  /// `b`, `Enter`, `Backspace`, `Ctrl-X`, `Up`.
  static func name(of key: TerminalKey) -> String {
    switch key {
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Esc"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .shiftLeft: "Shift-Left"
    case .shiftRight: "Shift-Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .control(let letter): "Ctrl-" + letter.uppercased()
    case .paste, .oversizedPaste: "paste"
    case .unbound(let name): name
    case .unknown: "key"
    }
  }
}
