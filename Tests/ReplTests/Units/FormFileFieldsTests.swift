import Keypad
import KeypadFormFile
import Testing

/// `FormFile.fields(_:path:)`: fields given key by key (the browser's
/// elements, by their attributes) are read by the one reader of a field's
/// keys, to the same form and the same errors as a file with those keys,
/// but for the place, which they have none of.
@Suite struct FormFileFieldsTests {
  /// A field's keys as the elements give them, and as a file writes them.
  struct Keys: Sendable, CustomTestStringConvertible {
    let given: [(key: String, value: FormFile.Given)]
    let json: String
    var testDescription: String { json }
  }

  private static let examples: [[Keys]] = [
    [
      Keys(
        given: [
          ("name", .text("amount")), ("currency", .text("EUR")), ("style", .text("currency")),
        ],
        json: #"{"name":"amount","currency":"EUR","style":"currency"}"#),
      Keys(
        given: [("name", .text("qty")), ("maxFractionDigits", .number("0")), ("min", .text("1"))],
        json: #"{"name":"qty","maxFractionDigits":0,"min":"1"}"#),
    ],
    [
      Keys(
        given: [
          ("name", .text("pin")), ("kind", .text("code")), ("length", .number("4")),
          ("secure", .flag(true)),
        ],
        json: #"{"name":"pin","kind":"code","length":4,"secure":true}"#)
    ],
    [
      Keys(
        given: [
          ("name", .text("due")), ("kind", .text("date")), ("min", .text("2030-01-01")),
          ("required", .flag(false)),
        ],
        json: #"{"name":"due","kind":"date","min":"2030-01-01","required":false}"#)
    ],
  ]

  private func file(_ fields: [Keys]) throws(FormFileError) -> FormFile {
    let text = #"{"fields":["# + fields.map(\.json).joined(separator: ",") + "]}"
    return try FormFile.parse(bytes: Array(text.utf8), path: "form")
  }

  @Test(arguments: examples) func givenFieldsMakeTheFormTheirFileMakes(_ fields: [Keys]) throws {
    let given = try FormFile.fields(fields.map(\.given), path: "form")
    let written = try file(fields)
    let symbols = try NumberSymbols.locale("de_DE")
    let today = try #require(CalendarDay(year: 2030, month: 6, day: 1))
    let fromGiven = try given.makeForm(symbols: symbols, today: today)
    let fromFile = try written.makeForm(symbols: symbols, today: today)
    #expect(fromGiven.fields == fromFile.fields)
  }

  /// The same code and words as the file's error, without a line and column.
  @Test func anErrorIsTheFilesWithoutItsPlace() throws {
    let cases: [Keys] = [
      Keys(
        given: [("name", .text("a")), ("maxFractionDigits", .text("two"))],
        json: #"{"name":"a","maxFractionDigits":"two"}"#),
      Keys(
        given: [("name", .text("a")), ("colour", .text("red"))],
        json: #"{"name":"a","colour":"red"}"#),
      Keys(
        given: [("name", .text("a")), ("kind", .text("dice"))], json: #"{"name":"a","kind":"dice"}"#
      ),
      Keys(
        given: [("name", .text("a")), ("min", .text("9")), ("max", .text("1"))],
        json: #"{"name":"a","min":"9","max":"1"}"#),
    ]
    let symbols = try NumberSymbols.locale("en_US")
    for keys in cases {
      var fromGiven: FormFileError?
      var fromFile: FormFileError?
      do { _ = try FormFile.fields([keys.given], path: "form").makeForm(symbols: symbols) } catch {
        fromGiven = error
      }
      do { _ = try file([keys]).makeForm(symbols: symbols) } catch { fromFile = error }
      let given = try #require(fromGiven, "\(keys.json) was accepted")
      let written = try #require(fromFile)
      #expect(given.code == written.code, "\(keys.json)")
      #expect(given.message == written.message, "\(keys.json)")
      #expect(given.field == written.field)
      #expect(given.position == nil)
      #expect(written.position != nil)
    }
  }
}
