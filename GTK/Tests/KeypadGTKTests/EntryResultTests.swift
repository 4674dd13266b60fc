import Keypad
import Testing

@testable import KeypadGTK

/// What a form's result says of one field: what its entry draws after an
/// edit, without reading the field again.
@Suite struct EntryResultTests {
  /// A form of a de_DE amount (two fraction digits) and a four-digit code
  /// that moves on once full, the amount active.
  func form() throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1, rules: FieldRules(maxFractionDigits: 2)),
        FormField(
          name: "pin", tag: 2,
          rules: FieldRules(kind: try .code(length: 4...4), advancesWhenComplete: true)),
        FormField(name: "note", tag: 3),
      ], locale: "de_DE")
    _ = form.apply(.focus("amount"))
    return form
  }

  @Test func anAcceptedEditIsTheActiveFieldAfterIt() throws {
    var form = try form()
    let result = form.apply(.replace(0..<0, with: "1234"))
    let answer = try #require(EntryResult(result, field: "amount"))
    #expect(answer.rejection == nil)
    #expect(answer.display == "1.234")
    #expect(answer.selection == 5..<5)
    #expect(answer.value?.decimal == ExactDecimal("1234"))
  }

  @Test func aRefusedEditCarriesTheFieldsRefusal() throws {
    var form = try form()
    _ = form.apply(.replace(0..<0, with: "1,25"))
    let result = form.apply(.replace(4..<4, with: "9"))
    let answer = try #require(EntryResult(result, field: "amount"))
    #expect(answer.rejection == .maxFractionDigits)
    #expect(answer.display == "1,25")
    #expect(answer.selection == 4..<4)
  }

  @Test func aResultSaysNothingOfAnotherField() throws {
    var form = try form()
    let result = form.apply(.replace(0..<0, with: "7"))
    #expect(EntryResult(result, field: "pin") == nil)
    #expect(EntryResult(result, field: "nowhere") == nil)
  }

  /// A field that advances once full leaves the result to the next field:
  /// its entry then reads the field itself.
  @Test func anEditThatMovesOnDescribesTheNextField() throws {
    var form = try form()
    _ = form.apply(.focus("pin"))
    let result = form.apply(.replace(0..<0, with: "0042"))
    #expect(result.field == "note")
    #expect(EntryResult(result, field: "pin") == nil)
    let note = try #require(EntryResult(result, field: "note"))
    #expect(note.display == "")
  }

  /// A refusal of the form's (no field active) is no refusal of a field.
  @Test func theFormsRefusalIsNoFieldsRefusal() throws {
    var form = try form()
    let result = form.apply(.dismiss)
    #expect(EntryResult.rejection(of: result) == nil)
    let refused = form.apply(.key(.digit(1)))
    #expect(refused.refusal == .form(.noActiveField))
    #expect(EntryResult.rejection(of: refused) == nil)
    #expect(EntryResult(refused, field: "amount") == nil)
  }

  /// The entry says the result's announcement: a refusal in a few words, a
  /// digit nothing.
  @Test func theResultCarriesTheAnnouncement() throws {
    var form = try form()
    let typed = try #require(EntryResult(form.apply(.replace(0..<0, with: "1,2")), field: "amount"))
    #expect(typed.announcement == nil)
    let refused = try #require(EntryResult(form.apply(.key(.decimal)), field: "amount"))
    #expect(refused.announcement?.code == "refused")
    #expect(refused.announcement?.text == "abgelehnt, nur ein Dezimaltrennzeichen")
  }
}
