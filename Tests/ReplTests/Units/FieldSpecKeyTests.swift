import Testing

@testable import KeypadFormFile

/// A field's keys are an enumeration whose names are a list: the two must
/// agree, or a key would be read into another key's member.
@Suite struct FieldSpecKeyTests {
  @Test func everyKeyCaseIsNamedAsTheKeyIsWritten() {
    #expect(FieldSpec.Key.allCases.map { String(describing: $0) } == FieldSpec.keys)
    #expect(FieldSpec.Key.allCases.map(\.name) == FieldSpec.keys)
  }

  /// Every key a field gives is kept under its own case, in the file's
  /// order, with where its value starts.
  @Test func theGivenKeysAreKeptInTheFilesOrder() throws {
    let written = FieldSpec.keys.filter { $0 != "name" }.reversed()
    let members = written.map { #""\#($0)":null"# }.joined(separator: ",")
    let text = #"{"fields":[{"name":"a",\#(members)}]}"#
    let spec = try FormFile.parse(bytes: Array(text.utf8), path: "f.json").fields[0]
    #expect(spec.givenKeys.map(\.key.name) == ["name"] + written)
    for (key, offset) in spec.givenKeys {
      let value = Array(text.utf8)[offset...].prefix(4)
      #expect(
        String(decoding: value, as: UTF8.self) == (key == .name ? #""a","# : "null"),
        "the offset of \(key.name)")
      #expect(spec.valueOffset(of: key) == offset)
    }
  }
}
