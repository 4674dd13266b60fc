import FuzzDriver
import FuzzSupport
import Keypad

/// Pastes arbitrary bytes into a field with a value: either the paste is
/// refused and the field is unchanged, or the new value obeys the rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaste(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size) else { return 0 }
  var field = NumberField(symbols: input.symbols, rules: input.rules)
  field.press(.digit(1))
  let before = field.state
  do {
    try field.paste(input.text)
  } catch {
    require(field.state == before, "a refused paste changed the field")
  }
  checkInvariants(field)
  return 0
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzPaste_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzPaste)
}
