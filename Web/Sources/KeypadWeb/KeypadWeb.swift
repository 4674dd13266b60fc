import Keypad
import KeypadFrontEnd

// The page's way into the engine: a few C functions exported from the
// WebAssembly module. Text goes in as UTF-8 (a pointer into the module's
// memory and a length, written by the page after `malloc`); every call
// answers with one JSON object that the page reads at `keypad_web_answer()`,
// `keypad_web_answer_length()` bytes long. See Web/keypad.js.
//
// The module holds any number of open forms, each a session the page names
// by the number opening it answered with (`"session":N`); an input to one
// never touches another. Opening a form answers with its whole state
// (`"full":true`). An input answers with what the page draws after it: the
// active field's entry, the entries of the fields the input changed besides
// it, and the form's members that may change on any input; the whole state
// again only for the inputs that change every field (a locale) or any
// field's failure (Done).

/// A form the page opened, and its title.
struct Session {
  var form: KeypadForm
  let title: String
}

/// The open forms by session number.
///
/// A closed one's place is `nil` until a form opened later takes it.
/// WebAssembly here has one thread.
nonisolated(unsafe) private var sessions: [Session?] = []
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

/// Keeps an opened form as a new session (in the first free place), and
/// answers with its number and whole state.
func opening(_ session: Session) -> Int32 {
  let number: Int
  if let free = sessions.firstIndex(where: { $0 == nil }) {
    number = free
    sessions[free] = session
  } else {
    number = sessions.count
    sessions.append(session)
  }
  return answering {
    state(of: session, number: number, result: nil, to: &$0)
  }
}

/// Closes a session: its form is gone, and its number free for another.
@_expose(wasm, "keypad_web_close")
@_cdecl("keypad_web_close")
func keypadWebClose(session number: Int32) -> Int32 {
  guard sessions.indices.contains(Int(number)), sessions[Int(number)] != nil else {
    return answering { noSession(number, to: &$0) }
  }
  sessions[Int(number)] = nil
  while sessions.last.map({ $0 == nil }) == true { sessions.removeLast() }
  return answering { $0.raw("{\"ok\":true}") }
}

/// Applies one input to a session's form, and answers with what changed
/// (see ``changes(of:result:before:named:to:)``).
///
/// `operation` names a ``FormInput`` (see ``input(_:start:end:text:in:)``);
/// `start` and `end` are a UTF-16 range of the active field's text, or a
/// field's index and a flag, `text` the characters, pasted text, key name,
/// field name or value the input carries.
@_expose(wasm, "keypad_web_apply")
@_cdecl("keypad_web_apply")
func keypadWebApply(
  session number: Int32, operation: Int32, start: Int32, end: Int32,
  text pointer: UnsafePointer<UInt8>?, length: Int32
) -> Int32 {
  guard sessions.indices.contains(Int(number)), var current = sessions[Int(number)] else {
    return answering { noSession(number, to: &$0) }
  }
  let argument = text(pointer, length)
  if operation == 19, unreadableDecimal(argument, field: Int(start), in: current.form) {
    let rejection = EntryRejection.unparseable
    return answering {
      $0.raw("{\"ok\":true,\"full\":false,\"fields\":[]")
      navigation(of: current.form, to: &$0)
      $0.raw(",\"refusal\":")
      coded(
        rejection.code, message: rejection.message(locale: current.form.symbols.localeID), to: &$0)
      $0.raw(",\"announcement\":null,\"submitted\":null}")
    }
  }
  guard
    let input = input(operation, start: Int(start), end: Int(end), text: argument, in: current.form)
  else {
    return answering {
      failure(
        code: "web-unknown-input", message: "no input \(operation) with \"\(argument)\"", to: &$0)
    }
  }
  // The form leaves the session while the input changes it: its storage
  // then has one owner and changes in place instead of being copied.
  sessions[Int(number)] = nil
  let before = current.form.activeFieldName
  // The field an app's input names by its index (operations 19 to 21, see
  // input(_:start:end:text:in:)) changes whether or not an event says so.
  let named = operation >= 19 ? current.form.fields[Int(start)].name : nil
  let result = current.form.apply(input)
  sessions[Int(number)] = current
  return answering {
    changes(of: current, result: result, before: before, named: named, to: &$0)
  }
}

