/// The Next chain of a form: its chained fields in tag order, which of them
/// are available, and where the first and last available ones are.
///
/// Built once with the form. Moving to the following or preceding available
/// field costs O(1) plus one step per unavailable field skipped, whatever
/// the form's size; it never scans past the first or last available field,
/// so it always ends.
///
/// <!-- example: not compiled: FormChain is internal: a client cannot call it -->
/// ```swift
/// // fields: a (tag 5), b (tag 0), c (tag 1), d (tag 2, disabled)
/// let chain = FormChain(tags: [5, 0, 1, 2], available: [true, true, true, false])
/// chain.order            // [2, 3, 0]: c, d, a
/// chain.following(0)     // 2 (a), skipping d
/// chain.last             // 2
/// ```
struct FormChain: Sendable {
  /// The indices of the chained fields (tag > 0), by ascending tag, then by
  /// definition order for equal tags.
  let order: [Int]
  /// The chain position of each field, by field index; `nil` when unchained.
  private let positions: [Int?]
  /// Whether the field at each chain position is available.
  private var available: [Bool]
  /// The position of the first available field.
  private(set) var first: Int?
  /// The position of the last available field.
  private(set) var last: Int?

  /// Builds the chain from each field's tag and availability.
  ///
  /// - Complexity: O(n log n) in the number of fields.
  init(tags: [Int], available fieldAvailable: [Bool]) {
    let order = tags.indices.filter { tags[$0] > 0 }.sorted {
      (tags[$0], $0) < (tags[$1], $1)
    }
    var positions = [Int?](repeating: nil, count: tags.count)
    for (position, field) in order.enumerated() { positions[field] = position }
    self.order = order
    self.positions = positions
    self.available = order.map { fieldAvailable[$0] }
    self.first = available.firstIndex(of: true)
    self.last = available.lastIndex(of: true)
  }

  /// The chain position of a field, or `nil` when it is unchained.
  func position(ofField field: Int) -> Int? { positions[field] }

  /// The position of the first available field after `position`, if any.
  func following(_ position: Int) -> Int? {
    guard let last, position < last else { return nil }
    var candidate = position + 1
    while !available[candidate] { candidate += 1 }
    return candidate
  }

  /// The position of the last available field before `position`, if any.
  func preceding(_ position: Int) -> Int? {
    guard let first, position > first else { return nil }
    var candidate = position - 1
    while !available[candidate] { candidate -= 1 }
    return candidate
  }

  /// The return key of a field: what Next does from it.
  ///
  /// `next` when Next moves focus (an available chained field follows it, or, for an
  /// unchained field, the chain has an available field to enter), else `done`.
  func returnKey(forField field: Int) -> ReturnKey {
    guard let last else { return .done }
    guard let position = positions[field] else { return .next }
    return position < last ? .next : .done
  }

  /// Records that a field became available or unavailable; unchained fields
  /// are ignored.
  ///
  /// - Complexity: O(1), or O(n) when the first or last available field
  ///   becomes unavailable.
  mutating func setAvailable(_ isAvailable: Bool, field: Int) {
    guard let position = positions[field], available[position] != isAvailable else { return }
    available[position] = isAvailable
    if isAvailable {
      first = Swift.min(first ?? position, position)
      last = Swift.max(last ?? position, position)
      return
    }
    if position == first { first = following(position) }
    if position == last { last = preceding(position) }
  }
}
