import Foundation
import Testing

/// `--form FILE`: a valid file drives the form; each kind of mistake exits
/// with status 2 and one line naming the file, the place and the field.
@Suite struct FormFileTests {
  private func startFailure(_ contents: String, name: String = "form.json") throws -> ReplRun {
    let directory = try TemporaryDirectory()
    let path = try directory.file(name, contents)
    return try ReplBinary.run(["--json", "--form", path], input: Data("show\n".utf8))
  }

  private func expectError(
    _ run: ReplRun, code: String, containing parts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    #expect(
      run.errors.split(separator: "\n").count == 1, "\(run.errors)",
      sourceLocation: sourceLocation)
    #expect(run.errors.contains("[\(code)]"), "\(run.errors)", sourceLocation: sourceLocation)
    for part in parts {
      #expect(run.errors.contains(part), "\(run.errors)", sourceLocation: sourceLocation)
    }
  }

  @Test func aValidFileDrivesTheForm() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file(
      "shop.json",
      """
      {"title": "Shop", "fields": [
        {"name": "b", "tag": 5, "maxFractionDigits": 0, "required": true},
        {"name": "a", "label": "Price", "tag": 2, "currency": "JPY", "value": "1500"},
        {"name": "c", "entry": "cents", "tag": 9, "allowNegative": true, "min": "-2", "max": "2"},
        {"name": "h", "hidden": true, "tag": 7},
        {"name": "o", "tag": 0},
        {"name": "d", "tag": 8, "enabled": false, "label": null}
      ]}
      """)
    let run = try ReplBinary.run(
      ["--json", "--locale", "de_DE", "--form", path],
      input: Data("show\npress decimal\npress next\npress next\npress sign 1 2 3\nfocus o\n".utf8))
    #expect(run.status == 0)
    let answers = run.answers()
    try #require(answers.count == 6)
    #expect(answers[0].string("field") == "a")
    #expect(answers[0].string("display") == "1.500")
    #expect(answers[0].object("fields")?.object("a")?.string("label") == "Price")
    #expect(answers[0].object("fields")?.object("h")?.bool("hidden") == true)
    #expect(answers[1].string("error") == "decimal-not-allowed")
    #expect(answers[2].string("field") == "b")
    #expect(answers[3].string("field") == "c")
    #expect(answers[3].string("returnKey") == "done")
    #expect(answers[4].string("display") == "-1,23")
    #expect(answers[4].string("value") == "-1.23")
    #expect(answers[5].string("field") == "o")
    #expect(answers[5].string("returnKey") == "next")
  }

  @Test func withoutTagsTheFileOrderIsTheChain() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("f.json", #"{"fields":[{"name":"x"},{"name":"y"}]}"#)
    let answers = try ReplBinary.run(
      ["--json", "--form", path], input: Data("press next\n".utf8)
    ).answers()
    #expect(answers.first?.string("field") == "y")
  }

  @Test func aSyntaxErrorGivesLineAndColumn() throws {
    let run = try startFailure("{\n  \"fields\": [\n    {\"name\": \"a\",}\n  ]\n}\n")
    expectError(run, code: "form-syntax", containing: ["form.json:3:18:"])
  }

  @Test func anUnknownKeyIsNamed() throws {
    let run = try startFailure(#"{"fields":[{"name":"a","colour":"red"}]}"#)
    expectError(
      run, code: "form-unknown-key", containing: ["form.json:1:24:", "field \"a\"", "colour"])
  }

  @Test func aWrongTypeIsNamed() throws {
    let run = try startFailure(#"{"fields":[{"name":"a","tag":"1"}]}"#)
    expectError(run, code: "form-wrong-type", containing: ["form.json:1:30:", "\"tag\""])
  }

  @Test func aDecimalGivenAsNumberIsAWrongType() throws {
    let run = try startFailure(#"{"fields":[{"name":"a","max":100}]}"#)
    expectError(run, code: "form-wrong-type", containing: ["\"max\""])
  }

  @Test func aDuplicateNameIsNamed() throws {
    let run = try startFailure(#"{"fields":[{"name":"a"},{"name":"a","tag":5}]}"#)
    // At the second field's "name": its value, at column 33.
    expectError(run, code: "form-duplicate-name", containing: ["field \"a\"", "1:33"])
  }

  @Test func aDuplicateTagNamesBothFields() throws {
    let run = try startFailure(
      #"{"fields":[{"name":"a","tag":3},{"name":"b","tag":3}]}"#)
    expectError(run, code: "form-duplicate-tag", containing: ["field \"b\"", "\"a\"", "tag 3"])
  }

  @Test func aBadEntryModeIsNamed() throws {
    let run = try startFailure(#"{"fields":[{"name":"a","entry":"atm"}]}"#)
    expectError(run, code: "form-invalid-value", containing: ["field \"a\"", "entry", "atm"])
  }

  @Test func aBadDecimalInMinIsNamed() throws {
    let run = try startFailure(#"{"fields":[{"name":"a","min":"1,5"}]}"#)
    expectError(run, code: "form-invalid-value", containing: ["1:30", "field \"a\"", "min"])
  }

  @Test func impossibleFieldsAreRefused() throws {
    expectError(
      try startFailure(#"{"fields":[{"name":"a","min":"5","max":"1"}]}"#),
      code: "form-invalid-value", containing: ["min 5"])
    expectError(
      try startFailure(#"{"fields":[{"name":"a","maxFractionDigits":0,"value":"1.5"}]}"#),
      code: "form-invalid-value", containing: ["value"])
    expectError(
      try startFailure(#"{"fields":[{"name":"a","maxIntegerDigits":0}]}"#),
      code: "form-invalid-value", containing: ["maxIntegerDigits"])
    expectError(
      try startFailure(#"{"fields":[{"name":"a","currency":"XYZ"}]}"#),
      code: "form-invalid-value", containing: ["XYZ"])
  }

  @Test func theShapeIsChecked() throws {
    expectError(try startFailure("[]"), code: "form-wrong-type", containing: ["1:1"])
    expectError(try startFailure("{}"), code: "form-missing-key", containing: ["fields"])
    expectError(
      try startFailure(#"{"fields":[{"label":"x"}]}"#), code: "form-missing-key",
      containing: ["name"])
    expectError(try startFailure(""), code: "form-syntax", containing: ["form.json:1:1:"])
    expectError(
      try startFailure(#"{"fields":[], "fields":[]}"#), code: "form-duplicate-key",
      containing: ["1:15"])
  }

  @Test func deepNestingIsASyntaxErrorNotACrash() throws {
    let run = try startFailure(String(repeating: "[", count: 100_000))
    expectError(run, code: "form-syntax", containing: ["form.json:1:"])
  }

  @Test func aDirectoryIsRefused() throws {
    let directory = try TemporaryDirectory()
    let run = try ReplBinary.run(["--form", directory.url.path], input: Data("show\n".utf8))
    expectError(run, code: "form-is-directory", containing: [directory.url.path])
  }

  @Test func aMissingFileIsRefused() throws {
    let run = try ReplBinary.run(
      ["--form", "/nonexistent/keypad/form.json"], input: Data("show\n".utf8))
    expectError(run, code: "form-not-found", containing: ["/nonexistent/keypad/form.json"])
  }

  @Test func aFileThatCannotBeReadIsRefused() throws {
    // Root reads any file whatever its mode, so the unreadable file here is
    // one over the reader's 16 MiB limit.
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("huge.json").path
    let huge = Data(repeating: UInt8(ascii: " "), count: 17 << 20)
    try huge.write(to: URL(fileURLWithPath: path))
    let run = try ReplBinary.run(["--form", path], input: Data("show\n".utf8))
    expectError(run, code: "form-unreadable", containing: [path])
  }
}
