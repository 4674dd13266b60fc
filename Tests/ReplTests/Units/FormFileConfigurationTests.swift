import Keypad
import KeypadFormFile
import Testing

/// A form file's configuration mistakes, refused with a stable code at the
/// key that made them: a security code's `card` that names no card field, a
/// name given twice, a bound of the other kind.
@Suite struct FormFileConfigurationTests {
  /// Where `needle` first starts in `text`, as a form file's error counts
  /// it: the line, and the column in Unicode scalars, both from 1.
  static func position(of needle: String, in text: String) throws -> SourcePosition {
    let start = try #require(text.firstRange(of: needle)).lowerBound
    let before = text[..<start]
    let line = before.split(separator: "\n", omittingEmptySubsequences: false)
    return SourcePosition(line: line.count, column: (line.last?.unicodeScalars.count ?? 0) + 1)
  }

  static func failure(_ text: String) throws -> FormFileError? {
    let symbols = try NumberSymbols.locale("en_US")
    do throws(FormFileError) {
      let file = try FormFile.parse(bytes: Array(text.utf8), path: "f.json")
      _ = try file.makeForm(symbols: symbols)
      return nil
    } catch {
      return error
    }
  }

  static let misspelt = """
    {"fields": [
      {"name": "card", "kind": "card"},
      {"name": "expiry", "kind": "expiry"},
      {"name": "cvc", "kind": "securityCode",
       "card": "crad"}
    ]}
    """

  @Test func aMisspeltCardFieldIsRefusedAtItsCardKey() throws {
    let error = try #require(try Self.failure(Self.misspelt))
    #expect(error.code == "form-unknown-card-field")
    #expect(error.field == "cvc")
    #expect(error.position == (try Self.position(of: #""crad""#, in: Self.misspelt)))
    #expect(error.position == SourcePosition(line: 5, column: 12))
    #expect(error.message.contains(#""crad""#), "\(error.message)")
  }

  @Test func aCardFieldOfAnotherKindIsRefusedAtItsCardKey() throws {
    let text = Self.misspelt.replacing(#""crad""#, with: #""expiry""#)
    let error = try #require(try Self.failure(text))
    #expect(error.code == "form-not-a-card-field")
    #expect(error.field == "cvc")
    #expect(error.position == (try Self.position(of: #""card": "expiry""#, in: text)).movedBy(8))
    #expect(error.message.contains(#"a field of kind "expiry""#), "\(error.message)")
  }

  @Test func aCardFieldOfItsOwnKindLoads() throws {
    let text = Self.misspelt.replacing(#""crad""#, with: #""card""#)
    #expect(try Self.failure(text) == nil)
  }

  @Test func aNameGivenTwiceIsRefusedAtTheSecondName() throws {
    let text = """
      {"fields": [
        {"name": "amount"},
        {"label": "Again", "name": "amount"}
      ]}
      """
    let error = try #require(try Self.failure(text))
    #expect(error.code == "form-duplicate-name")
    #expect(error.field == "amount")
    #expect(error.position == SourcePosition(line: 3, column: 30))
    #expect(error.position == (try Self.position(of: #""Again", "name": "#, in: text)).movedBy(17))
  }

  @Test func aDateBoundOnADecimalFieldIsRefusedAtItsKey() throws {
    for bound in ["2026-12-01", "today"] {
      let text = """
        {"fields": [
          {"name": "amount", "min": "0",
           "max": "\(bound)"}
        ]}
        """
      let error = try #require(try Self.failure(text))
      #expect(error.code == "form-wrong-kind-bound", "\(bound)")
      #expect(error.field == "amount")
      #expect(error.position == SourcePosition(line: 3, column: 11))
      #expect(error.position == (try Self.position(of: #""\#(bound)""#, in: text)))
      #expect(error.message.contains("a decimal field's bounds are decimals"), "\(error.message)")
    }
    let explicit = #"{"fields":[{"name":"a","kind":"decimal","min":"today"}]}"#
    #expect(try Self.failure(explicit)?.code == "form-wrong-kind-bound")
  }

  @Test func aDecimalBoundOnADateFieldIsRefusedAtItsKey() throws {
    let text = """
      {"fields": [
        {"name": "delivery", "min": "-5", "kind": "date"}
      ]}
      """
    let error = try #require(try Self.failure(text))
    #expect(error.code == "form-wrong-kind-bound")
    #expect(error.field == "delivery")
    #expect(error.position == SourcePosition(line: 2, column: 31))
    #expect(error.position == (try Self.position(of: #""-5""#, in: text)))
    #expect(error.message.contains(#"a "date" field's bounds are dates"#), "\(error.message)")
  }

  /// Neither a date nor a decimal stays `form-invalid-value`.
  @Test func aBoundOfNoKindIsAnInvalidValue() throws {
    let date = #"{"fields":[{"name":"a","kind":"date","min":"2026-02-30"}]}"#
    #expect(try Self.failure(date)?.code == "form-invalid-value")
    let decimal = #"{"fields":[{"name":"a","min":"twelve"}]}"#
    #expect(try Self.failure(decimal)?.code == "form-invalid-value")
  }
}

extension SourcePosition {
  /// The position `count` columns further on the same line.
  fileprivate func movedBy(_ count: Int) -> SourcePosition {
    SourcePosition(line: line, column: column + count)
  }
}
