/// Something that happened in a ``NumberForm``, for a front end to show.
///
/// Every request to the form returns the events it caused, in order. A
/// front end can also re-read the form's state after any request; the events
/// only say what changed.
///
/// ```swift
/// var form = try NumberForm(fields: [
///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
/// ], symbols: .locale("en_US"))
/// try form.focus("amount")
/// // [.focusChanged(from: nil, to: "amount"), .returnKeyChanged(.next)]
/// try form.press(.digit(5))
/// // [.valueChanged(field: "amount", value: 5, display: "5")]
/// form.nextRequested()
/// // [.focusChanged(from: "amount", to: "tip"), .returnKeyChanged(.done)]
/// ```
public enum FormEvent: Sendable, Hashable {
  /// The active field changed; `nil` means no field is active.
  case focusChanged(from: String?, to: String?)
  /// A field's input changed: its new value (`nil` when empty) and display.
  case valueChanged(field: String, value: ExactDecimal?, display: String)
  /// The active field refused a key, a typed character or a paste; it is
  /// unchanged.
  case inputRejected(field: String, reason: EntryRejection)
  /// The active field's return key changed; `nil` when no field is active.
  case returnKeyChanged(ReturnKey?)
  /// Previous found no earlier field; focus stays on the named field (`nil`
  /// when none is active).
  case alreadyAtFirstField(String?)
  /// Done found every value valid and submitted them.
  case submitted(FormValues)
  /// Done found invalid fields: every failure, in chain order then the
  /// unchained fields in definition order.
  case validationFailed([ValidationFailure])
  /// The locale changed; every field's display changed, no value did.
  case localeChanged(String)
}
