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
/// // [.valueCommitted(field: "amount", value: 5),
/// //  .focusChanged(from: "amount", to: "tip"), .returnKeyChanged(.done)]
/// ```
public enum FormEvent: Sendable, Hashable {
  /// The active field changed; `nil` means no field is active.
  case focusChanged(from: String?, to: String?)
  /// A field's input changed: its new value (`nil` when empty) and display.
  case valueChanged(field: String, value: ExactDecimal?, display: String)
  /// The active field refused a key, a typed character or a paste; it is
  /// unchanged, unless a ``valueChanged(field:value:display:)`` of the same
  /// field comes right before it: a `00` whose first zero went in and whose
  /// second did not fit, for `reason`.
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
  /// A field with ``BoundsBehavior/clamp`` was left with a value beyond a
  /// bound and now holds that bound (`value`); `code` says which bound,
  /// ``ValidationCode/aboveMax`` or ``ValidationCode/belowMin``. A
  /// ``valueChanged(field:value:display:)`` for the same change comes
  /// right before it.
  case valueClamped(field: String, value: ExactDecimal, code: ValidationCode)
  /// A field was left (Next, Previous, focusing another field, dismiss,
  /// Done) with a value different from the one it had when it became
  /// active, after any clamping: the value to save or recalculate with
  /// (`nil` when empty). Values are compared as numbers, so `12` and `12.0`
  /// are the same.
  case valueCommitted(field: String, value: ExactDecimal?)
}

extension FormEvent {
  /// The event's kind as a stable name, such as `value-committed`.
  ///
  /// ```swift
  /// FormEvent.valueCommitted(field: "tip", value: 15).kind  // "value-committed"
  /// ```
  public var kind: String {
    switch self {
    case .focusChanged: "focus-changed"
    case .valueChanged: "value-changed"
    case .inputRejected: "input-rejected"
    case .returnKeyChanged: "return-key-changed"
    case .alreadyAtFirstField: "already-at-first-field"
    case .submitted: "submitted"
    case .validationFailed: "validation-failed"
    case .localeChanged: "locale-changed"
    case .valueClamped: "value-clamped"
    case .valueCommitted: "value-committed"
    }
  }

  /// The field the event is about, or `nil` for one about the whole form
  /// (``submitted(_:)``, ``validationFailed(_:)``, ``localeChanged(_:)``,
  /// ``returnKeyChanged(_:)``); for ``focusChanged(from:to:)``, the field
  /// that became active.
  ///
  /// ```swift
  /// FormEvent.valueCommitted(field: "tip", value: 15).field  // "tip"
  /// FormEvent.localeChanged("de_DE").field                  // nil
  /// ```
  public var field: String? {
    switch self {
    case .focusChanged(_, let to): to
    case .valueChanged(let field, _, _), .inputRejected(let field, _),
      .valueClamped(let field, _, _), .valueCommitted(let field, _):
      field
    case .alreadyAtFirstField(let field): field
    case .submitted, .validationFailed, .localeChanged, .returnKeyChanged: nil
    }
  }
}
