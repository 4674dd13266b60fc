import KeypadTestSupport
import PropertyBased
import Testing

@_spi(Engine) @testable import Keypad

/// What a listener hears after each input beyond the key echo: the
/// contract of docs/accessibility.md.
@Suite struct AnnouncementTests {
  /// An amount (0 to 100, clamped, negatives allowed), a card number, an
  /// expiry date and a four-digit PIN, chained in that order, the kinds
  /// advancing when complete.
  static func form(locale: String = "en_US") throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [
        FormField(
          name: "amount", label: "Amount", tag: 1,
          rules: FieldRules(
            maxFractionDigits: 2, allowNegative: true, min: -100, max: 100, bounds: .clamp)),
        FormField(
          name: "card", label: "Card number", tag: 2,
          rules: FieldRules(kind: .card, advancesWhenComplete: true)),
        FormField(
          name: "expiry", label: "Expiry", tag: 3,
          rules: FieldRules(kind: .expiry, advancesWhenComplete: true)),
        FormField(
          name: "pin", label: "PIN", tag: 4,
          rules: FieldRules(kind: .code(length: 4...4, secure: true)),
          isRequired: true),
      ], locale: locale)
    form.today = CalendarDay("2026-11-24")
    form.apply(.focus("amount"))
    return form
  }

  @Test func aDigitAndItsRegroupingSayNothingBeyondTheKey() throws {
    var form = try Self.form()
    for character in "1234" {
      #expect(form.apply(.characters(String(character))).announcement == nil)
    }
    #expect(form.apply(.key(.decimal)).announcement == nil)
  }

  @Test func aRefusedKeySaysWhyInAFewWords() throws {
    var form = try Self.form()
    form.apply(.characters("2.5"))
    let result = form.apply(.key(.decimal))
    #expect(result.announcement?.content == .refused(.entry(.duplicateDecimal)))
    #expect(result.announcement?.code == "refused")
    #expect(result.announcement?.text == "refused, only one decimal separator")
    #expect(form.apply(.focus("card")).announcement == nil)
    #expect(form.apply(.key(.decimal)).announcement?.text == "refused, digits only")
  }

  @Test func aRefusedPasteSaysWhy() throws {
    var form = try Self.form()
    #expect(
      form.apply(.paste("abc")).announcement?.text == "refused, not a number in this locale")
  }

  @Test func anInputWithoutAnActiveFieldIsRefusedAloud() throws {
    var form = try Self.form()
    form.apply(.dismiss)
    #expect(form.apply(.key(.digit(1))).announcement?.text == "refused, no field is active")
  }

  @Test func backspaceNamesTheDigitItDeleted() throws {
    var form = try Self.form()
    form.apply(.characters("12.5"))
    #expect(form.apply(.key(.backspace)).announcement?.text == "five deleted")
    #expect(form.apply(.key(.backspace)).announcement?.text == "decimal separator deleted")
    #expect(form.apply(.deleteBackward).announcement?.content == .deleted("two"))
  }

  @Test func backspaceAfterAGroupingSeparatorNamesTheDigitBeforeIt() throws {
    var form = try Self.form(locale: "de_DE")
    form.apply(.paste("1234"))
    #expect(form.apply(.select(2..<2)).announcement == nil)  // 1.|234
    #expect(form.apply(.key(.backspace)).announcement?.text == "eins gelöscht")
  }

  @Test func deletedDigitsAreSpelledInTheFieldsLocale() throws {
    var form = try Self.form(locale: "fr_FR")
    form.apply(.characters("7"))
    #expect(form.apply(.key(.backspace)).announcement?.text == "supprimé\u{A0}: sept")
  }

  @Test func aSelectionOfMoreThanFourCharactersIsCounted() throws {
    var form = try Self.form()
    form.apply(.characters("-12.25"))
    form.apply(.select(0..<6))
    #expect(form.apply(.key(.backspace)).announcement?.text == "6 characters deleted")
  }

  @Test func aSelectionTypedOverSaysNothingBeyondTheKey() throws {
    var form = try Self.form()
    form.apply(.characters("12"))
    form.apply(.select(0..<2))
    #expect(form.apply(.key(.digit(3))).announcement == nil)
  }

  @Test func undoAndRedoSayTheValueTheyLeft() throws {
    var form = try Self.form()
    form.apply(.characters("12"))
    #expect(form.apply(.undo).announcement?.text == "undone, one")
    #expect(form.apply(.undo).announcement?.text == "undone, empty")
    #expect(form.apply(.undo).announcement?.text == "refused, nothing to undo")
    #expect(form.apply(.redo).announcement?.text == "redone, one")
  }

  @Test func aStepSaysTheNewValue() throws {
    var form = try Self.form()
    form.apply(.characters("41"))
    #expect(form.apply(.increment).announcement?.content == .stepped("forty-two"))
  }

  @Test func aValueClampedOnLeavingSaysTheValueAndTheBound() throws {
    var form = try Self.form()
    form.apply(.characters("250"))
    let result = form.apply(.next)
    #expect(result.announcement?.code == "clamped")
    #expect(result.announcement?.text == "set to one hundred, the maximum")
    form.apply(.focus("amount"))
    form.apply(.key(.clear))
    form.apply(.characters("-300"))
    #expect(form.apply(.next).announcement?.text == "set to minus one hundred, the minimum")
  }

  @Test func aCardsBrandIsSaidWhenFoundAndWhenItChanges() throws {
    var form = try Self.form()
    form.apply(.focus("card"))
    #expect(form.apply(.characters("4")).announcement?.text == "Visa")
    #expect(form.apply(.characters("1")).announcement == nil)
    form.apply(.key(.clear))
    #expect(form.apply(.characters("3")).announcement == nil)
    #expect(form.apply(.characters("7")).announcement?.content == .cardBrand(.amex))
  }

  @Test func aCompleteCardSaysSoAndTheFieldItMovesTo() throws {
    var form = try Self.form()
    form.apply(.focus("card"))
    form.apply(.characters("424242424242424"))
    let result = form.apply(.characters("2"))
    #expect(result.field == "expiry")
    #expect(result.announcement?.content == .complete(field: "Card number", next: "Expiry"))
    #expect(result.announcement?.text == "Card number complete, Expiry")
  }

  @Test func aCardOfSixteenDigitsThatFailsLuhnSaysItIsInvalidAndStays() throws {
    var form = try Self.form()
    form.apply(.focus("card"))
    form.apply(.characters("424242424242424"))
    let result = form.apply(.characters("1"))
    #expect(result.field == "card")
    #expect(result.announcement?.code == "invalid")
    #expect(result.announcement?.text == "Card number is not a valid card number")
  }

  @Test func anExpiredDateSaysSoWhenComplete() throws {
    var form = try Self.form()
    form.apply(.focus("expiry"))
    let result = form.apply(.characters("0125"))
    #expect(result.announcement?.text == "Expiry has expired, PIN")
  }

  @Test func aSecureCodeSaysItsCountAndNeverADigit() throws {
    var form = try Self.form()
    form.apply(.focus("pin"))
    #expect(form.apply(.characters("7")).announcement?.text == "one of four digits")
    #expect(form.apply(.characters("3")).announcement?.content == .secureCount(2, of: 4))
    let deleted = form.apply(.key(.backspace)).announcement
    #expect(deleted?.text == "one of four digits")
    // The digits typed, 7 and 3, are never named.
    #expect(deleted?.text.contains("seven") == false)
    #expect(deleted?.text.contains("three") == false)
    form.apply(.characters("12"))
    #expect(form.apply(.characters("9")).announcement?.text == "PIN complete")
  }

  @Test func aFailedDoneSaysHowManyFieldsAndTheFirstProblem() throws {
    var form = try Self.form()
    let result = form.apply(.done)
    #expect(result.field == "pin")
    #expect(result.announcement?.code == "not-submitted")
    #expect(result.announcement?.text == "not submitted, 1 field to fix: PIN is required")
  }

  @Test func aSubmittedFormSaysSo() throws {
    var form = try Self.form()
    form.apply(.focus("pin"))
    form.apply(.characters("1234"))
    #expect(form.apply(.done).announcement?.content == .submitted)
  }

  /// Random inputs, the focus moved at random between the four fields.
  static let inputs = zip(FormApplyTests.inputs, Gen.int(in: 0...7)).map { input, focus in
    focus < 4 ? FormInput.focus(["amount", "card", "expiry", "pin"][focus]) : input
  }

  /// A refusal is always announced, and only a refusal is `refused`; a
  /// digit taken in the amount says nothing; a deletion made the typed
  /// text shorter; a secure code's digits are never named.
  @Test func announcementsFollowTheirRules() async throws {
    let start = try Self.form()
    await checkProperty(count: 200, input: Self.inputs.array(of: 1...40)) { inputs in
      var form = start
      for input in inputs {
        let before = form.activeField
        let name = form.activeFieldName
        let result = form.apply(input)
        let context = Comment(rawValue: "\(input) in \(inputs)")
        if let refusal = result.refusal {
          #expect(result.announcement?.content == .refused(refusal), context)
          continue
        }
        #expect(result.announcement?.code != "refused", context)
        guard let before, let after = form.field(named: name ?? "") else { continue }
        if case .key(.digit) = input, name == "amount",
          after.typed.count == before.typed.count + 1
        {
          #expect(result.announcement == nil, context)
        }
        if case .deleted = result.announcement?.content {
          #expect(after.typed.count < before.typed.count, context)
        }
        // A secure code's digits; the count of fields to fix is no digit of it.
        if name == "pin", let announcement = result.announcement,
          announcement.code != "not-submitted"
        {
          #expect(announcement.code != "deleted", context)
          #expect(!announcement.text.contains { $0.isNumber }, context)
        }
      }
    }
  }

  @Test func movingAroundSaysNothingBeyondWhatTheReaderSays() throws {
    var form = try Self.form()
    form.apply(.characters("12"))
    #expect(form.apply(.moveCaret(by: -1, extendingSelection: false)).announcement == nil)
    #expect(form.apply(.select(0..<1)).announcement == nil)
    #expect(form.apply(.next).announcement == nil)
    #expect(form.apply(.previous).announcement == nil)
  }
}
