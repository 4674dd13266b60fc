extension KeypadField {
  /// Adds the rules' ``FieldRules/step`` to the value, exactly, clamped to
  /// the bounds, as an arrow key or a stepper does.
  ///
  /// An empty field counts as 0. The result keeps the longer of the value's
  /// and the step's fraction digits, so `0.1` stepped ten times is `1.0`.
  /// It is clamped to ``FieldRules/min`` and ``FieldRules/max``, then checked
  /// like any other change. A step is one step of ``undo()``, and puts the
  /// caret at the end.
  ///
  /// ```swift
  /// var field = try KeypadField(
  ///   locale: "en_US", rules: FieldRules(maxIntegerDigits: 2, step: ExactDecimal("0.1")!))
  /// field.increment()          // .accepted
  /// field.display(editing: true)              // "0.1"
  /// try field.setValue(ExactDecimal("99.9"))  // then
  /// field.increment()          // .rejected(.maxIntegerDigits): 100.0 has 3 digits
  /// ```
  ///
  /// - Returns: `.accepted`, or the rule the stepped value breaks
  ///   (``EntryRejection/maxIntegerDigits``, ``EntryRejection/maxFractionDigits``,
  ///   ``EntryRejection/negativeNotAllowed``); the field is then unchanged.
  @discardableResult
  public mutating func increment() -> KeyOutcome {
    step(by: rules.step)
  }

  /// Subtracts the rules' ``FieldRules/step`` from the value, exactly,
  /// clamped to the bounds; see ``increment()``.
  ///
  /// ```swift
  /// var field = try KeypadField(locale: "en_US", rules: FieldRules(min: 0))
  /// field.decrement()  // .accepted: clamped to the minimum, 0
  /// ```
  @discardableResult
  public mutating func decrement() -> KeyOutcome {
    step(by: rules.step.withSign(negative: true))
  }

  /// Marks the current state as the one ``revert()`` restores, as a field
  /// does when it becomes active.
  ///
  /// Call it when the field's text field becomes first responder. A
  /// ``KeypadForm`` keeps the state of its active field itself (see
  /// ``FormInput/revert``).
  ///
  /// ```swift
  /// field.beginEditing()   // holds 12
  /// field.type("3")        // 123
  /// field.revert()         // back to 12
  /// ```
  public mutating func beginEditing() {
    if revertPoint?.typed == typed { return }
    revertPoint = typed.isEmpty ? RevertPoint.empty : RevertPoint(typed: typed)
  }

  /// Restores what the field held when it became active (its last
  /// ``beginEditing()``), as autoNumeric's `isCancellable` does.
  ///
  /// A field that never began editing has nothing to restore: the call is
  /// an accepted no-op. A revert that changes the value is one step of
  /// ``undo()``, and puts the caret at the end.
  ///
  /// ```swift
  /// // active with 12.5, then typed 3 and stepped
  /// field.revert()          // .accepted
  /// field.display(editing: true)           // "12.5"
  /// ```
  @discardableResult
  public mutating func revert() -> KeyOutcome {
    if let revertPoint { commit(revertPoint.typed) }
    return .accepted
  }

  /// Restores typed characters, as one step of undo with the caret at the
  /// end; what ``FormInput/revert`` does with the ones it kept.
  mutating func revert(to typed: TypedText) {
    commit(typed)
  }

  /// The value plus `delta`, clamped and checked; a kind that holds no
  /// number refuses it.
  private mutating func step(by delta: ExactDecimal) -> KeyOutcome {
    do throws(EntryRejection) {
      commit(try kind.stepped(typed, by: delta, rules: rules))
      return .accepted
    } catch {
      return .rejected(error)
    }
  }
}

/// What a field restores on ``KeypadField/revert()``, held out of line
/// so that a field stays small.
final class RevertPoint: Sendable {
  /// The typed characters when the field became active.
  let typed: TypedText

  /// The point of every field that was empty when it became active, shared
  /// so that entering an empty field allocates nothing.
  static let empty = RevertPoint(typed: TypedText())

  init(typed: TypedText) {
    self.typed = typed
  }
}
