/// Something that happened in a ``KeypadForm``, for a front end to show.
///
/// Every request to the form returns the events it caused, in order. A
/// front end can also re-read the form's state after any request; the events
/// only say what changed.
///
/// ```swift
/// var form = try KeypadForm(fields: [
///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
/// ], locale: "en_US")
/// form.apply(.focus("amount")).events
/// // [.focusChanged(from: nil, to: "amount"), .returnKeyChanged(.next)]
/// form.apply(.key(.digit(5))).events
/// // [.valueChanged(field: "amount", value: .decimal(5), display: "5")]
/// form.apply(.key(.decimal)).events
/// // [.textChanged(field: "amount", display: "5.")]
/// form.apply(.next).events
/// // [.valueCommitted(field: "amount", value: .decimal(5)),
/// //  .focusChanged(from: "amount", to: "tip"), .returnKeyChanged(.done)]
/// ```
///
/// Every value an event carries is the field's ``FieldValue`` at the moment
/// of the event, in any kind, whole: a card number and a security code too.
/// ``description``, what `print(events)` and a log show, masks a card
/// number, a security code and a secure code as ``FieldValue/description``
/// does, and leaves their displays out.
public enum FormEvent: Sendable, Hashable, CustomStringConvertible {
  /// The active field changed; `nil` means no field is active.
  case focusChanged(from: String?, to: String?)
  /// A field's value changed: its new value (`nil` when empty, or while a
  /// kind's value is not yet whole, such as a half-typed date) and display.
  /// Values are compared as values, so `12.5` and `12.50` are the same.
  case valueChanged(field: String, value: FieldValue?, display: String)
  /// A field's text changed but its value did not, such as a decimal
  /// separator typed after `12`, or a digit of a date not yet complete: the
  /// new display.
  case textChanged(field: String, display: String)
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
  case valueClamped(field: String, value: FieldValue, code: ValidationCode)
  /// A field was left (Next, Previous, focusing another field, dismiss,
  /// Done) with a value different from the one it had when it became
  /// active, after any clamping: the value to save or recalculate with
  /// (`nil` when empty), in any kind. Values are compared as values, so
  /// `12` and `12.0` are the same.
  case valueCommitted(field: String, value: FieldValue?)
}

extension FormEvent {
  /// The event's kind as a stable name, such as `value-committed`.
  ///
  /// ```swift
  /// FormEvent.valueCommitted(field: "tip", value: .decimal(15)).kind  // "value-committed"
  /// ```
  public var kind: String {
    switch self {
    case .focusChanged: "focus-changed"
    case .valueChanged: "value-changed"
    case .textChanged: "text-changed"
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
  /// FormEvent.valueCommitted(field: "tip", value: .decimal(15)).field  // "tip"
  /// FormEvent.localeChanged("de_DE").field                  // nil
  /// ```
  public var field: String? {
    switch self {
    case .focusChanged(_, let to): to
    case .valueChanged(let field, _, _), .textChanged(let field, _), .inputRejected(let field, _),
      .valueClamped(let field, _, _), .valueCommitted(let field, _):
      field
    case .alreadyAtFirstField(let field): field
    case .submitted, .validationFailed, .localeChanged, .returnKeyChanged: nil
    }
  }
}

extension FormEvent {
  /// The value the event carries: the new value of
  /// ``valueChanged(field:value:display:)``, ``valueClamped(field:value:code:)``
  /// and ``valueCommitted(field:value:)`` (`nil` when the field is empty);
  /// `nil` for every other event.
  ///
  /// ```swift
  /// FormEvent.valueCommitted(field: "pin", value: .digits("0042")).value  // .digits("0042")
  /// ```
  public var value: FieldValue? {
    switch self {
    case .valueChanged(_, let value, _), .valueCommitted(_, let value): value
    case .valueClamped(_, let value, _): value
    case .focusChanged, .textChanged, .inputRejected, .returnKeyChanged, .alreadyAtFirstField,
      .submitted, .validationFailed, .localeChanged:
      nil
    }
  }

  /// The event in one line for people and logs: its ``kind``, its field and
  /// what it carries, each value as its ``FieldValue/description`` shows
  /// it; the display of a value that description masks (a card number, a
  /// security code, a secure code) is left out, as it shows the digits.
  ///
  /// ```swift
  /// FormEvent.valueChanged(field: "amount", value: .decimal(5), display: "5").description
  /// // value-changed amount 5 "5"
  /// FormEvent.valueCommitted(field: "pin", value: .secureDigits("0042")).description
  /// // value-committed pin <4 secure digits>
  /// FormEvent.valueChanged(field: "cvc", value: .secureDigits("123"), display: "123").description
  /// // value-changed cvc <3 secure digits>
  /// ```
  public var description: String {
    var parts = [kind]
    switch self {
    case .focusChanged(let from, let to):
      parts += [from ?? "nil", "->", to ?? "nil"]
    case .valueChanged(let field, let value, let display):
      parts += [field, value?.description ?? "nil"]
      if value?.isDescribedWhole ?? true { parts.append(quoted(display)) }
    case .textChanged(let field, let display):
      // Never a masked kind's: its value is its typed digits, so its text
      // changes only with its value.
      parts += [field, quoted(display)]
    case .inputRejected(let field, let reason):
      parts += [field, reason.code]
    case .returnKeyChanged(let key):
      parts.append(key?.rawValue ?? "nil")
    case .alreadyAtFirstField(let field):
      parts.append(field ?? "nil")
    case .submitted(let values):
      parts.append(values.description)
    case .validationFailed(let failures):
      parts += failures.map { "\($0.field): \($0.code.rawValue)" }
    case .localeChanged(let id):
      parts.append(id)
    case .valueClamped(let field, let value, let code):
      parts += [field, value.description, code.rawValue]
    case .valueCommitted(let field, let value):
      parts += [field, value?.description ?? "nil"]
    }
    return parts.joined(separator: " ")
  }

  private func quoted(_ display: String) -> String {
    var output = ""
    JSONText.writeString(display, to: &output)
    return output
  }
}
