import Keypad
import KeypadFormFile
import Testing

/// A form file whose step or bounds the field could never reach is refused
/// at the key that says so, rather than loading a field whose steps all
/// fail.
@Suite struct UnreachableRulesTests {
  private func failure(_ field: String) throws -> FormFileError? {
    let text = #"{"fields":[\#(field)]}"#
    let symbols = try NumberSymbols.locale("en_US")
    do throws(FormFileError) {
      _ = try FormFile.parse(bytes: Array(text.utf8), path: "f.json").makeForm(symbols: symbols)
      return nil
    } catch {
      return error
    }
  }

  /// The column of `key`'s value in the one-line file of `field`.
  private func column(ofValueOf key: String, in field: String) throws -> Int {
    let prefix = #"{"fields":["#
    let range = try #require(field.range(of: #""\#(key)":"#))
    return prefix.count + field.distance(from: field.startIndex, to: range.upperBound) + 1
  }

  @Test(arguments: [
    (#"{"name":"a","maxFractionDigits":0,"max":"10.5"}"#, "max"),
    (#"{"name":"a","maxFractionDigits":0,"min":"0.5"}"#, "min"),
    (#"{"name":"a","entry":"cents","step":"0.005"}"#, "step"),
    (#"{"name":"a","step":"0.000000000000000000000000000000001","maxFractionDigits":32}"#, "step"),
  ])
  func anUnreachableValueIsFormInvalidValueAtItsKey(field: String, key: String) throws {
    let error = try #require(try failure(field))
    #expect(error.code == "form-invalid-value")
    #expect(error.field == "a")
    #expect(error.position?.line == 1)
    #expect(error.position?.column == (try column(ofValueOf: key, in: field)))
  }

  @Test func trailingZerosNeedNoFractionDigits() throws {
    #expect(try failure(#"{"name":"a","maxFractionDigits":0,"max":"10.00","step":"2.0"}"#) == nil)
  }
}
