/// A map that never holds more than a fixed number of entries: the shape of
/// every cache an input can fill, such as one entry per locale id asked for.
///
/// When it is full, inserting a new key evicts an entry chosen by the clock
/// (second chance) rule: each look-up marks its entry as used, and the clock
/// hand evicts the first entry it finds unmarked, clearing the marks it
/// passes. Entries in use stay; a flood of keys asked for once evicts its own
/// kind first. It is a value without locking: share it behind ``Locked``.
///
/// <!-- example: not compiled: internal API, which no client can call -->
/// ```swift
/// var cache = BoundedCache<String, Int>(capacity: 2)
/// cache.insert(1, forKey: "a")  // 1
/// cache.insert(2, forKey: "b")  // 2
/// cache["a"]                    // 1, and "a" is marked as used
/// cache.insert(3, forKey: "c")  // 3; "b" is evicted
/// cache.count                   // 2
/// ```
///
/// Complexity: look-up O(1); insertion O(1) amortized (the hand passes each
/// mark once per set).
struct BoundedCache<Key: Hashable, Value> {
  /// The most entries the cache holds.
  let capacity: Int
  /// The keys of the entries, in the order the clock hand visits them.
  private var keys: [Key] = []
  /// The value of each entry.
  private var values: [Value] = []
  /// Whether each entry was used since the hand last passed it.
  private var used: [Bool] = []
  /// The slot of each key.
  private var positions: [Key: Int] = [:]
  /// The next slot the hand looks at when an entry must go.
  private var hand = 0

  /// An empty cache of at most `capacity` entries (at least one).
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// How many entries the cache holds, never more than ``capacity``.
  var count: Int { keys.count }

  /// The value for `key`, marking the entry as used; `nil` when absent.
  subscript(key: Key) -> Value? {
    mutating get {
      guard let position = positions[key] else { return nil }
      used[position] = true
      return values[position]
    }
  }

  /// Keeps `value` for `key`, evicting one entry when the cache is full.
  ///
  /// - Returns: The value now cached for `key`: the one already there when
  ///   another caller inserted it first, else `value`.
  @discardableResult
  mutating func insert(_ value: Value, forKey key: Key) -> Value {
    if let existing = self[key] { return existing }
    if keys.count < capacity {
      positions[key] = keys.count
      keys.append(key)
      values.append(value)
      used.append(false)
      return value
    }
    while used[hand] {
      used[hand] = false
      hand = (hand + 1) % capacity
    }
    positions[keys[hand]] = nil
    positions[key] = hand
    keys[hand] = key
    values[hand] = value
    hand = (hand + 1) % capacity
    return value
  }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
