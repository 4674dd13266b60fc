import Keypad
import KeypadFrontEnd

// The page's way into the engine: a few C functions exported from the
// WebAssembly module. Text goes in as UTF-8 (a pointer into the module's
// memory and a length, written by the page after `malloc`); every call
// answers with one JSON object that the page reads at `keypad_web_answer()`,
// `keypad_web_answer_length()` bytes long. See Web/keypad.js.
//
// Opening a form answers with its whole state (`"full":true`). An input
// answers with what the page draws after it: the active field's entry, the
// entries of the fields the input changed besides it, and the form's
// members that may change on any input; the whole state again only for the
// inputs that change every field (a locale) or any field's failure (Done).

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

/// Applies one input to the open form, and answers with what changed (see
/// ``changes(of:title:result:before:)``).
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
  let before = form.activeFieldName
  let result = form.apply(input)
  session = (form, current.title)
  answer = Array(changes(of: form, title: current.title, result: result, before: before).utf8)
  return Int32(answer.count)
}

/// Answers with the open form's whole state, as opening it does, without an
/// input's result: what the answers of the inputs since add up to.
@_expose(wasm, "keypad_web_state")
@_cdecl("keypad_web_state")
func keypadWebState() -> Int32 {
  if let current = session {
    answer = Array(state(of: current.form, title: current.title, result: nil).utf8)
  } else {
    answer = Array(failure(code: "web-no-form", message: "no form is open").utf8)
  }
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

/// The form as the page draws it, whole: `"full":true`, the title, the
/// locale, the pad, and every field with its label, kind and display, with
/// what the input's result says.
private func state(of form: KeypadForm, title: String, result: FormResult?) -> String {
  let active = form.activeFieldName
  let pad = PadLayout(symbols: form.symbols)
  var output = "{\"ok\":true,\"full\":true,\"title\":" + JSONString.quoted(title)
  output += ",\"locale\":" + JSONString.quoted(form.locale)
  output += ",\"pad\":{\"digits\":["
  output += pad.digits.map(JSONString.quoted).joined(separator: ",")
  output += "],\"decimalSeparator\":" + JSONString.quoted(pad.decimalSeparator) + "}"
  output += ",\"fields\":["
  for (index, spec) in form.fields.enumerated() {
    guard let field = form.field(named: spec.name) else { continue }
    if index > 0 { output += "," }
    output += "{\"name\":" + JSONString.quoted(spec.name)
    output += ",\"label\":" + JSONString.quoted(spec.label)
    output += ",\"kind\":" + JSONString.quoted(spec.rules.kind.name)
    output += ",\"hidesDigits\":\(field.hidesDigits)"
    entry(of: spec, field, in: form, editing: spec.name == active, to: &output)
    output += "}"
  }
  output += "]"
  navigation(of: form, to: &output)
  if let result { outcome(of: result, to: &output) }
  return output + "}"
}

/// What an input changed, as the page draws it.
///
/// `"full":false`, the form's members that follow the active field
/// (``navigation(of:to:)``), the result's, and the entries of the fields
/// that changed, in the form's order: the active field (its display,
/// selection and value are the result's), the field active `before` the
/// input, and every field an event names (a value clamped or committed on
/// leaving). The whole state (``state(of:title:result:)``) after an input
/// that changed every field's display (a locale) or may have changed any
/// field's failure (Done, and Next on the last field, submitting or
/// failing).
private func changes(
  of form: KeypadForm, title: String, result: FormResult, before: String?
) -> String {
  var names: [String] = []
  if let name = result.field { names.append(name) }
  if let before, !names.contains(before) { names.append(before) }
  for event in result.events {
    switch event {
    case .submitted, .validationFailed, .localeChanged:
      return state(of: form, title: title, result: result)
    case .focusChanged(let from, let to):
      for case let name? in [from, to] where !names.contains(name) { names.append(name) }
    default:
      if let name = event.field, !names.contains(name) { names.append(name) }
    }
  }
  var output = "{\"ok\":true,\"full\":false,\"fields\":["
  var first = true
  for spec in form.fields where names.contains(spec.name) {
    guard let field = form.field(named: spec.name) else { continue }
    if !first { output += "," }
    first = false
    output += "{\"name\":" + JSONString.quoted(spec.name)
    if spec.name == result.field, let display = result.display, let selection = result.selection {
      entry(
        of: spec, display: display, selection: selection, value: result.value, in: form,
        to: &output)
    } else {
      entry(of: spec, field, in: form, editing: false, to: &output)
    }
    output += "}"
  }
  output += "]"
  navigation(of: form, to: &output)
  outcome(of: result, to: &output)
  return output + "}"
}

/// A field's members that inputs change, after its name: its display (as
/// edited when `editing`), selection, value, whether it is enabled, and its
/// failure.
private func entry(
  of spec: FormField, _ field: KeypadField, in form: KeypadForm, editing: Bool,
  to output: inout String
) {
  entry(
    of: spec, display: field.display(editing: editing), selection: field.selection,
    value: field.value, in: form, to: &output)
}

/// ``entry(of:_:in:editing:to:)`` with the display, selection and value given.
private func entry(
  of spec: FormField, display: String, selection: Range<Int>, value: FieldValue?,
  in form: KeypadForm, to output: inout String
) {
  output += ",\"display\":" + JSONString.quoted(display)
  output += ",\"selection\":[\(selection.lowerBound),\(selection.upperBound)]"
  output += ",\"value\":" + (value.map { JSONString.quoted($0.text) } ?? "null")
  output += ",\"enabled\":\(spec.isEnabled && !spec.isHidden)"
  output +=
    ",\"failure\":"
    + (form.failure(for: spec.name).map { JSONString.quoted($0.message) } ?? "null")
}

/// The members that follow the active field: its name, the fields Previous
/// and Next move to, and the return key's title.
private func navigation(of form: KeypadForm, to output: inout String) {
  output += ",\"active\":" + (form.activeFieldName.map(JSONString.quoted) ?? "null")
  output += ",\"previous\":" + (form.previousFieldName.map(JSONString.quoted) ?? "null")
  output += ",\"next\":" + (form.nextFieldName.map(JSONString.quoted) ?? "null")
  output += ",\"returnKey\":" + JSONString.quoted(PadLayout.title(of: form.returnKey))
}

/// What an input's result says: its refusal, its announcement, and the
/// values Done submitted (each `null` when there is none).
private func outcome(of result: FormResult, to output: inout String) {
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
