import Keypad
import KeypadPhone

/// An ``Answer`` as one JSON object, the `--json` protocol.
///
/// Members, always in this order: `ok`, `error` (stable code or null),
/// `message` (the error in words, in the form's language, or null), `field` (active field or null),
/// `display`, `selection` (`[start, end]` in UTF-16 offsets into `display`,
/// or null), `value`, `returnKey` (`next`, `done`, or null), `locale`,
/// `fields` (every field by name: `label`, `display`, `value`, `kind`,
/// `brand` (card fields only: the brand or null), `enabled`, `hidden`, `failure`; `value` is the kind's value as text:
/// the decimal, or the digits of a digits field or a code; `display` is what the screen shows: the editing
/// display for the active field, the not-editing one for every other),
/// `viewport` (the phone, see ``ViewportAnswer``), `events` (what the
/// command caused, in order, each with `kind` and `field`; see
/// ``events(_:)``), `announcement` (what a listener should hear beyond
/// the key echo, `{"code":...,"text":...,"language":...,"fallback":...}`,
/// or null; see ``Announcement``).
/// A Done adds `submitted`,
/// then `values` or `failures`; `speak` adds `spoken`; `help` adds `help`.
///
/// ```json
/// {"ok":true,"error":null,"message":null,"field":"amount","display":"1.234,5",
///  "value":"1234.5","returnKey":"next","locale":"de_DE","fields":{...}}
/// ```
enum JSONAnswer {
  /// The answer's JSON text, one line without line break.
  static func text(for answer: Answer, in session: Session) -> String {
    object(for: answer, in: session).text
  }

  /// The answer as a JSON value.
  static func object(for answer: Answer, in session: Session) -> JSONOutput {
    let form = session.form
    let active = form.activeField
    var members: [(String, JSONOutput)] = [
      ("ok", .bool(answer.ok)),
      ("error", .string(answer.error?.code)),
      ("message", .string(answer.error?.message(locale: form.symbols.localeID))),
      ("field", .string(form.activeFieldName)),
      ("display", .string(active?.display(editing: true))),
      (
        "selection",
        form.selection.map { .array([.integer($0.lowerBound), .integer($0.upperBound)]) } ?? .null
      ),
      ("value", .string(active?.value?.text)),
      ("returnKey", .string(form.returnKey?.rawValue)),
      ("locale", .string(form.symbols.localeID)),
      ("fields", fields(of: form)),
      ("viewport", ViewportAnswer.object(for: session.phone)),
      ("events", events(answer.events)),
      ("announcement", announcement(answer.announcement)),
    ]
    switch answer.submission {
    case .submitted(let values):
      members.append(("submitted", .bool(true)))
      members.append(("values", .verbatim(values.json)))
    case .notSubmitted(let failures):
      members.append(("submitted", .bool(false)))
      members.append(("failures", .array(failures.map(failure))))
    case nil:
      break
    }
    if answer.isSpeak { members.append(("spoken", spoken(active?.spokenValue))) }
    if answer.isHelp { members.append(("help", .string(Help.commands))) }
    return .object(members)
  }

  /// An announcement as `{"code":...,"text":...,"language":...,"fallback":...}`,
  /// or null: `fallback` is true when the text is English because the
  /// form's language has no catalog.
  private static func announcement(_ announcement: Announcement?) -> JSONOutput {
    guard let announcement else { return .null }
    return .object([
      ("code", .string(announcement.code)), ("text", .string(announcement.text)),
      ("language", .string(announcement.language)),
      ("fallback", .bool(announcement.isFallback)),
    ])
  }

  /// Every field by name, in definition order.
  private static func fields(of form: KeypadForm) -> JSONOutput {
    .object(
      form.fields.map { definition in
        let field = form.field(named: definition.name)
        let failure = form.failure(for: definition.name)
        var members: [(String, JSONOutput)] = [
          ("label", .string(definition.label)),
          ("display", .string(form.display(of: definition.name) ?? "")),
          ("value", .string(field?.value?.text)),
          ("kind", .string(definition.rules.kind.name)),
        ]
        if definition.rules.kind == .card {
          members.append(("brand", .string(field?.cardBrand?.rawValue)))
        }
        if let region = field?.phoneRegion, let valid = field?.isValidPhoneNumber {
          members.append(("region", .string(region)))
          members.append(("valid", .bool(valid)))
        }
        members += [
          ("enabled", .bool(definition.isEnabled)),
          ("hidden", .bool(definition.isHidden)),
          ("failure", .string(failure?.code.rawValue)),
        ]
        return (definition.name, .object(members))
      })
  }

  private static func failure(_ failure: ValidationFailure) -> JSONOutput {
    .object([
      ("field", .string(failure.field)),
      ("code", .string(failure.code.rawValue)),
      ("bound", .string(failure.bound?.description)),
      ("message", .string(failure.message)),
    ])
  }
}
