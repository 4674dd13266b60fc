import KeypadFrontEnd

// The page's way in from a form file's text, or the demo form: the engine's
// API (Web/keypad.js's `open`) and the demo page's `?form=`. Only the forms
// build (Keypad.wasm) has it, with the form-file reader's JSON parser and
// the demo form; the elements' builds open their fields by their
// attributes (FieldOpening.swift).

/// Opens a form as a new session, and answers with its number and state,
/// or the error.
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
    return opening(Session(form: start.form, title: start.title))
  } catch {
    return answering { failure(code: error.code, message: error.description, to: &$0) }
  }
}
