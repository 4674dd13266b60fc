import KeypadAvoidance
import KeypadTestSupport
import PropertyBased
import Testing

/// Random viewports, keyboards, content and fields, checked against
/// `GeometryOracle` (a grid-sampling re-derivation) rather than against the
/// code under test.
@Suite struct KeyboardAvoidancePropertyTests {
  typealias F = GeometryFixtures
  typealias Oracle = GeometryOracle

  /// One random form: everything finite and non-negative, the field inside the content.
  struct Scene: Sendable, CustomStringConvertible {
    var viewport: Viewport
    var content: Size
    var keyboard: Rect?
    var field: Rect
    var offset: Double
    var policy: AvoidancePolicy

    var description: String {
      "Scene(viewport: \(viewport), content: \(content), keyboard: \(String(describing: keyboard)), "
        + "field: \(field), offset: \(offset), policy: \(policy))"
    }
  }

  static var viewports: Generator<Viewport, some SendableSequenceType> {
    zip(
      Gen.double(in: 0...1400), Gen.double(in: 0...1400), Gen.double(in: 0...120),
      Gen.double(in: 0...60), Gen.double(in: 0...60)
    ).map { t in
      Viewport(
        size: Size(width: t.0, height: t.1),
        safeArea: SafeAreaInsets(top: t.2, left: t.3, bottom: t.4, right: t.3))
    }
  }

