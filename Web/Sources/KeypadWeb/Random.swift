// The standard library's random bytes (the seed of String and Set hashing)
// come from `arc4random_buf`. wasi-libc's would bring its ChaCha generator
// and, through its `assert`, `fprintf` and the rest of stdio into the
// module; this one asks WASI's `random_get` through `getentropy`, as
// wasi-libc seeds its own generator.

/// Fills `buffer` with `count` random bytes; traps if WASI has none.
@_cdecl("arc4random_buf")
func arc4randomBuf(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
  guard let buffer else { return }
  var offset = 0
  while offset < count {
    // getentropy gives at most 256 bytes a call.
    let length = min(count - offset, 256)
    guard getentropy(buffer + offset, length) == 0 else { fatalError("no random bytes") }
    offset += length
  }
}

/// wasi-libc's `getentropy`, over WASI's `random_get`.
@_extern(c, "getentropy")
func getentropy(_ buffer: UnsafeMutableRawPointer, _ length: Int) -> Int32
