@_spi(Engine) import Keypad
import Testing

@testable import KeypadFrontEnd

/// The sentences every front end shows, in the words the REPL's and the
/// GTK app's users read.
@Suite struct FeedbackWordingTests {
  @Test func aRejectionNamesTheInputAndKeepsTheCode() {
    let feedback = FeedbackWording.rejection(EntryRejection.maxFractionDigits, input: "'5'")
    #expect(feedback.text == "✗ '5': too many digits after the decimal separator")
    #expect(feedback.code == "max-fraction-digits")
    #expect(feedback.isError)
    #expect(
      FeedbackWording.rejection(EntryRejection.duplicateDecimal).text
        == "✗ the number already has a decimal separator")
  }

  @Test func noActiveFieldSaysWhereToStart() {
    let feedback = FeedbackWording.rejection(FormError.noActiveField, input: "'5'")
    #expect(feedback.text == "✗ No field is active: Tab starts at the first field")
    #expect(feedback.code == "no-active-field")
  }

  @Test func otherErrorsAreTheirDescription() {
    let error = LocaleError(id: "xx_YY", reason: .unknownLanguage)
    let feedback = FeedbackWording.rejection(error, input: "'5'")
    #expect(feedback.text == "✗ unknown locale 'xx_YY': it names a language ICU has no data for")
    #expect(feedback.code == "unknown-locale")
  }

  @Test func inputsAreNamedWithoutBidiMarks() {
    #expect(FeedbackWording.typed("\u{200F}\u{066B}") == "'\u{066B}'")
    #expect(FeedbackWording.typed("1.234,5") == "'1.234,5'")
    #expect(FeedbackWording.input(.digit(7)) == "'7'")
    #expect(FeedbackWording.input(.doubleZero) == "'00'")
    #expect(FeedbackWording.input(.decimal) == "the decimal key")
    #expect(FeedbackWording.input(.sign) == "the sign key")
    #expect(FeedbackWording.input(.backspace) == "Backspace")
    #expect(FeedbackWording.input(.clear) == "Clear")
  }

  @Test func aSubmissionCountsTheValuesAndTheEmptyOnes() {
    let values: FormValues = ["amount": .decimal(1), "tip": nil, "pin": .digits("0042")]
    let feedback = FeedbackWording.submitted(values, hint: "Tab edits again")
    #expect(feedback.text == "✓ Submitted 3 values (1 empty); Tab edits again")
    #expect(!feedback.isError && feedback.code == nil)
    let one: FormValues = ["amount": .decimal(1)]
    #expect(FeedbackWording.submitted(one).text == "✓ Submitted 1 value")
  }

  @Test func aFailedDoneCountsTheFieldsToFix() {
    let required = ValidationFailure(field: "quantity", label: "Quantity", code: .required)
    let high = ValidationFailure(field: "tip", label: "Tip", code: .aboveMax, bound: 100)
    #expect(
      FeedbackWording.notSubmitted([required]).text == "✗ Not submitted: 1 field to fix (marked ✗)")
    #expect(
      FeedbackWording.notSubmitted([required, high]).text
        == "✗ Not submitted: 2 fields to fix (marked ✗)")
    #expect(FeedbackWording.failure(required).text == "✗ Quantity is required")
    #expect(FeedbackWording.failure(high).text == "✗ Tip must be at most 100")
    #expect(FeedbackWording.failure(high).code == "above-max")
  }

  @Test func aLocaleChangeNamesTheDecimalKeysNewLabel() throws {
    #expect(
      FeedbackWording.localeChanged(to: "ar_EG", symbols: try .locale("ar_EG")).text
        == "Locale ar_EG: the decimal key shows \u{066B}")
    #expect(
      FeedbackWording.localeChanged(to: "fr_CH", symbols: try .locale("fr_CH")).text
        == "Locale fr_CH: the decimal key shows ,")
  }
}
