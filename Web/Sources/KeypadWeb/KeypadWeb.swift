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
    return answering { state(of: start.form, title: start.title, result: nil, to: &$0) }
  } catch {
    session = nil
    return answering { failure(code: error.code, message: error.description, to: &$0) }
  }
}

/// Applies one input to the open form, and answers with what changed (see
/// ``changes(of:title:result:before:to:)``).
///
/// `operation` names a ``FormInput`` (see ``input(_:start:end:text:)``);
/// `start` and `end` are a UTF-16 range of the active field's text, `text`
/// the characters, pasted text, key name or field name the input carries.
@_expose(wasm, "keypad_web_apply")
@_cdecl("keypad_web_apply")
func keypadWebApply(
  operation: Int32, start: Int32, end: Int32, text pointer: UnsafePointer<UInt8>?, length: Int32
) -> Int32 {
  guard var current = session else {
    return answering { failure(code: "web-no-form", message: "no form is open", to: &$0) }
  }
  let argument = text(pointer, length)
  guard let input = input(operation, start: Int(start), end: Int(end), text: argument) else {
    return answering {
      failure(
        code: "web-unknown-input", message: "no input \(operation) with \"\(argument)\"", to: &$0)
    }
  }
  // The form leaves the session while the input changes it: its storage
  // then has one owner and changes in place instead of being copied.
  session = nil
  let before = current.form.activeFieldName
  let result = current.form.apply(input)
  session = current
  return answering {
    changes(of: current.form, title: current.title, result: result, before: before, to: &$0)
  }
}

/// Answers with the open form's whole state, as opening it does, without an
/// input's result: what the answers of the inputs since add up to.
@_expose(wasm, "keypad_web_state")
@_cdecl("keypad_web_state")
func keypadWebState() -> Int32 {
  guard let current = session else {
    return answering { failure(code: "web-no-form", message: "no form is open", to: &$0) }
  }
  return answering { state(of: current.form, title: current.title, result: nil, to: &$0) }
}

