import Foundation
import Keypad
import KeypadAvoidance

// Uses Foundation's own ICU and Keypad's system ICU in one process.
var amount = try KeypadField(
  locale: "de_DE", rules: FieldRules(maxIntegerDigits: 9, allowNegative: true))
for character in "-1234,5" { amount.type(character) }
let foundation = NumberFormatter()
foundation.locale = Locale(identifier: "de_DE")
foundation.numberStyle = .decimal
let value = amount.value?.description ?? ""
let reference = foundation.string(from: NSDecimalNumber(string: value)) ?? ""
print("keypad \(amount.display(editing: true)) foundation \(reference)")
guard amount.display(editing: true) == "-1.234,5", reference == "-1.234,5" else { exit(1) }

// KeypadAvoidance's geometry beside Foundation's own (`CGRect`): the
// centred field of a 390 × 844 phone with a 336-point keyboard.
var avoider = KeyboardAvoider(
  viewport: Viewport(size: Size(width: 390, height: 844)),
  contentSize: Size(width: 390, height: 1200))
avoider.activeFieldChanged(frame: Rect(x: 16, y: 700, width: 358, height: 44))
let shown = avoider.keyboardWillShow(frame: Rect(x: 0, y: 508, width: 390, height: 336))
let band = CGRect(
  x: shown.visibleRect.minX, y: shown.visibleRect.minY, width: shown.visibleRect.width,
  height: shown.visibleRect.height)
print("avoidance offset \(shown.contentOffset.y) band \(band.minY)...\(band.maxY)")
guard shown.contentOffset.y == 468, band.maxY == 976 else { exit(1) }
