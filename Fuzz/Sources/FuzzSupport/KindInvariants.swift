import Keypad

/// The rules of a field of another kind than decimal, chosen by a number:
/// patterned digits, a code (secure or not), a card number, an expiry date
/// or a security code.
///
/// ```swift
/// kindRules(2).kind.name  // "card"
/// ```
public func kindRules(_ choice: Int) -> FieldRules {
  let patterns = ["### ###", "##-####-##", "(###) ###-####", "#/#", "AB ##"]
  let kind: FieldKind
  do {
    switch choice % 5 {
    case 0:
      let pattern = patterns[choice / 5 % patterns.count]
      kind = try .digits(pattern: pattern, minLength: choice / 25 % 2 == 0 ? nil : 2)
    case 1:
      let shortest = 1 + choice / 5 % 6
      kind = try .code(
        length: shortest...(shortest + choice / 30 % 3), secure: choice / 90 % 2 == 1)
    case 2: kind = .card
    case 3: kind = .expiry
    default: kind = .securityCode(card: nil)
    }
  } catch {
    fatalError("a kind in range was refused: \(error.code)")
  }
  return FieldRules(kind: kind, advancesWhenComplete: choice / 7 % 2 == 1)
}

/// The ASCII digits a field of another kind holds.
public func typedDigits(_ field: NumberField) -> String { field.state.text }

/// Checks what must hold for a field of another kind after any input.
///
/// - The display is what a fresh field shows after the same digits are
///   typed one by one (each accepted), and the kind's own layout of them.
/// - Each end of the selection rests at the start or right after a typed
///   digit of that layout, and selecting the same range in the fresh field
///   gives the same selection.
/// - The value, completeness and brand are the kind's for these digits;
///   the field has no decimal value; the display pastes back to the same
///   value, but for a secure code's, which shows no digit.
public func checkKindInvariants(_ field: NumberField) {
  guard let format = field.rules.kind.format else {
    require(false, "checkKindInvariants on a decimal field")
    return
  }
  let digits = typedDigits(field)
  require(digits.utf8.allSatisfy { (0x30...0x39).contains($0) }, "typed '\(digits)' in a kind")
  var fresh = NumberField(symbols: field.symbols, rules: field.rules)
  for byte in digits.utf8 {
    let outcome = fresh.press(.digit(byte - 0x30))
    require(
      outcome == .accepted, "typing \(digits) into a fresh \(format.kindName) field: \(outcome)")
  }
  require(
    fresh.display == field.display,
    "\(format.kindName) '\(field.display)', typed afresh '\(fresh.display)'")
  let layout = format.layout(of: digits, symbols: field.symbols)
  require(layout.text == field.display, "layout '\(layout.text)' shown as '\(field.display)'")
  require(layout.caretOffsets.count == digits.utf8.count + 1, "caret offsets of '\(layout.text)'")
  let selection = field.selection
  for end in [selection.lowerBound, selection.upperBound] {
    require(
      layout.caretOffsets.contains(end), "caret \(end) inside formatting of '\(field.display)'")
  }
  require(
    fresh.select(utf16Range: selection) == .accepted && fresh.selection == selection,
    "selection \(selection) of '\(field.display)' is \(fresh.selection) afresh")
  require(field.value == nil, "a \(format.kindName) field with a decimal value")
  require(
    field.fieldValue == format.value(of: digits),
    "value \(String(describing: field.fieldValue)) of \(digits)")
  require(
    !digits.isEmpty || field.fieldValue == nil,
    "an empty field's value is \(String(describing: field.fieldValue))")
  require(field.isComplete == format.isComplete(digits), "completeness of \(digits)")
  let brand = format is CardFormat ? CardBrand.of(digits) : nil
  require(field.cardBrand == brand, "brand \(String(describing: field.cardBrand)) of \(digits)")
  // A secure code shows no digit: its display never pastes back.
  if let code = format as? CodeFormat, code.isSecure {
    require(!field.display.contains { $0.isNumber }, "secure code '\(field.display)'")
    return
  }
  guard !digits.isEmpty else { return }
  var copy = NumberField(symbols: field.symbols, rules: field.rules)
  do {
    try copy.paste(field.display)
  } catch {
    require(false, "'\(field.display)' did not paste back: \(error.code)")
  }
  require(copy.fieldValue == field.fieldValue, "'\(field.display)' pasted as \(typedDigits(copy))")
}

/// Checks a key, typed character or delete that replaced a field's
/// selection with digits: the typed digits are the old ones with the
/// selected digits replaced, and the caret sits right after the last digit
/// put in.
///
/// `inserted` are the ASCII digits put in (empty for a delete); `extending`
/// widens an empty selection by one typed digit before it (-1, Backspace)
/// or after it (1, Delete) first, where there is one.
public func checkKindReplacement(
  before: NumberField, after: NumberField, inserted: String, extending: Int = 0
) {
  guard let format = before.rules.kind.format else { return }
  let old = Array(typedDigits(before).utf8)
  let layout = format.layout(of: typedDigits(before), symbols: before.symbols)
  guard var lower = layout.caretOffsets.firstIndex(of: before.selection.lowerBound),
    var upper = layout.caretOffsets.firstIndex(of: before.selection.upperBound)
  else {
    require(false, "selection \(before.selection) of '\(before.display)' inside formatting")
    return
  }
  if lower == upper, extending < 0, lower > 0 { lower -= 1 }
  if lower == upper, extending > 0, upper < old.count { upper += 1 }
  let expected = Array(old[..<lower] + Array(inserted.utf8) + old[upper...])
  require(
    Array(typedDigits(after).utf8) == expected,
    "'\(inserted)' over typed \(lower)..<\(upper) of \(typedDigits(before)) gave \(typedDigits(after))"
  )
  let caret = lower + inserted.utf8.count
  let offsets = format.layout(of: typedDigits(after), symbols: after.symbols).caretOffsets
  require(
    caret < offsets.count && after.selection == offsets[caret]..<offsets[caret],
    "caret after typed \(caret) of '\(after.display)' is \(after.selection)")
}
