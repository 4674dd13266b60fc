import FuzzDriver
import FuzzSupport
import Keypad
import KeypadFormFile

/// Parses arbitrary bytes as a form file: either an error with a stable
/// code and a position inside the text, or a form that keeps what the
/// format promises; never a crash or a hang.
///
/// An accepted form: holds at most `FormFile.maximumFieldCount` fields; its
/// title, names and labels are at most `FormFile.maximumTextLength` scalars
/// and hold no control or bidi-control character (issue 15); and when it
/// builds, the form has the file's fields in order, by name and label,
/// names unique.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let symbols = try? NumberSymbols.locale("de_CH") else { fatalError("de_CH failed") }
  do {
    let file = try FormFile.parse(bytes: bytes, path: "fuzz.json")
    require(file.fields.count <= FormFile.maximumFieldCount, "\(file.fields.count) fields")
    let texts = [file.title] + file.fields.flatMap { [$0.name] + ($0.label.map { [$0] } ?? []) }
    for text in texts {
      require(
        !text.unicodeScalars.contains(where: isControl), "a control in \(text.debugDescription)")
      require(text.unicodeScalars.count <= FormFile.maximumTextLength, "a text too long")
    }
    do {
      let form = try file.makeForm(symbols: symbols)
      require(form.fields.map(\.name) == file.fields.map(\.name), "fields lost or reordered")
      require(
        form.fields.map(\.label) == file.fields.map { $0.label ?? $0.name }, "labels changed")
      require(Set(form.fields.map(\.name)).count == form.fields.count, "names not unique")
    } catch {
      require(error.code.hasPrefix("form-"), "unexpected code \(error.code)")
      require(error.position != nil, "a refused field without a position")
    }
  } catch {
    require(error.code.hasPrefix("form-"), "unexpected code \(error.code)")
    if let position = error.position {
      let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
      require(position.line >= 1 && position.line <= lines, "line \(position.line) of \(lines)")
      require(position.column >= 1 && position.column <= size + 1, "column \(position.column)")
    }
  }
  return 0
}

/// The program's entry point: hands control to libFuzzer.
@_cdecl("FuzzFormFile_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzFormFile)
}

/// The reader's rule for a text a person sees, stated again here: no C0
/// control, DEL, C1 control, or bidi embedding, override or isolate.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}
