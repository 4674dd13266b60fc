/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys,
/// and escape sequences (CSI and SS3), including bracketed paste.
///
/// The decoder is a value fed with bytes as they arrive; an incomplete
/// sequence waits for more. A lone Esc cannot be told from the start of a
/// sequence by its bytes, so when no byte follows within a short time the
/// caller calls ``flush()``, which reads what is pending as Esc. `ESC`
/// with another key's bytes after it is that key with Alt (Meta), as
/// terminals send Alt-b or macOS Terminal's Option-Left: a key bound to
/// nothing (`.unbound("Alt-b")`), never Esc.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("1\u{1B}[Z".utf8))  // [.character("1"), .backTab]
/// decoder.feed(Array("\u{1B}b".utf8))    // [.unbound("Alt-b")]
/// decoder.feed([0x1B])                    // []: pending
/// decoder.flush()                         // [.escape]
/// ```
struct KeyDecoder: Sendable {
  /// The longest escape sequence kept; longer ones are dropped as unknown.
  static let maximumSequenceLength = 32
  /// The longest paste kept, in bytes; a longer paste is dropped whole and
  /// decoded as ``TerminalKey/oversizedPaste``.
  static let maximumPasteLength = 65_536

  private var pending: [UInt8] = []
  private var pasting: [UInt8]?
  private var pasteOverflowed = false

  /// Whether bytes wait for more (the caller then flushes after a pause).
  var hasPending: Bool { !pending.isEmpty }

  /// An empty decoder.
  init() {}

  /// Decodes the bytes that arrived, with any pending ones before them.
  mutating func feed(_ bytes: [UInt8]) -> [TerminalKey] {
    pending += bytes
    var keys: [TerminalKey] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = decodeOne(at: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Reads what is pending as complete: a lone `ESC` is Esc, a cut sequence
  /// or a cut UTF-8 character is dropped.
  mutating func flush() -> [TerminalKey] {
    guard !pending.isEmpty, pasting == nil else { return [] }
    var keys: [TerminalKey] = []
    if pending.first == 0x1B {
      switch pending.count {
      case 1: keys.append(.escape)
      case 2 where pending[1] == 0x1B: keys.append(.unbound("Alt-Esc"))
      default: keys.append(.unknown)
      }
    } else {
      keys.append(.unknown)
    }
    pending.removeAll()
    return keys
  }

  /// One key from `index`: the key (or `nil` for bytes that make none) and
  /// its length, or `nil` when more bytes are needed.
  private mutating func decodeOne(at index: Int) -> (TerminalKey?, Int)? {
    if pasting != nil { return pasteByte(at: index) }
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00..<0x20:
      return (.control(Self.controlName(byte)), 1)
    case 0x20..<0x7F:
      return (.character(Character(Unicode.Scalar(byte))), 1)
    default:
      return utf8Character(at: index)
    }
  }

  /// A multi-byte UTF-8 character, or `.unknown` for a bad byte.
  private func utf8Character(at index: Int) -> (TerminalKey?, Int)? {
    let byte = pending[index]
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown, 1)
    }
    guard index + length <= pending.count else { return nil }
    let slice = pending[index..<(index + length)]
    guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
      return (.unknown, 1)
    }
    return (.character(character), length)
  }

  /// `ESC` and what follows: a CSI or SS3 sequence, or an Alt (Meta) chord.
  ///
  /// A terminal sends Alt with a key (Alt-b, Option-Left in macOS
  /// Terminal) as `ESC` then the key's bytes, together; a lone Esc comes
  /// alone and is read by ``flush()``. So `ESC` with a byte after it is
  /// never Esc: it is the chord, bound to nothing.
  private mutating func escapeSequence(at index: Int) -> (TerminalKey?, Int)? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      return (ss3Key(pending[index + 2]), 3)
    default:
      return altChord(at: index)
    }
  }

  /// `ESC` and the key after it: `.unbound("Alt-b")`; `ESC ESC` then a
  /// sequence is Alt with that sequence's key (`Alt-Up`).
  private mutating func altChord(at index: Int) -> (TerminalKey?, Int)? {
    let byte = pending[index + 1]
    if byte == 0x1B {
      guard index + 2 < pending.count else { return nil }
      let next = pending[index + 2]
      guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
        return (.unbound("Alt-Esc"), 2)
      }
      guard let (key, length) = escapeSequence(at: index + 1) else { return nil }
      return (key.map { .unbound("Alt-" + Self.name(of: $0)) }, length + 1)
    }
    guard let (key, length) = decodeOne(at: index + 1) else { return nil }
    return (key.map { .unbound("Alt-" + Self.name(of: $0)) }, length + 1)
  }

  /// `ESC [` parameters, intermediates and a final byte.
  private mutating func controlSequence(at index: Int) -> (TerminalKey?, Int)? {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) {
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        if byte == UInt8(ascii: "~"), parameters == "200" {
          pasting = []
          return (nil, length)
        }
        return (csiKey(final: byte, parameters: parameters), length)
      }
      guard (0x20...0x3F).contains(byte), end - index < Self.maximumSequenceLength else {
        return (.unknown, end - index)
      }
      end += 1
    }
    return nil
  }

  private func csiKey(final: UInt8, parameters: String) -> TerminalKey {
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): .up
    case (UInt8(ascii: "B"), _): .down
    case (UInt8(ascii: "C"), "1;2"): .shiftRight
    case (UInt8(ascii: "D"), "1;2"): .shiftLeft
    case (UInt8(ascii: "C"), _): .right
    case (UInt8(ascii: "D"), _): .left
    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
    case (UInt8(ascii: "Z"), _): .backTab
    case (UInt8(ascii: "~"), "3"): .delete
    case (UInt8(ascii: "~"), "5"): .pageUp
    case (UInt8(ascii: "~"), "6"): .pageDown
    default: Self.unbound(final: final, parameters: parameters)
    }
  }

  private func ss3Key(_ byte: UInt8) -> TerminalKey {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "M"): .enter
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: Self.unbound(ss3: byte)
    }
  }

  /// Collects pasted bytes until `ESC [ 201 ~`.
  private mutating func pasteByte(at index: Int) -> (TerminalKey?, Int)? {
    let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    let rest = pending[index...]
    if rest.starts(with: terminator) {
      defer {
        pasting = nil
        pasteOverflowed = false
      }
      guard !pasteOverflowed else { return (.oversizedPaste, terminator.count) }
      let text = String(decoding: pasting ?? [], as: UTF8.self)
      return (.paste(text), terminator.count)
    }
    if pending[index] == 0x1B, terminator.starts(with: rest) { return nil }
    if (pasting?.count ?? 0) < Self.maximumPasteLength {
      pasting?.append(pending[index])
    } else {
      pasteOverflowed = true
    }
    return (nil, 1)
  }
}
