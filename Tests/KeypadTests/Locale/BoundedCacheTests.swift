import Testing

@_spi(Engine) @testable import Keypad

/// The bounded map behind the locale cache: never more than its capacity,
/// and the entries in use survive a flood of new keys.
@Suite struct BoundedCacheTests {
  @Test func neverHoldsMoreThanItsCapacity() {
    var cache = BoundedCache<Int, Int>(capacity: 8)
    for key in 0..<1000 {
      cache.insert(key * 2, forKey: key)
      #expect(cache.count == min(key + 1, 8))
    }
    #expect(cache[999] == 1998)
  }

  @Test func anEntryInUseOutlivesKeysAskedForOnce() {
    var cache = BoundedCache<String, Int>(capacity: 4)
    cache.insert(0, forKey: "hot")
    for key in 0..<100 {
      #expect(cache["hot"] == 0, "evicted after \(key) other keys")
      cache.insert(key, forKey: "cold\(key)")
    }
  }

  @Test func theClockEvictsTheFirstUnusedEntry() {
    var cache = BoundedCache<String, Int>(capacity: 2)
    cache.insert(1, forKey: "a")
    cache.insert(2, forKey: "b")
    _ = cache["a"]
    cache.insert(3, forKey: "c")
    #expect(cache["a"] == 1)
    #expect(cache["b"] == nil)
    #expect(cache["c"] == 3)
    #expect(cache.count == 2)
  }

  @Test func insertingAKnownKeyKeepsTheFirstValue() {
    var cache = BoundedCache<String, Int>(capacity: 2)
    #expect(cache.insert(1, forKey: "a") == 1)
    #expect(cache.insert(2, forKey: "a") == 1)
    #expect(cache.count == 1)
  }

  @Test func aCapacityBelowOneHoldsOneEntry() {
    var cache = BoundedCache<String, Int>(capacity: 0)
    cache.insert(1, forKey: "a")
    cache.insert(2, forKey: "b")
    #expect(cache.count == 1)
    #expect(cache["b"] == 2)
  }
}
