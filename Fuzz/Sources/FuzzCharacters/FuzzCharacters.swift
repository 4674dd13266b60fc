import FuzzDriver
import FuzzSupport
@_spi(Engine) import Keypad

/// Types arbitrary text character by character and presses keys chosen by
/// the bytes: a rejected character or key leaves the field as it was, and
/// the invariants hold after every step.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCharacters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size) else { return 0 }
  var field = emptyField(input.symbols, input.rules)
  let keys: [Key] = [.doubleZero, .decimal, .backspace, .clear, .sign]
  for (index, character) in input.text.enumerated() {
    let before = field.typed
    let outcome: KeyOutcome
    if let ascii = character.asciiValue, ascii < 0x20, index % 2 == 0 {
      outcome = field.press(keys[Int(ascii) % keys.count])
    } else {
      outcome = field.type(character)
    }
    if case .rejected = outcome {
      require(field.typed == before, "a rejected input changed the field")
    }
    checkInvariants(field)
  }
  return 0
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzCharacters_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzCharacters)
}
