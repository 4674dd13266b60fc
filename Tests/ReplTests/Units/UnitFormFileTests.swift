import Keypad
import KeypadFormFile
import Testing

/// A form file's `unit` and `unitWidth`: the display they give, and the
/// refusals, each with its code and the position of the key at fault.
@Suite struct UnitFormFileTests {
  static func form(_ text: String) throws(FormFileError) -> KeypadForm {
    let symbols: NumberSymbols
    do { symbols = try NumberSymbols.locale("de_DE") } catch {
      preconditionFailure("de_DE loads")
    }
    let file = try FormFile.parse(bytes: Array(text.utf8), path: "f.json")
    return try file.makeForm(symbols: symbols)
  }

  static func failure(_ text: String) -> FormFileError? {
    do throws(FormFileError) {
      _ = try form(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func aUnitAndItsWidthShowInTheDisplay() throws {
    var form = try Self.form(
      """
      {"fields": [{"name": "d", "unit": "kilometer"},
                  {"name": "w", "unit": "kilogram", "unitWidth": "long"}]}
      """)
    form.apply(.focus("d"))
    form.apply(.characters("12,5"))
    form.apply(.focus("w"))
    form.apply(.characters("2"))
    #expect(form.display(of: "d") == "12,50 km")
    #expect(form.display(of: "w") == "2 Kilogramm")
    #expect(form.values["d"] == .decimal(try #require(ExactDecimal("12.5"))))
  }

  @Test(arguments: [
    (#"{"fields": [{"name": "d", "unit": "kilometre"}]}"#, "form-unknown-unit", #""kilometre""#),
    (#"{"fields": [{"name": "d", "unit": "Kilometer"}]}"#, "form-unknown-unit", #""Kilometer""#),
    (
      #"{"fields": [{"name": "d", "unit": "kilometer", "style": "percent"}]}"#,
      "form-unit-conflict", #""percent""#
    ),
    (
      #"{"fields": [{"name": "d", "currency": "EUR", "unit": "kilometer"}]}"#,
      "form-unit-conflict", #""EUR""#
    ),
    (#"{"fields": [{"name": "d", "unitWidth": "long"}]}"#, "form-unit-conflict", #""long""#),
    (
      #"{"fields": [{"name": "d", "unit": "kilometer", "unitWidth": "wide"}]}"#,
      "form-invalid-value", #""wide""#
    ),
    (
      #"{"fields": [{"name": "d", "kind": "code", "unit": "kilometer"}]}"#,
      "form-invalid-value", #""kilometer""#
    ),
  ])
  func refusals(text: String, code: String, at value: String) throws {
    let error = Self.failure(text)
    #expect(error?.code == code, "\(error?.description ?? "accepted")")
    // The value at fault: one line, so its column is its offset plus one.
    let start = try #require(text.firstRange(of: value)).lowerBound
    let column = text.unicodeScalars.distance(from: text.startIndex, to: start) + 1
    #expect(
      error?.position == SourcePosition(line: 1, column: column), "\(error?.description ?? "")")
    #expect(error?.field == "d")
  }
}