/// Writes the answer in the last one's storage, and answers with its length.
private func answering(_ write: (inout AnswerWriter) -> Void) -> Int32 {
  var writer = AnswerWriter(taking: &answer)
  write(&writer)
  writer.give(to: &answer)
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
private func state(
  of form: KeypadForm, title: String, result: FormResult?, to output: inout AnswerWriter
) {
  let active = form.activeFieldName
  let pad = PadLayout(symbols: form.symbols)
  output.raw("{\"ok\":true,\"full\":true,\"title\":")
  output.string(title)
  output.raw(",\"locale\":")
  output.string(form.symbols.localeID)
  output.raw(",\"pad\":{\"digits\":[")
  for (index, digit) in pad.digits.enumerated() {
    if index > 0 { output.raw(",") }
    output.string(digit)
  }
  output.raw("],\"decimalSeparator\":")
  output.string(pad.decimalSeparator)
  output.raw("},\"fields\":[")
  for (index, spec) in form.fields.enumerated() {
    guard let field = form.field(named: spec.name) else { continue }
    if index > 0 { output.raw(",") }
    output.raw("{\"name\":")
    output.string(spec.name)
    output.raw(",\"label\":")
    output.string(spec.label)
    output.raw(",\"kind\":")
    output.string(spec.rules.kind.name)
    output.raw(",\"hidesDigits\":")
    output.bool(field.hidesDigits)
    let editing = active.map(spec.name.hasSameUTF8(as:)) ?? false
    entry(
      of: spec, display: field.display(editing: editing), selection: field.selection,
      value: field.value, in: form, to: &output)
    output.raw("}")
  }
  output.raw("]")
  navigation(of: form, to: &output)
  if let result { outcome(of: result, to: &output) }
  output.raw("}")
}

/// What an input changed, as the page draws it.
///
/// `"full":false`, the form's members that follow the active field
/// (``navigation(of:to:)``), the result's, and the entries of the fields
/// that changed, in the form's order: the active field (its display,
/// selection and value are the result's), the field active `before` the
/// input, and every field an event names (a value clamped or committed on
/// leaving). The whole state (``state(of:title:result:to:)``) after an
/// input that changed every field's display (a locale) or may have changed
/// any field's failure (Done, and Next on the last field, submitting or
/// failing).
private func changes(
  of form: KeypadForm, title: String, result: FormResult, before: String?,
  to output: inout AnswerWriter
) {
  var names: [String] = []
  if let name = result.field { names.append(name) }
  if let before, !names.contains(where: before.hasSameUTF8(as:)) { names.append(before) }
  for event in result.events {
    switch event {
    case .submitted, .validationFailed, .localeChanged:
      state(of: form, title: title, result: result, to: &output)
      return
    case .focusChanged(let from, let to):
      for case let name? in [from, to] where !names.contains(where: name.hasSameUTF8(as:)) {
        names.append(name)
      }
    default:
      if let name = event.field, !names.contains(where: name.hasSameUTF8(as:)) {
        names.append(name)
      }
    }
  }
  output.raw("{\"ok\":true,\"full\":false,\"fields\":[")
  var first = true
  for spec in form.fields where names.contains(where: spec.name.hasSameUTF8(as:)) {
    if !first { output.raw(",") }
    first = false
    output.raw("{\"name\":")
    output.string(spec.name)
    if let field = result.field, spec.name.hasSameUTF8(as: field), let display = result.display,
      let selection = result.selection
    {
      entry(
        of: spec, display: display, selection: selection, value: result.value, in: form,
        to: &output)
    } else if let field = form.field(named: spec.name) {
      entry(
        of: spec, display: field.display(editing: false), selection: field.selection,
        value: field.value, in: form, to: &output)
    }
    output.raw("}")
  }
  output.raw("]")
  navigation(of: form, to: &output)
  outcome(of: result, to: &output)
  output.raw("}")
}

/// A field's members that inputs change, after its name: its display,
/// selection, value, whether it is enabled, and its failure from the last
/// Done, in words and as its code (`required`, `below-min`, ...).
private func entry(
  of spec: FormField, display: String, selection: Range<Int>, value: FieldValue?,
  in form: KeypadForm, to output: inout AnswerWriter
) {
  output.raw(",\"display\":")
  output.string(display)
  output.raw(",\"selection\":[")
  output.int(selection.lowerBound)
  output.raw(",")
  output.int(selection.upperBound)
  output.raw("],\"value\":")
  output.string(value?.text)
  output.raw(",\"enabled\":")
  output.bool(spec.isEnabled && !spec.isHidden)
  let failure = form.failure(for: spec.name)
  output.raw(",\"failure\":")
  output.string(failure?.message)
  output.raw(",\"failureCode\":")
  output.string(failure?.code.rawValue)
}

/// The members that follow the active field: its name, the fields Previous
/// and Next move to, and the return key's title.
private func navigation(of form: KeypadForm, to output: inout AnswerWriter) {
  output.raw(",\"active\":")
  output.string(form.activeFieldName)
  output.raw(",\"previous\":")
  output.string(form.previousFieldName)
  output.raw(",\"next\":")
  output.string(form.nextFieldName)
  output.raw(",\"returnKey\":")
  output.string(PadLayout.title(of: form.returnKey))
}

/// What an input's result says: its refusal, its announcement, and the
/// values Done submitted (each `null` when there is none).
private func outcome(of result: FormResult, to output: inout AnswerWriter) {
  output.raw(",\"refusal\":")
  if let refusal = result.refusal {
    coded(refusal.code, message: refusal.description, to: &output)
  } else {
    output.raw("null")
  }
  output.raw(",\"announcement\":")
  if let announcement = result.announcement {
    output.raw("{\"code\":")
    output.string(announcement.code)
    output.raw(",\"text\":")
    output.string(announcement.text)
    output.raw("}")
  } else {
    output.raw("null")
  }
  output.raw(",\"submitted\":")
  var submitted: String?
  for case .submitted(let values) in result.events { submitted = values.json }
  if let submitted { output.json(submitted) } else { output.raw("null") }
}

/// `{"code":…,"message":…}`: a refusal, an error.
private func coded(_ code: String, message: String, to output: inout AnswerWriter) {
  output.raw("{\"code\":")
  output.string(code)
  output.raw(",\"message\":")
  output.string(message)
  output.raw("}")
}

/// The answer of a call that failed: `{"ok":false,"error":{"code","message"}}`.
private func failure(code: String, message: String, to output: inout AnswerWriter) {
  output.raw("{\"ok\":false,\"error\":")
  coded(code, message: message, to: &output)
  output.raw("}")
}

/// UTF-8 bytes from the page as a String; invalid bytes are replaced.
private func text(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}
