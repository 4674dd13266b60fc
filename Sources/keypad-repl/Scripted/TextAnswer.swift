import Keypad

/// An ``Answer`` as one short line for people, the protocol without `--json`.
///
/// ```text
/// ok      amount = 1.234,5  [next]  de_DE
/// error   duplicate-decimal: the number already has a decimal separator  |  amount = 1,
/// submitted  amount=12.50 quantity=3 discount=- temperature=- tip=0.00
/// ```
enum TextAnswer {
  /// The answer's line, without line break.
  static func text(for answer: Answer, in session: Session) -> String {
    let form = session.form
    if answer.isHelp { return Help.commands }
    if answer.quits { return "bye" }
    if answer.isSpeak { return spoken(form.activeField?.spokenValue) }
    switch answer.submission {
    case .submitted(let values):
      let entries = values.entries.map { "\($0.name)=\($0.value?.text ?? "-")" }
      return (["submitted"] + entries).joined(separator: " ")
    case .notSubmitted, nil:
      break
    }
    var state = activeState(of: form)
    if answer.isShow {
      let fields = form.fields.map { definition in
        "\(definition.name) = \(form.display(of: definition.name) ?? "")"
      }
      state = fields.joined(separator: "; ") + "  |  " + state
    }
    if answer.isViewport { state += "  |  " + ViewportAnswer.summary(of: session.phone) }
    guard let error = answer.error else { return "ok  " + state }
    let message = error.message(locale: form.symbols.localeID)
    return "error \(error.code): \(message)  |  " + state
  }

  /// `amount = 1.234,5  [next]  de_DE`, or `no active field  de_DE`.
  private static func activeState(of form: KeypadForm) -> String {
    guard let name = form.activeFieldName, let field = form.activeField else {
      return "no active field  \(form.symbols.localeID)"
    }
    let returnKey = form.returnKey?.rawValue ?? "done"
    return "\(name) = \(field.display(editing: true))  [\(returnKey)]  \(form.symbols.localeID)"
  }
}
