import Keypad

// The keystroke script of Benchmarks/Probes/KeystrokeProbe, in the browser:
// typing `1234567.89` and backspacing it (20 keys), each key followed by
// the field's display unless the mode is rules only; in card mode
// `4242424242` typed and backspaced in a card number field. The same
// `KeypadField.press(_:)` and `display(editing:)` the native probe calls,
// compiled from the same sources as Keypad.wasm. Web/bench/build.sh links
// it with the engine's objects into probe.wasm; bench.js times it and, in
// an instrumented copy (count.py), counts its instructions.

/// The field the script types in, once opened.
nonisolated(unsafe) private var probeField: KeypadField?
/// 0: with the display; 1: rules only; 2: a card number, with the display.
nonisolated(unsafe) private var probeMode: Int32 = 0

/// The 20 keys of `Workload.keys`.
private let decimalKeys: [Key] =
  (1...7).map { Key.digit(UInt8($0)) } + [.decimal, .digit(8), .digit(9)]
  + Array(repeating: .backspace, count: 10)

/// The 20 keys of `Workload.cardKeys`.
private let cardKeys: [Key] =
  (0..<10).map { Key.digit($0 % 2 == 0 ? 4 : 2) } + Array(repeating: .backspace, count: 10)

/// Opens an empty field in the locale; 0 on success, 1 when it fails.
@_expose(wasm, "keypad_probe_open")
@_cdecl("keypad_probe_open")
func keypadProbeOpen(locale: UnsafePointer<UInt8>?, length: Int32, mode: Int32) -> Int32 {
  let id =
    locale.map {
      String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
    } ?? ""
  do {
    probeField = try KeypadField(
      locale: id, rules: mode == 2 ? FieldRules(kind: .card) : .standard)
    probeMode = mode
    return 0
  } catch {
    return 1
  }
}

/// Presses the script's keys `count` times (a multiple of 20) in a local
/// copy of the field, as the native probe does; returns the display bytes
/// seen, so that no display is optimised away.
@_expose(wasm, "keypad_probe_run")
@_cdecl("keypad_probe_run")
func keypadProbeRun(count: Int32) -> Int32 {
  guard var field = probeField else { return -1 }
  let keys = probeMode == 2 ? cardKeys : decimalKeys
  let withDisplay = probeMode != 1
  var bytes: Int32 = 0
  for _ in 0..<(Int(count) / keys.count) {
    for key in keys {
      field.press(key)
      if withDisplay {
        bytes &+= Int32(truncatingIfNeeded: field.display(editing: true).utf8.count)
      }
    }
  }
  return bytes
}
