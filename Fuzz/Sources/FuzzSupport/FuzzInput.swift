import Keypad

/// Splits a fuzzer's bytes into a locale, field rules and the rest.
///
/// The first two bytes pick one of ICU's locales, the third the rules; the
/// remaining bytes are the input under test.
public struct FuzzInput {
  /// The locale's symbols.
  public let symbols: NumberSymbols
  /// The field's rules.
  public let rules: FieldRules
  /// The bytes left for the target.
  public let payload: UnsafeBufferPointer<UInt8>

  /// Reads the header, or returns `nil` when there are too few bytes.
  public init?(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard size >= 3 else { return nil }
    let locales = NumberSymbols.availableLocales
    let index = (Int(data[0]) << 8 | Int(data[1])) % locales.count
    guard let symbols = try? NumberSymbols.locale(locales[index]) else {
      fatalError("an available locale failed to load: \(locales[index])")
    }
    let flags = data[2]
    guard
      let rules = try? FieldRules(
        maxIntegerDigits: 1 + Int(flags & 0x0F), maxFractionDigits: Int(flags >> 4 & 0x03),
        allowNegative: flags & 0x40 != 0, entryMode: flags & 0x80 != 0 ? .cents : .decimal)
    else { fatalError("rules in range were refused") }
    self.symbols = symbols
    self.rules = rules
    self.payload = UnsafeBufferPointer(start: data + 3, count: size - 3)
  }

  /// The payload as text; invalid UTF-8 becomes U+FFFD, as from a file.
  public var text: String { String(decoding: payload, as: UTF8.self) }
}
