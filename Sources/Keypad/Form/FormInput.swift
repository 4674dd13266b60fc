/// One thing a person does to a form (a key, typed characters, a paste, an
/// edit of the selection, a move between fields, a step or an undo), or
/// one the app does (a field enabled, disabled, hidden or shown, the locale
/// switched).
///
/// A front end turns each gesture into one input and hands it to
/// ``KeypadForm/apply(_:)``, which answers with one ``FormResult``: the events
/// and what to draw. Every front end drives the form this one way.
///
/// ```swift
/// var form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "en_US")
/// form.apply(.next).field                      // "amount"
/// form.apply(.characters("12.5")).display      // "12.5"
/// form.apply(.key(.decimal)).refusal?.code     // "duplicate-decimal"
/// ```
public enum FormInput: Sendable, Hashable {
  /// A key of the number pad, in the active field.
  case key(Key)
  /// Characters typed on a keyboard, one at a time, each mapped to a key
  /// for the field; the first refused one stops the rest.
  case characters(String)
  /// A whole pasted text: it replaces the active field's value, read in the
  /// form's locale.
  case paste(String)
  /// A UTF-16 range of the active field's display to select; see
  /// ``KeypadField/select(utf16Range:)``.
  case select(Range<Int>)
  /// A UTF-16 range of the active field's display replaced with a text, as
  /// a UIKit delegate or a GTK entry hands an edit in; see
  /// ``KeypadField/replace(utf16Range:with:)``.
  case replace(Range<Int>, with: String)
  /// The active field's whole text set, as a toolkit that hands over the
  /// new text does, with the caret at a UTF-16 offset or at the end.
  case setText(String, caret: Int?)
  /// Delete the typed character before the caret, or the selection.
  case deleteBackward
  /// Delete the typed character after the caret, or the selection.
  case deleteForward
  /// Move the caret by typed characters (Left is -1), or extend the
  /// selection.
  case moveCaret(by: Int, extendingSelection: Bool)
  /// Move the caret to the start (Home), or extend the selection there.
  case moveCaretToStart(extendingSelection: Bool)
  /// Move the caret to the end (End), or extend the selection there.
  case moveCaretToEnd(extendingSelection: Bool)
  /// Make a field active by its name.
  case focus(String)
  /// The next field of the chain, or Done after the last.
  case next
  /// The previous field of the chain.
  case previous
  /// Validate every field and submit the values.
  case done
  /// End editing, as a tap outside the fields does.
  case dismiss
  /// Add the rules' step.
  case increment
  /// Take the rules' step away.
  case decrement
  /// Restore the value the active field had when it became active.
  case revert
  /// Undo the active field's last change.
  case undo
  /// Redo the active field's last undone change.
  case redo
  /// Switch every field to another locale by its id, as
  /// ``NumberSymbols/locale(_:)`` reads it, keeping every value; an id it
  /// refuses is the refusal ``FormRefusal/locale(_:)`` and changes nothing.
  case locale(String)
  /// Enable or disable a field by its name, as the app decides at run time.
  ///
  /// A disabled field leaves the Next chain, validation and the submitted
  /// values; its value is kept. When the active field is disabled it loses
  /// focus (no field is active). The active field's return key is updated
  /// when the last available chained field changes. A name the form lacks
  /// is ``FormError/unknownField(_:)``.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [
  ///   FormField(name: "amount", tag: 1), FormField(name: "tip", tag: 2),
  /// ], locale: "en_US")
  /// form.apply(.focus("amount"))
  /// form.apply(.setEnabled(false, field: "tip")).events  // amount is now the last field:
  /// // [.returnKeyChanged(.done)]
  /// ```
  case setEnabled(Bool, field: String)
  /// Hide or show a field by its name: a hidden field is treated exactly as
  /// a disabled one (see ``setEnabled(_:field:)``).
  case setHidden(Bool, field: String)
  /// Set a field's value by its name, as an app does from its model or a
  /// page's script: read as ``KeypadField/setValue(_:)`` reads it (a
  /// decimal exactly, another kind's value as a paste of its text), `nil`
  /// empties the field. The field need not be active. It is one step of
  /// the field's undo and clears its failure from the last Done; a value
  /// the field cannot take is the refusal and changes nothing.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "en_US")
  /// let amount = ExactDecimal("12.5")!
  /// form.apply(.setValue(.decimal(amount), field: "amount")).events.first?.kind  // "value-changed"
  /// form.apply(.setValue(.custom("1,2,3"), field: "amount")).refusal?.code  // "unparseable"
  /// ```
  case setValue(FieldValue?, field: String)
}

