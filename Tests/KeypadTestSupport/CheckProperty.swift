import PropertyBased
import Testing

// `propertyCheck` runs its body under `try?`: an error thrown there (by a
// `try` on ICU, on a field or on a form, or by a `#require`) ends the case
// and counts as a pass. `checkProperty` is `propertyCheck` with such an
// error recorded as an issue, so that every `try` in a property can fail
// the test.

/// ``propertyCheck`` over one generator, failing on a thrown error.
///
/// ```swift
/// await checkProperty(count: 100, input: Gen.int(in: 0...9)) { digit in
///   var field = try KeypadField(locale: "en_US")
///   #expect(field.type(Character(String(digit))) == .accepted)
/// }
/// ```
public func checkProperty<A>(
  count: Int, input a: Generator<A, some Sequence>,
  perform body: (A) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: a,
    perform: { value in
      do { try await body(value) } catch { Issue.record(error, sourceLocation: sourceLocation) }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck`` over two generators, failing on a thrown error.
public func checkProperty<A, B>(
  count: Int, input a: Generator<A, some Sequence>, _ b: Generator<B, some Sequence>,
  perform body: (A, B) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await checkProperty(
    count: count, input: zip(a, b), perform: { try await body($0.0, $0.1) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck`` over three generators, failing on a thrown error.
public func checkProperty<A, B, C>(
  count: Int, input a: Generator<A, some Sequence>, _ b: Generator<B, some Sequence>,
  _ c: Generator<C, some Sequence>,
  perform body: (A, B, C) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await checkProperty(
    count: count, input: zip(a, b, c), perform: { try await body($0.0, $0.1, $0.2) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck`` over four generators, failing on a thrown error.
public func checkProperty<A, B, C, D>(
  count: Int, input a: Generator<A, some Sequence>, _ b: Generator<B, some Sequence>,
  _ c: Generator<C, some Sequence>, _ d: Generator<D, some Sequence>,
  perform body: (A, B, C, D) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await checkProperty(
    count: count, input: zip(a, b, c, d), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
    isolation: isolation, sourceLocation: sourceLocation)
}
