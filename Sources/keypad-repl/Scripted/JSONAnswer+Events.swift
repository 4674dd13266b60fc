import Keypad

extension JSONAnswer {
  /// The events a command caused, in order, as the `events` member: each
  /// an object with `kind` (``FormEvent/kind``, such as `value-committed`)
  /// and `field` (``FormEvent/field``, or null), `value` (the value's text
  /// at that event, or null) for the events that carry one
  /// (`value-changed`, `value-clamped`, `value-committed`), in every kind.
  ///
  /// ```json
  /// [{"kind":"value-committed","field":"amount","value":"12.5"},
  ///  {"kind":"focus-changed","field":"tip"}]
  /// ```
  static func events(_ events: [FormEvent]) -> JSONOutput {
    .array(
      events.map { event in
        var members: [(String, JSONOutput)] = [
          ("kind", .string(event.kind)), ("field", .string(event.field)),
        ]
        switch event {
        case .valueChanged, .valueClamped, .valueCommitted:
          members.append(("value", .string(event.value?.text)))
        case .focusChanged, .textChanged, .inputRejected, .returnKeyChanged, .alreadyAtFirstField,
          .submitted, .validationFailed, .localeChanged:
          break
        }
        return .object(members)
      })
  }
}
