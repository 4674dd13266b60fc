import Testing

@_spi(Engine) @testable import Keypad

/// A card number and its security code are whole in what a form submits
/// and in the values its events carry, and never in a description: an
/// event's, a value's, the values', a failure's or an announcement's, which
/// is what `print(events)` and a log show.
@Suite struct PaymentDataLogTests {
  /// A Visa test number (Luhn-valid, 16 digits) whose digits are none of
  /// the security code's, and a code of three digits.
  static let card = "4000056655665556"
  static let code = "918"
  /// The one way a log may show the card: its last four digits, masked.
  static let masked = "\u{2022}\u{2022}\u{2022}\u{2022} 5556"

  static func form() throws -> KeypadForm {
    var form = try KeypadForm(
      fields: [
        FormField(name: "amount", tag: 1),
        FormField(name: "card", tag: 2, rules: FieldRules(kind: .card)),
        FormField(name: "expiry", tag: 3, rules: FieldRules(kind: .expiry)),
        FormField(name: "cvc", tag: 4, rules: FieldRules(kind: .securityCode(card: "card"))),
      ], locale: "en_US")
    form.today = CalendarDay("2026-11-24")
    return form
  }

  /// Every way the test types, edits and submits the card and the code,
  /// with every result the form gave.
  static func session() throws -> (form: KeypadForm, results: [FormResult]) {
    var form = try form()
    var results: [FormResult] = []
    func apply(_ input: FormInput) { results.append(form.apply(input)) }
    apply(.focus("amount"))
    apply(.characters("12.5"))
    apply(.next)
    for character in card { apply(.characters(String(character))) }
    apply(.key(.backspace))
    apply(.undo)
    apply(.redo)
    apply(.undo)
    apply(.select(0..<0))
    apply(.paste("4000 0566 5566 5556 1"))  // refused: one digit too many
    apply(.next)
    apply(.characters("1230"))
    apply(.next)
    apply(.characters(String(code.prefix(2))))
    apply(.done)  // fails: the code is too short
    apply(.focus("cvc"))
    apply(.characters(String(code.dropFirst(2))))
    apply(.key(.backspace))
    apply(.undo)
    apply(.setValue(.digits(card), field: "card"))
    apply(.done)
    return (form, results)
  }

  /// Everything a log could hold of the session: each event's description
  /// and debug description, the events printed as a list, each announcement
  /// and refusal, each value carried, the values and the failures.
  static func logged(_ form: KeypadForm, _ results: [FormResult]) -> String {
    let events = results.flatMap(\.events)
    var lines = ["\(events)", String(reflecting: events)]
    for event in events {
      lines += [event.description, String(reflecting: event)]
      if let value = event.value { lines += ["\(value)", String(reflecting: value)] }
      switch event {
      case .submitted(let values): lines += ["\(values)", String(reflecting: values)]
      case .validationFailed(let failures): lines += failures.map { "\($0)" }
      default: break
      }
    }
    for result in results {
      lines += [result.announcement.map { "\($0)" } ?? "", result.refusal.map { "\($0)" } ?? ""]
    }
    lines += ["\(form.values)", String(reflecting: form.values)]
    for entry in form.values.entries {
      lines += [entry.value.map { "\($0)" } ?? "", String(reflecting: entry.value)]
    }
    return lines.joined(separator: "\n")
  }