/// Answers with a session's whole state, as opening it does, without an
/// input's result: what the answers of the inputs since add up to.
@_expose(wasm, "keypad_web_state")
@_cdecl("keypad_web_state")
func keypadWebState(session number: Int32) -> Int32 {
  guard sessions.indices.contains(Int(number)), let current = sessions[Int(number)] else {
    return answering { noSession(number, to: &$0) }
  }
  return answering { state(of: current, number: Int(number), result: nil, to: &$0) }
}

/// The answer to a session number that names no open form.
private func noSession(_ number: Int32, to output: inout AnswerWriter) {
  failure(code: "web-no-form", message: "no form is open as session \(number)", to: &output)
}

/// Writes the answer in the last one's storage, and answers with its length.
func answering(_ write: (inout AnswerWriter) -> Void) -> Int32 {
  var writer = AnswerWriter(taking: &answer)
  write(&writer)
  writer.give(to: &answer)
  return Int32(answer.count)
}

/// The input an operation number names, or `nil`.
///
/// Operations 19 to 21 name a field by its index in the form (`start`):
/// 19 sets its value from `text` (a decimal field's exact value, `1234.5`,
/// else the kind's value as a paste reads it; empty text empties it), 20
/// enables it when `end` is 1 and disables it when 0, 21 hides it when `end`
/// is 1 and shows it when 0.
private func input(
  _ operation: Int32, start: Int, end: Int, text: String, in form: KeypadForm
) -> FormInput? {
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
  case 18: return .setText(text, caret: start < 0 ? nil : start)
  case 19, 20, 21:
    guard form.fields.indices.contains(start) else { return nil }
    let field = form.fields[start]
    switch operation {
    case 19: return .setValue(value(text, of: field), field: field.name)
    case 20: return end == 0 || end == 1 ? .setEnabled(end == 1, field: field.name) : nil
    default: return end == 0 || end == 1 ? .setHidden(end == 1, field: field.name) : nil
    }
  default: return nil
  }
}

/// A value as a page's script gives it: none for empty text; a decimal
/// field's exact decimal; any other kind's text as it is, which the field
/// reads as a paste.
private func value(_ text: String, of field: FormField) -> FieldValue? {
  if text.isEmpty { return nil }
  if isDecimal(field), let decimal = ExactDecimal(text) { return .decimal(decimal) }
  return .custom(text)
}

/// Whether a value set from script into the field at `index` is text a
/// decimal field does not read as its value (`12,5`, `1e3`): such text is
/// refused as `unparseable` rather than read as a paste in the locale,
/// since a value is written one way in every locale.
private func unreadableDecimal(_ text: String, field index: Int, in form: KeypadForm) -> Bool {
  guard form.fields.indices.contains(index), isDecimal(form.fields[index]) else { return false }
  return !text.isEmpty && ExactDecimal(text) == nil
}

/// Whether a field is of the decimal kind.
private func isDecimal(_ field: FormField) -> Bool {
  field.rules.kind.name.hasSameUTF8(as: "decimal")
}

/// The form as the page draws it, whole: `"full":true`, the session's
/// number when it was just opened, the title, the locale, the pad, and every
/// field with its label, kind and display, with what the input's result
/// says.
private func state(
  of session: Session, number: Int?, result: FormResult?, to output: inout AnswerWriter
) {
  let form = session.form
  let active = form.activeFieldName
  output.raw("{\"ok\":true,\"full\":true,")
  if let number {
    output.raw("\"session\":")
    output.int(number)
    output.raw(",")
  }
  output.raw("\"title\":")
  output.string(session.title)
  output.raw(",\"locale\":")
  output.string(form.symbols.localeID)
  pad(of: form, to: &output)
  output.raw(",\"fields\":[")
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
    // A field whose pad is not the form's (a time on a 12-hour clock, with
    // its day-period key) has its own, which the page draws for it.
    if !field.dayPeriods.isEmpty { pad(PadLayout(field: field), of: form, to: &output) }
    let editing = active.map(spec.name.hasSameUTF8(as:)) ?? false
    entry(
      of: spec, display: field.display(editing: editing), selection: field.selection,
      value: field.value, in: form, to: &output)
    output.raw("}")
  }
  output.raw("]")
  navigation(of: form, to: &output)
  if let result { outcome(of: result, in: form, to: &output) }
  output.raw("}")
}