/// Why a form refused an input: the field refused it, or the form had no
/// field for it.
///
/// ```swift
/// FormRefusal.entry(.duplicateDecimal).code  // "duplicate-decimal"
/// FormRefusal.form(.noActiveField).code      // "no-active-field"
/// ```
public enum FormRefusal: CodedError, Hashable {
  /// The active field refused the input; it is unchanged.
  case entry(EntryRejection)
  /// The form could not take the input: no field is active, or no field
  /// has the name; nothing changed.
  case form(FormError)
  /// The form could not switch to the locale: an unknown id, or a
  /// calendar a date field cannot type; nothing changed.
  case locale(LocaleError)

  /// The stable code, such as `duplicate-decimal` or `no-active-field`.
  public var code: String {
    switch self {
    case .entry(let rejection): rejection.code
    case .form(let error): error.code
    case .locale(let error): error.code
    }
  }

  /// A sentence saying why.
  public var description: String {
    switch self {
    case .entry(let rejection): rejection.description
    case .form(let error): error.description
    case .locale(let error): error.description
    }
  }

  /// Why, in a locale's language: the field's, the form's or the
  /// locale's ``CodedError/message(locale:)``.
  ///
  /// ```swift
  /// FormRefusal.entry(.duplicateDecimal).message(locale: "es_ES")  // "solo un separador decimal"
  /// ```
  public func message(locale: String) -> String {
    switch self {
    case .entry(let rejection): rejection.message(locale: locale)
    case .form(let error): error.message(locale: locale)
    case .locale(let error): error.message(locale: locale)
    }
  }
}

/// What an input did to a form, and what a front end draws after it.
///
/// The events say what happened; the rest is the form after the input, so
/// that a front end draws it without reading the form again.
///
/// ```swift
/// var form = try KeypadForm(fields: [FormField(name: "pin", tag: 1,
///   rules: FieldRules(kind: try .code(length: 4...4)))], locale: "en_US")
/// _ = form.apply(.next)
/// let result = form.apply(.characters("0042"))
/// result.value      // .digits("0042")
/// result.selection  // 4..<4
/// form.apply(.key(.decimal)).refusal  // .entry(.digitsOnly)
/// ```
public struct FormResult: Sendable, Hashable {
  /// What happened, in order, as the form's methods report it.
  public let events: [FormEvent]
  /// Why the input was refused, in part or in whole.
  ///
  /// `nil` when it was taken. A refused input changed nothing but what
  /// ``events`` say (a `00` whose second zero did not fit types the first).
  public let refusal: FormRefusal?
  /// The active field's name after the input, or `nil`.
  public let field: String?
  /// The active field's display, as it is edited; `nil` without an active
  /// field.
  public let display: String?
  /// The active field's selection in UTF-16 offsets into ``display``.
  public let selection: Range<Int>?
  /// The active field's value.
  public let value: FieldValue?
  /// What the return key says now: Next or Done; `nil` without an active
  /// field.
  public let returnKey: ReturnKey?
  /// What a listener should hear beyond the echo of the key they pressed,
  /// or `nil` when there is nothing more: see ``Announcement``.
  public let announcement: Announcement?
}

