/// The typed characters of a state: ASCII digits and, in a kind that takes
/// one, a leading `+`, as bytes.
///
/// Up to ``inlineCapacity`` characters are held in one word, four bits
/// each, with their count in the lowest four bits: appending or dropping
/// one is a shift and a mask, and copying the value copies two words. A
/// longer text is held in an array instead, so the representation of a
/// given text is unique and `==` compares the words first.
///
/// A key used to build a new `String` for its digits, about 160 of a key's
/// 413 instructions (see Benchmarks/README.md, "The keystroke's
/// instructions"); here a key changes one word.
struct DigitString: Sendable, Hashable, RandomAccessCollection {
  /// The most characters held in the word.
  static let inlineCapacity = 15

  /// The count in bits 0-3, character `i` in bits `4 * (i + 1)` and up, as
  /// its low four bits (`0`-`9` are 0-9, `+` is 11); `0` when
  /// ``spilled`` holds the characters.
  private var packed: UInt64
  /// The characters when there are more than ``inlineCapacity``.
  private var spilled: [UInt8]?

  /// No characters.
  init() {
    packed = 0
    spilled = nil
  }

  /// The given ASCII digits and `+` signs.
  init(_ bytes: some Collection<UInt8>) {
    let count = bytes.count
    guard count <= Self.inlineCapacity else {
      packed = 0
      spilled = Array(bytes)
      return
    }
    var word = UInt64(count)
    var shift: UInt64 = 4
    for byte in bytes {
      word |= Self.code(byte) << shift
      shift &+= 4
    }
    packed = word
    spilled = nil
  }

  /// The characters of an ASCII text of digits and `+` signs.
  init(_ text: String) {
    self.init(text.utf8)
  }

  /// One character.
  @inline(__always)
  init(single byte: UInt8) {
    packed = 1 | Self.code(byte) << 4
    spilled = nil
  }

  /// A character's four-bit code.
  @inline(__always)
  private static func code(_ byte: UInt8) -> UInt64 {
    assert(byte == 0x2B || (0x30...0x39).contains(byte), "a digit or +")
    return UInt64(byte & 0x0F)
  }

  /// The first position.
  var startIndex: Int { 0 }

  /// One past the last position.
  @inline(__always)
  var endIndex: Int { count }

  /// How many characters there are.
  @inline(__always)
  var count: Int {
    if let spilled { return spilled.count }
    return Int(truncatingIfNeeded: packed & 0xF)
  }

  /// Whether there is none.
  @inline(__always)
  var isEmpty: Bool { packed == 0 && spilled == nil }

  /// Whether the text is exactly a lone `0`.
  @inline(__always)
  var isLoneZero: Bool { packed == 1 }

  /// The character at `position`, as its ASCII byte.
  @inline(__always)
  subscript(position: Int) -> UInt8 {
    if let spilled { return spilled[position] }
    precondition(position >= 0 && position < count, "index out of range")
    let code = packed >> (4 &* UInt64(truncatingIfNeeded: position &+ 1)) & 0xF
    return UInt8(truncatingIfNeeded: Self.ascii(UInt32(truncatingIfNeeded: code)))
  }

  /// The text with `byte` appended.
  @inline(__always)
  func appending(_ byte: UInt8) -> DigitString {
    let count = packed & 0xF
    guard spilled == nil, count < UInt64(Self.inlineCapacity) else {
      return spilledAppending(byte)
    }
    var result = self
    result.packed = (packed | Self.code(byte) << (4 &* (count &+ 1))) &+ 1
    return result
  }

  /// ``appending(_:)`` past the word.
  @inline(never)
  private func spilledAppending(_ byte: UInt8) -> DigitString {
    var bytes = Array(self)
    bytes.append(byte)
    return DigitString(bytes)
  }

  /// The text without its last character; there must be one.
  @inline(__always)
  func droppingLast() -> DigitString {
    assert(!isEmpty, "no character to drop")
    guard spilled == nil else { return DigitString(dropLast(1)) }
    let count = packed & 0xF
    var result = self
    result.packed = (packed & ~(0xF << (4 &* count))) &- 1
    return result
  }

  /// Calls `body` with the characters as contiguous ASCII bytes.
  @inline(__always)
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let spilled { return spilled.withUnsafeBufferPointer(body) }
    let count = Int(truncatingIfNeeded: packed & 0xF)
    let codes = packed &>> 4
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      raw.storeBytes(
        of: Self.ascii(UInt32(truncatingIfNeeded: codes)).littleEndian, toByteOffset: 0,
        as: UInt64.self)
      raw.storeBytes(
        of: Self.ascii(UInt32(truncatingIfNeeded: codes &>> 32)).littleEndian, toByteOffset: 8,
        as: UInt64.self)
      return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// The ASCII bytes of eight four-bit codes, the first in the lowest byte:
  /// all eight at once, with no test per character.
  @inline(__always)
  private static func ascii(_ codes: UInt32) -> UInt64 {
    // Each code in a byte of its own.
    var bytes = UInt64(codes)
    bytes = (bytes | bytes &<< 16) & 0x0000_FFFF_0000_FFFF
    bytes = (bytes | bytes &<< 8) & 0x00FF_00FF_00FF_00FF
    bytes = (bytes | bytes &<< 4) & 0x0F0F_0F0F_0F0F_0F0F
    // 0x10 in each byte whose code is 10 or more, the `+` (11): its byte
    // is then 0x3B less 0x10. No byte carries into the next.
    let plus = (bytes &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010
    return (bytes | 0x3030_3030_3030_3030) &- plus
  }

  /// The digits as a display reads them: four bits each, after `zeros`
  /// zero digits, the first in the lowest bits.
  ///
  /// `nil` when they do not fit one word. Only for digits (no `+`).
  @inline(__always)
  func packedDigits(afterZeros zeros: Int) -> UInt64? {
    guard spilled == nil, zeros &+ count <= 16 else { return nil }
    return (packed &>> 4) &<< UInt64(truncatingIfNeeded: zeros &* 4)
  }

  /// A copy that retains nothing when the characters are in the word, as
  /// they nearly always are: a key's undo step copies the state before it.
  @inline(__always)
  var copy: DigitString {
    guard spilled == nil else { return spilledCopy() }
    var word = DigitString()
    word.packed = packed
    return word
  }

  /// ``copy`` past the word: a call of its own, so that the compiler does
  /// not merge the two ways into one retain.
  @inline(never)
  private func spilledCopy() -> DigitString { self }

  /// The characters as a `String`, as kinds read them.
  var string: String {
    withBytes { String(knownValidUTF8: $0, isASCII: true) }
  }

  /// Whether two texts hold the same characters.
  @inline(__always)
  static func == (lhs: DigitString, rhs: DigitString) -> Bool {
    guard lhs.packed == rhs.packed else { return false }
    return lhs.spilled == nil ? rhs.spilled == nil : lhs.spilled == rhs.spilled
  }
}
