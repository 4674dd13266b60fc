@_spi(Engine) import Keypad
import KeypadFormFile

// The elements' way in: a form of fields given key by key, as
// `<keypad-field>`'s attributes say them (Web/keypad-field.js), checked by
// the form-file reader's one reader of a field's keys
// (`FormFile.fields(_:path:)`) without its JSON parser. Every build has it.
//
// The page calls `keypad_web_field_begin` once a field, then
// `keypad_web_field_key` once a key of it, then `keypad_web_open_fields`
// with the locale, which opens the form of the fields given since the last
// opening.

/// The fields given since the last opening, each its keys in order.
nonisolated(unsafe) private var given: [[(key: String, value: FormFile.Given)]] = []

/// Starts the next field of the form being given.
@_expose(wasm, "keypad_web_field_begin")
@_cdecl("keypad_web_field_begin")
func keypadWebFieldBegin() {
  given.append([])
}

/// Gives a key of the field begun last.
///
/// `type` 0 is a string, 1 a number (its literal text), 2 `false` and 3
/// `true` (`value` then unread). A key before any field begins one.
@_expose(wasm, "keypad_web_field_key")
@_cdecl("keypad_web_field_key")
func keypadWebFieldKey(
  key: UnsafePointer<UInt8>?, keyLength: Int32, type: Int32,
  value: UnsafePointer<UInt8>?, valueLength: Int32
) {
  let member: FormFile.Given =
    switch type {
    case 0: .text(text(value, valueLength))
    case 1: .number(text(value, valueLength))
    default: .flag(type == 3)
    }
  if given.isEmpty { given.append([]) }
  given[given.count - 1].append((text(key, keyLength), member))
}

/// Opens the fields given since the last opening as a form in `locale` (a
/// BCP 47 tag or an ICU id; an unknown or empty one is an error, never a
/// fallback), a new session, and answers with its number and state, or the
/// error (`unknown-locale`, a `form-*` code naming the field, which the
/// page names `f0`, `f1`, …).
@_expose(wasm, "keypad_web_open_fields")
@_cdecl("keypad_web_open_fields")
func keypadWebOpenFields(locale: UnsafePointer<UInt8>?, localeLength: Int32) -> Int32 {
  let fields = given
  given = []
  let localeID = text(locale, localeLength)
  let symbols: NumberSymbols
  do {
    symbols = try NumberSymbols.locale(localeID)
  } catch {
    return answering { failure(code: error.code, message: error.description, to: &$0) }
  }
  do {
    let file = try FormFile.fields(fields, path: "form")
    return opening(Session(form: try file.makeForm(symbols: symbols, locale: localeID), title: ""))
  } catch {
    return answering { failure(code: error.code, message: error.description, to: &$0) }
  }
}
