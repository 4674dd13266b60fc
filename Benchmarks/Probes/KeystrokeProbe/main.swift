import BenchmarkSupport
import Keypad

// A harness for instruction counts: the keystroke benchmark's script without
// the benchmark tool, so that `valgrind --tool=callgrind` counts only Keypad's
// work (see `instructions.sh`).
//
//   KeystrokeProbe LOCALE KEYS [rules|card|form]
//
// types `1234567.89` and backspaces it (the 20 keys of `Workload.keys`) until
// KEYS keys are pressed (a multiple of 20), each followed by `display`
// unless `rules` is given; with `card`, types `4242424242` and backspaces it
// in a card number field (`Workload.cardKeys`), each key with its display;
// with `form`, hands the keys to a form of that one decimal field as
// `FormInput.key`, each result's display read (the events, the result and
// the announcement of `KeypadForm.apply(_:)` beside the field's work).
// The difference of two runs with different KEYS cancels the process start
// and the locale load.
/// Presses the script's keys `rounds` times in a local copy of `field`, as
/// the benchmark does (a global variable would cost an exclusivity check per
/// access); returns the display bytes seen, so that no display is optimised
/// away.
func run(_ field: KeypadField, keys: [Key], rounds: Int, withDisplay: Bool) -> Int {
  var field = field
  var bytes = 0
  for _ in 0..<rounds {
    for key in keys {
      field.press(key)
      if withDisplay { bytes &+= field.display(editing: true).utf8.count }
    }
  }
  return bytes
}

/// Hands the script's keys to a form of `field`'s rules `rounds` times, as
/// a front end does; returns the display bytes of the results.
func runForm(_ locale: String, keys: [Key], rounds: Int) -> Int {
  var form: KeypadForm
  do {
    form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: locale)
  } catch {
    fatalError("cannot load \(locale): \(error)")
  }
  form.apply(.focus("amount"))
  var bytes = 0
  for _ in 0..<rounds {
    for key in keys {
      bytes &+= form.apply(.key(key)).display?.utf8.count ?? 0
    }
  }
  return bytes
}

let arguments = CommandLine.arguments
let keyCount = arguments.count >= 3 ? Int(arguments[2]) ?? 0 : 0
if keyCount <= 0 || keyCount % Workload.keys.count != 0 {
  print(
    "usage: KeystrokeProbe LOCALE KEYS [rules|card], KEYS a multiple of \(Workload.keys.count)")
}
let mode = arguments.count >= 4 ? arguments[3] : "display"
let locale = arguments.count >= 2 ? arguments[1] : "en_US"
let bytes =
  mode == "form"
  ? runForm(locale, keys: Workload.keys, rounds: keyCount / Workload.keys.count)
  : run(
    mode == "card"
      ? Workload.field(locale, rules: FieldRules(kind: .card)) : Workload.field(locale),
    keys: mode == "card" ? Workload.cardKeys : Workload.keys,
    rounds: keyCount / Workload.keys.count,
    withDisplay: mode != "rules")
print("\(keyCount) keys, \(bytes) display bytes")
