/// Why a form could not be built, or why a request made no sense for the
/// form's current state.
///
/// Build errors name the fields involved; the ``code`` is stable.
///
/// ```swift
/// let fields = [FormField(name: "a", tag: 1), FormField(name: "b", tag: 1)]
/// try KeypadForm(fields: fields, locale: "en_US")
/// // throws FormError.duplicateTag(1, first: "a", second: "b")
/// ```
public enum FormError: CodedError, Hashable {
  /// Two fields share a name; the positions are their indices in the
  /// fields given to the form, the first one first.
  case duplicateName(String, firstIndex: Int, secondIndex: Int)
  /// Two fields share a tag greater than zero.
  case duplicateTag(Int, first: String, second: String)
  /// A field's initial value breaks its ``FieldRules``.
  case invalidInitialValue(field: String, rule: EntryRejection)
  /// A security code's card field (``FieldKind/securityCode(card:)``) is
  /// not a field of the form: `field` is the security code's name, `card`
  /// the name it gives.
  ///
  /// ```swift
  /// let fields = [
  ///   FormField(name: "card", tag: 1, rules: FieldRules(kind: .card)),
  ///   FormField(name: "cvc", tag: 2, rules: FieldRules(kind: .securityCode(card: "crad"))),
  /// ]
  /// try KeypadForm(fields: fields, locale: "en_US")
  /// // throws FormError.unknownCardField(field: "cvc", card: "crad")
  /// ```
  case unknownCardField(field: String, card: String)
  /// A security code's card field is a field of another kind than
  /// ``FieldKind/card``: `field` is the security code's name, `card` the
  /// name it gives, `kind` that field's ``FieldKind/name``.
  case notACardField(field: String, card: String, kind: String)
  /// A date field's fixed bounds (``FieldKind/date(min:max:)``, both
  /// ``DateBound/day(_:)``) leave no day: `min` is after `max`. A bound of
  /// ``DateBound/today`` moves with the day, so Done checks it instead.
  case emptyDateRange(field: String, min: CalendarDay, max: CalendarDay)
  /// The form's locale cannot be used: ``NumberSymbols/locale(_:)`` refuses
  /// its id (`field` is `nil`), or a field's kind cannot be used in it, such
  /// as a date whose calendar digits cannot type. The code is the locale
  /// error's, such as `unsupported-calendar`.
  ///
  /// ```swift
  /// let fields = [FormField(name: "day", tag: 1, rules: FieldRules(kind: .date()))]
  /// try KeypadForm(fields: fields, locale: "he_IL@calendar=hebrew")
  /// // throws FormError.self: .unusableLocale(field: "day", reason: …unsupported-calendar…)
  /// ```
  case unusableLocale(field: String?, reason: LocaleError)
  /// No field has this name.
  case unknownField(String)
  /// The field is disabled and cannot be focused.
  case fieldDisabled(String)
  /// The field is hidden and cannot be focused.
  case fieldHidden(String)
  /// A key, character or paste arrived while no field was active.
  case noActiveField

  /// The stable code, such as `duplicate-tag` or `no-active-field`.
  public var code: String {
    switch self {
    case .duplicateName: "duplicate-name"
    case .duplicateTag: "duplicate-tag"
    case .invalidInitialValue: "invalid-initial-value"
    case .unknownCardField: "unknown-card-field"
    case .notACardField: "not-a-card-field"
    case .emptyDateRange: "empty-date-range"
    case .unusableLocale(_, let reason): reason.code
    case .unknownField: "unknown-field"
    case .fieldDisabled: "field-disabled"
    case .fieldHidden: "field-hidden"
    case .noActiveField: "no-active-field"
    }
  }

  /// A sentence naming the fields involved.
  public var description: String {
    switch self {
    case .duplicateName(let name, let first, let second):
      "fields \(first) and \(second) are both named '\(name)'"
    case .duplicateTag(let tag, let first, let second):
      "fields '\(first)' and '\(second)' both have tag \(tag)"
    case .invalidInitialValue(let field, let rule):
      "the initial value of '\(field)' breaks its rules (\(rule.code)): \(rule.description)"
    case .unknownCardField(let field, let card):
      "security code '\(field)' belongs to the card field '\(card)', but no field is named '\(card)'"
    case .notACardField(let field, let card, let kind):
      "security code '\(field)' belongs to '\(card)', a field of kind \(kind), not a card field"
    case .emptyDateRange(let field, let min, let max):
      "date field '\(field)' has min \(min) after max \(max): no day can be submitted"
    case .unusableLocale(let field?, let reason):
      "field '\(field)' cannot be used in this locale: \(reason.description)"
    case .unusableLocale(nil, let reason): reason.description
    case .unknownField(let name): "no field is named '\(name)'"
    case .fieldDisabled(let name): "field '\(name)' is disabled"
    case .fieldHidden(let name): "field '\(name)' is hidden"
    case .noActiveField: "no field is active"
    }
  }

  /// A refusal of an input in a locale's language, from the message
  /// catalogs (`refusal.no-active-field`, `refusal.unknown-field`,
  /// `refusal.field-disabled`, `refusal.field-hidden`; see
  /// ``MessageCatalog``); for an error of the form's configuration, which
  /// a developer reads, the ``description``.
  ///
  /// ```swift
  /// FormError.fieldHidden("tip").message(locale: "de_DE")  // "tip ist ausgeblendet"
  /// ```
  public func message(locale: String) -> String {
    let message: Message
    switch self {
    case .noActiveField: message = Message("refusal.no-active-field")
    case .unknownField(let name): message = Message("refusal.unknown-field", [.text("field", name)])
    case .fieldDisabled(let name):
      message = Message("refusal.field-disabled", [.text("field", name)])
    case .fieldHidden(let name): message = Message("refusal.field-hidden", [.text("field", name)])
    case .duplicateName, .duplicateTag, .invalidInitialValue, .unknownCardField, .notACardField,
      .emptyDateRange, .unusableLocale:
      return description
    }
    return message.words(locale: locale).text
  }
}
