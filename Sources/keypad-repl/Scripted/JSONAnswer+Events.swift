import Keypad

extension JSONAnswer {
  /// The events a command caused, in order, as the `events` member: each
  /// an object with `kind` (``FormEvent/kind``, such as `value-committed`)
  /// and `field` (``FormEvent/field``, or null), and `value` (exact text or
  /// null) for the events that carry one: `value-changed`, `value-clamped`
  /// and `value-committed`.
  ///
  /// A field of another kind than decimal has no decimal: its `value` is
  /// the field's value as text (its digits).
  ///
  /// ```json
  /// [{"kind":"value-committed","field":"amount","value":"12.5"},
  ///  {"kind":"focus-changed","field":"tip"}]
  /// ```
  static func events(_ events: [FormEvent], of form: NumberForm) -> JSONOutput {
    .array(
      events.map { event in
        var members: [(String, JSONOutput)] = [
          ("kind", .string(event.kind)), ("field", .string(event.field)),
        ]
        switch event {
        case .valueChanged(let name, let value, _), .valueCommitted(let name, let value):
          let field = form.field(named: name)
          let text =
            field?.rules.kind.format == nil ? value?.description : field?.fieldValue?.description
          members.append(("value", .string(text)))
        case .valueClamped(_, let value, _):
          members.append(("value", .string(value.description)))
        case .focusChanged, .inputRejected, .returnKeyChanged, .alreadyAtFirstField, .submitted,
          .validationFailed, .localeChanged:
          break
        }
        return .object(members)
      })
  }
}
