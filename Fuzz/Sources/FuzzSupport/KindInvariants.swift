@_spi(Engine) import Keypad
import KeypadPhone

/// The rules of a field of another kind than decimal, chosen by a number:
/// patterned digits, a code (secure or not), a card number, an expiry date
/// or a security code.
///
/// ```swift
/// kindRules(2).kind.name  // "card"
/// ```
public func kindRules(_ choice: Int) -> FieldRules {
  let patterns = ["### ###", "##-####-##", "(###) ###-####", "#/#", "AB ##"]
  return rules(choice) {
    switch choice % 5 {
    case 0:
      let pattern = patterns[choice / 5 % patterns.count]
      return try .digits(pattern: pattern, minLength: choice / 25 % 2 == 0 ? nil : 2)
    case 1:
      let shortest = 1 + choice / 5 % 6
      return try .code(
        length: shortest...(shortest + choice / 30 % 3), secure: choice / 90 % 2 == 1)
    case 2: return .card
    case 3: return .expiry
    default: return .securityCode(card: nil)
    }
  }
}

/// The rules of a kind made for a choice, advancing when complete for
/// half the choices; a kind in range that is refused stops the run.
private func rules(_ choice: Int, of kind: () throws -> FieldKind) -> FieldRules {
  do {
    return FieldRules(kind: try kind(), advancesWhenComplete: choice / 7 % 2 == 1)
  } catch {
    fatalError("a kind in range was refused: \(error)")
  }
}

/// The locales date fields are drawn in: orders month-day-year,
/// day-month-year and year-month-day, and the Gregorian, Persian, Buddhist
/// and Islamic Umm al-Qura calendars with their digits.
public let dateLocales = ["en_US", "de_DE", "ja_JP", "fa_IR", "th_TH", "ar_SA", "ko_KR"]

/// The regions phone fields are drawn in.
public let phoneRegions = ["US", "DE", "GB", "FR", "IN", "BR", "JP"]

/// The rules of a date field in one of ``dateLocales``, chosen by a number.
///
/// ```swift
/// dateRules(1).kind.name  // "date"
/// ```
public func dateRules(_ choice: Int) -> FieldRules {
  rules(choice) { try .date(locale: dateLocales[choice % dateLocales.count]) }
}

/// The rules of a phone field in one of ``phoneRegions``, chosen by a
/// number.
///
/// ```swift
/// phoneRules(1).kind.name  // "phone"
/// ```
public func phoneRules(_ choice: Int) -> FieldRules {
  rules(choice) { try .phone(region: phoneRegions[choice % phoneRegions.count]) }
}

/// The typed characters a field of another kind holds: ASCII digits,
/// after one `+` in a kind that takes a leading plus (a phone number).
public func typedDigits(_ field: KeypadField) -> String { field.typed.text }

