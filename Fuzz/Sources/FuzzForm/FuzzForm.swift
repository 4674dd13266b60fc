import FuzzDriver
import FuzzSupport
@_spi(Engine) import Keypad

/// Builds a random form from the bytes and drives it with random keys and
/// navigation: requests always end, at most one field is active, a refused
/// request changes no field, and every field keeps the engine's invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForm(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let input = FuzzInput(data, size), !input.payload.isEmpty else { return 0 }
  var bytes = input.payload.makeIterator()
  let count = Int(bytes.next() ?? 0) % 12
  var fields: [FormField] = []
  for index in 0..<count {
    let flags = bytes.next() ?? 0
    let rules = input.rules
    // Bounds the rules refuse (out of the field's reach) leave it unbounded.
    let bounded =
      (try? FieldRules(
        maxIntegerDigits: rules.maxIntegerDigits, maxFractionDigits: rules.maxFractionDigits,
        allowNegative: rules.allowNegative, entryMode: rules.entryMode,
        min: flags & 0x10 != 0 ? -5 : nil, max: flags & 0x20 != 0 ? 50 : nil)) ?? rules
    fields.append(
      FormField(
        name: "f\(index)", tag: Int(flags % 8) - 2, rules: bounded,
        isRequired: flags & 0x08 != 0, isEnabled: flags & 0x40 == 0,
        isHidden: flags & 0x80 != 0))
  }
  guard var form = try? KeypadForm(fields: fields, symbols: input.symbols) else { return 0 }
  let keys: [Key] = (0...9).map { .digit(UInt8($0)) } + [.doubleZero, .decimal, .backspace, .sign]
  while let byte = bytes.next() {
    let before = form.fields.indices.map { form.field(named: "f\($0)")?.typed }
    let input: FormInput?
    switch byte % 16 {
    case 0..<8: input = .key(keys[Int(byte >> 4) % keys.count])
    case 8: input = .next
    case 9: input = .previous
    case 10: input = .done
    case 11: input = .dismiss
    case 12: input = .focus("f\(byte >> 4)")
    case 13: input = nil
    case 14: input = .paste(byte & 0x10 != 0 ? "1,5" : "-12")
    default: input = .characters(byte & 0x10 != 0 ? "," : "x")
    }
    var refused = false
    if let input {
      let result = form.apply(input)
      // A refusal of the form's (no active field, no such field) changes
      // nothing; so does a paste the field refuses.
      if case .form = result.refusal { refused = true }
      if case .entry = result.refusal, case .paste = input { refused = true }
      require(result.field == form.activeFieldName, "the result names another field than is active")
    } else {
      refused = form.apply(.setEnabled(byte & 0x10 != 0, field: "f\(byte >> 5)")).refusal != nil
    }
    let after = form.fields.indices.map { form.field(named: "f\($0)")?.typed }
    if refused { require(before == after, "a refused request changed a field") }
    if let name = form.activeFieldName,
      let definition = form.fields.first(where: { $0.name == name })
    {
      require(definition.isEnabled && !definition.isHidden, "\(name) is active but unavailable")
    }
    for index in form.fields.indices {
      if let field = form.field(named: "f\(index)") { checkInvariants(field) }
    }
  }
  return 0
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzForm_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzForm)
}
