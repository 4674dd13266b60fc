/// The undo and redo steps of one field.
///
/// The steps are kept in one array in the order they happened, the current
/// state left out: those before ``cursor`` are undone one by one, those
/// from it on are redone. Each step holds the state on its other side
/// (before the change while it can be undone, after it once undone) and
/// the selection on both sides, so undo restores the selection before the
/// change and redo the one the change left, whatever the caret did in
/// between. A new change drops the steps that could be redone.
///
/// At least ``minimumSteps`` steps are kept: when the array reaches twice
/// that, the oldest half is dropped, so memory stays bounded and the cost
/// of a step stays O(1) amortised.
///
/// The array is copy-on-write, so a `KeypadField` stays a small value (one
/// reference and a byte here) and copying a field copies no step. The first
/// step reserves room for ``initialCapacity`` steps, so typing a number
/// costs one allocation for its history, not one per doubling.
struct EditHistory: Sendable {
  /// The fewest steps undo can walk back.
  static let minimumSteps = 100
  /// The steps the first allocation has room for.
  static let initialCapacity = 32

  /// One change: the state on its other side and the selections around it.
  struct Step: Sendable, Hashable {
    /// The typed characters before the change while the step can be
    /// undone; after it once undone.
    var typed: TypedText
    /// The selection right before the change: what undo restores.
    var selectionBefore: Selection
    /// The selection the change left: what redo restores.
    var selectionAfter: Selection
  }

  /// The steps, oldest first.
  private var entries: [Step] = []
  /// How many steps can be undone (below `2 * minimumSteps`, so a byte).
  private var cursor: UInt8 = 0

  /// An empty history.
  init() {}

  /// Whether there is a step to undo.
  var canUndo: Bool { cursor > 0 }

  /// Whether there is a step to redo.
  var canRedo: Bool { Int(cursor) < entries.count }

  /// Records an accepted change: the state and selection before it, and
  /// the selection it left.
  ///
  /// Complexity: O(1) amortised.
  ///
  /// Inlined into every change (a key's undo step); the rare work, dropping
  /// what could be redone, the first reservation and dropping the oldest
  /// half, is in calls of its own.
  @inline(__always)
  mutating func record(_ before: consuming EditSnapshot, selectionAfter: Selection) {
    if Int(cursor) != entries.count || entries.capacity == 0 { prepareForStep() }
    let selectionBefore = before.selection
    // Moves the typed characters out of `before`: no retain of their digits.
    entries.append(
      Step(
        typed: (consume before).typed, selectionBefore: selectionBefore,
        selectionAfter: selectionAfter))
    cursor &+= 1
    if entries.count >= 2 * Self.minimumSteps { dropOldestHalf() }
  }

  /// Drops the steps that could be redone, and reserves room for the first
  /// steps.
  @inline(never)
  private mutating func prepareForStep() {
    if Int(cursor) < entries.count {
      entries.removeSubrange(Int(cursor)...)
    }
    if entries.capacity == 0 { entries.reserveCapacity(Self.initialCapacity) }
  }

  /// Drops the oldest ``minimumSteps`` steps.
  @inline(never)
  private mutating func dropOldestHalf() {
    entries.removeFirst(Self.minimumSteps)
    cursor &-= UInt8(Self.minimumSteps)
  }

  /// Replaces `current` with the state and selection before the last
  /// change; `false` when there is none.
  mutating func undo(_ current: inout EditSnapshot) -> Bool {
    guard canUndo else { return false }
    cursor &-= 1
    swap(&current.typed, &entries[Int(cursor)].typed)
    current.selection = entries[Int(cursor)].selectionBefore
    return true
  }

  /// Replaces `current` with the state and selection right after the last
  /// undone change; `false` when there is none.
  mutating func redo(_ current: inout EditSnapshot) -> Bool {
    guard canRedo else { return false }
    swap(&current.typed, &entries[Int(cursor)].typed)
    current.selection = entries[Int(cursor)].selectionAfter
    cursor &+= 1
    return true
  }

  /// Forgets every step.
  mutating func removeAll() {
    entries = []
    cursor = 0
  }
}