/// Checks what must hold for a field of another kind after any input.
///
/// - The display is what a fresh field shows after the same digits are
///   typed one by one (each accepted; a phone number's leading `+` by the
///   sign key), and the kind's own layout of them.
/// - Each end of the selection rests at the start or right after a typed
///   digit of that layout, and selecting the same range in the fresh field
///   gives the same selection.
/// - The value, completeness and brand are the kind's for these digits;
///   the field has no decimal value; a phone number's value is in E.164;
///   the display pastes back to the same
///   value, but for a secure code's, which shows no digit, an incomplete
///   date's and a phone number's without an E.164 value; a complete date's
///   ISO 8601 value pastes back to the same display (no day of the Julian
///   calendar's gap, 10/10/1582, becomes another).
public func checkKindInvariants(_ field: KeypadField) {
  guard let format = field.format else {
    require(false, "checkKindInvariants on a decimal field")
    return
  }
  let digits = typedDigits(field)
  let takesPlus = (format as? any EngineKindFormat)?.takesLeadingPlus ?? false
  let plus = takesPlus && digits.hasPrefix("+")
  require(
    digits.utf8.dropFirst(plus ? 1 : 0).allSatisfy { (0x30...0x39).contains($0) },
    "typed '\(digits)' in a kind")
  var fresh = emptyField(field.symbols, field.rules)
  for byte in digits.utf8 {
    // The sign key types the leading `+` of a kind that takes one.
    let outcome = byte == UInt8(ascii: "+") ? fresh.press(.sign) : fresh.press(.digit(byte - 0x30))
    require(
      outcome == .accepted, "typing \(digits) into a fresh \(format.kindName) field: \(outcome)")
  }
  require(
    fresh.display(editing: true) == field.display(editing: true),
    "\(format.kindName) '\(field.display(editing: true))', typed afresh '\(fresh.display(editing: true))'"
  )
  let layout = format.layout(of: digits, symbols: field.symbols)
  require(
    layout.text == field.display(editing: true),
    "layout '\(layout.text)' shown as '\(field.display(editing: true))'")
  require(layout.caretOffsets.count == digits.utf8.count + 1, "caret offsets of '\(layout.text)'")
  let selection = field.selection
  for end in [selection.lowerBound, selection.upperBound] {
    require(
      layout.caretOffsets.contains(end),
      "caret \(end) inside formatting of '\(field.display(editing: true))'")
  }
  require(
    fresh.select(utf16Range: selection) == .accepted && fresh.selection == selection,
    "selection \(selection) of '\(field.display(editing: true))' is \(fresh.selection) afresh")
  require(field.value?.decimal == nil, "a \(format.kindName) field with a decimal value")
  require(
    field.value == format.value(of: digits),
    "value \(String(describing: field.value)) of \(digits)")
  require(
    !digits.isEmpty || field.value == nil,
    "an empty field's value is \(String(describing: field.value))")
  if let engine = format as? any EngineKindFormat {
    require(field.isComplete == engine.isComplete(digits), "completeness of \(digits)")
  }
  // A phone number's value is in E.164 as libphonenumber writes it: `+`,
  // then digits (it may write more than E.164's 15 for a number it finds
  // possible, such as `+8190081389657972`).
  if format is PhoneFormat, let value = field.value {
    let e164 = value.text.utf8
    require(
      e164.first == UInt8(ascii: "+") && e164.count > 1
        && e164.dropFirst().allSatisfy { (0x30...0x39).contains($0) },
      "phone value \(value) of \(digits) is not in E.164")
  }
  let brand = format is CardFormat ? CardBrand.of(digits) : nil
  require(field.cardBrand == brand, "brand \(String(describing: field.cardBrand)) of \(digits)")
  // A secure code shows no digit: its display never pastes back.
  if let code = format as? CodeFormat, code.isSecure {
    require(
      !field.display(editing: true).contains { $0.isNumber },
      "secure code '\(field.display(editing: true))'")
    return
  }
  guard !digits.isEmpty else { return }
  // A date's display pastes back once complete: the paste takes the
  // locale's format with every segment at its full width, or ISO 8601, and
  // refuses a part of a date. A phone number's display pastes back to the
  // same E.164 value once it has one; libphonenumber may read a number it
  // does not find possible in other digits, or not at all.
  if format is DateFormat, !field.isComplete { return }
  if format is PhoneFormat, field.value == nil { return }
  var copy = emptyField(field.symbols, field.rules)
  if case .rejected(let error) = copy.paste(field.display(editing: true)) {
    require(false, "'\(field.display(editing: true))' did not paste back: \(error.code)")
  }
  // A phone display is read as the number libphonenumber finds in it, and
  // the paste types it as `+`, the calling code and the national number,
  // or as written where that would read as another number (`+49006984`:
  // the `0` after the calling code is read as a national prefix).
  require(
    copy.value == field.value,
    "\(format.kindName) '\(field.display(editing: true))' (typed \(digits), value "
      + "\(String(describing: field.value))) pasted as \(typedDigits(copy)) "
      + "(value \(String(describing: copy.value)))")
  if format is DateFormat, let value = field.value {
    var iso = emptyField(field.symbols, field.rules)
    if case .rejected(let error) = iso.paste(value.text) {
      require(
        false,
        "date value \(value) of '\(field.display(editing: true))' did not paste: \(error.code)")
    }
    require(
      iso.display(editing: true) == field.display(editing: true),
      "date '\(field.display(editing: true))' is \(value), shown '\(iso.display(editing: true))'")
  }
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
  before: KeypadField, after: KeypadField, inserted: String, extending: Int = 0
) {
  guard let format = before.format else { return }
  let old = Array(typedDigits(before).utf8)
  let layout = format.layout(of: typedDigits(before), symbols: before.symbols)
  guard var lower = layout.caretOffsets.firstIndex(of: before.selection.lowerBound),
    var upper = layout.caretOffsets.firstIndex(of: before.selection.upperBound)
  else {
    require(
      false, "selection \(before.selection) of '\(before.display(editing: true))' inside formatting"
    )
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
    "caret after typed \(caret) of '\(after.display(editing: true))' is \(after.selection)")
}

/// An empty field of `rules` in `symbols`.
///
/// The fuzzers draw only kinds every locale holds (a date names its own
/// locale), so a refusal is a fault of the drawing and stops the run.
///
/// ```swift
/// emptyField(try .locale("en_US"), .standard).display(editing: true)  // ""
/// ```
public func emptyField(_ symbols: NumberSymbols, _ rules: FieldRules) -> KeypadField {
  do {
    return try KeypadField(symbols: symbols, rules: rules)
  } catch {
    fatalError("a drawn field was refused in \(symbols.localeID): \(error)")
  }
}
