/// A form of numeric fields: which field is active, where Next, Previous and
/// Done go, and whether the values are valid.
///
/// The form is a state machine held as a value. Each request (a key, a
/// character, a paste, Next, Previous, Done, a tap on a field, a tap outside
/// the fields, a locale switch) is a `mutating` method that returns the
/// ``FormEvent``s it caused; the form does no I/O and calls nothing back.
///
/// The Next chain holds the fields with a tag above 0, in ascending tag
/// order; fields with a tag of 0 or less can only be focused directly.
/// Disabled and hidden fields are skipped. See <doc:Navigation>. (The name
/// is not `Form`, so that an app importing SwiftUI as well needs no module
/// prefix.)
///
/// ```swift
/// var form = try KeypadForm(fields: [
///   FormField(name: "amount", tag: 1, isRequired: true),
///   FormField(name: "tip", tag: 2, rules: try FieldRules(max: 100)),
/// ], locale: "de_DE")
/// form.apply(.focus("amount"))
/// form.apply(.characters("1234,5")).display  // "1.234,5"
/// form.returnKey                             // .next
/// form.apply(.next).field                    // "tip"
/// form.apply(.done).events
/// // [.submitted(form.values), .focusChanged(from: "tip", to: nil),
/// //  .returnKeyChanged(nil)]
/// ```
///
/// - Complexity: Next, Previous and keys cost O(1) whatever the number of
///   fields, plus one step per disabled or hidden field skipped. Done and a
///   locale switch visit every field.
public struct KeypadForm: Sendable {
  /// Each field of the form, in the order given: what the form holds of it.
  var records: [Record]
  /// Field index by name.
  let indexByName: [UTF8Key: Int]
  /// The Next chain.
  var chain: FormChain
  /// Chained fields by tag, then unchained fields in definition order: the
  /// order of validation.
  let validationOrder: [Int]
  /// The index of the active field.
  var active: Int?
  /// What the active field held when it became active.
  ///
  /// ``revert()`` restores it. The form keeps it, not the field, so that
  /// focusing a field changes no field (and copies no field array).
  var revertState: TypedText?
  /// What the active field held when it became active or was last left
  /// (a failed Done leaves it and keeps it active): a leave with another
  /// value reports ``FormEvent/valueCommitted(field:value:)``.
  var committedState: TypedText?
  /// The symbols every field displays with.
  public internal(set) var symbols: NumberSymbols
  /// The day Done checks expiry dates against.
  ///
  /// The system's day when `nil`, the default; tests and the REPL's
  /// `--today` set it.
  ///
  /// ```swift
  /// var form = try KeypadForm(
  ///   fields: [FormField(name: "expiry", tag: 1, rules: FieldRules(kind: .expiry))],
  ///   locale: "en_US")
  /// form.today = CalendarDay("2027-12-01")
  /// form.apply(.focus("expiry"))
  /// form.apply(.characters("1127"))  // the expiry field holds 11/27:
  /// form.validationFailures().map(\.code)  // [.expired]: Done fails with `expired`
  /// ```
  public var today: CalendarDay?

  /// Builds a form in symbols already loaded, as ``init(fields:locale:)``
  /// does with the symbols' ``NumberSymbols/localeID``.
  ///
  /// - Throws: As ``init(fields:locale:)``.
  @_spi(Engine) public init(fields: [FormField], symbols: NumberSymbols) throws(FormError) {
    try self.init(fields: fields, symbols: symbols, localeID: symbols.localeID)
  }