  /// Keyboards of three kinds: none, docked at the viewport's bottom, anywhere.
  ///
  /// Positions are fractions of the viewport so docked ones actually overlap.
  static var keyboards: Generator<KeyboardShape, some SendableSequenceType> {
    zip(
      Gen.int(in: 0...2), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2),
      Gen.double(in: 0...1.2), Gen.double(in: 0...0.9)
    ).map { t in KeyboardShape(kind: t.0, x: t.1, y: t.2, width: t.3, height: t.4) }
  }

  /// `.center` half the time, `.minimal` with a margin of 0 to 40 points
  /// the other half.
  static var policies: Generator<AvoidancePolicy, some SendableSequenceType> {
    zip(Gen.bool, Gen.double(in: 0...40)).map { center, margin in
      center ? AvoidancePolicy.center : .minimal(margin: margin)
    }
  }

  static var scenes: Generator<Scene, some SendableSequenceType> {
    zip(
      viewports, keyboards, Gen.double(in: 0...4000), Gen.double(in: 0...1),
      Gen.double(in: 0...700), Gen.double(in: -500...5000), policies
    ).map { t in
      let content = Size(width: t.0.size.width, height: t.2)
      let height = min(t.4, content.height)
      let field = Rect(x: 8, y: t.3 * (content.height - height), width: 100, height: height)
      return Scene(
        viewport: t.0, content: content, keyboard: t.1.frame(in: t.0.size), field: field,
        offset: t.5, policy: t.6)
    }
  }

  @Test func fieldThatFitsEndsUpInsideTheVisibleBand() async {
    await checkProperty(count: 500, input: Self.scenes) { scene in
      let result = AvoidanceGeometry(policy: scene.policy).layout(
        viewport: scene.viewport, contentSize: scene.content, keyboardFrame: scene.keyboard,
        activeField: scene.field, currentOffset: Point(x: 0, y: scene.offset))
      let visible = Oracle.visibleHeight(viewport: scene.viewport, keyboard: scene.keyboard)
      let fits = scene.field.size.height <= visible
      #expect(result.fieldFits == fits)
      if fits {
        let top = result.contentOffset.y
        let slack = 1e-9 * max(1, scene.field.maxY)
        #expect(scene.field.minY >= top - slack)
        #expect(scene.field.maxY <= top + visible + slack)
        #expect(result.fieldIsVisible)
      }
    }
  }

  @Test func offsetStaysWithinTheValidRange() async {
    await checkProperty(count: 500, input: Self.scenes) { scene in
      let result = AvoidanceGeometry(policy: scene.policy).layout(
        viewport: scene.viewport, contentSize: scene.content, keyboardFrame: scene.keyboard,
        activeField: scene.field, currentOffset: Point(x: 0, y: scene.offset))
      let last = Oracle.lastOffset(
        viewport: scene.viewport, content: scene.content, keyboard: scene.keyboard)
      #expect(result.contentOffset.x == 0)
      #expect(result.contentOffset.y >= 0)
      #expect(result.contentOffset.y <= last * (1 + 1e-12))
    }
  }

  @Test func measuresAgreeWithTheOracle() async {
    await propertyCheck(count: 500, input: Self.scenes) { scene in
      let expected = Oracle.measure(
        viewport: scene.viewport, keyboard: scene.keyboard, contentHeight: scene.content.height)
      // An offset past any content is clamped to the last valid one.
      let result = AvoidanceGeometry.measure(
        viewport: scene.viewport, contentSize: scene.content, keyboardFrame: scene.keyboard,
        activeField: nil, contentOffset: Point(x: 0, y: 1e9))
      #expect(F.nearlyEqual(result.bottomInset, expected.overlap), "\(expected)")
      #expect(F.nearlyEqual(result.visibleRect.height, expected.visibleHeight), "\(expected)")
      #expect(F.nearlyEqual(result.visibleRect.width, expected.visibleWidth), "\(expected)")
      #expect(F.nearlyEqual(result.contentOffset.y, expected.lastOffset), "\(expected)")
    }
  }

  @Test func layingOutTwiceMovesNoFurther() async {
    await checkProperty(count: 300, input: Self.scenes) { scene in
      let avoidance = AvoidanceGeometry(policy: scene.policy)
      let first = avoidance.layout(
        viewport: scene.viewport, contentSize: scene.content, keyboardFrame: scene.keyboard,
        activeField: scene.field, currentOffset: Point(x: 0, y: scene.offset))
      let second = avoidance.layout(
        viewport: scene.viewport, contentSize: scene.content, keyboardFrame: scene.keyboard,
        activeField: scene.field, currentOffset: first.contentOffset)
      #expect(F.nearlyEqual(first.contentOffset.y, second.contentOffset.y))
    }
  }

  @Test func showingThenHidingRestoresAnInBoundsOffset() async {
    await checkProperty(count: 500, input: Self.scenes, Self.keyboards) { scene, change in
      // Use the scene's offset as a fraction of the keyboard-less range, so it is in bounds.
      let last = Oracle.lastOffset(viewport: scene.viewport, content: scene.content, keyboard: nil)
      let original = last * min(1, max(0, scene.offset / 5000))
      var avoider = KeyboardAvoider(
        viewport: scene.viewport, contentSize: scene.content,
        contentOffset: Point(x: 0, y: original), policy: scene.policy)
      avoider.activeFieldChanged(frame: scene.field)
      avoider.keyboardWillShow(frame: scene.keyboard ?? .zero)
      if let changed = change.frame(in: scene.viewport.size) {
        avoider.keyboardFrameChanged(frame: changed)
      }
      let hidden = avoider.keyboardWillHide()
      #expect(hidden.contentOffset.y == original)
      #expect(hidden.bottomInset == 0)
    }
  }

  @Test func garbageInputGivesAFiniteInBoundsOffset() async {
    let wild = zip(Gen.int(in: 0...5), Gen.double(in: -3000...3000)).map { t in
      switch t.0 {
      case 0: Double.nan
      case 1: Double.infinity
      case 2: -Double.infinity
      default: t.1
      }
    }
    let frames = zip(wild, wild, wild, wild).map { t in
      Rect(x: t.0, y: t.1, width: t.2, height: t.3)
    }
    await checkProperty(count: 300, input: frames, frames, frames, wild) { a, b, c, offset in
      let viewport = Viewport(
        size: a.size, safeArea: SafeAreaInsets(top: a.minX, left: 0, bottom: a.minY, right: 0))
      let result = AvoidanceGeometry(policy: .minimal(margin: b.minX)).layout(
        viewport: viewport, contentSize: b.size, keyboardFrame: c, activeField: b,
        currentOffset: Point(x: 0, y: offset))
      let contentHeight = b.size.height.isFinite ? max(0, b.size.height) : 0
      #expect(result.contentOffset.y.isFinite)
      #expect(result.contentOffset.y >= 0)
      #expect(result.contentOffset.y <= contentHeight)
      #expect(result.bottomInset.isFinite && result.bottomInset >= 0)
      #expect(result.visibleRect.height.isFinite && result.visibleRect.height >= 0)
      let expected = Oracle.measure(
        viewport: viewport, keyboard: c, contentHeight: b.size.height)
      let measured = AvoidanceGeometry.measure(
        viewport: viewport, contentSize: b.size, keyboardFrame: c, activeField: nil,
        contentOffset: Point(x: 0, y: 1e9))
      #expect(F.nearlyEqual(measured.bottomInset, expected.overlap), "\(expected)")
      #expect(F.nearlyEqual(measured.visibleRect.height, expected.visibleHeight), "\(expected)")
      #expect(F.nearlyEqual(measured.visibleRect.width, expected.visibleWidth), "\(expected)")
      #expect(F.nearlyEqual(measured.contentOffset.y, expected.lastOffset), "\(expected)")
    }
  }
}

/// A keyboard described relative to the viewport, so generated keyboards overlap often.
struct KeyboardShape: Sendable, CustomStringConvertible {
  /// 0: no keyboard; 1: docked at the bottom; 2: anywhere.
  var kind: Int
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var description: String { "KeyboardShape(\(kind), \(x), \(y), \(width), \(height))" }

  func frame(in viewport: Size) -> Rect? {
    let height = self.height * viewport.height
    switch kind {
    case 0:
      return nil
    case 1:
      return Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height)
    default:
      return Rect(
        x: x * viewport.width, y: y * viewport.height, width: width * viewport.width,
        height: height)
    }
  }
}