  @Test func noDescriptionHoldsTheCodeOrMoreOfTheCardThanItsLastFourDigits() throws {
    let (form, results) = try Self.session()
    let logged = Self.logged(form, results)
    #expect(!logged.contains(Self.code), "\(logged)")
    // The code spoken: what an undo or a Backspace in it says.
    for word in ["nine", "eight"] { #expect(!logged.contains(word), "\(word)") }
    // Any four digits in a row of the card, the last four too, unless
    // masked as the one way a log may show them.
    let rest = logged.replacing(Self.masked, with: "")
    let digits = Array(Self.card)
    for start in 0...(digits.count - 4) {
      let run = String(digits[start..<(start + 4)])
      #expect(!rest.contains(run), "\(run) in \(rest)")
    }
    #expect(logged.contains(Self.masked), "\(logged)")
    #expect(logged.contains("<3 secure digits>"), "\(logged)")
  }

  @Test func theTypedValuesStayWholeForTheApp() throws {
    let (form, results) = try Self.session()
    let events = results.flatMap(\.events)
    #expect(form.values["card"] == .cardNumber(Self.card))
    #expect(form.values["card"]?.text == Self.card)
    #expect(form.values["cvc"] == .secureDigits(Self.code))
    #expect(form.values["cvc"]?.text == Self.code)
    #expect(form.values.json.contains(#""card":"\#(Self.card)""#))
    #expect(form.values.json.contains(#""cvc":"\#(Self.code)""#))
    let submitted = events.compactMap { event -> FormValues? in
      if case .submitted(let values) = event { values } else { nil }
    }
    #expect(submitted.map { $0["card"]?.text } == [Self.card])
    #expect(submitted.map { $0["cvc"]?.text } == [Self.code])
    let changed = events.compactMap { $0.field == "card" ? $0.value?.text : nil }
    #expect(changed.first == "4")
    #expect(changed.contains(Self.card))
    let committed = events.compactMap { event -> String? in
      guard case .valueCommitted("cvc", let value) = event else { return nil }
      return value?.text
    }
    #expect(committed.last == Self.code)
  }

  @Test func aCardShowsItsLastFourDigitsOnlyOnceComplete() {
    let masked = Self.masked
    #expect(FieldValue.cardNumber(Self.card).description == masked)
    #expect(FieldValue.cardNumber(Self.card).debugDescription == ".cardNumber(\(masked))")
    // American Express is complete at 15 digits.
    #expect(
      FieldValue.cardNumber("378282246310005").description
        == "\u{2022}\u{2022}\u{2022}\u{2022} 0005")
    #expect(FieldValue.cardNumber("37828224631000").description == "<14 card digits>")
    // Fails the Luhn check.
    #expect(FieldValue.cardNumber("4000056655665557").description == "<16 card digits>")
    // Valid at 19 digits, but its first 16 were complete: no digit shown.
    #expect(FieldValue.cardNumber("4000056655665556007").description == "<19 card digits>")
    #expect(FieldValue.cardNumber("4").description == "<1 card digit>")
    #expect(FieldValue.secureDigits("7").description == "<1 secure digit>")
  }

  @Test func eachKindSaysWhetherALogHoldsItsDigits() throws {
    let hidden: [FieldKind] = [
      .card, .securityCode(), .securityCode(card: "card"), try .code(length: 4...4, secure: true),
    ]
    let shown: [FieldKind] = [
      .decimal, .expiry, .date(), try .code(length: 4...4), try .digits(pattern: "### ###"),
    ]
    for kind in hidden {
      let field = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
      #expect(field.hidesDigitsInLogs, "\(kind.name)")
    }
    for kind in shown {
      let field = try KeypadField(locale: "en_US", rules: FieldRules(kind: kind))
      #expect(!field.hidesDigitsInLogs, "\(kind.name)")
    }
  }

  @Test func anEventLeavesOutTheDisplayOfAMaskedValue() {
    let card = FormEvent.valueChanged(
      field: "card", value: .cardNumber("4000"), display: "4000")
    #expect(card.description == "value-changed card <4 card digits>")
    let amount = FormEvent.valueChanged(field: "amount", value: .decimal(4000), display: "4,000")
    #expect(amount.description == #"value-changed amount 4000 "4,000""#)
  }

  @Test func anAnnouncementsDescriptionLeavesOutWhatItSaysOfAField() {
    func said(_ content: Announcement.Content) -> Announcement {
      Announcement(content, locale: "en_US")
    }
    #expect(said(.deleted("eight")).description == "deleted")
    #expect(said(.undone("nine one eight")).description == "undone")
    #expect(said(.redone(nil)).description == "redone")
    #expect(said(.cardBrand(.visa)).description == "card-brand: Visa")
    #expect(said(.undone("nine one eight")).text == "undone, nine one eight")
  }
}
