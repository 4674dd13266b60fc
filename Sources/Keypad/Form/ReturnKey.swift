/// What the keyboard's return key does in a field, and the label it shows.
///
/// The label always says what pressing the key does, and the key always
/// calls ``KeypadForm/nextRequested()``, which moves focus or acts as Done:
///
/// - ``next`` when Next moves focus: on every chained field but the last
///   available one, and on a field outside the chain while the chain has an
///   available field (Next enters the chain at its first available field).
/// - ``done`` when Next acts as Done: on the last available chained field,
///   and on a field outside the chain when no chained field is available.
///
/// ```swift
/// // fields: a (tag 1), z (tag 0, outside the chain)
/// form.returnKey(for: "a")  // .done: Next on a submits
/// form.returnKey(for: "z")  // .next: Next on z moves to a
/// ReturnKey.done.rawValue   // "done"
/// ```
public enum ReturnKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// Moves to another field: ``KeypadForm/nextRequested()`` moves focus.
  case next
  /// Finishes the form: ``KeypadForm/nextRequested()`` acts as
  /// ``KeypadForm/doneRequested()``.
  case done
}
