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
/// text.appendTyped("4")
/// text.appendFormatting(" ")
/// text.appendTyped("2")
/// text.text          // "4 2"
/// text.caretOffsets  // [0, 1, 3]
/// ```
public struct FormattedText: Sendable, Hashable {
  /// The display.
  public private(set) var text = ""
  /// The UTF-16 offset right after each typed character; element 0 is the
  /// very start.
  public private(set) var caretOffsets = [0]

  /// An empty display.
  public init() {}

  /// Appends a typed character, shown as `shown`.
  ///
  /// ```swift
  /// var text = FormattedText()
  /// text.appendTyped("•")
  /// text.caretOffsets  // [0, 1]
  /// ```
  public mutating func appendTyped(_ shown: some StringProtocol) {
    text += shown
    caretOffsets.append(text.utf16.count)
  }

  /// An empty display with room for `count` typed characters.
  init(capacity count: Int) {
    caretOffsets.reserveCapacity(count + 1)
  }

  /// Appends a typed ASCII character, shown as itself.
  mutating func appendTypedASCII(_ byte: UInt8) {
    text.unicodeScalars.append(Unicode.Scalar(byte))
    caretOffsets.append(text.utf16.count)
  }

  /// Appends formatting: text that is no typed character.
  ///
  /// ```swift
  /// var text = FormattedText()
  /// text.appendFormatting("/")
  /// text.caretOffsets  // [0]
  /// ```
  public mutating func appendFormatting(_ shown: some StringProtocol) {
    text += shown
  }
}
