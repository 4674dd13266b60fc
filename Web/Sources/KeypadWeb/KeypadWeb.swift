import Keypad
import KeypadFrontEnd

// The page's way into the engine: a few C functions exported from the
// WebAssembly module. Text goes in as UTF-8 (a pointer into the module's
// memory and a length, written by the page after `malloc`); every call
// answers with one JSON object that the page reads at `keypad_web_answer()`,
// `keypad_web_answer_length()` bytes long. See Web/keypad.js.

/// The page's form and its title, once opened; WebAssembly here has one
/// thread.
nonisolated(unsafe) private var session: (form: KeypadForm, title: String)?
/// The last answer's UTF-8 bytes.
nonisolated(unsafe) private var answer: [UInt8] = []

/// The bytes of the last answer.
@_expose(wasm, "keypad_web_answer")
@_cdecl("keypad_web_answer")
func keypadWebAnswer() -> UnsafePointer<UInt8>? {
  answer.withUnsafeBufferPointer { $0.baseAddress }
}

/// How many bytes the last answer has.
@_expose(wasm, "keypad_web_answer_length")
@_cdecl("keypad_web_answer_length")
func keypadWebAnswerLength() -> Int32 {
  Int32(answer.count)
}

/// Opens a form, and answers with its state or the error.
///
/// The form is the demo form when `hasForm` is 0, else the form file whose
/// text is given, named `formName` in messages. The locale is the page's
/// (`?locale=`, else the browser's); an unknown one is an error.
@_expose(wasm, "keypad_web_open")
@_cdecl("keypad_web_open")
func keypadWebOpen(
  locale: UnsafePointer<UInt8>?, localeLength: Int32,
  form: UnsafePointer<UInt8>?, formLength: Int32, hasForm: Int32,
  formName: UnsafePointer<UInt8>?, formNameLength: Int32
) -> Int32 {
  let localeID = text(locale, localeLength)
  let formText =
    hasForm == 0 ? nil : Array(UnsafeBufferPointer(start: form, count: Int(formLength)))
  do {
    let start = try Startup.open(
      localeOption: localeID.isEmpty ? nil : localeID, formText: formText,
      formName: text(formName, formNameLength)
    ) { _ in nil }
    session = (start.form, start.title)
    answer = Array(state(of: start.form, title: start.title, result: nil).utf8)
  } catch {
    session = nil
    answer = Array(failure(code: error.code, message: error.description).utf8)
  }
  return Int32(answer.count)
}

/// Applies one input to the open form, and answers with its state.
///
/// `operation` names a ``FormInput`` (see ``input(_:start:end:text:)``);
/// `start` and `end` are a UTF-16 range of the active field's text, `text`
/// the characters, pasted text, key name or field name the input carries.
@_expose(wasm, "keypad_web_apply")
@_cdecl("keypad_web_apply")
func keypadWebApply(
  operation: Int32, start: Int32, end: Int32, text pointer: UnsafePointer<UInt8>?, length: Int32
) -> Int32 {
  guard let current = session else {
    answer = Array(failure(code: "web-no-form", message: "no form is open").utf8)
    return Int32(answer.count)
  }
  let argument = text(pointer, length)
  guard let input = input(operation, start: Int(start), end: Int(end), text: argument) else {
    answer = Array(
      failure(code: "web-unknown-input", message: "no input \(operation) with \"\(argument)\"")
        .utf8)
    return Int32(answer.count)
  }
  var form = current.form
  let result = form.apply(input)
  session = (form, current.title)
  answer = Array(state(of: form, title: current.title, result: result).utf8)
  return Int32(answer.count)
}

/// The input an operation number names, or `nil`.
private func input(_ operation: Int32, start: Int, end: Int, text: String) -> FormInput? {
  let range = min(start, end)..<max(start, end)
  switch operation {
  case 1: return .characters(text)
  case 2: return .paste(text)
  case 3: return .select(range)
  case 4: return .replace(range, with: text)
  case 5: return .deleteBackward
  case 6: return .deleteForward
  case 7: return .focus(text)
  case 8: return .next
  case 9: return .previous
  case 10: return .done
  case 11: return .dismiss
  case 12: return .undo
  case 13: return .redo
  case 14: return .increment
  case 15: return .decrement
  case 16: return .revert
  case 17: return Key(name: text).map { .key($0) }
  default: return nil
  }
}

/// The form as the page draws it, with what the input's result says.
private func state(of form: KeypadForm, title: String, result: FormResult?) -> String {
  let active = form.activeFieldName
  let pad = PadLayout(symbols: form.symbols)
  var output = "{\"ok\":true,\"title\":" + JSONString.quoted(title)
  output += ",\"locale\":" + JSONString.quoted(form.locale)
  output += ",\"active\":" + (active.map(JSONString.quoted) ?? "null")
  output += ",\"previous\":" + (form.previousFieldName.map(JSONString.quoted) ?? "null")
  output += ",\"next\":" + (form.nextFieldName.map(JSONString.quoted) ?? "null")
  output += ",\"returnKey\":" + JSONString.quoted(PadLayout.title(of: form.returnKey))
  output += ",\"pad\":{\"digits\":["
  output += pad.digits.map(JSONString.quoted).joined(separator: ",")
  output += "],\"decimalSeparator\":" + JSONString.quoted(pad.decimalSeparator) + "}"
  output += ",\"fields\":["
  for (index, spec) in form.fields.enumerated() {
    guard let field = form.field(named: spec.name) else { continue }
    if index > 0 { output += "," }
    let editing = spec.name == active
    let selection = field.selection
    output += "{\"name\":" + JSONString.quoted(spec.name)
    output += ",\"label\":" + JSONString.quoted(spec.label)
    output += ",\"kind\":" + JSONString.quoted(spec.rules.kind.name)
    output += ",\"hidesDigits\":\(field.hidesDigits)"
    output += ",\"display\":" + JSONString.quoted(field.display(editing: editing))
    output += ",\"selection\":[\(selection.lowerBound),\(selection.upperBound)]"
    output += ",\"value\":" + (field.value.map { JSONString.quoted($0.text) } ?? "null")
    output += ",\"enabled\":\(spec.isEnabled && !spec.isHidden)"
    output +=
      ",\"failure\":"
      + (form.failure(for: spec.name).map { JSONString.quoted($0.message) } ?? "null")
    output += "}"
  }
  output += "],\"values\":" + form.values.json
  if let result {
    output +=
      ",\"refusal\":"
      + (result.refusal.map { coded($0.code, "message", $0.description) } ?? "null")
    output +=
      ",\"announcement\":"
      + (result.announcement.map { coded($0.code, "text", $0.text) } ?? "null")
    output += ",\"submitted\":"
    var submitted = "null"
    for case .submitted(let values) in result.events { submitted = values.json }
    output += submitted
  }
  return output + "}"
}

/// `{"code":…,"<member>":…}`: a refusal (with its message), an announcement
/// (with its text), an error.
private func coded(_ code: String, _ member: String, _ text: String) -> String {
  "{\"code\":" + JSONString.quoted(code) + ",\"" + member + "\":" + JSONString.quoted(text) + "}"
}

/// The answer of a call that failed: `{"ok":false,"error":{"code","message"}}`.
private func failure(code: String, message: String) -> String {
  "{\"ok\":false,\"error\":" + coded(code, "message", message) + "}"
}

/// UTF-8 bytes from the page as a String; invalid bytes are replaced.
private func text(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}
