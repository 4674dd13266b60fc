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
  /// try field.setValue(.decimal(ExactDecimal("99.9")!))  // then
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

  /// Restores typed characters, as one step of undo with the caret at the
  /// end: what ``FormInput/revert`` does with the ones the form kept when
  /// the field became active.
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
