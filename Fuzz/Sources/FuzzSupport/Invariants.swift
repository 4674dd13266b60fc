@_spi(Engine) import Keypad

/// Stops the fuzzer with a finding when an invariant does not hold.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// Checks what must hold for every field after any input.
///
/// At most one decimal separator in the display, and a second decimal
/// press at a caret refused without a change (over a selection that holds
/// the separator, a decimal key legitimately replaces it); the value within the rules; the display
/// empty exactly when nothing is typed; a non-empty value pastes back from
/// its own display to the same value.
public func checkInvariants(_ field: KeypadField) {
  let typed = field.typed
  let separators = field.display(editing: true).split(
    separator: field.symbols.decimalSeparator, omittingEmptySubsequences: false)
  require(separators.count <= 2, "two separators in '\(field.display(editing: true))'")
  if typed.text.contains(".") {
    var again = field
    again.moveCaretToEnd()
    require(
      again.press(.decimal) == .rejected(.duplicateDecimal) && again.typed == typed,
      "a second decimal key was not refused in '\(field.display(editing: true))'")
  }
  require(
    typed.isEmpty == field.display(editing: true).isEmpty,
    "display '\(field.display(editing: true))' of \(typed.text)")
  guard let value = field.value?.decimal else { return }
  let rules = field.rules
  require(value.integerDigits.count <= rules.maxIntegerDigits, "integer digits of \(value)")
  require(value.fractionDigits.count <= rules.maxFractionDigits, "fraction digits of \(value)")
  require(!value.isNegative || rules.allowNegative, "negative \(value)")
  var copy = field
  if case .rejected(let error) = copy.paste(field.display(editing: true)) {
    require(
      false,
      "display '\(field.display(editing: true))' of \(value) did not paste back: \(error.code)")
  }
  require(
    copy.value?.description == value.description,
    "'\(field.display(editing: true))' pasted as \(copy.value?.description ?? "nil")")
}
