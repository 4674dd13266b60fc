import FuzzDriver
import FuzzSupport
import Keypad

// The REPL's form-file reader, compiled here from the REPL's own sources
// (the other files of this folder are links to them).

/// Parses arbitrary bytes as a form file: either a form comes out whose
/// fields build, or an error with a stable code and a position inside the
/// text; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let symbols = try? NumberSymbols.locale("de_CH") else { fatalError("de_CH failed") }
  do {
    let file = try FormFile.parse(bytes: bytes, path: "fuzz.json")
    require(file.fields.count <= size, "more fields than bytes")
    do {
      let form = try file.makeForm(symbols: symbols)
      require(form.fields.count == file.fields.count, "fields lost building the form")
    } catch {
      require(!error.code.isEmpty, "an error without a code")
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
