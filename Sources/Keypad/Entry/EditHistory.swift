/// The undo and redo steps of one field.
///
/// The steps are kept in one array in the order they happened, the current
/// state left out: those before ``cursor`` are undone one by one, those
/// from it on are redone. Undo swaps the current state with the step before
/// the cursor; redo with the step at it. A new change drops the steps that
/// could be redone.
///
/// At least ``minimumSteps`` steps are kept: when the array reaches twice
/// that, the oldest half is dropped, so memory stays bounded and the cost
/// of a step stays O(1) amortised.
///
/// The array is copy-on-write, so a `NumberField` stays a small value (one
/// reference and a byte here) and copying a field copies no step. The first
/// step reserves room for ``initialCapacity`` steps, so typing a number
/// costs one allocation for its history, not one per doubling.
struct EditHistory: Sendable {
  /// The fewest steps undo can walk back.
  static let minimumSteps = 100
  /// The steps the first allocation has room for.
  static let initialCapacity = 32

  /// The steps, oldest first.
  private var entries: [EditSnapshot] = []
  /// How many steps can be undone (below `2 * minimumSteps`, so a byte).
  private var cursor: UInt8 = 0

  /// An empty history.
  init() {}

  /// Whether there is a step to undo.
  var canUndo: Bool { cursor > 0 }

  /// Whether there is a step to redo.
  var canRedo: Bool { Int(cursor) < entries.count }

  /// Records the state before an accepted change.
  ///
  /// Complexity: O(1) amortised.
  mutating func record(_ before: consuming EditSnapshot) {
    if Int(cursor) < entries.count {
      entries.removeSubrange(Int(cursor)...)
    }
    if entries.capacity == 0 { entries.reserveCapacity(Self.initialCapacity) }
    entries.append(before)
    cursor &+= 1
    if entries.count >= 2 * Self.minimumSteps {
      entries.removeFirst(Self.minimumSteps)
      cursor &-= UInt8(Self.minimumSteps)
    }
  }

  /// Replaces `current` with the step before it; `false` when there is none.
  mutating func undo(_ current: inout EditSnapshot) -> Bool {
    guard canUndo else { return false }
    cursor &-= 1
    swap(&current, &entries[Int(cursor)])
    return true
  }

  /// Replaces `current` with the step after it; `false` when there is none.
  mutating func redo(_ current: inout EditSnapshot) -> Bool {
    guard canRedo else { return false }
    swap(&current, &entries[Int(cursor)])
    cursor &+= 1
    return true
  }

  /// Forgets every step.
  mutating func removeAll() {
    entries = []
    cursor = 0
  }
}
