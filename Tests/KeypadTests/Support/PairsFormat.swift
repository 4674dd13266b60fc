import Keypad

/// A kind defined outside the library, as the DocC article writes one.
///
/// At most six digits, in pairs separated by dots. It implements only the
/// two required members and takes every default.
struct PairsFormat: KindFormat {
  var kindName: String { "pairs" }
  func check(_ typed: String) -> EntryRejection? { typed.count > 6 ? .maxLength : nil }
  func layout(of typed: String, symbols: NumberSymbols) -> FormattedText {
    var text = FormattedText()
    for (index, digit) in typed.enumerated() {
      if index > 0, index % 2 == 0 { text.appendFormatting(".") }
      text.appendTyped(String(digit))
    }
    return text
  }
}
