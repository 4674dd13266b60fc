import Foundation
import Keypad

// Uses Foundation's own ICU and Keypad's system ICU in one process.
var amount = try NumberField(
  locale: "de_DE", rules: FieldRules(maxIntegerDigits: 9, allowNegative: true))
for character in "-1234,5" { amount.type(character) }
let foundation = NumberFormatter()
foundation.locale = Locale(identifier: "de_DE")
foundation.numberStyle = .decimal
let value = amount.value?.description ?? ""
let reference = foundation.string(from: NSDecimalNumber(string: value)) ?? ""
print("keypad \(amount.display(editing: true)) foundation \(reference)")
guard amount.display(editing: true) == "-1.234,5", reference == "-1.234,5" else { exit(1) }
