/// A kind's display, with where each typed character sits in it.
///
/// Built by a ``KindFormat`` from the typed digits: each typed digit is
/// appended with ``appendTyped(_:)``, the formatting between them with
/// ``appendFormatting(_:)``. The field reads ``caretOffsets`` to place the
/// caret: it rests right after a typed character or at the very start,
/// never inside formatting, as in a decimal field.
///
/// ```swift
/// var text = FormattedText()
/// for (index, digit) in "42".enumerated() {
///   if index > 0 { text.appendFormatting(" ") }
///   text.appendTyped(String(digit))
/// }
/// text.text          // "4 2"
/// text.caretOffsets  // [0, 1, 3]
/// ```
///
/// Its caret offsets take no allocation up to offset 63, so that a field
/// can build the display on every key.
public struct FormattedText: Sendable, Hashable {
  /// The display.
  public private(set) var text = ""
  /// The UTF-16 length of ``text``, kept as it grows.
  private var utf16Count = 0
  /// The caret offsets after the start, while they rise and stay below 64.
  ///
  /// Bit `i` is set when offset `i` is one: a bit mask rather than an
  /// array, so that a display built on every key allocates nothing for its
  /// offsets.
  private var offsetMask: UInt64 = 0
  /// The caret offsets after the start, once they do not fit the mask.
  ///
  /// A longer display, or a typed character shown as nothing, puts them
  /// here; the mask is then 0.
  private var offsetList: [Int]?

  /// The UTF-16 offset right after each typed character; element 0 is the
  /// very start.
  ///
  /// - Complexity: O(n) in the typed characters.
  public var caretOffsets: [Int] {
    [0] + (offsetList ?? Self.offsets(in: offsetMask))
  }

  /// The offsets whose bits are set, in order.
  private static func offsets(in mask: UInt64) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(mask.nonzeroBitCount)
    var bits = mask
    while bits != 0 {
      offsets.append(bits.trailingZeroBitCount)
      bits &= bits &- 1
    }
    return offsets
  }

  /// An empty display.
  public init() {}

  /// A display of ASCII bytes, with the caret offsets as a bit mask (bit
  /// `i`: a typed character ends at offset `i`; bit 0 clear).
  ///
  /// For a format that writes its display in one go, as a card number
  /// does: one string made from the bytes, no append per character.
  init(ascii bytes: UnsafeBufferPointer<UInt8>, caretOffsetMask mask: UInt64) {
    precondition(bytes.count < 64 && mask & 1 == 0, "an ASCII display of at most 63 bytes")
    text = String(knownValidUTF8: bytes, isASCII: true)
    utf16Count = bytes.count
    offsetMask = mask
  }

  /// A display built in one go, with the UTF-16 offset right after each
  /// typed character; `nil` unless the offsets rise (two equal ones: a
  /// typed character shown as nothing) and end within the text.
  ///
  /// For a format that gets its whole display from elsewhere, as the phone
  /// kind gets it from libphonenumber: one string, no append per
  /// character.
  ///
  /// ```swift
  /// let text = FormattedText("(650) 2", typedCharacterEnds: [2, 3, 4, 7])
  /// text?.caretOffsets  // [0, 2, 3, 4, 7]
  /// FormattedText("12", typedCharacterEnds: [2, 1])  // nil
  /// ```
  public init?(_ text: String, typedCharacterEnds ends: [Int]) {
    let length = text.utf16.count
    var previous = 0
    for end in ends {
      guard end >= previous, end <= length else { return nil }
      utf16Count = end
      markCaretOffset()
      previous = end
    }
    self.text = text
    utf16Count = length
  }

  /// Appends a typed character, shown as `shown`.
  ///
  /// ```swift
  /// var text = FormattedText()
  /// for _ in "12" { text.appendTyped("•") }
  /// text.text          // "••"
  /// text.caretOffsets  // [0, 1, 2]
  /// ```
  public mutating func appendTyped(_ shown: some StringProtocol) {
    appendFormatting(shown)
    markCaretOffset()
  }

  /// Appends formatting: text that is no typed character.
  ///
  /// ```swift
  /// var text = FormattedText()
  /// for (index, digit) in "123".enumerated() {
  ///   if index == 2 { text.appendFormatting("/") }
  ///   text.appendTyped(String(digit))
  /// }
  /// text.text          // "12/3"
  /// text.caretOffsets  // [0, 1, 2, 4]: none inside the formatting
  /// ```
  public mutating func appendFormatting(_ shown: some StringProtocol) {
    text += shown
    utf16Count += shown.utf16.count
  }

  /// Marks the end of the text as the end of a typed character.
  private mutating func markCaretOffset() {
    if offsetList == nil, utf16Count > 0, utf16Count < 64, offsetMask >> UInt64(utf16Count) == 0 {
      offsetMask |= 1 << UInt64(utf16Count)
    } else if offsetList != nil {
      offsetList?.append(utf16Count)
    } else {
      offsetList = Self.offsets(in: offsetMask) + [utf16Count]
      offsetMask = 0
    }
  }
}
