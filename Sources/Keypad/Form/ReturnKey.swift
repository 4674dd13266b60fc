/// What the keyboard's return key does in a field, and the label it shows.
///
/// Every chained field but the last available one shows ``next``; the last
/// one, and every field outside the chain, shows ``done``.
///
/// ```swift
/// form.returnKey(for: "amount")  // .next
/// ReturnKey.done.rawValue        // "done"
/// ```
public enum ReturnKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// Moves to the following field: call ``NumberForm/nextRequested()``.
  case next
  /// Finishes the form: call ``NumberForm/doneRequested()``.
  case done
}
