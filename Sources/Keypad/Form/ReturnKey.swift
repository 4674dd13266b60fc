/// What the keyboard's return key does in a field, and the label it shows.
///
/// The label always says what pressing the key does, and the key always
/// hands in ``FormInput/next``, which moves focus or acts as Done:
///
/// - ``next`` when Next moves focus: on every chained field but the last
///   available one, and on a field outside the chain while the chain has an
///   available field (Next enters the chain at its first available field).
/// - ``done`` when Next acts as Done: on the last available chained field,
///   and on a field outside the chain when no chained field is available.
///
/// ```swift
/// var form = try KeypadForm(fields: [
///   FormField(name: "a", tag: 1), FormField(name: "z", tag: 0),  // z is outside the chain
/// ], locale: "en_US")
/// form.apply(.focus("a")).returnKey  // .done: Next on a submits
/// form.apply(.focus("z")).returnKey  // .next: Next on z moves to a
/// ReturnKey.done.rawValue   // "done"
/// ```
public enum ReturnKey: String, Sendable, Hashable, CaseIterable {
  /// Moves to another field: ``FormInput/next`` moves focus.
  case next
  /// Finishes the form: ``FormInput/next`` acts as
  /// ``FormInput/done``.
  case done
}

#if !hasFeature(Embedded)
extension ReturnKey: Codable {}
#endif
