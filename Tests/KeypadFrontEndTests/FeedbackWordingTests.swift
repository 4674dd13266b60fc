@_spi(Engine) import Keypad
import Testing

@testable import KeypadFrontEnd

/// The sentences every front end shows, in the words the REPL's and the
/// GTK app's users read.
@Suite struct FeedbackWordingTests {
  @Test func aRejectionNamesTheInputAndKeepsTheCode() {
    let feedback = FeedbackWording.rejection(
      EntryRejection.maxFractionDigits, input: "'5'", locale: "en_US")
    #expect(feedback.text == "✗ '5': no more digits after the decimal separator")
    #expect(feedback.code == "max-fraction-digits")
    #expect(feedback.isError)
    #expect(
      FeedbackWording.rejection(EntryRejection.duplicateDecimal, locale: "en_US").text
        == "✗ only one decimal separator")
  }

  @Test func aRejectionIsInTheLocalesLanguage() {
    #expect(
      FeedbackWording.rejection(EntryRejection.maxFractionDigits, input: "'5'", locale: "de_DE")
        .text == "✗ '5': keine weiteren Ziffern nach dem Dezimaltrennzeichen")
    #expect(
      FeedbackWording.rejection(EntryRejection.duplicateDecimal, input: "','", locale: "fr_FR")
        .text == "✗ ','\u{A0}: un seul séparateur décimal")
    #expect(
      FeedbackWording.rejection(EntryRejection.duplicateDecimal, input: "'.'", locale: "ja_JP")
        .text == "✗ '.': 小数点は1つだけです")
  }

  @Test func noActiveFieldSaysWhereToStart() {
    let feedback = FeedbackWording.rejection(FormError.noActiveField, input: "'5'", locale: "en_US")
    #expect(feedback.text == "✗ No field is active: Tab starts at the first field")
    #expect(
      FeedbackWording.rejection(FormError.noActiveField, locale: "nl_NL").text
        == "✗ Geen veld is actief: Tab gaat naar het eerste veld")
    #expect(feedback.code == "no-active-field")
  }

  @Test func otherErrorsAreTheirMessageWithoutTheInput() {
    let error = LocaleError(id: "xx_YY", reason: .unknownLanguage)
    let feedback = FeedbackWording.rejection(error, input: "'5'", locale: "en_US")
    #expect(feedback.text == "✗ unknown locale xx_YY")
    #expect(feedback.code == "unknown-locale")
    let rules = RulesError.maxIntegerDigits(0)
    #expect(
      FeedbackWording.rejection(rules, locale: "de_DE").text == "✗ " + rules.description)
  }

  @Test func inputsAreNamedWithoutBidiMarks() {
    #expect(FeedbackWording.typed("\u{200F}\u{066B}") == "'\u{066B}'")
    #expect(FeedbackWording.typed("1.234,5") == "'1.234,5'")
    #expect(FeedbackWording.input(.digit(7), locale: "en_US") == "'7'")
    #expect(FeedbackWording.input(.doubleZero, locale: "en_US") == "'00'")
    #expect(FeedbackWording.input(.decimal, locale: "en_US") == "the decimal key")
    #expect(FeedbackWording.input(.sign, locale: "en_US") == "the sign key")
    #expect(FeedbackWording.input(.backspace, locale: "en_US") == "Backspace")
    #expect(FeedbackWording.input(.clear, locale: "en_US") == "Clear")
    #expect(FeedbackWording.input(.decimal, locale: "es_ES") == "la tecla decimal")
  }

  @Test func aSubmissionCountsTheValuesAndTheEmptyOnes() {
    let values: FormValues = ["amount": .decimal(1), "tip": nil, "pin": .digits("0042")]
    let feedback = FeedbackWording.submitted(values, tabEditsAgain: true, locale: "en_US")
    #expect(feedback.text == "✓ Submitted 3 values (1 empty); Tab edits again")
    #expect(!feedback.isError && feedback.code == nil)
    let one: FormValues = ["amount": .decimal(1)]
    #expect(FeedbackWording.submitted(one, locale: "en_US").text == "✓ Submitted 1 value")
    #expect(
      FeedbackWording.submitted(values, tabEditsAgain: true, locale: "de_DE").text
        == "✓ 3 Werte gesendet (1 leer); Tab bearbeitet erneut")
    #expect(
      FeedbackWording.submitted(values, locale: "ar_EG").text
        == "✓ أُرسلت \u{663} قيم (\u{661} فارغة)")
  }

  @Test func aFailedDoneCountsTheFieldsToFix() {
    let required = ValidationFailure(field: "quantity", label: "Quantity", code: .required)
    let high = ValidationFailure(field: "tip", label: "Tip", code: .aboveMax, bound: 100)
    #expect(
      FeedbackWording.notSubmitted([required], locale: "en_US").text
        == "✗ Not submitted: 1 field to fix (marked ✗)")
    #expect(
      FeedbackWording.notSubmitted([required, high], locale: "en_US").text
        == "✗ Not submitted: 2 fields to fix (marked ✗)")
    #expect(
      FeedbackWording.notSubmitted([required, high], locale: "he_IL").text
        == "✗ לא נשלח: שני שדות לתיקון (מסומנים ב־✗)")
    #expect(FeedbackWording.failure(required).text == "✗ Quantity is required")
    #expect(FeedbackWording.failure(high).text == "✗ Tip must be at most 100")
    #expect(FeedbackWording.failure(high).code == "above-max")
  }

  @Test func aLocaleChangeNamesTheDecimalKeysNewLabel() throws {
    #expect(
      FeedbackWording.localeChanged(to: "en_IN", symbols: try .locale("en_IN")).text
        == "Locale en_IN: the decimal key shows .")
    #expect(
      FeedbackWording.localeChanged(to: "ar_EG", symbols: try .locale("ar_EG")).text
        == "اللغة والمنطقة ar_EG: مفتاح الفاصلة العشرية يعرض \u{066B}")
    #expect(
      FeedbackWording.localeChanged(to: "fr_CH", symbols: try .locale("fr_CH")).text
        == "Paramètres régionaux fr_CH\u{A0}: la touche décimale affiche ,")
    // A language without a catalog: English.
    #expect(
      FeedbackWording.localeChanged(to: "sv_SE", symbols: try .locale("sv_SE")).text
        == "Locale sv_SE: the decimal key shows ,")
  }
}