extension KeypadForm {
  /// Applies one input and reports what it did and what to draw.
  ///
  /// A refusal is part of the result, never thrown: a key the field
  /// refuses, a paste it cannot read, an input while no field is active, a
  /// field name the form lacks. The form is then unchanged, but for what
  /// the events report.
  ///
  /// ```swift
  /// var form = try KeypadForm(fields: [FormField(name: "amount", tag: 1)], locale: "de_DE")
  /// form.apply(.key(.digit(1))).refusal  // .form(.noActiveField)
  /// _ = form.apply(.focus("amount"))
  /// form.apply(.paste("1.234,5")).display  // "1.234,5"
  /// form.apply(.paste("abc")).refusal      // .entry(.unparseable)
  /// form.apply(.done).events.map(\.kind)
  /// // ["value-committed", "submitted", "focus-changed", "return-key-changed"]
  /// ```
  @discardableResult
  public mutating func apply(_ input: FormInput) -> FormResult {
    let before = active.map { StateBefore(index: $0, typed: records[$0].field.typed) }
    var reported: [FormEvent] = []
    var refusal: FormRefusal?
    do throws(FormRefusal) {
      reported = try events(of: input)
      for case .inputRejected(_, let reason) in reported { refusal = .entry(reason) }
    } catch {
      refusal = error
    }
    let announcement = announcement(
      after: input, before: before, events: reported, refusal: refusal)
    return result(events: reported, refusal: refusal, announcement: announcement)
  }

  /// The events of an input, as the form's method for it reports them.
  private mutating func events(of input: FormInput) throws(FormRefusal) -> [FormEvent] {
    if case .locale(let id) = input {
      do throws(LocaleError) {
        return try setLocale(id)
      } catch {
        throw .locale(error)
      }
    }
    do throws(FormError) {
      return try fieldEvents(of: input)
    } catch {
      throw .form(error)
    }
  }

  /// The events of an input to the fields.
  private mutating func fieldEvents(of input: FormInput) throws(FormError) -> [FormEvent] {
    switch input {
    case .key(let key): return try press(key)
    case .characters(let text):
      var events: [FormEvent] = []
      for character in text {
        let typed = try type(character)
        events += typed
        if typed.contains(where: { if case .inputRejected = $0 { true } else { false } }) {
          break
        }
      }
      return events
    case .paste(let text): return try paste(text)
    case .select(let range): return try select(utf16Range: range)
    case .replace(let range, let text): return try replace(utf16Range: range, with: text)
    case .setText(let text, let caret): return try setText(text, caret: caret)
    case .setEnabled(let isEnabled, let name): return try setEnabled(isEnabled, for: name)
    case .setHidden(let isHidden, let name): return try setHidden(isHidden, for: name)
    case .setValue(let value, let name): return try setValue(value, for: name)
    case .deleteBackward: return try deleteBackward()
    case .deleteForward: return try deleteForward()
    case .moveCaret(let offset, let extending):
      try moveCaret(by: offset, extendingSelection: extending)
      return []
    case .moveCaretToStart(let extending):
      try moveCaretToStart(extendingSelection: extending)
      return []
    case .moveCaretToEnd(let extending):
      try moveCaretToEnd(extendingSelection: extending)
      return []
    case .focus(let name): return try focus(name)
    case .next: return nextRequested()
    case .previous: return previousRequested()
    case .done: return doneRequested()
    case .dismiss: return dismissRequested()
    case .increment: return try increment()
    case .decrement: return try decrement()
    case .revert: return try revert()
    case .undo: return try undo()
    case .redo: return try redo()
    // A locale is the form's, not a field's: events(of:) applies it.
    case .locale: return []
    }
  }

  /// The result of events, with the form as it is now.
  private func result(
    events: [FormEvent], refusal: FormRefusal?, announcement: Announcement?
  ) -> FormResult {
    guard let index = active else {
      return FormResult(
        events: events, refusal: refusal, field: nil, display: nil, selection: nil, value: nil,
        returnKey: nil, announcement: announcement)
    }
    return reading(field: index) { field in
      FormResult(
        events: events, refusal: refusal, field: records[index].definition.name,
        display: field.display(editing: true), selection: field.selection, value: field.value,
        returnKey: returnKey, announcement: announcement)
    }
  }
}