/// What an input changed, as the page draws it.
///
/// `"full":false`, the form's members that follow the active field
/// (``navigation(of:to:)``), the result's, and the entries of the fields
/// that changed, in the form's order: the active field (its display,
/// selection and value are the result's), the field active `before` the
/// input, the field an app's input `named`, and every field an event names
/// (a value clamped or committed on leaving). The whole state (``state(of:number:result:to:)``) after an
/// input that changed every field's display (a locale) or may have changed
/// any field's failure (Done, and Next on the last field, submitting or
/// failing).
private func changes(
  of session: Session, result: FormResult, before: String?, named: String?,
  to output: inout AnswerWriter
) {
  let form = session.form
  var names: [String] = []
  if let name = result.field { names.append(name) }
  for case let name? in [before, named] where !names.contains(where: name.hasSameUTF8(as:)) {
    names.append(name)
  }
  for event in result.events {
    switch event {
    case .submitted, .validationFailed, .localeChanged:
      state(of: session, number: nil, result: result, to: &output)
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
  outcome(of: result, in: form, to: &output)
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

/// The pad of every front end (`PadLayout`) in the form's locale, or a
/// field's own (a time's with its day-period key): its rows and the bar
/// above it, each key as `{"name","label","accessibleName"}`, and the
/// pad's own accessible name (`name`, in the form's language); the return
/// key's label and name are the answers' `returnKey`.
private func pad(of form: KeypadForm, to output: inout AnswerWriter) {
  pad(PadLayout(symbols: form.symbols), of: form, to: &output)
}

/// A pad as ``pad(of:to:)`` writes it.
private func pad(_ pad: PadLayout, of form: KeypadForm, to output: inout AnswerWriter) {
  let returnKey = form.returnKey
  func keys(_ keys: [PadKey]) {
    output.raw("[")
    for index in keys.indices {
      let key = keys[index]
      if index > 0 { output.raw(",") }
      output.raw("{\"name\":")
      output.string(key.name)
      output.raw(",\"label\":")
      output.string(pad.label(of: key, returnKey: returnKey))
      output.raw(",\"accessibleName\":")
      output.string(pad.accessibleName(of: key, returnKey: returnKey))
      output.raw("}")
    }
    output.raw("]")
  }
  output.raw(",\"pad\":{\"rows\":[")
  let rows = pad.rows
  for index in rows.indices {
    if index > 0 { output.raw(",") }
    keys(rows[index])
  }
  output.raw("],\"bar\":")
  keys(PadLayout.accessoryBar)
  output.raw(",\"name\":")
  output.string(pad.name)
  output.raw("}")
}

/// The members that follow the active field: its name, the fields Previous
/// and Next move to, the return key's title, and every field Done would
/// find failing now (`"invalid":[{"name","code","message"}]`, in validation
/// order), which a page reports as the fields' validity before any Done.
private func navigation(of form: KeypadForm, to output: inout AnswerWriter) {
  output.raw(",\"invalid\":[")
  let failures = form.validationFailures()
  for index in failures.indices {
    let failure = failures[index]
    if index > 0 { output.raw(",") }
    output.raw("{\"name\":")
    output.string(failure.field)
    output.raw(",\"code\":")
    output.string(failure.code.rawValue)
    output.raw(",\"message\":")
    output.string(failure.message)
    output.raw("}")
  }
  output.raw("]")
  output.raw(",\"active\":")
  output.string(form.activeFieldName)
  output.raw(",\"previous\":")
  output.string(form.previousFieldName)
  output.raw(",\"next\":")
  output.string(form.nextFieldName)
  output.raw(",\"returnKey\":")
  output.string(PadLayout(symbols: form.symbols).title(of: form.returnKey))
}

/// What an input's result says: its refusal, its announcement, and the
/// values Done submitted (each `null` when there is none).
private func outcome(of result: FormResult, in form: KeypadForm, to output: inout AnswerWriter) {
  output.raw(",\"refusal\":")
  if let refusal = result.refusal {
    coded(refusal.code, message: refusal.message(locale: form.symbols.localeID), to: &output)
  } else {
    output.raw("null")
  }
  output.raw(",\"announcement\":")
  if let announcement = result.announcement {
    output.raw("{\"code\":")
    output.string(announcement.code)
    let words = announcement.words
    output.raw(",\"text\":")
    output.string(words.text)
    output.raw(",\"language\":")
    output.string(words.language)
    output.raw(",\"fallback\":")
    output.bool(words.isFallback)
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
func failure(code: String, message: String, to output: inout AnswerWriter) {
  output.raw("{\"ok\":false,\"error\":")
  coded(code, message: message, to: &output)
  output.raw("}")
}

/// UTF-8 bytes from the page as a String; invalid bytes are replaced.
func text(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}
