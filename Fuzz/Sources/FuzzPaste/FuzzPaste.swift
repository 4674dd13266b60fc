import FuzzDriver
import FuzzSupport
@_spi(Engine) import Keypad

/// Pastes arbitrary bytes into a field with a value: either the paste is
/// refused and the field is unchanged, or the new value obeys the rules.
///
/// When the payload's first byte is odd, the text is drawn instead from the
/// pieces numbers are pasted in (``PastePieces``): digits of several
/// scripts, `hanidec`'s among them, every decimal mark typing takes, signs,
/// parentheses and currency symbols, into a plain, money, accounting or
/// percent field, in the input's locale or a `hanidec` one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaste(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size) else { return 0 }
  if let first = input.payload.first, first & 1 == 1 {
    fuzzDrawnPaste(input)
    return 0
  }
  var field = emptyField(input.symbols, input.rules)
  field.press(.digit(1))
  let before = field.typed
  if !field.paste(input.text).isAccepted {
    require(field.typed == before, "a refused paste changed the field")
  }
  checkInvariants(field)
  return 0
}

/// A paste drawn from ``PastePieces`` into a field of a drawn style: a
/// refused paste changes nothing; an accepted one obeys the rules, and what
/// the field shows when not editing pastes back as the same value.
func fuzzDrawnPaste(_ input: FuzzInput) {
  let bytes = input.payload.dropFirst()
  guard let choice = bytes.first else { return }
  let symbols: NumberSymbols
  switch choice >> 2 & 0x03 {
  case 1: symbols = (try? NumberSymbols.locale("zh_CN@numbers=hanidec")) ?? input.symbols
  case 2: symbols = (try? NumberSymbols.locale("ar-AE-u-nu-hanidec")) ?? input.symbols
  default: symbols = input.symbols
  }
  let styles: [DisplayStyle] = [
    .decimal, .currency(), .currency(accounting: true), .percent,
  ]
  let base = input.rules
  guard
    let rules = try? FieldRules(
      maxIntegerDigits: base.maxIntegerDigits, maxFractionDigits: base.maxFractionDigits,
      allowNegative: base.allowNegative, entryMode: base.entryMode,
      currency: try Currency("USD"), style: styles[Int(choice & 0x03)])
  else { fatalError("rules in range were refused") }
  var text = ""
  for byte in bytes.dropFirst() {
    text += PastePieces.all[Int(byte) % PastePieces.all.count]
  }
  var field = emptyField(symbols, rules)
  field.press(.digit(1))
  let before = field.typed
  guard field.paste(text).isAccepted else {
    require(field.typed == before, "a refused paste of '\(text)' changed the field")
    return
  }
  guard let value = field.value?.decimal else { return }
  require(value.integerDigits.count <= rules.maxIntegerDigits, "integer digits of \(value)")
  require(value.fractionDigits.count <= rules.maxFractionDigits, "fraction digits of \(value)")
  require(!value.isNegative || rules.allowNegative, "negative \(value) from '\(text)'")
  var copy = emptyField(symbols, rules)
  let shown = field.display(editing: false)
  if case .rejected(let error) = copy.paste(shown) {
    require(false, "'\(shown)' of \(value) did not paste back: \(error.code)")
  }
  require(
    copy.value?.decimal == value,
    "'\(shown)' pasted back as \(copy.value?.description ?? "nil")")
}

/// What a drawn paste is made of.
enum PastePieces {
  /// ASCII, Arabic-Indic, full-width and `hanidec` digits; the decimal
  /// marks typing takes (`.`, `,`, `٫`, `．`, `，`) and the Arabic group
  /// mark; signs, parentheses, currency and percent symbols; spaces.
  static let all: [String] =
    (0...9).map { String($0) } + ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]
    + ["０", "１", "２", "５", "９"] + ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    + [".", ",", "\u{066B}", "\u{FF0E}", "\u{FF0C}", "\u{066C}", "'", "’"]
    + ["-", "\u{2212}", "+", "(", ")", "$", "US$", "€", "%", " ", "\u{A0}", "\u{200F}"]
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzPaste_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzPaste)
}
