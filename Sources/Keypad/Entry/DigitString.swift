/// The digits typed into a field, in order, read as ASCII bytes.
///
/// Up to ``inlineCapacity`` digits are held in one word, four bits each
/// (the digit's value), with their count in the lowest four bits: a key
/// appends or drops a digit with a shift and a mask, an edit's undo step
/// copies the word, and a display reads the digits from it in place
/// (``packedDigits(afterZeros:)``). More digits are held in an array
/// instead, so that a text has one form and `==` compares the words first.
struct DigitString: Sendable, Hashable, RandomAccessCollection {
  /// The most digits held in the word.
  static let inlineCapacity = 15

  /// The count in bits 0-3, digit `i` in bits `4 * (i + 1)` to
  /// `4 * (i + 1) + 3`; `0` when ``spilled`` holds the digits.
  private var packed: UInt64
  /// The digits when there are more than ``inlineCapacity``.
  private var spilled: [UInt8]?

  /// No digits.
  init() {
    packed = 0
    spilled = nil
  }

  /// The given ASCII digits.
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

  /// The digits of an ASCII text.
  init(_ text: String) {
    self.init(text.utf8)
  }

  /// One digit.
  @inline(__always)
  init(single byte: UInt8) {
    packed = 1 | Self.code(byte) << 4
    spilled = nil
  }

  /// A digit's four bits: its value.
  @inline(__always)
  private static func code(_ byte: UInt8) -> UInt64 {
    assert((0x30...0x39).contains(byte), "a digit")
    return UInt64(byte & 0x0F)
  }

  /// The first position.
  var startIndex: Int { 0 }

  /// One past the last position.
  @inline(__always)
  var endIndex: Int { count }

  /// How many digits there are.
  @inline(__always)
  var count: Int {
    if let spilled { return spilled.count }
    return Int(truncatingIfNeeded: packed & 0xF)
  }

  /// Whether there is none.
  @inline(__always)
  var isEmpty: Bool { packed == 0 && spilled == nil }

  /// Whether the digits are exactly a lone `0`.
  @inline(__always)
  var isLoneZero: Bool { packed == 1 }

  /// The digit at `position`, as its ASCII byte.
  @inline(__always)
  subscript(position: Int) -> UInt8 {
    if let spilled { return spilled[position] }
    precondition(position >= 0 && position < count, "index out of range")
    let code = packed >> (4 &* UInt64(truncatingIfNeeded: position &+ 1)) & 0xF
    return UInt8(truncatingIfNeeded: Self.ascii(UInt32(truncatingIfNeeded: code)))
  }

  /// The digits with `byte` appended.
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

  /// The digits without the last one; there must be one.
  @inline(__always)
  func droppingLast() -> DigitString {
    assert(!isEmpty, "no digit to drop")
    guard spilled == nil else { return DigitString(dropLast(1)) }
    let count = packed & 0xF
    var result = self
    result.packed = (packed & ~(0xF << (4 &* count))) &- 1
    return result
  }

  /// Calls `body` with the digits as contiguous ASCII bytes.
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

  /// The ASCII bytes of eight four-bit digits, the first in the lowest
  /// byte: each digit spread into a byte of its own, then `0x30` added to
  /// every byte at once.
  ///
  /// In the browser's module a call of its own, which every way of reading
  /// the digits as bytes shares (``withBytes(_:)`` for each result type,
  /// ``string``); natively inlined into each.
  #if hasFeature(Embedded)
  @inline(never)
  #else
  @inline(__always)
  #endif
  private static func ascii(_ codes: UInt32) -> UInt64 {
    var bytes = UInt64(codes)
    bytes = (bytes | bytes &<< 16) & 0x0000_FFFF_0000_FFFF
    bytes = (bytes | bytes &<< 8) & 0x00FF_00FF_00FF_00FF
    bytes = (bytes | bytes &<< 4) & 0x0F0F_0F0F_0F0F_0F0F
    return bytes | 0x3030_3030_3030_3030
  }

  /// The digits as a display reads them: four bits each, after `zeros`
  /// zero digits, the first in the lowest bits; `nil` when they do not fit
  /// one word.
  @inline(__always)
  func packedDigits(afterZeros zeros: Int) -> UInt64? {
    guard spilled == nil, zeros &+ count <= 16 else { return nil }
    return (packed &>> 4) &<< UInt64(truncatingIfNeeded: zeros &* 4)
  }

  /// A copy that retains nothing when the digits are in the word, as they
  /// nearly always are: a key's undo step copies the digits before it.
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

  /// The digits as a `String`, as kinds read them: from the word, a small
  /// string of the two words their bytes fill
  /// (``String/init(smallASCII:count:)``).
  var string: String {
    guard spilled == nil else { return withBytes { String(knownValidUTF8: $0, isASCII: true) } }
    let count = self.count
    let codes = packed &>> 4
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2) { words in
      words[0] = Self.ascii(UInt32(truncatingIfNeeded: codes)).littleEndian
      words[1] = Self.ascii(UInt32(truncatingIfNeeded: codes &>> 32)).littleEndian
      return String(smallASCII: UnsafeRawBufferPointer(words), count: count)
    }
  }

  /// Whether two texts hold the same digits.
  @inline(__always)
  static func == (lhs: DigitString, rhs: DigitString) -> Bool {
    guard lhs.packed == rhs.packed else { return false }
    return lhs.spilled == nil ? rhs.spilled == nil : lhs.spilled == rhs.spilled
  }
}
