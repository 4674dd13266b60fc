import Foundation
import Testing

/// The REPL says the engine's words in the form's language: issue 52's
/// checkout from a form file in de_DE, and a language without a catalog.
@Suite struct MessagesReplTests {
  static let checkout = """
    {"title": "Kasse", "fields": [
      {"name": "amount", "label": "Betrag", "currency": "EUR", "style": "currency",
       "min": "1", "required": true},
      {"name": "delivery", "label": "Liefertermin", "kind": "date", "min": "2026-12-01"},
      {"name": "card", "label": "Kartennummer", "kind": "card"},
      {"name": "cvc", "label": "Sicherheitscode", "kind": "securityCode", "card": "card"}
    ]}
    """

  @Test func theCheckoutOfIssue52IsWordedInGerman() throws {
    let run = try ReplBinary.run(
      form: Self.checkout, options: ["--locale", "de_DE"],
      input: """
        type 0,5
        press decimal
        focus delivery
        type 01112026
        focus card
        type 4242424242424242
        focus cvc
        type 12
        press done

        """)
    let answers = run.answers()
    try #require(answers.count == 9)
    #expect(answers[1].string("message") == "nur ein Dezimaltrennzeichen")
    #expect(
      answers[1].object("announcement")?.string("text")
        == "abgelehnt, nur ein Dezimaltrennzeichen")
    let failures = try #require(answers[8].objects("failures"))
    #expect(
      failures.map { $0["message"] as? String } == [
        "Betrag muss mindestens 1,00\u{A0}€ sein", "Liefertermin frühestens am 01.12.2026",
        "Sicherheitscode braucht 3 Ziffern, bei American Express 4",
      ])
    #expect(
      answers[8].object("announcement")?.string("text")
        == "nicht gesendet, 3 Felder zu korrigieren: Betrag muss mindestens 1,00\u{A0}€ sein")
  }

  @Test func aLanguageWithoutACatalogIsEnglish() throws {
    let run = try ReplBinary.run(
      form: Self.checkout, options: ["--locale", "is_IS"], input: "press done\n")
    let answer = try #require(run.answers().first)
    let failures = try #require(answer.objects("failures"))
    #expect(failures.first?["message"] as? String == "Betrag is required")
    #expect(answer.object("announcement")?.bool("fallback") == true)
    #expect(answer.object("announcement")?.string("language") == "en")
  }
}
