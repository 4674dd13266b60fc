import Foundation
import Testing

@_spi(Engine) @testable import Keypad

/// Exact decimal values: parsing, canonical text, numeric comparison, JSON.
@Suite struct ExactDecimalTests {
  @Test(arguments: [
    ("0", "0"), ("007.10", "7.10"), ("-1234.50", "-1234.50"), ("-0", "-0"), ("0.000", "0.000"),
  ])
  func canonicalText(input: String, canonical: String) {
    #expect(ExactDecimal(input)?.description == canonical)
  }

  @Test(arguments: ["", "-", ".", "1.", ".5", "1,5", "1e5", "+1", "--1", "1.2.3", " 1", "١"])
  func malformedTextIsRefused(input: String) {
    #expect(ExactDecimal(input) == nil)
  }

  @Test func comparisonIsNumeric() throws {
    let value = { (text: String) throws -> ExactDecimal in try #require(ExactDecimal(text)) }
    #expect(try value("1.50") == value("1.5"))
    #expect(try value("-0.0") == value("0"))
    #expect(try value("1.5") < value("1.50001"))
    #expect(try value("-2") < value("-1.99"))
    #expect(try value("99") < value("100"))
    #expect(try value("-100") < value("0"))
    #expect(try Set([value("1.50"), value("1.5"), value("-0"), value("0")]).count == 2)
  }

  @Test func integerLiterals() {
    let limit: ExactDecimal = -250
    #expect(limit.description == "-250")
  }

  @Test func jsonUsesStringsNeverNumbers() throws {
    let encoded = try JSONEncoder().encode([ExactDecimal("-1234.50")])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["-1234.50"]"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ExactDecimal].self, from: Data("[1.5]".utf8))
    }
    let decoded = try JSONDecoder().decode([ExactDecimal].self, from: Data(#"["0.10"]"#.utf8))
    #expect(decoded.first?.description == "0.10")
  }
}
