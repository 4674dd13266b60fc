import Keypad

// A harness for instruction counts of locale loading: loads the first N of
// ICU's locales (all of them without an argument), each the first time in
// the process, as `Locale.FirstLoad.AllICULocales` does, so that
// `valgrind --tool=callgrind` counts the loads without the benchmark tool.
//
//   LocaleProbe [N]
let available = NumberSymbols.availableLocales
let arguments = CommandLine.arguments
let count = arguments.count >= 2 ? min(Int(arguments[1]) ?? 0, available.count) : available.count
var loaded = 0
for id in available.prefix(count) where (try? NumberSymbols.locale(id)) != nil {
  loaded += 1
}
print("\(loaded) of \(count) locales loaded")
