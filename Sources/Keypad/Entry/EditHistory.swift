/// The undo and redo steps of one field.
///
/// The steps are kept in one array in the order they happened, the current
/// state left out: those before ``Storage/cursor`` are undone one by one,
/// those from it on are redone. Undo swaps the current state with the step
/// before the cursor; redo with the step at it. A new change drops the
/// steps that could be redone.
///
/// At least ``minimumSteps`` steps are kept: when the array reaches twice
/// that, the oldest half is dropped, so memory stays bounded and the cost
/// of a step stays O(1) amortised.
///
/// The array lives in a class shared between copies of a field and copied
/// on the first change to a shared one (copy on write), so that a
/// `NumberField` stays a small value and a step costs no allocation once
/// the array has grown.
struct EditHistory: Sendable {
  /// The fewest steps undo can walk back.
  static let minimumSteps = 100

  /// The steps and the cursor.
  private var storage = Storage.empty

  /// An empty history.
  init() {}

  /// Whether there is a step to undo.
  var canUndo: Bool { storage.cursor > 0 }

  /// Whether there is a step to redo.
  var canRedo: Bool { storage.cursor < storage.entries.count }

  /// Records the state before an accepted change.
  ///
  /// Complexity: O(1) amortised.
  mutating func record(_ before: EditSnapshot) {
    makeUnique()
    let storage = storage
    if storage.cursor < storage.entries.count {
      storage.entries.removeSubrange(storage.cursor...)
    }
    storage.entries.append(before)
    storage.cursor += 1
    if storage.entries.count >= 2 * Self.minimumSteps {
      storage.entries.removeFirst(Self.minimumSteps)
      storage.cursor -= Self.minimumSteps
    }
  }

  /// Replaces `current` with the step before it; `false` when there is none.
  mutating func undo(_ current: inout EditSnapshot) -> Bool {
    guard canUndo else { return false }
    makeUnique()
    storage.cursor -= 1
    swap(&current, &storage.entries[storage.cursor])
    return true
  }

  /// Replaces `current` with the step after it; `false` when there is none.
  mutating func redo(_ current: inout EditSnapshot) -> Bool {
    guard canRedo else { return false }
    makeUnique()
    swap(&current, &storage.entries[storage.cursor])
    storage.cursor += 1
    return true
  }

  /// Forgets every step.
  mutating func removeAll() {
    storage = .empty
  }

  /// Gives this history its own storage before it is changed.
  private mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    let copy = Storage()
    copy.entries.reserveCapacity(max(storage.entries.count, 16))
    copy.entries.append(contentsOf: storage.entries)
    copy.cursor = storage.cursor
    storage = copy
  }

  /// The steps, shared between copies until one of them changes.
  ///
  /// `@unchecked Sendable`: an instance is changed only through a history
  /// that holds the only reference to it (``makeUnique()``), and the shared
  /// ``empty`` instance, referenced by the static, never is; so no two
  /// threads ever see one instance change.
  private final class Storage: @unchecked Sendable {
    /// The storage of every history without steps.
    static let empty = Storage()
    /// The steps, oldest first.
    var entries: [EditSnapshot] = []
    /// How many steps can be undone.
    var cursor = 0
  }
}
