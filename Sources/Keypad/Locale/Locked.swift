#if hasFeature(Embedded)
/// A value in WebAssembly, which has no threads here: nothing to lock.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value

  /// Holds `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value.
  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&value)
  }
}
#else

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread` mutex.
///
/// The standard library's `Mutex` waits on futexes directly, which
/// ThreadSanitizer cannot see, so every cache access would be reported as a
/// race; a `pthread` mutex is understood by the sanitizer and costs the same
/// uncontended.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Guards `value`.
  init(_ value: Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock.
  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
#endif