  /// Builds a form in a locale, checking the fields together; the kinds that
  /// depend on the locale take the id as given, keywords and all: the date
  /// fields of `ar_SA@calendar=islamic-umalqura` are typed in that calendar.
  ///
  /// No field is active at first. An empty form is allowed: Done submits no
  /// values.
  ///
  /// ```swift
  /// let form = try KeypadForm(
  ///   fields: [FormField(name: "day", tag: 1, rules: FieldRules(kind: .date()))], locale: "de_DE")
  /// form.symbols.localeID  // "de_DE"
  /// ```
  ///
  /// - Throws: ``FormError/duplicateName(_:firstIndex:secondIndex:)``,
  ///   ``FormError/duplicateTag(_:first:second:)`` or
  ///   ``FormError/invalidInitialValue(field:rule:)``;
  ///   ``FormError/unknownCardField(field:card:)`` or
  ///   ``FormError/notACardField(field:card:kind:)`` for a security code
  ///   whose card field is no card field of the form;
  ///   ``FormError/emptyDateRange(field:min:max:)`` for a date field whose
  ///   fixed `min` is after its fixed `max`; or
  ///   ``FormError/unusableLocale(field:reason:)`` for an id
  ///   ``NumberSymbols/locale(_:)`` refuses or a kind the locale cannot hold
  ///   (a date whose calendar digits cannot type). Bounds are checked where
  ///   they are set, by ``FieldRules`` and ``FieldKind/date(min:max:)``,
  ///   whose types hold a decimal field's and a date field's apart.
  /// - Complexity: O(n log n) in the number of fields.
  public init(fields: [FormField], locale: String) throws(FormError) {
    let symbols: NumberSymbols
    do throws(LocaleError) {
      symbols = try NumberSymbols.locale(locale)
    } catch {
      throw .unusableLocale(field: nil, reason: error)
    }
    try self.init(fields: fields, symbols: symbols, localeID: locale)
  }

  /// Builds a form whose locale-dependent kinds take `localeID`.
  init(fields: [FormField], symbols: NumberSymbols, localeID: String) throws(FormError) {
    var indexByName: [UTF8Key: Int] = [:]
    var records: [Record] = []
    records.reserveCapacity(fields.count)
    for (index, definition) in fields.enumerated() {
      if let earlier = indexByName.updateValue(index, forKey: UTF8Key(definition.name)) {
        throw .duplicateName(definition.name, firstIndex: earlier, secondIndex: index)
      }
      var field: KeypadField
      do throws(LocaleError) {
        field = try KeypadField(symbols: symbols, localeID: localeID, rules: definition.rules)
      } catch {
        throw .unusableLocale(field: definition.name, reason: error)
      }
      do {
        try field.setValue(definition.initialValue)
      } catch {
        throw .invalidInitialValue(field: definition.name, rule: error)
      }
      field.removeHistory()
      records.append(Record(definition: definition, field: field))
    }
    let chain = FormChain(tags: fields.map { $0.tag }, available: fields.map { $0.isAvailable })
    for (earlier, later) in zip(chain.order, chain.order.dropFirst())
    where fields[earlier].tag == fields[later].tag {
      throw .duplicateTag(
        fields[later].tag, first: fields[earlier].name, second: fields[later].name)
    }
    try Self.checkCardLinks(of: fields, indexByName: indexByName)
    self.records = records
    self.indexByName = indexByName
    self.chain = chain
    self.validationOrder = chain.order + fields.indices.filter { !fields[$0].isInChain }
    self.symbols = symbols
  }

  /// The field definitions, in the order given; ``FormField/isEnabled`` and
  /// ``FormField/isHidden`` follow ``FormInput/setEnabled(_:field:)`` and
  /// ``FormInput/setHidden(_:field:)``.
  ///
  /// - Complexity: O(n) in the number of fields.
  public var fields: [FormField] { records.map { $0.definition } }
}

extension KeypadForm {
  /// Throws when a security code names a card field the form does not have
  /// as a card field, so that Done never checks it against another field,
  /// or against none, and when a date field's fixed bounds leave no day.
  private static func checkCardLinks(
    of fields: [FormField], indexByName: [UTF8Key: Int]
  ) throws(FormError) {
    // The numbers build has neither dates nor security codes.
    #if !KEYPAD_NUMBERS_ONLY
    for definition in fields {
      if case .date(.day(let min)?, .day(let max)?) = definition.rules.kind.storage, max < min {
        throw .emptyDateRange(field: definition.name, min: min, max: max)
      }
      guard case .securityCode(let format) = definition.rules.kind.storage,
        let card = format.card
      else { continue }
      guard let index = indexByName[UTF8Key(card)] else {
        throw .unknownCardField(field: definition.name, card: card)
      }
      let kind = fields[index].rules.kind
      guard case .card = kind.storage else {
        throw .notACardField(field: definition.name, card: card, kind: kind.name)
      }
    }
    #endif
  }
}

extension KeypadForm {
  /// What the form holds of one field.
  struct Record: Sendable {
    /// The field's definition, with its current enabled and hidden flags.
    var definition: FormField
    /// The live field: its value, display, selection and undo.
    var field: KeypadField
    /// The field's failure from the last Done, or `nil` when it passed or
    /// has changed since.
    var failure: ValidationFailure?
  }
}
